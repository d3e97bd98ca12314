/**
 * Seki: chains of both colours that live together on shared liberties. Found as a closed local area (whole
 * empty regions, at most 12 points) whose bordering chains of both colours have no liberty outside it,
 * where every move either side could make there is a non-capturing self-atari that the opponent answers
 * by capturing, keeping two or more liberties and a living shape (two eyes, or an eye space joined to one
 * of its chains outside the area). Whoever plays first there loses, so neither does: the chains live and
 * the shared points belong to nobody. A stone inside one chain's small eye space fails the last test: its
 * capture leaves a dead shape (nakade), not a seki.
 */
import { EMPTY, neighbours, type Board, type Color } from './board.js';
import { groupView } from './eyes.js';
import { FastBoard } from './fast-board.js';
import { chainAt, chains, type Chain } from './rules.js';

const MAX_POINTS = 12;

export interface Seki {
  chains: Chain[];
  /** The empty points of the area: shared liberties and the eyes of the chains in seki. */
  points: number[];
  /** Chains outside the seki that touch it; the seki holds only if they live. */
  neighbours: Chain[];
}

function emptyRegions(b: Board): Int32Array {
  const id = new Int32Array(b.cells.length).fill(-1);
  let next = 0;
  b.cells.forEach((c, i) => {
    if (c !== EMPTY || id[i] >= 0) return;
    const stack = [i];
    id[i] = next;
    while (stack.length) {
      const p = stack.pop()!;
      for (const q of neighbours(b.size, p)) if (b.cells[q] === EMPTY && id[q] < 0) (id[q] = next, stack.push(q));
    }
    next++;
  });
  return id;
}

/**
 * Every move at `points` by either colour is a losing self-atari (see the module comment). `outside` holds
 * the stones of chains beyond the area, taken as living here (the caller checks that they do).
 */
function everyMoveLoses(start: FastBoard, points: number[], outside: ReadonlySet<number>): boolean {
  for (const i of points) {
    const p = start.toPadded(i);
    for (const c of [1, 2] as Color[]) {
      if (!start.isLegal(p, c)) continue;
      const b = start.copy();
      if (b.place(p, c) > 0) return false;
      const r = b.root[p];
      if (!b.inAtari(r)) return false;
      const q = b.lastLiberty(r);
      const opp = (3 - c) as Color;
      if (!b.isLegal(q, opp)) return false;
      b.place(q, opp);
      if (b.color[p] !== EMPTY || b.inAtari(b.root[q])) return false;
      const after = b.toBoard();
      const capturer = chainAt(after, b.fromPadded(q));
      if (groupView(after, capturer, outside).view !== 'alive') return false;
    }
  }
  return true;
}

/** Sekis among the chains not in `settled` (stones of chains already known to live unconditionally). */
export function findSekis(b: Board, settled: ReadonlySet<number>): Seki[] {
  const all = chains(b);
  const chainOf = new Int32Array(b.cells.length).fill(-1);
  all.forEach((c, k) => c.stones.forEach((s) => (chainOf[s] = k)));
  const region = emptyRegions(b);
  const regionPoints = new Map<number, number[]>();
  b.cells.forEach((_, i) => region[i] >= 0 && (regionPoints.get(region[i]) ?? regionPoints.set(region[i], []).get(region[i])!).push(i));
  const done = new Set<number>();
  const fast = FastBoard.from(b);
  const out: Seki[] = [];
  all.forEach((first, k0) => {
    if (done.has(k0) || settled.has(first.stones[0]) || !first.liberties.length) return;
    const comp = new Set<number>();
    const regions = new Set<number>();
    const queue = [k0];
    let size = 0;
    while (queue.length && size <= MAX_POINTS) {
      const k = queue.pop()!;
      if (comp.has(k)) continue;
      comp.add(k);
      for (const lib of all[k].liberties) {
        if (regions.has(region[lib])) continue;
        regions.add(region[lib]);
        const pts = regionPoints.get(region[lib])!;
        size += pts.length;
        for (const p of pts) {
          for (const q of neighbours(b.size, p)) {
            const j = chainOf[q];
            if (j >= 0 && !comp.has(j) && !settled.has(q) && all[j].liberties.every((l) => regionPoints.get(region[l])!.length <= MAX_POINTS)) queue.push(j);
          }
        }
      }
    }
    comp.forEach((k) => done.add(k));
    if (size > MAX_POINTS || comp.size < 2) return;
    const members = [...comp].map((k) => all[k]);
    if (new Set(members.map((c) => c.color)).size !== 2) return;
    const outside = new Set<number>();
    for (const c of members) for (const s of c.stones) for (const q of neighbours(b.size, s)) if (chainOf[q] >= 0 && !comp.has(chainOf[q])) outside.add(chainOf[q]);
    const points = [...regions].flatMap((r) => regionPoints.get(r)!).sort((a, c) => a - c);
    for (const p of points) for (const q of neighbours(b.size, p)) if (chainOf[q] >= 0 && !comp.has(chainOf[q])) outside.add(chainOf[q]);
    const outsideStones = new Set([...outside].flatMap((j) => all[j].stones));
    if (!everyMoveLoses(fast, points, outsideStones)) return;
    out.push({ chains: members, points, neighbours: [...outside].map((j) => all[j]) });
  });
  return out;
}
