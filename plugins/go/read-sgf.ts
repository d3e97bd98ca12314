/**
 * Reads an SGF game (@sabaki/sgf) along its main line: setup stones (AB/AW/AE), moves with captures,
 * history for ko, komi (KM), the rule set (RU) and who is to play (PL, else the other side of the last move).
 */
import sgf from '@sabaki/sgf';
import { BLACK, EMPTY, WHITE, type Board, type Color } from './board.js';
import { play } from './rules.js';

export interface Game {
  board: Board;
  /** Positions after each move, the last being `board`. */
  history: Board[];
  /** Stones each colour has captured (prisoners taken), by colour of the capturer. */
  captures: { [BLACK]: number; [WHITE]: number };
  lastColor: Color | null;
  /** Who plays next: PL when the last node with setup says so, else the opponent of the last move. */
  toPlay: Color | null;
  komi: number | null;
  /** RU as written (e.g. "Japanese", "Chinese", "AGA"), or null. */
  rules: string | null;
  moves: number;
  /** HA: the number of handicap stones, 0 when none. */
  handicap: number;
  /**
   * Stones the last node marks (MA, TR, SQ, CR), and stones under the other colour's territory mark (TW on a
   * black stone, TB on a white one) as a scored record shows its dead stones.
   */
  marked: number[];
}

/** The SGF in a message: from "(;" to its matching ")", skipping brackets inside property values. */
export function findSgf(text: string): { start: number; end: number } | null {
  const start = text.search(/\(\s*;/);
  if (start < 0) return null;
  let depth = 0;
  let inValue = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inValue) {
      if (c === '\\') i++;
      else if (c === ']') inValue = false;
    } else if (c === '[') inValue = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return { start, end: i + 1 };
  }
  return { start, end: text.length };
}

/** A point list value: "dd" or a compressed rectangle "aa:cc". */
function expand(v: string): string[] {
  const m = v.match(/^([a-z])([a-z]):([a-z])([a-z])$/);
  if (!m) return [v];
  const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map((c) => c.charCodeAt(0) - 97);
  const out: string[] = [];
  for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) out.push(String.fromCharCode(97 + x, 97 + y));
  return out;
}

export function readSgf(text: string): Game | string | null {
  const found = findSgf(text);
  if (!found) return null;
  let roots;
  try {
    roots = sgf.parse(text.slice(found.start, found.end));
  } catch (e) {
    return `the SGF does not parse (${(e as Error).message})`;
  }
  const root = roots[0];
  if (!root) return 'the SGF has no game';
  const size = Number(root.data.SZ?.[0] ?? 19);
  if (!(size >= 5 && size <= 19)) return `SZ[${root.data.SZ?.[0]}]: boards of 5 to 19 are read`;
  let board: Board = { size, cells: new Array<number>(size * size).fill(EMPTY) };
  const history: Board[] = [board];
  const captures = { [BLACK]: 0, [WHITE]: 0 } as Game['captures'];
  let lastColor: Color | null = null;
  let toPlay: Color | null = null;
  let moves = 0;
  const at = (v: string): number | null => {
    if (v === '' || (v === 'tt' && size <= 19)) return -1; // a pass
    const [x, y] = sgf.parseVertex(v);
    return x >= 0 && x < size && y >= 0 && y < size ? y * size + x : null;
  };
  let last = root;
  for (let node: typeof root | undefined = root; node; node = node.children[0]) {
    last = node;
    for (const [prop, value] of [['AB', BLACK], ['AW', WHITE], ['AE', EMPTY]] as const) {
      for (const v of node.data[prop] ?? []) {
        const i = at(v);
        if (i === null || i < 0) return `cannot place ${prop}[${v}] on a ${size}×${size} board`;
        board = { size, cells: [...board.cells] };
        board.cells[i] = value;
      }
    }
    // Setup stones change the position without a move: the ko reference is this position.
    history[history.length - 1] = board;
    const pl = node.data.PL?.[0]?.toUpperCase();
    if (pl === 'B' || pl === 'W') toPlay = pl === 'B' ? BLACK : WHITE;
    for (const color of [BLACK, WHITE] as Color[]) {
      const v = node.data[color === BLACK ? 'B' : 'W']?.[0];
      if (v === undefined) continue;
      const i = at(v);
      if (i === null) return `move ${moves + 1} (${v}) is off the board`;
      moves++;
      lastColor = color;
      toPlay = color === BLACK ? WHITE : BLACK;
      if (i < 0) {
        history.push(board);
        continue;
      }
      const r = play(board, i, color, history.at(-2));
      if (!r.ok) return `move ${moves} (${color === BLACK ? 'B' : 'W'}[${v}]) is illegal: ${r.reason}`;
      board = r.board;
      captures[color] += r.captured.length;
      history.push(board);
    }
  }
  const marked = new Set<number>();
  const points = (prop: string) => (last.data[prop] ?? []).flatMap((v) => expand(v)).flatMap((v) => { const i = at(v); return i === null || i < 0 ? [] : [i]; });
  for (const prop of ['MA', 'TR', 'SQ', 'CR']) for (const i of points(prop)) if (board.cells[i] !== EMPTY) marked.add(i);
  for (const i of points('TW')) if (board.cells[i] === BLACK) marked.add(i);
  for (const i of points('TB')) if (board.cells[i] === WHITE) marked.add(i);
  const km = root.data.KM?.[0];
  const komi = km !== undefined && km.trim() !== '' && Number.isFinite(Number(km)) ? Number(km) : null;
  return { board, history, captures, lastColor, toPlay, komi, rules: root.data.RU?.[0]?.trim() || null, moves, handicap: Math.max(0, Math.floor(Number(root.data.HA?.[0]) || 0)), marked: [...marked].sort((a, c) => a - c) };
}
