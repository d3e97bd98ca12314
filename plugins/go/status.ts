/**
 * Life and death of every chain, for scoring a finished game:
 * 1. Benson's algorithm: unconditionally alive chains, and opponent stones in their sure territory (dead).
 * 2. Seki (seki.ts): chains living on shared liberties; those points are frozen in the playouts.
 * 3. The rest is read from seeded playouts (playouts.ts) together with the static group view (eyes.ts):
 *    - alive: kept in at least 85% of the playouts and not eyeless, or in at least half with two eyes
 *      or a big one (and never a chain in atari);
 *    - dead: every opponent stone around its area is alive, and it is kept in at most 15% of the
 *      playouts without having two eyes, or in at most half with no eye at all when each opponent chain
 *      around it also reaches beyond its area or faces other stones of its colour (so it is an invader
 *      in their space, not two groups sharing one space, which would be a fight).
 * Anything else, or any contradiction, is unsettled: reported and never guessed.
 */
import { BLACK, EMPTY, WHITE, colorName, neighbours, pointName, type Board } from './board.js';
import { passAlive } from './benson.js';
import { groupView } from './eyes.js';
import { ownership } from './playouts.js';
import { chainAt, chains, type Chain } from './rules.js';
import { findSekis, type Seki } from './seki.js';

export type Status = 'alive' | 'dead' | 'seki' | 'unsettled';

export interface GroupStatus {
  chain: Chain;
  status: Status;
  /** How it was settled, for the reply. */
  how: string;
}

export interface Evaluation {
  groups: GroupStatus[];
  seki: Seki[];
  playouts: number;
}

const SURE_ALIVE = 0.85;
const SURE_DEAD = 0.15;
const EVEN = 0.5;
/** An eyeless invader is dead when the playouts keep it at most this often (and its surroundings live). */
const LEANS_DEAD = 1 / 3;

/** About the same work per position whatever the size: more playouts on small boards. */
export const playoutsFor = (size: number) => Math.max(120, Math.min(600, Math.round(50_000 / (size * size))));

export function describeChain(b: Board, c: Chain): string {
  const pts = c.stones.map((s) => pointName(b.size, s));
  return `${colorName(c.color).toLowerCase()} ${pts.length === 1 ? 'stone' : 'group'} at ${pts.length > 8 ? `${pts.slice(0, 8).join(' ')} (+${pts.length - 8} more)` : pts.join(' ')}`;
}

const EYES = { alive: 'two eyes or a big one', dead: 'no eye', unknown: 'one small eye' };

export function evaluateStatus(b: Board): Evaluation | string {
  const all = chains(b);
  const airless = all.find((c) => !c.liberties.length);
  if (airless) return `the ${describeChain(b, airless)} has no liberties, so the position cannot arise in a game`;
  const sure = [passAlive(b, BLACK), passAlive(b, WHITE)];
  const bensonAlive = new Set(sure.flatMap((s) => s.chains.flatMap((c) => c.stones)));
  const sureTerritory = [new Set(sure[0].territory), new Set(sure[1].territory)];
  const seki = findSekis(b, bensonAlive);
  const inSeki = new Set(seki.flatMap((s) => s.chains.flatMap((c) => c.stones)));
  const playouts = playoutsFor(b.size);
  const own = ownership(b, playouts, seki.flatMap((s) => s.points)).owner;
  const keep = (c: Chain) => (c.stones.reduce((n, s) => n + (c.color === BLACK ? own[s] : -own[s]), 0) / c.stones.length + 1) / 2;
  const pct = (x: number) => `${Math.round(100 * x)}%`;

  const groups: GroupStatus[] = all.map((chain) => {
    const s = chain.stones[0];
    if (bensonAlive.has(s)) return { chain, status: 'alive', how: 'unconditionally alive (Benson)' };
    if (sureTerritory[chain.color === BLACK ? 1 : 0].has(s)) return { chain, status: 'dead', how: `inside ${colorName(3 - chain.color)}'s unconditional territory (Benson)` };
    if (inSeki.has(s)) return { chain, status: 'seki', how: 'in seki: neither side can fill the shared liberties' };
    return { chain, status: 'unsettled', how: '' };
  });
  const open = groups.filter((g) => !g.how);
  const share = new Map(open.map((g) => [g, keep(g.chain)]));
  const first = new Map(open.map((g) => [g, groupView(b, g.chain, bensonAlive)]));
  const chainAtPoint = new Map(all.flatMap((c) => c.stones.map((s) => [s, c] as const)));
  const leansDead = (g: GroupStatus) => {
    const k = share.get(g)!;
    const v = first.get(g)!;
    if (k <= SURE_DEAD && v.view !== 'alive') return true;
    return k <= LEANS_DEAD && v.view === 'dead' && surrounded(b, v.area, v.borders, chainAtPoint);
  };

  // Alive, judged on the board without the chains leaning dead.
  const cleared: Board = { size: b.size, cells: [...b.cells] };
  for (const g of groups) if (g.status === 'dead' || (share.has(g) && leansDead(g))) for (const s of g.chain.stones) cleared.cells[s] = EMPTY;
  for (const g of open) {
    const k = share.get(g)!;
    g.how = `kept in ${pct(k)} of ${playouts} playouts`;
    if (leansDead(g)) continue;
    const v = groupView(cleared, g.chain, bensonAlive).view;
    g.how += ` with ${EYES[v]}`;
    // In atari only if it still is once the chains leaning dead are off: a stone inside a dead group's area
    // is not threatened by that group.
    if (chainAt(cleared, g.chain.stones[0]).liberties.length < 2) g.how += ', in atari';
    else if ((k >= SURE_ALIVE && v !== 'dead') || (k >= EVEN && v === 'alive')) g.status = 'alive';
  }
  // Dead only when everything around it lives.
  const statusAt = new Map(groups.flatMap((g) => g.chain.stones.map((s) => [s, g] as const)));
  for (const g of open) {
    if (!leansDead(g)) continue;
    const v = first.get(g)!;
    g.how += ` with ${EYES[v.view]}`;
    const weak = v.borders.map((s) => statusAt.get(s)!).find((o) => o.status !== 'alive' && o.status !== 'seki');
    const race = racing(b, cleared, g.chain, chainAtPoint, bensonAlive, g.chain.liberties.length);
    if (weak) g.how += `, next to the unsettled ${describeChain(b, weak.chain)}`;
    else if (race) g.how += `, in a capturing race with the ${describeChain(b, race)} (${race.liberties.length} liberties against its ${g.chain.liberties.length})`;
    else g.status = 'dead';
  }
  // A seki holds only while the walls around it live.
  for (const s of seki) {
    const weak = s.neighbours.find((c) => statusAt.get(c.stones[0])!.status !== 'alive');
    if (weak) for (const c of s.chains) unsettle(statusAt.get(c.stones[0])!, `the seki depends on the ${describeChain(b, weak)}`);
  }
  checkDeadAreas(b, groups);
  return { groups, seki, playouts };
}

