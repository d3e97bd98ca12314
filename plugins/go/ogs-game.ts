/**
 * The `.game` files of OGS's score estimator (test/fixtures/go-ogs): a finished game's final board and the
 * stones its players marked dead. Used to measure dead-stone judgement: the request a player would send
 * for it, and the verdict on a reply's canonical form against the count with the marked stones removed.
 */
import { BLACK, EMPTY, WHITE, pointName, render, type Board } from './board.js';
import { score } from './score.js';

export interface OgsGame {
  board: Board;
  /** Stones the players marked dead. */
  dead: number[];
}

/** "height N", "width N", N rows of 1 / −1 / 0, a blank line, N rows of the removal map; null when it is not that. */
export function readOgsGame(text: string): OgsGame | null {
  const lines = text.split('\n');
  const size = Number(lines.find((l) => l.startsWith('height'))?.split(/\s+/)[1]);
  const rows = lines.filter((l) => /^\s*-?\d/.test(l)).map((l) => l.trim().split(/\s+/).map(Number));
  if (!(size >= 5 && size <= 19) || rows.length !== 2 * size || rows.some((r) => r.length !== size)) return null;
  const cells = rows.slice(0, size).flat().map((v) => (v === 1 ? BLACK : v === -1 ? WHITE : EMPTY));
  if (cells.every((c) => c === EMPTY)) return null;
  const removed = rows.slice(size).flat();
  return { board: { size, cells }, dead: cells.flatMap((c, i) => (c !== EMPTY && removed[i] ? [i] : [])) };
}

/** The request: the diagram, and an area count after removing the dead stones ("any" when none are marked). */
export function ogsAsk(g: OgsGame, komi: number): string {
  const dead = g.dead.length ? 'the dead stones' : 'any dead stones';
  return `Go position, the game is over (both passed):\n${render(g.board)}\nScore it by area after removing ${dead}, komi ${komi}.`;
}

export type OgsVerdict = { kind: 'correct' } | { kind: 'wrong'; cause: string; detail: string };

/** A reply's canonical form against the area count with the marked stones removed: same result and same dead stones. */
export function judgeOgsReply(g: OgsGame, komi: number, canonical: string): OgsVerdict {
  const b = g.board;
  const expected = score({ board: b, dead: g.dead, komi, prisoners: { black: 0, white: 0 } }, 'area').result;
  const marked = g.dead.map((p) => pointName(b.size, p)).sort();
  const got = canonical.match(/area=([^;]+)/)?.[1];
  const gotDead = (canonical.match(/dead=([^;]+)/)?.[1] ?? '').split(',').filter(Boolean).sort();
  if (got === expected && gotDead.join() === marked.join()) return { kind: 'correct' };
  const extra = gotDead.filter((p) => !marked.includes(p));
  const missed = marked.filter((p) => !gotDead.includes(p));
  const cause = [extra.length ? 'living stones removed' : '', missed.length ? 'dead stones left on' : ''].filter(Boolean).join(' + ') || 'count differs (dame or seki)';
  return { kind: 'wrong', cause, detail: `got ${got} dead=${gotDead.join(',')}; expected ${expected} dead=${marked.join(',')}; removed alive: ${extra.join(',') || '-'}; left dead: ${missed.join(',') || '-'}` };
}
