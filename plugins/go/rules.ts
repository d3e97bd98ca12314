/** Go rules on a Board: chains and liberties by flood fill, and playing a move with captures, suicide and ko. */
import { EMPTY, neighbours, other, key, type Board, type Color } from './board.js';

export interface Chain {
  color: number;
  stones: number[];
  liberties: number[];
}

export function chainAt(b: Board, i: number): Chain {
  const color = b.cells[i];
  const seen = new Set([i]);
  const libs = new Set<number>();
  const stack = [i];
  while (stack.length) {
    const p = stack.pop()!;
    for (const q of neighbours(b.size, p)) {
      if (b.cells[q] === EMPTY) libs.add(q);
      else if (b.cells[q] === color && !seen.has(q)) (seen.add(q), stack.push(q));
    }
  }
  return { color, stones: [...seen].sort((a, c) => a - c), liberties: [...libs].sort((a, c) => a - c) };
}

/** Every chain on the board, each once, in board order of its first stone. */
export function chains(b: Board): Chain[] {
  const done = new Set<number>();
  const out: Chain[] = [];
  b.cells.forEach((c, i) => {
    if (c === EMPTY || done.has(i)) return;
    const ch = chainAt(b, i);
    ch.stones.forEach((s) => done.add(s));
    out.push(ch);
  });
  return out;
}

export type PlayResult =
  | { ok: true; board: Board; captured: number[] }
  | { ok: false; reason: 'occupied' | 'suicide' | 'ko' };

/**
 * Plays `color` at `i`. `previous` is the position before the opponent's last move when the history is
 * known: recreating it is a ko violation (simple ko).
 */
export function play(b: Board, i: number, color: Color, previous?: Board): PlayResult {
  if (b.cells[i] !== EMPTY) return { ok: false, reason: 'occupied' };
  const next: Board = { size: b.size, cells: [...b.cells] };
  next.cells[i] = color;
  const captured: number[] = [];
  for (const q of neighbours(b.size, i)) {
    if (next.cells[q] !== other(color)) continue;
    const ch = chainAt(next, q);
    if (!ch.liberties.length) for (const s of ch.stones) (next.cells[s] = EMPTY, captured.push(s));
  }
  if (!chainAt(next, i).liberties.length) return { ok: false, reason: 'suicide' };
  if (previous && key(previous) === key(next)) return { ok: false, reason: 'ko' };
  // The check: after the move no chain on the board is left without a liberty.
  if (chains(next).some((c) => !c.liberties.length)) throw new Error('go move left a chain without liberties');
  return { ok: true, board: next, captured: captured.sort((a, c) => a - c) };
}
