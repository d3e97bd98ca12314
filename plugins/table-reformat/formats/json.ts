/** JSON tables: an array of objects, an array of arrays, or an object of columns. */
import { padRagged, raggedCaveat, TableError, width, type Cell, type ReadOptions, type ReadResult, type Table, type WriteOptions } from '../table.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Scalars keep their type; a nested value is kept as its JSON text, and the caller is told. */
function toCell(v: Json, nested: { count: number }): Cell {
  if (v === null || typeof v !== 'object') return v;
  nested.count++;
  return JSON.stringify(v);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new TableError(`the JSON is not valid (${(e as Error).message})`);
  }
}

export function readJson(text: string, opts: ReadOptions): ReadResult {
  const data = parseJson(text);
  const nested = { count: 0 };
  const caveats: string[] = [];
  let table: Table;
  if (Array.isArray(data) && data.length && data.every(isObject)) {
    const keys: string[] = [];
    for (const o of data) for (const k of Object.keys(o)) if (!keys.includes(k)) keys.push(k);
    let missing = 0;
    const rows = data.map((o) => keys.map((k) => (k in o ? toCell(o[k], nested) : (missing++, ''))));
    if (missing) caveats.push(`${missing} missing key${missing === 1 ? '' : 's'} became empty cells.`);
    table = { header: keys, rows };
  } else if (Array.isArray(data) && data.length && data.every(Array.isArray)) {
    const rows = (data as Json[][]).map((r) => r.map((v) => toCell(v, nested)));
    // A first row of distinct non-empty strings over other rows reads as a header, as in a CSV; the caller is told.
    const first = rows[0];
    const looksLikeHeader = rows.length > 1 && first.every((c) => typeof c === 'string' && c !== '') && new Set(first).size === first.length;
    const useHeader = opts.header ?? looksLikeHeader;
    if (opts.header === null && looksLikeHeader) caveats.push('The first array was taken as the header; say "no header" if it is data.');
    const header = useHeader ? rows.shift()!.map((c) => (c === null ? '' : String(c))) : null;
    table = { header, rows };
  } else if (isObject(data) && Object.keys(data).length && Object.values(data).every(Array.isArray)) {
    const cols = Object.entries(data) as [string, Json[]][];
    const n = Math.max(...cols.map(([, v]) => v.length));
    if (cols.some(([, v]) => v.length !== n)) caveats.push('The columns have different lengths; short ones were padded with empty cells.');
    table = { header: cols.map(([k]) => k), rows: Array.from({ length: n }, (_, i) => cols.map(([, v]) => (i < v.length ? toCell(v[i], nested) : ''))) };
  } else {
    throw new TableError('the JSON is not a table: send an array of objects, an array of arrays, or an object whose values are equal-length arrays');
  }
  if (nested.count) caveats.push(`${nested.count} nested value${nested.count === 1 ? ' was' : 's were'} kept as JSON text.`);
  const ragged = raggedCaveat(padRagged(table), width(table));
  if (ragged) caveats.push(ragged);
  return { table, caveats };
}

/** Which shape to write: asked for, or objects when there are unique column names, else arrays. */
export function jsonShape(table: Table, asked?: WriteOptions['jsonShape']): { shape: NonNullable<WriteOptions['jsonShape']>; caveat?: string } {
  const h = table.header;
  // JavaScript objects put integer-like keys first, so such names would come back in another order.
  const unique = h !== null && new Set(h).size === h.length && Object.keys(Object.fromEntries(h.map((k) => [k, 0]))).join('\0') === h.join('\0');
  const want = asked ?? (table.header ? 'objects' : 'arrays');
  if (want !== 'arrays' && !unique) {
    const why = table.header ? 'the column names are not unique (or would be reordered as object keys)' : 'the table has no header row';
    return { shape: 'arrays', caveat: `Written as an array of arrays (header row first, if any) because ${why}.` };
  }
  return { shape: want };
}

export function writeJson(table: Table, opts: WriteOptions): string {
  const { shape } = jsonShape(table, opts.jsonShape);
  const h = table.header ?? [];
  let data: unknown;
  if (shape === 'objects') data = table.rows.map((r) => Object.fromEntries(h.map((k, i) => [k, i < r.length ? r[i] : ''])));
  else if (shape === 'columns') data = Object.fromEntries(h.map((k, i) => [k, table.rows.map((r) => (i < r.length ? r[i] : ''))]));
  else data = [...(table.header ? [table.header] : []), ...table.rows];
  return JSON.stringify(data, null, opts.pretty ? 2 : undefined) + '\n';
}

/** Reads JSON written by writeJson back into a table of the given header-ness. */
export function readJsonBack(text: string, hasHeader: boolean): Table {
  const data = parseJson(text);
  if (Array.isArray(data) && data.every(Array.isArray)) {
    const rows = data as Cell[][];
    return { header: hasHeader ? (rows.shift() ?? []).map(String) : null, rows };
  }
  return readJson(text, { header: true }).table;
}
