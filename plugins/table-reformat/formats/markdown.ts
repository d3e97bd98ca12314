/** GFM pipe tables through marked's lexer: alignment rows, escaped pipes, <br> as a line break in a cell. */
import { Lexer, type Token, type Tokens } from 'marked';
import { cellText, padRagged, raggedCaveat, TableError, width, type ReadOptions, type ReadResult, type Table, type WriteOptions } from '../table.js';

export function markdownTables(text: string): Tokens.Table[] {
  const found: Tokens.Table[] = [];
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'table') found.push(t as Tokens.Table);
      else if ('tokens' in t && Array.isArray(t.tokens) && t.type !== 'table') walk(t.tokens as Token[]);
    }
  };
  walk(new Lexer({ gfm: true }).lex(text));
  return found;
}

const BR = new Set(['<br>', '<br/>', '<br />']);

/** A cell's Markdown source, `\|` already unescaped by the lexer, with <br> tokens as newlines. */
function cellValue(cell: Tokens.TableCell): string {
  if (!cell.tokens.some((t) => t.type === 'html' && BR.has(t.raw.trim().toLowerCase()))) return cell.text;
  return cell.tokens.map((t) => (t.type === 'html' && BR.has(t.raw.trim().toLowerCase()) ? '\n' : unescapePipes(t.raw))).join('');
}

const unescapePipes = (raw: string) => raw.replace(/\\\|/g, '|');

export function readMarkdown(text: string, opts: ReadOptions): ReadResult {
  const tables = markdownTables(text);
  if (!tables.length) throw new TableError('no Markdown pipe table (header row, then an alignment row such as |---|---|) was found');
  const caveats = tables.length > 1 ? [`The Markdown holds ${tables.length} tables; the first was converted.`] : [];
  const t = tables[0];
  const head = t.header.map(cellValue);
  const rows = t.rows.map((r) => r.map(cellValue));
  // GFM always has a header row; an all-empty one, or "no header", makes it data or drops it.
  const emptyHead = head.every((h) => h === '');
  const table: Table = opts.header === false ? { header: null, rows: emptyHead ? rows : [head, ...rows] } : { header: emptyHead ? null : head, rows };
  if (t.align.some(Boolean)) table.align = t.align;
  const ragged = raggedCaveat(padRagged(table), width(table));
  if (ragged) caveats.push(ragged);
  return { table, caveats };
}

/** Escapes what would end or split a cell; a cell cannot hold a newline, so it becomes <br>. */
function cellMd(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

const RULE = { left: ':---', center: ':---:', right: '---:' } as const;

export function writeMarkdown(table: Table, _opts: WriteOptions): string {
  const w = width(table);
  const head = table.header ?? Array.from({ length: w }, () => '');
  const line = (cells: string[]) => `| ${cells.map(cellMd).join(' | ')} |`;
  const rule = `|${Array.from({ length: w }, (_, i) => ` ${table.align?.[i] ? RULE[table.align[i]!] : '---'} `).join('|')}|`;
  return [line(head), rule, ...table.rows.map((r) => line(r.map(cellText)))].join('\n') + '\n';
}
