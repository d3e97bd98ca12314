/** Move tests for the playouts (playouts.ts): a seeded generator, liberties after a move, captures, own eyes, closed territories. */
import { BLACK, EMPTY, WHITE, type Color } from './board.js';
import { FastBoard, OFF } from './fast-board.js';

/** An area is dominated by a colour with this many times the other's contacts along its border. */
const DOMINANCE = 3;

/** xorshift32 from a fixed seed: deterministic, fast, good enough to vary playouts. */
export function random(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
}

/** Liberties `c` would have after playing `p` (no capture), counted up to 2. */
export function libsAfter(b: FastBoard, p: number, c: Color, mark: Int32Array, stamp: number): number {
  let n = 0;
  for (const d of b.dirs) if (b.color[p + d] === EMPTY && mark[p + d] !== stamp) (mark[p + d] = stamp, n++);
  if (n >= 2) return n;
  for (const d of b.dirs) {
    const q = p + d;
    if (b.color[q] !== c || mark[q] === stamp) continue;
    const r = b.root[q];
    let s = r;
    do {
      mark[s] = stamp;
      for (const e of b.dirs) {
        const t = s + e;
        if (t !== p && b.color[t] === EMPTY && mark[t] !== stamp) {
          mark[t] = stamp;
          if (++n >= 2) return n;
        }
      }
      s = b.next[s];
    } while (s !== r);
  }
  return n;
}

export function capturesSomething(b: FastBoard, p: number, c: Color): boolean {
  for (const d of b.dirs) if (b.color[p + d] === 3 - c && b.inAtari(b.root[p + d])) return true;
  return false;
}

/** `p` is `c`'s eye: every neighbour is `c` or the edge, and the diagonals do not make it false. */
export function isOwnEye(b: FastBoard, p: number, c: Color): boolean {
  let edge = false;
  for (const d of b.dirs) {
    const k = b.color[p + d];
    if (k === OFF) edge = true;
    else if (k !== c) return false;
  }
  let bad = 0;
  for (const d of [b.w + 1, b.w - 1, -b.w + 1, -b.w - 1]) if (b.color[p + d] === 3 - c) bad++;
  return edge ? bad === 0 : bad <= 1;
}

/** Empty regions of the starting position and the colour whose stones dominate each one's border. */
export interface Territories {
  /** Per padded point: its region, or −1. */
  region: Int16Array;
  /** Per region: the colour that alone borders it (its closed territory), or 0. */
  owner: Uint8Array;
  /** Per region: the colour with at least three times the other's contacts along its border, or 0. */
  dominant: Uint8Array;
}

export function territories(b: FastBoard): Territories {
  const region = new Int16Array(b.color.length).fill(-1);
  const owners: number[] = [];
  const dominant: number[] = [];
  for (let k = 0; k < b.emptyCount; k++) {
    const start = b.empties[k];
    if (region[start] >= 0) continue;
    const id = owners.length;
    const contacts = [0, 0, 0];
    const stack = [start];
    region[start] = id;
    while (stack.length) {
      const p = stack.pop()!;
      for (const d of b.dirs) {
        const q = p + d;
        if (b.color[q] === EMPTY) {
          if (region[q] < 0) (region[q] = id, stack.push(q));
        } else if (b.color[q] !== OFF) contacts[b.color[q]]++;
      }
    }
    owners.push(contacts[WHITE] === 0 && contacts[BLACK] ? BLACK : contacts[BLACK] === 0 && contacts[WHITE] ? WHITE : 0);
    dominant.push(contacts[BLACK] >= DOMINANCE * contacts[WHITE] && contacts[BLACK] ? BLACK : contacts[WHITE] >= DOMINANCE * contacts[BLACK] && contacts[WHITE] ? WHITE : 0);
  }
  return { region, owner: Uint8Array.from(owners), dominant: Uint8Array.from(dominant) };
}
