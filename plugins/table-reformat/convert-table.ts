/** One conversion: read the pasted table, write the target, read the output back and compare every cell. */
import { jsonShape } from './formats/json.js';
import { readBack, readTable, writeTable } from './read-back.js';
import { sniffFormat, type TableRequest } from './table-request.js';
import { cellText, firstDifference, FORMAT_NAMES, TableError, width, type Format, type Table } from './table.js';

export interface Conversion {
  source: Format;
  target: Format;
  output: string;
  table: Table;
  caveats: string[];
}

/** GFM trims every cell, so leading and trailing spaces cannot survive as Markdown; they go, and the caller is told. */
function fitMarkdown(table: Table): { table: Table; caveat: string | null } {
  let trimmed = 0;
  const trim = (v: string) => {
    const t = v.replace(/^[ \t]+|[ \t]+$/g, '');
    if (t !== v) trimmed++;
    return t;
  };
  const out: Table = { ...table, header: table.header?.map(trim) ?? null, rows: table.rows.map((r) => r.map((c) => (typeof c === 'string' ? trim(c) : c))) };
  return { table: out, caveat: trimmed ? `Markdown cells cannot keep leading or trailing spaces; ${trimmed} cell${trimmed === 1 ? ' was' : 's were'} trimmed.` : null };
}

/** JSON scalars other than strings become text outside JSON; null is the one that changes, so it is named. */
function nullCaveat(table: Table, target: Format): string | null {
  if (target === 'json') return null;
  const nulls = table.rows.reduce((n, r) => n + r.filter((c) => c === null).length, 0);
  return nulls ? `${nulls} null value${nulls === 1 ? ' was' : 's were'} written as empty cells.` : null;
}

/** The named format, unless the text is plainly another (valid JSON, an HTML or GFM table, a TSV without tabs). */
function sourceFormat(req: TableRequest): { source: Format | null; caveat?: string } {
  const sniffed = sniffFormat(req.payload);
  if (!req.source || !sniffed || sniffed === req.source) return { source: req.source ?? sniffed };
  const plainly =
    (sniffed === 'json' && isJson(req.payload)) || sniffed === 'html' || sniffed === 'markdown' || (req.source === 'tsv' && !req.payload.includes('\t'));
  if (!plainly) return { source: req.source };
  return { source: sniffed, caveat: `The text is ${FORMAT_NAMES[sniffed]}, not ${FORMAT_NAMES[req.source]} as named, so it was read as ${FORMAT_NAMES[sniffed]}.` };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function convertTable(req: TableRequest): Conversion {
  const { source, caveat: mismatch } = sourceFormat(req);
  if (!source) throw new TableError('no table was recognized in the text (CSV, TSV, JSON, an HTML <table> or a Markdown pipe table)');
  const guessedDelimited = !req.source && (source === 'csv' || source === 'tsv');
  if (guessedDelimited && req.payload.split('\n').filter((l) => l.trim()).length < 2) {
    throw new TableError('a single line is not a table; paste the header row and the data rows (or say "this CSV" for a one-line table)');
  }
  const read = readTable(source, req.payload, { header: req.header, delimiter: req.inDelimiter });
  const caveats = [...(mismatch ? [mismatch] : []), ...read.caveats];
  if (!req.source && source === 'csv' && width(read.table) <= 1) caveats.push('No delimiter was found, so each line was read as one cell of a one-column table.');
  let table = read.table;
  if (!table.rows.length && !table.header) throw new TableError('the table is empty');
  if (req.target === 'markdown') {
    const fit = fitMarkdown(table);
    table = fit.table;
    if (fit.caveat) caveats.push(fit.caveat);
  }
  if (req.target === 'markdown' && !table.header) caveats.push('A Markdown table needs a header row, so an empty one was written above the data.');
  const nulls = nullCaveat(table, req.target);
  if (nulls) caveats.push(nulls);
  if (req.target === 'json') {
    const shape = jsonShape(table, req.write.jsonShape);
    if (shape.caveat) caveats.push(shape.caveat);
  }
  const output = writeTable(req.target, table, req.write);
  const back = readBack(req.target, output, table, req.write);
  // Outside JSON every cell is text, so the comparison is of text; JSON keeps numbers and booleans as they were.
  const want: Table = req.target === 'json' ? table : { ...table, rows: table.rows.map((r) => r.map(cellText)) };
  const diff = firstDifference(want, back);
  if (diff) throw new TableError(`the ${FORMAT_NAMES[req.target]} output does not read back to the same cells (${diff}), so it is not given`);
  return { source, target: req.target, output, table, caveats };
}
