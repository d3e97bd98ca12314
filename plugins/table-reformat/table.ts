/** The one table every format reads into and writes from, and the cell-by-cell comparison that verifies a conversion. */

/** JSON keeps its scalar types; every other format reads strings. */
export type Cell = string | number | boolean | null;

export interface Table {
  /** Column names, or null when the table has no header row. */
  header: string[] | null;
  rows: Cell[][];
  /** Column alignment from a Markdown alignment row, kept when writing Markdown again. */
  align?: (('left' | 'center' | 'right') | null)[];
}

export type Format = 'csv' | 'tsv' | 'json' | 'html' | 'markdown';

export const FORMAT_NAMES: Record<Format, string> = { csv: 'CSV', tsv: 'TSV', json: 'JSON', html: 'HTML', markdown: 'Markdown' };

export interface ReadOptions {
  /** true/false when the request says; null lets the format decide (markup says, plain text assumes yes). */
  header: boolean | null;
  delimiter?: string;
}

export interface WriteOptions {
  delimiter?: string;
  pretty: boolean;
  jsonShape?: 'objects' | 'arrays' | 'columns';
}

/** A reader's result: the table, plus what it had to assume or repair. */
export interface ReadResult {
  table: Table;
  caveats: string[];
}

/** Input a format cannot read (or a table it cannot hold); the message is the decline reason. */
export class TableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TableError';
  }
}

/** How a cell reads as text: what the non-JSON formats hold. */
export function cellText(c: Cell): string {
  return c === null ? '' : typeof c === 'string' ? c : String(c);
}

export function width(t: Table): number {
  return Math.max(t.header?.length ?? 0, ...t.rows.map((r) => r.length), 0);
}

/** Pads short rows (and the header) with empty cells; returns how many rows were short. */
export function padRagged(t: Table): number {
  const w = width(t);
  let short = 0;
  for (const r of t.rows) {
    if (r.length < w) {
      short++;
      while (r.length < w) r.push('');
    }
  }
  if (t.header && t.header.length < w) {
    short++;
    t.header = [...t.header, ...Array.from({ length: w - t.header.length }, (_, i) => `column_${t.header!.length + i + 1}`)];
  }
  return short;
}

export function raggedCaveat(short: number, w: number): string | null {
  return short ? `${short} row${short === 1 ? ' was' : 's were'} shorter than the ${w} columns and padded with empty cells.` : null;
}

const where = (r: number, c: number, header: boolean) => (header && r === 0 ? `header column ${c + 1}` : `row ${r + (header ? 0 : 1)}, column ${c + 1}`);

/** The first difference between two tables, cell by cell as text; null when they hold the same cells. */
export function firstDifference(want: Table, got: Table): string | null {
  const hasHeader = Boolean(want.header);
  if (Boolean(got.header) !== hasHeader) return hasHeader ? 'the header row was lost' : 'a header row appeared';
  const a = [...(want.header ? [want.header] : []), ...want.rows];
  const b = [...(got.header ? [got.header] : []), ...got.rows];
  if (a.length !== b.length) return `${a.length} rows went in and ${b.length} came back`;
  for (let r = 0; r < a.length; r++) {
    if (a[r].length !== b[r].length) return `${where(r, 0, hasHeader)}: ${a[r].length} cells went in and ${b[r].length} came back`;
    for (let c = 0; c < a[r].length; c++) {
      const [x, y] = [cellText(a[r][c]), cellText(b[r][c])];
      if (x !== y) return `${where(r, c, hasHeader)}: ${JSON.stringify(x)} came back as ${JSON.stringify(y)}`;
    }
  }
  return null;
}
