/**
 * Finished OGS games with their dead stones known: the `.game` files of OGS's score estimator
 * (test/fixtures/go-ogs: the final board and the stones its players marked dead) and the autoscore test
 * files of OGS's goban library (test/fixtures/go-ogs-autoscore: the board and the correct owner of every
 * point, so a stone owned by the other colour is dead). Used to measure dead-stone judgement: the request a player would send
 * for it, and the verdict on a reply's canonical form against the count with the marked stones removed.
 */
import { BLACK, EMPTY, WHITE, pointName, render, type Board } from './board.js';
import { score } from './score.js';

export interface OgsGame {
  board: Board;
  /** Stones the players marked dead. */
  dead: number[];
  /** Stones that may be either (the file says any owner will do): not held against a reply. */
  either: number[];
  /** Whether the area count with `dead` removed is the game's count (no point left open or undecided). */
  countable: boolean;
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
  return { board: { size, cells }, dead: cells.flatMap((c, i) => (c !== EMPTY && removed[i] ? [i] : [])), either: [], countable: true };
}

/**
 * An autoscore test file: `board` rows of "b"/"w"/" ", and `correct_ownership` rows of "B"/"W" (owner),
 * " " (dame), "*" (any) or "s" (a boundary still to be closed); null when it is not that.
 */
export function readOgsAutoscore(text: string): OgsGame | null {
  let data: { board?: unknown; correct_ownership?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return null;
  }
  const rows = data.board;
  const owner = data.correct_ownership;
  if (!Array.isArray(rows) || !Array.isArray(owner) || rows.length !== owner.length) return null;
  const size = rows.length;
  if (!(size >= 5 && size <= 19) || [...rows, ...owner].some((r) => typeof r !== 'string' || r.length !== size)) return null;
  const cells = (rows as string[]).join('').split('').map((c) => (/b/i.test(c) ? BLACK : /w/i.test(c) ? WHITE : EMPTY));
  const own = (owner as string[]).join('');
  const dead: number[] = [];
  const either: number[] = [];
  cells.forEach((c, i) => {
    if (c === EMPTY) return;
    if (own[i] === '*' || own[i] === 's') either.push(i);
    else if (own[i] === (c === BLACK ? 'W' : 'B')) dead.push(i);
  });
  return { board: { size, cells }, dead, either, countable: !/[*s]/.test(own) };
}

/** The request: the diagram, and an area count after removing the dead stones ("any" when none are marked). */
export function ogsAsk(g: OgsGame, komi: number): string {
  const dead = g.dead.length ? 'the dead stones' : 'any dead stones';
  return `Go position, the game is over (both passed):\n${render(g.board)}\nScore it by area after removing ${dead}, komi ${komi}.`;
}

export type OgsVerdict = { kind: 'correct' } | { kind: 'wrong'; cause: string; detail: string };

/**
 * A reply's canonical form against the game: the same dead stones (those that may be either aside) and,
 * when the game's count is known, the same area result.
 */
export function judgeOgsReply(g: OgsGame, komi: number, canonical: string): OgsVerdict {
  const b = g.board;
  const expected = g.countable ? score({ board: b, dead: g.dead, komi, prisoners: { black: 0, white: 0 } }, 'area').result : null;
  const names = (ps: number[]) => ps.map((p) => pointName(b.size, p)).sort();
  const marked = names(g.dead);
  const either = names(g.either);
  const got = canonical.match(/area=([^;]+)/)?.[1];
  const gotDead = (canonical.match(/dead=([^;]+)/)?.[1] ?? '').split(',').filter(Boolean).sort();
  const extra = gotDead.filter((p) => !marked.includes(p) && !either.includes(p));
  const missed = marked.filter((p) => !gotDead.includes(p));
  if ((expected === null || got === expected) && !extra.length && !missed.length) return { kind: 'correct' };
  const cause = [extra.length ? 'living stones removed' : '', missed.length ? 'dead stones left on' : ''].filter(Boolean).join(' + ') || 'count differs (dame or seki)';
  return { kind: 'wrong', cause, detail: `got ${got} dead=${gotDead.join(',')}; expected ${expected} dead=${marked.join(',')}; removed alive: ${extra.join(',') || '-'}; left dead: ${missed.join(',') || '-'}` };
}
