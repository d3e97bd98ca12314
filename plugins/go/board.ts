/** A Go position: size 5–19, cells 0 empty / 1 black / 2 white, index y*size+x with y = 0 the top row. */

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Color = 1 | 2;

/** Column letters as Go diagrams print them: no I. */
export const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

export interface Board {
  size: number;
  cells: number[];
}

export const colorName = (c: number) => (c === BLACK ? 'Black' : 'White');
export const other = (c: Color): Color => (c === BLACK ? WHITE : BLACK);

/** "D4" in the usual notation (row 1 at the bottom). */
export const pointName = (size: number, i: number) => `${COLUMNS[i % size]}${size - Math.floor(i / size)}`;

/** "D4" → index, or null when the letter (I is skipped) or row is off the board. */
export function parsePoint(size: number, s: string): number | null {
  const m = s.trim().toUpperCase().match(/^([A-HJ-T])(\d{1,2})$/);
  if (!m) return null;
  const x = COLUMNS.indexOf(m[1]);
  const row = Number(m[2]);
  if (x < 0 || x >= size || row < 1 || row > size) return null;
  return (size - row) * size + x;
}

export function neighbours(size: number, i: number): number[] {
  const x = i % size;
  const out: number[] = [];
  if (x > 0) out.push(i - 1);
  if (x < size - 1) out.push(i + 1);
  if (i >= size) out.push(i - size);
  if (i < size * (size - 1)) out.push(i + size);
  return out;
}

export const key = (b: Board) => b.cells.join('');

/** The diagram with column letters and row numbers, as the reader accepts it back. */
export function render(b: Board): string {
  const lines = [`   ${[...COLUMNS.slice(0, b.size)].join(' ')}`];
  for (let y = 0; y < b.size; y++) {
    const row = b.cells.slice(y * b.size, (y + 1) * b.size).map((c) => '.XO'[c]).join(' ');
    lines.push(`${String(b.size - y).padStart(2)} ${row}`);
  }
  return lines.join('\n');
}
