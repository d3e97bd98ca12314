/**
 * Sudoku 9×9: reading the grid in its common layouts, solving with propagation and search
 * (sudoku-search.ts), proving the solution unique by looking for a second one, and checking it
 * independently before it is given. See sudoku.bench.ts and the bench scenario for timings.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { solveSudoku, UNITS } from './sudoku-search.js';

const BLANK = new Set(['.', '0', '_', '*', '?']);
const CELL = /^[0-9._*?]$/;

function rowCells(line: string): string[] | null {
  const noPipes = line.replace(/^\s*row\s*\d+\s*[:=-]\s*/i, '').replace(/[|+]/g, ' ').replace(/,/g, ' ');
  const tokens = noPipes.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 9 && tokens.every((t) => CELL.test(t))) return tokens;
  const joined = tokens.join('');
  if (joined.length === 9 && [...joined].every((c) => CELL.test(c))) return [...joined];
  // A fixed-width row where spaces stand for blanks: "53  7    " or "5 3   7 ..." (cells at even columns).
  const raw = line.replace(/\s+$/, '').replace(/\|/g, '');
  if (/^[0-9. _*?]+$/.test(raw) && /\d/.test(raw)) {
    const padded = raw.padEnd(raw.length <= 9 ? 9 : 17, ' ');
    if (padded.length === 9) return [...padded].map((c) => (c === ' ' ? '.' : c));
    if (padded.length === 17 && [...padded].every((c, i) => i % 2 === 0 || c === ' ')) {
      return [...padded].filter((_, i) => i % 2 === 0).map((c) => (c === ' ' ? '.' : c));
    }
  }
  return null;
}

/** The 81 givens (0 = blank), or the reason the grid could not be read. */
export function readSudoku(raw: string): number[] | string {
  // A full stop right after an 81-character grid ends the sentence; it is not a 82nd cell.
  const text = raw.replace(/(?<![0-9._*?])([0-9._*?]{81})\.(?=\s|$)/g, '$1 ');
  const flat = text.match(/(?<![0-9.])[0-9._*?]{81}(?![0-9._*?])/g);
  if (flat && flat.length === 1) return [...flat[0]].map((c) => (BLANK.has(c) ? 0 : Number(c)));
  if (flat && flat.length > 1) return 'found more than one 81-character grid';
  const lines = text.split(/\n|\s*[/;]\s*(?=[0-9._*?])/);
  const rows: string[][] = [];
  for (const line of lines) {
    if (/^\s*[-=+|\s]+\s*$/.test(line) && line.trim()) continue; // box separators
    // The first row may share its line with the question ("Solve this Sudoku? 5 3 . . 7 …").
    const cells = rowCells(line) ?? (/[:?]/.test(line) ? rowCells(line.slice(Math.max(line.lastIndexOf(':'), line.lastIndexOf('?')) + 1)) : null);
    if (cells) rows.push(cells);
  }
  if (rows.length === 0) return 'no 9×9 grid found (send 81 characters, or 9 rows of 9 with . or 0 for blanks)';
  if (rows.length !== 9) return `read ${rows.length} grid rows, a 9×9 Sudoku needs 9`;
  return rows.flat().map((c) => (BLANK.has(c) ? 0 : Number(c)));
}

const unitName = (k: number) => ['row', 'column', 'box'][k % 3] + ' ' + (Math.floor(k / 3) + 1);

/** A clash among the givens, named, or null. */
function givenConflict(g: number[]): string | null {
  for (let k = 0; k < UNITS.length; k++) {
    const seen = new Set<number>();
    for (const i of UNITS[k]) {
      if (!g[i]) continue;
      if (seen.has(g[i])) return `the givens put two ${g[i]}s in ${unitName(k)}`;
      seen.add(g[i]);
    }
  }
  return null;
}

/** Independent check: keeps the givens and every row, column and box holds 1..9 once. */
export function sudokuValid(g: number[], s: number[]): boolean {
  if (s.length !== 81 || s.some((d, i) => !(d >= 1 && d <= 9) || (g[i] && g[i] !== d))) return false;
  return UNITS.every((u) => new Set(u.map((i) => s[i])).size === 9);
}

