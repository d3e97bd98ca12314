/**
 * Seeded playouts for group status: from the position, both sides play until both pass, with a fixed
 * policy (capture a chain the last move left in atari, save one's own, often answer next to the last
 * move and nearly always when it was played in an area one's walls dominate, as an owner answers an
 * invasion; never fill one's own eye or one's closed territory before the opponent enters it; rarely put
 * two or more stones in atari), and each point's final owner is tallied. The generator is seeded from
 * a constant, so the same position always gives the same ownership.
 */
import { BLACK, EMPTY, WHITE, type Board, type Color } from './board.js';
import { FastBoard, OFF } from './fast-board.js';
import { capturesSomething, isOwnEye, libsAfter, random, territories, type Territories } from './playout-moves.js';

const SEED = 0x9e3779b9;
/** Chances in ten of answering next to the last move: in general, and inside an area one dominates. */
const NEAR_TENTHS = 5;
const OWNER_TENTHS = 9;

export interface Ownership {
  /** Per board point: fraction of playouts it ended black (+1) minus white (−1), in −1..1. */
  owner: Float64Array;
  playouts: number;
}

class Playout {
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly invaded: Uint8Array;
  constructor(
    private readonly b: FastBoard,
    private readonly rand: (n: number) => number,
    private readonly forbidden: Uint8Array,
    private readonly own: Territories,
  ) {
    this.mark = new Int32Array(b.color.length);
    this.invaded = new Uint8Array(own.owner.length);
  }

  /** Whether a stone of `c` at `p` joins one of its chains (so a self-atari would risk two or more stones). */
  private joinsChain(p: number, c: Color): boolean {
    for (const d of this.b.dirs) if (this.b.color[p + d] === c) return true;
    return false;
  }

  private acceptable(p: number, c: Color): boolean {
    const b = this.b;
    if (this.forbidden[p] || !b.isLegal(p, c) || isOwnEye(b, p, c)) return false;
    const r = this.own.region[p];
    if (r >= 0 && this.own.owner[r] === c && !this.invaded[r]) return false;
    if (capturesSomething(b, p, c)) return true;
    // Self-atari of two or more stones is almost always a blunder; allowed rarely, for nakade.
    if (this.joinsChain(p, c) && libsAfter(b, p, c, this.mark, ++this.stamp) < 2) return this.rand(10) === 0;
    return true;
  }

  /** A move answering the last one: capture what it left in atari, or save one's own chain. */
  private reply(last: number, c: Color): number {
    const b = this.b;
    if (last < 0) return -1;
    for (const q of [last, last + 1, last - 1, last + b.w, last - b.w]) {
      if (b.color[q] !== 3 - c || !b.inAtari(b.root[q])) continue;
      const p = b.lastLiberty(b.root[q]);
      if (!this.forbidden[p] && b.isLegal(p, c) && this.rand(10) < 9) return p;
    }
    for (const d of b.dirs) {
      const q = last + d;
      if (b.color[q] !== c || !b.inAtari(b.root[q])) continue;
      const p = b.lastLiberty(b.root[q]);
      if (!this.forbidden[p] && b.isLegal(p, c) && libsAfter(b, p, c, this.mark, ++this.stamp) >= 2 && this.rand(10) < 9) return p;
    }
    return -1;
  }

  /** A move touching the last one (8 points around it), as players answer each other locally. */
  private near(last: number, c: Color): number {
    const b = this.b;
    if (last < 0) return -1;
    const r = this.own.region[last];
    if (this.rand(10) >= (r >= 0 && this.own.dominant[r] === c ? OWNER_TENTHS : NEAR_TENTHS)) return -1;
    const around = [1, -1, b.w, -b.w, b.w + 1, b.w - 1, -b.w + 1, -b.w - 1];
    const start = this.rand(8);
    for (let k = 0; k < 8; k++) {
      const p = last + around[(start + k) % 8];
      if (b.color[p] === EMPTY && this.acceptable(p, c)) return p;
    }
    return -1;
  }

  private choose(c: Color, last: number): number {
    const r = this.reply(last, c);
    if (r >= 0) return r;
    const n8 = this.near(last, c);
    if (n8 >= 0) return n8;
    const b = this.b;
    const n = b.emptyCount;
    if (!n) return -1;
    const start = this.rand(n);
    for (let k = 0; k < n; k++) {
      const p = b.empties[(start + k) % n];
      if (this.acceptable(p, c)) return p;
    }
    return -1;
  }

  run(first: Color): void {
    const b = this.b;
    let c = first;
    let passes = 0;
    let last = -1;
    const limit = 3 * b.size * b.size;
    for (let moves = 0; passes < 2 && moves < limit; moves++) {
      const p = this.choose(c, last);
      if (p < 0) passes++;
      else {
        b.place(p, c);
        const r = this.own.region[p];
        if (r >= 0 && this.own.owner[r] !== c) this.invaded[r] = 1;
        passes = 0;
      }
      last = p;
      c = (3 - c) as Color;
    }
  }
}

/** Final owner of every point after a playout: a stone's colour, or the colour of an empty point's only neighbours. */
function tally(b: FastBoard, into: Float64Array) {
  for (let i = 0; i < into.length; i++) {
    const p = b.toPadded(i);
    let k = b.color[p];
    if (k === EMPTY) {
      let seen = 0;
      for (const d of b.dirs) if (b.color[p + d] !== OFF) seen |= 1 << b.color[p + d];
      k = seen === 2 || seen === 3 ? BLACK : seen === 4 || seen === 5 ? WHITE : EMPTY;
    }
    into[i] += k === BLACK ? 1 : k === WHITE ? -1 : 0;
  }
}

/**
 * Ownership over `playouts` playouts, half starting with each colour. Points in `frozen` (board indexes,
 * e.g. the shared liberties of a seki) are never played.
 */
export function ownership(board: Board, playouts: number, frozen: Iterable<number> = []): Ownership {
  const start = FastBoard.from(board);
  const forbidden = new Uint8Array(start.color.length);
  for (const i of frozen) forbidden[start.toPadded(i)] = 1;
  const own = territories(start);
  const rand = random(SEED);
  const owner = new Float64Array(board.size * board.size);
  for (let k = 0; k < playouts; k++) {
    const b = start.copy();
    new Playout(b, rand, forbidden, own).run(k % 2 === 0 ? BLACK : WHITE);
    tally(b, owner);
  }
  for (let i = 0; i < owner.length; i++) owner[i] /= playouts;
  return { owner, playouts };
}
