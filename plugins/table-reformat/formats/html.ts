/** HTML tables through parse5 (a real HTML parser): thead/th headers, colspan/rowspan expanded, entities decoded. */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { cellText, padRagged, raggedCaveat, TableError, width, type ReadOptions, type ReadResult, type Table, type WriteOptions } from '../table.js';

type El = T.Element;
const isEl = (n: T.ChildNode | T.ParentNode): n is El => 'tagName' in n;
const attr = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Tables not nested in another table, in document order. */
export function findTables(node: T.ParentNode, out: El[] = []): El[] {
  for (const child of node.childNodes ?? []) {
    if (!isEl(child)) continue;
    if (child.tagName === 'table') out.push(child);
    else findTables(child, out);
  }
  return out;
}

/** True when the text is markup: the parser put at least one element in the body. */
export function hasHtmlElements(text: string): boolean {
  const html = parse(text).childNodes.find(isEl);
  const body = html?.childNodes.find((n): n is El => isEl(n) && n.tagName === 'body');
  return Boolean(body?.childNodes.some(isEl));
}

export function htmlTables(text: string): El[] {
  return findTables(parse(text));
}

/** `white-space: pre…` in a style attribute keeps the cell's spaces and newlines as written. */
function keepsWhitespace(el: El): boolean {
  return (attr(el, 'style') ?? '').split(';').some((d) => {
    const [prop, value = ''] = d.split(':').map((s) => s.trim().toLowerCase());
    return prop === 'white-space' && value.startsWith('pre');
  });
}

/** What the cell shows: text, <br> as a newline, whitespace collapsed as a browser does unless kept. */
function textOf(el: El, keep: boolean): string {
  let out = '';
  for (const n of el.childNodes) {
    if (n.nodeName === '#text') out += keep ? (n as T.TextNode).value : (n as T.TextNode).value.replace(/[ \t\n\r\f]+/g, ' ');
    else if (isEl(n) && n.tagName === 'br') out += '\n';
    else if (isEl(n) && !['script', 'style', 'template'].includes(n.tagName)) out += textOf(n, keep || n.tagName === 'pre' || keepsWhitespace(n));
  }
  return out;
}

function cellValue(td: El): string {
  if (keepsWhitespace(td)) return textOf(td, true);
  return textOf(td, false).split('\n').map(trimWs).join('\n').replace(/^\n+|\n+$/g, '');
}

function rowsOf(table: El): { tr: El; head: boolean }[] {
  const rows: { tr: El; head: boolean }[] = [];
  for (const child of table.childNodes.filter(isEl)) {
    if (child.tagName === 'tr') rows.push({ tr: child, head: false });
    if (['thead', 'tbody', 'tfoot'].includes(child.tagName)) {
      for (const tr of child.childNodes.filter(isEl)) if (tr.tagName === 'tr') rows.push({ tr, head: child.tagName === 'thead' });
    }
  }
  return rows;
}

/** HTML's whitespace is ASCII only: a no-break space is content. */
const trimWs = (s: string) => s.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '');

const span = (el: El, name: string, max: number) => Math.min(max, Math.max(1, Number.parseInt(attr(el, name) ?? '1', 10) || 1));

export function readHtml(text: string, opts: ReadOptions): ReadResult {
  const tables = htmlTables(text);
  if (!tables.length) throw new TableError('no <table> element was found in the HTML');
  const caveats = tables.length > 1 ? [`The HTML holds ${tables.length} tables; the first was converted.`] : [];
  const rows = rowsOf(tables[0]);
  const grid: string[][] = rows.map(() => []);
  const allTh = rows.map(({ tr }) => tr.childNodes.filter(isEl).every((c) => c.tagName !== 'td'));
  let spanned = 0;
  rows.forEach(({ tr }, r) => {
    let c = 0;
    for (const cell of tr.childNodes.filter(isEl)) {
      if (cell.tagName !== 'td' && cell.tagName !== 'th') continue;
      while (grid[r][c] !== undefined) c++;
      const cols = span(cell, 'colspan', 1000);
      const down = attr(cell, 'rowspan') === '0' ? rows.length - r : span(cell, 'rowspan', rows.length - r);
      if (cols > 1 || down > 1) spanned++;
      const value = cellValue(cell);
      for (let dr = 0; dr < down; dr++) for (let dc = 0; dc < cols; dc++) grid[r + dr][c + dc] = value;
      c += cols;
    }
  });
  for (const row of grid) for (let i = 0; i < row.length; i++) row[i] ??= '';
  if (spanned) caveats.push(`${spanned} spanning cell${spanned === 1 ? ' was' : 's were'} expanded: the value is repeated in every cell it covers.`);
  const nonEmpty = grid.map((row, i) => ({ row, i })).filter(({ row }) => row.length);
  let headCount = 0;
  while (headCount < nonEmpty.length && rows[nonEmpty[headCount].i].head) headCount++;
  if (headCount === 0 && nonEmpty.length && allTh[nonEmpty[0].i]) headCount = 1;
  if (opts.header === true && headCount === 0) headCount = 1;
  if (opts.header === false) headCount = 0;
  const heads = nonEmpty.slice(0, headCount).map(({ row }) => row);
  // Several header rows (grouped columns) become one: each column's distinct labels, top to bottom.
  const header = heads.length ? Array.from({ length: Math.max(...heads.map((h) => h.length)) }, (_, i) => [...new Set(heads.map((h) => h[i] ?? '').filter(Boolean))].join(' ')) : null;
  if (heads.length > 1) caveats.push(`${heads.length} header rows were joined into one.`);
  const table: Table = { header, rows: nonEmpty.slice(headCount).map(({ row }) => row) };
  if (!table.rows.length && !table.header) throw new TableError('the HTML table has no cells');
  const ragged = raggedCaveat(padRagged(table), width(table));
  if (ragged) caveats.push(ragged);
  return { table, caveats };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** A cell whose spaces a browser would collapse keeps them with white-space: pre-wrap; plain newlines become <br>. */
function cellHtml(tag: 'td' | 'th', value: string): string {
  const lines = value.split('\n');
  const plain = lines.every((l) => l === trimWs(l) && !/[ \t\r\f]{2,}|[\t\r\f]/.test(l)) && !/^\n|\n$/.test(value);
  if (plain) return `<${tag}>${lines.map(escape).join('<br>')}</${tag}>`;
  return `<${tag} style="white-space: pre-wrap">${escape(value)}</${tag}>`;
}

export function writeHtml(table: Table, _opts: WriteOptions): string {
  const out = ['<table>'];
  if (table.header) out.push('  <thead>', `    <tr>${table.header.map((h) => cellHtml('th', h)).join('')}</tr>`, '  </thead>');
  out.push('  <tbody>');
  for (const r of table.rows) out.push(`    <tr>${r.map((c) => cellHtml('td', cellText(c))).join('')}</tr>`);
  out.push('  </tbody>', '</table>');
  return out.join('\n') + '\n';
}