function show(s: number[]): string {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r && r % 3 === 0) rows.push('------+-------+------');
    const cells = s.slice(r * 9, r * 9 + 9).join('');
    rows.push(`${cells.slice(0, 3).split('').join(' ')} | ${cells.slice(3, 6).split('').join(' ')} | ${cells.slice(6).split('').join(' ')}`);
  }
  return rows.join('\n');
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** The cells a question asks about ("row 2, column 6", "r5c3", "cell (4, 7)"), as [row, column] from 1; none when it asks for the grid. */
export function askedCells(text: string): [number, number][] {
  // The grid itself may be written "Row 1: 000681405"; only a row with a column is a cell.
  const cells: [number, number][] = [];
  // Named places: the corners, the centre, and "the 3rd row and 4th column" with ordinals.
  const t = text.replace(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/gi, (w) => `${ORDINALS.indexOf(w.toLowerCase()) + 1}th`);
  const named = [...t.matchAll(/\b(top|bottom)[- ](left|right)(?: corner| cell)?\b|\b(?:centre|center|middle) (?:cell|square)\b|\b([1-9])(?:st|nd|rd|th) row,? (?:and |in the )?(?:the )?([1-9])(?:st|nd|rd|th) col(?:umn)?\b|\b([1-9])(?:st|nd|rd|th) col(?:umn)?,? (?:and |in the )?(?:the )?([1-9])(?:st|nd|rd|th) row\b/gi)];
  for (const m of named) {
    const at: [number, number] = m[1] ? [m[1].toLowerCase() === 'top' ? 1 : 9, m[2].toLowerCase() === 'left' ? 1 : 9] : m[3] ? [+m[3], +m[4]] : m[5] ? [+m[6], +m[5]] : [5, 5];
    if (!cells.some(([x, y]) => x === at[0] && y === at[1])) cells.push(at);
  }
  for (const m of text.matchAll(/\brow\s*([1-9])\s*(?:,|and|&)?\s*(?:col(?:umn)?|c)\s*([1-9])\b|\br([1-9])\s*c([1-9])\b|\bcell\s*\(?\s*([1-9])\s*,\s*([1-9])\s*\)?|\b(?:col(?:umn)?)\s*([1-9])\s*(?:,|and|&)?\s*row\s*([1-9])\b/gi)) {
    const [r, c] = m[1] ? [m[1], m[2]] : m[3] ? [m[3], m[4]] : m[5] ? [m[5], m[6]] : [m[8], m[7]];
    if (!cells.some(([x, y]) => x === +r && y === +c)) cells.push([+r, +c]);
  }
  return cells;
}

const NTH = String.raw`(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|last|top|bottom|leftmost|rightmost|middle|centre|center|[1-9](?:st|nd|rd|th))`;
const nth = (w: string, last: number): number | null => {
  const x = w.toLowerCase();
  if (x === 'last' || x === 'bottom' || x === 'rightmost') return last;
  if (x === 'top' || x === 'leftmost') return 1;
  if (x === 'middle' || x === 'centre' || x === 'center') return last === 9 ? 5 : null;
  const i = ORDINALS.indexOf(x);
  return i >= 0 ? i + 1 : Number.parseInt(x, 10) || null;
};
const BOXES: Record<string, number> = { 'top left': 1, 'top middle': 2, 'top centre': 2, 'top center': 2, 'top right': 3, 'middle left': 4, 'centre left': 4, 'center left': 4, middle: 5, centre: 5, center: 5, central: 5, 'middle right': 6, 'centre right': 6, 'center right': 6, 'bottom left': 7, 'bottom middle': 8, 'bottom centre': 8, 'bottom center': 8, 'bottom right': 9 };

/**
 * A question about a group of solved cells ("the sum of the first row", "the product of the digits on the main
 * diagonal", "the total of the centre box"): the cells and what to do with them; 'unread' when the text asks
 * for a sum, product or total of something not read, so the grid is not given in its place.
 */
