/** The table dev set: every messy input to every format, checked against the cells a person sees, with 0 wrong. */
import { Lexer, type Tokens } from 'marked';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { convertTable } from './convert-table.js';
import { readHtml } from './formats/html.js';
import { DEV_TABLES } from './table-dev-set.js';
import type { Format } from './table.js';

const TARGETS: Format[] = ['csv', 'tsv', 'json', 'html', 'markdown'];
const text = (v: unknown) => (v === null ? '' : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Reads an output with the format's own library directly, not through the plugin's readers where avoidable. */
function cellsOf(format: Format, output: string, header: boolean): string[][] {
  if (format === 'csv' || format === 'tsv') return Papa.parse<string[]>(output, { delimiter: format === 'tsv' ? '\t' : ',', skipEmptyLines: true }).data;
  if (format === 'json') {
    const data = JSON.parse(output);
    if (Array.isArray(data) && data.every(Array.isArray)) return data.map((r: unknown[]) => r.map(text));
    if (Array.isArray(data)) return [Object.keys(data[0]), ...data.map((o: Record<string, unknown>) => Object.values(o).map(text))];
    const cols = Object.entries(data as Record<string, unknown[]>);
    return [cols.map(([k]) => k), ...cols[0][1].map((_, i) => cols.map(([, v]) => text(v[i])))];
  }
  if (format === 'markdown') {
    const table = new Lexer({ gfm: true }).lex(output).find((x) => x.type === 'table') as Tokens.Table;
    const cell = (c: Tokens.TableCell) => c.tokens.map((k) => (k.type === 'html' && k.raw === '<br>' ? '\n' : k.raw.replace(/\\\|/g, '|'))).join('');
    const rows = table.rows.map((r) => r.map(cell));
    return header ? [table.header.map(cell), ...rows] : rows;
  }
  const t = readHtml(output, { header }).table;
  return [...(t.header ? [t.header] : []), ...t.rows.map((r) => r.map(text))];
}

describe('table dev set', () => {
  const cases = DEV_TABLES.flatMap((d) => TARGETS.map((target) => [`${d.name} → ${target}`, d, target] as const));
  let wrong = 0;

  it('has at least 150 conversions', () => expect(cases.length).toBeGreaterThanOrEqual(150));

  it.each(cases)('%s', (_name, d, target) => {
    let got: string[][] | string;
    try {
      const conv = convertTable({ payload: d.text, source: null, target, header: null, write: { pretty: true } });
      expect(conv.source).toBe(d.format);
      got = cellsOf(target, conv.output, d.header);
    } catch (e) {
      got = String(e);
    }
    // GFM trims every cell; the conversion says so in a caveat, so the trimmed cells are what is expected.
    const want = target === 'markdown' ? d.cells.map((r) => r.map((c) => c.replace(/^[ \t]+|[ \t]+$/g, ''))) : d.cells;
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong++;
    expect(got).toEqual(want);
  });

  afterAll(() => console.log(`table conversions: ${cases.length - wrong}/${cases.length} exact, ${wrong} wrong`));
});
