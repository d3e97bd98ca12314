/** CSV and TSV through papaparse: quoted delimiters, quotes and newlines inside cells, any delimiter. */
import Papa from 'papaparse';
import { padRagged, raggedCaveat, TableError, width, type ReadOptions, type ReadResult, type Table, type WriteOptions } from '../table.js';

const DETECTABLE = [',', '\t', ';', '|'];

export function readDelimited(text: string, opts: ReadOptions, tsv: boolean): ReadResult {
  const delimiter = opts.delimiter ?? (tsv ? '\t' : '');
  const parsed = Papa.parse<string[]>(text, { delimiter, delimitersToGuess: DETECTABLE, skipEmptyLines: true });
  // A one-column table has no delimiter to detect; that is not an error.
  const errors = parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length) {
    const e = errors[0];
    throw new TableError(`the ${tsv ? 'TSV' : 'CSV'} cannot be read unambiguously: ${e.message.toLowerCase()}${e.row !== undefined ? ` (row ${e.row + 1})` : ''}`);
  }
  const rows = parsed.data.map((r) => [...r]);
  if (!rows.length) throw new TableError('the table is empty');
  const header = opts.header === false ? null : rows.shift()!;
  const table: Table = { header, rows };
  const w = width(table);
  const caveats: string[] = [];
  const ragged = raggedCaveat(padRagged(table), w);
  if (ragged) caveats.push(ragged);
  if (opts.header === null) caveats.push('The first row was taken as the header; say "no header" if it is data.');
  return { table, caveats };
}

export function writeDelimited(table: Table, opts: WriteOptions, tsv: boolean): string {
  const delimiter = opts.delimiter ?? (tsv ? '\t' : ',');
  const data = [...(table.header ? [table.header] : []), ...table.rows.map((r) => r.map((c) => (c === null ? '' : String(c))))];
  // A lone empty cell would be an empty line, which readers skip; quoting keeps it a row.
  const single = (table.header?.length ?? table.rows[0]?.length ?? 0) === 1;
  return Papa.unparse(data, { delimiter, newline: '\n', quotes: (value: unknown) => single && value === '' }) + '\n';
}
