/**
 * Benson's algorithm: the chains of one colour that are unconditionally alive (pass-alive: the opponent
 * cannot capture them even if their owner passes every turn), and the enclosed regions where the
 * opponent can never make an eye, so its stones there are dead whatever is played.
 */
import { EMPTY, neighbours, type Board, type Color } from './board.js';
import { chains, type Chain } from './rules.js';

interface Region {
  points: number[];
  empties: number[];
  /** Indexes (into the colour's chain list) of the chains bordering the region. */
  borders: Set<number>;
}

export interface PassAlive {
  /** Chains of the colour that are unconditionally alive. */
  chains: Chain[];
  /**
   * Regions bordered only by those chains in which every point touches one of them: the opponent can
   * never have an eye there, so they are the colour's for certain and opponent stones in them are dead.
   */
  territory: number[];
}

function regionsOf(b: Board, color: Color, chainOf: Int32Array): Region[] {
  const seen = new Uint8Array(b.cells.length);
  const out: Region[] = [];
  b.cells.forEach((c, i) => {
    if (c === color || seen[i]) return;
    const r: Region = { points: [], empties: [], borders: new Set() };
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      r.points.push(p);
      if (b.cells[p] === EMPTY) r.empties.push(p);
      for (const q of neighbours(b.size, p)) {
        if (b.cells[q] === color) r.borders.add(chainOf[q]);
        else if (!seen[q]) (seen[q] = 1, stack.push(q));
      }
    }
    out.push(r);
  });
  return out;
}

export function passAlive(b: Board, color: Color): PassAlive {
  const own = chains(b).filter((c) => c.color === color);
  const chainOf = new Int32Array(b.cells.length).fill(-1);
  own.forEach((c, k) => c.stones.forEach((s) => (chainOf[s] = k)));
  const regions = regionsOf(b, color, chainOf);
  const libOf = own.map((c) => new Set(c.liberties));
  // A region is vital to a chain when every empty point in it is a liberty of that chain.
  const vital = regions.map((r) => new Set([...r.borders].filter((k) => r.empties.every((e) => libOf[k].has(e)))));
  let alive = new Set(own.map((_, k) => k));
  let enclosed = new Set(regions.map((_, k) => k).filter((k) => regions[k].borders.size > 0));
  for (;;) {
    const healthy = new Map<number, number>();
    for (const k of enclosed) for (const c of vital[k]) healthy.set(c, (healthy.get(c) ?? 0) + 1);
    const nextAlive = new Set([...alive].filter((c) => (healthy.get(c) ?? 0) >= 2));
    const nextEnclosed = new Set([...enclosed].filter((k) => [...regions[k].borders].every((c) => nextAlive.has(c))));
    if (nextAlive.size === alive.size && nextEnclosed.size === enclosed.size) break;
    alive = nextAlive;
    enclosed = nextEnclosed;
  }
  const territory: number[] = [];
  for (const k of enclosed) {
    const r = regions[k];
    const touches = (p: number) => neighbours(b.size, p).some((q) => b.cells[q] === color && alive.has(chainOf[q]));
    if (r.points.every(touches)) territory.push(...r.points);
  }
  return { chains: [...alive].map((k) => own[k]), territory: territory.sort((a, c) => a - c) };
}