export function askedGroup(text: string): { label: string; op: 'sum' | 'product'; cells: number[] } | 'unread' | null {
  const asks = text.match(/\b(sum|total|product|add(?:ed)? up)\b/i);
  if (!asks) return null;
  const op = /product/i.test(asks[1]) ? 'product' : 'sum';
  const t = text.replace(/-/g, ' ');
  const range = (at: (i: number) => number) => Array.from({ length: 9 }, (_, i) => at(i));
  let m = t.match(new RegExp(String.raw`\b(?:the )?${NTH} (row|column|col)\b|\b(row|column|col) ([1-9])\b`, 'i'));
  if (m) {
    const isRow = /row/i.test(m[2] ?? m[3]);
    const k = m[1] ? nth(m[1], 9) : Number(m[4]);
    if (!k || (m[1] && /^(?:leftmost|rightmost)$/i.test(m[1]) && isRow) || (m[1] && /^(?:top|bottom)$/i.test(m[1]) && !isRow)) return 'unread';
    return { label: `${isRow ? 'row' : 'column'} ${k}`, op, cells: range((i) => (isRow ? (k - 1) * 9 + i : i * 9 + k - 1)) };
  }
  if (/\b(?:anti|other|secondary|minor)\s?diagonal\b|\bdiagonal from (?:the )?(?:top right|bottom left)\b/i.test(t)) return { label: 'the anti-diagonal (top right to bottom left)', op, cells: range((i) => i * 9 + 8 - i) };
  if (/\b(?:main|leading|principal)\s+diagonal\b|\bdiagonal from (?:the )?(?:top left|bottom right)\b/i.test(t)) return { label: 'the main diagonal (top left to bottom right)', op, cells: range((i) => i * 10) };
  m = t.match(/\b(?:the )?(top left|top middle|top centre|top center|top right|middle left|centre left|center left|middle right|centre right|center right|bottom left|bottom middle|bottom centre|bottom center|bottom right|middle|centre|center|central) (?:3x3 |3×3 )?(?:box|block|square|subgrid)\b|\b(?:box|block|subgrid) ([1-9])\b/i);
  if (m) {
    const b = m[1] ? BOXES[m[1].toLowerCase()] : Number(m[2]);
    const r0 = Math.floor((b - 1) / 3) * 3;
    const c0 = ((b - 1) % 3) * 3;
    return { label: `box ${b}`, op, cells: range((i) => (r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3)) };
  }
  return 'unread';
}

export const sudoku: Family = {
  name: 'sudoku',
  // Unnamed, a 9×9 grid with blanks is a Sudoku when the text calls it a puzzle or grid to fill.
  detect: (t) => /sudoku/i.test(t) || /(?<![0-9.])[0-9.]{81}(?![0-9.])/.test(t) || (/\b(?:puzzle|grid|blanks?|fill)\b/i.test(t) && typeof readSudoku(t) !== 'string'),
  solve(text: string): Outcome {
    const g = readSudoku(text);
    if (typeof g === 'string') return decline(`sudoku: ${g}`);
    const clash = givenConflict(g);
    if (clash) return { content: `No solution: ${clash}.`, canonical: 'none' };
    const sols = solveSudoku(g);
    if (!sols.length) return { content: 'No solution: the givens do not clash directly, but an exhaustive search proved no completion exists.', canonical: 'none' };
    if (!sols.every((s) => sudokuValid(g, s))) throw new Error('sudoku solution failed its check');
    const flat = sols[0].join('');
    if (sols.length > 1) {
      return {
        content: `Not unique: at least two solutions exist (they differ in ${sols[0].filter((d, i) => d !== sols[1][i]).length} cells). One of them:\n${show(sols[0])}\n${flat}`,
        canonical: 'multiple',
      };
    }
    const givens = g.filter(Boolean).length;
    const grid = `Solution (unique: a second search excluding it found none; ${givens} givens):\n${show(sols[0])}\n${flat}`;
    const group = askedGroup(text);
    if (group === 'unread') return decline('sudoku: the question asks for a sum or product of cells this solver cannot place (a row, column, diagonal or box is read)');
    if (group) {
      const ds = group.cells.map((i) => sols[0][i]);
      const v = group.op === 'sum' ? ds.reduce((a, b) => a + b, 0) : ds.reduce((a, b) => a * b, 1);
      return { content: `${v}\nThe ${group.op} of ${group.label}: ${ds.join(group.op === 'sum' ? ' + ' : ' × ')} = ${v}.\n${grid}`, canonical: String(v) };
    }
    const cells = askedCells(text);
    if (cells.length) {
      // The asked cells first; the whole grid follows as working.
      const said = cells.map(([r, c]) => `Row ${r}, column ${c} is ${sols[0][(r - 1) * 9 + c - 1]}${g[(r - 1) * 9 + c - 1] ? ' (a given)' : ''}`);
      return { content: `${said.join('. ')}.\n${grid}`, canonical: cells.map(([r, c]) => `r${r}c${c}=${sols[0][(r - 1) * 9 + c - 1]}`).join(',') };
    }
    return { content: grid, canonical: flat };
  },
};