/**
 * Every opponent chain around `area` lies outside it: it reaches points beyond the area, or it touches
 * stones of the area's colour that are not in the area (a wall facing another group across a border).
 */
function surrounded(b: Board, area: number[], borders: number[], chainAtPoint: Map<number, Chain>): boolean {
  const inside = new Set(area);
  const done = new Set<Chain>();
  for (const s of borders) {
    const c = chainAtPoint.get(s)!;
    if (done.has(c)) continue;
    done.add(c);
    const own = new Set(c.stones);
    const faces = c.stones.some((t) => neighbours(b.size, t).some((q) => b.cells[q] === 3 - c.color && !inside.has(q)));
    if (!faces && !groupView(b, c, new Set()).area.some((p) => !inside.has(p) && !own.has(p))) return false;
  }
  return true;
}

/**
 * An opponent chain touching `c`, not unconditionally alive nor with two eyes or a big one on the board
 * without the chains leaning dead (unless in atari), with at most `most` liberties: `c` could
 * capture it first, so the playouts' lean alone does not settle `c` (a capturing race, a mutual atari, or a
 * seki the static check missed). The caller asks about chains with no more liberties than `c`.
 */
function racing(b: Board, cleared: Board, c: Chain, chainAtPoint: Map<number, Chain>, sure: ReadonlySet<number>, most: number): Chain | undefined {
  const touching = new Set<Chain>();
  for (const s of c.stones) for (const q of neighbours(b.size, s)) if (b.cells[q] === 3 - c.color) touching.add(chainAtPoint.get(q)!);
  // A chain with two eyes or a big one once the chains leaning dead are off is not racing: it lives.
  return [...touching].find((o) => !sure.has(o.stones[0]) && o.liberties.length <= most && (o.liberties.length < 2 || groupView(cleared, o, sure).view !== 'alive'));
}

function unsettle(g: GroupStatus, why: string) {
  g.status = 'unsettled';
  g.how = `${g.how}, but ${why}`;
}

/** After removal, a dead chain's area must be bordered by the opponent alone, else it is not settled. */
function checkDeadAreas(b: Board, groups: GroupStatus[]) {
  const cells = [...b.cells];
  for (const g of groups) if (g.status === 'dead') for (const s of g.chain.stones) cells[s] = EMPTY;
  for (const g of groups) {
    if (g.status !== 'dead') continue;
    const seen = new Set(g.chain.stones);
    const stack = [...g.chain.stones];
    while (stack.length) {
      const p = stack.pop()!;
      const friend = neighbours(b.size, p).find((q) => cells[q] === g.chain.color);
      if (friend !== undefined) {
        unsettle(g, `its area also touches living ${colorName(g.chain.color).toLowerCase()} stones at ${pointName(b.size, friend)}`);
        break;
      }
      for (const q of neighbours(b.size, p)) if (cells[q] === EMPTY && !seen.has(q)) (seen.add(q), stack.push(q));
    }
  }
}

