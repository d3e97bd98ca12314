/**
 * Every messy pasted table converted to every format, checked against the cells a person sees in it
 * (read back with each format's own library, not the plugin's readers where avoidable), 0 wrong: 30 × 5 = 150.
 */
import { Lexer, type Tokens } from 'marked';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { convertTable } from './convert-table.js';
import { readHtml } from './formats/html.js';
import type { Format } from './table.js';

interface DevTable {
  name: string;
  format: Format;
  text: string;
  /** Header row first when `header` is true; cells as text (JSON null is ''). */
  cells: string[][];
  header: boolean;
}

const t = (name: string, format: Format, text: string, cells: string[][], header = true): DevTable => ({ name, format, text, cells, header });

const DEV_TABLES: DevTable[] = [
  t('csv simple', 'csv', 'a,b\n1,2', [['a', 'b'], ['1', '2']]),
  t('csv quoted commas', 'csv', 'name,address\n"Doe, Jane","1 Main St, Apt 2"', [['name', 'address'], ['Doe, Jane', '1 Main St, Apt 2']]),
  t('csv newline in quotes', 'csv', 'id,note\n1,"line one\nline two"\n2,x', [['id', 'note'], ['1', 'line one\nline two'], ['2', 'x']]),
  t('csv doubled quotes', 'csv', 'q,a\n"He said ""hi""",ok', [['q', 'a'], ['He said "hi"', 'ok']]),
  t('csv leading zeros and empties', 'csv', 'zip,code,empty\n02134,007,\n,0,', [['zip', 'code', 'empty'], ['02134', '007', ''], ['', '0', '']]),
  t('csv unicode', 'csv', 'city,名前,emoji\nKöln,東京,🙂\nSão Paulo,Zoë,👩‍💻', [['city', '名前', 'emoji'], ['Köln', '東京', '🙂'], ['São Paulo', 'Zoë', '👩‍💻']]),
  t('csv semicolons with decimal commas', 'csv', 'a;b;c\n1,5;2;3', [['a', 'b', 'c'], ['1,5', '2', '3']]),
  t('csv CRLF', 'csv', 'a,b\r\n1,2\r\n3,4\r\n', [['a', 'b'], ['1', '2'], ['3', '4']]),
  t('csv pipes and markup', 'csv', 'expr,html\na|b,"<b>x</b> & y"', [['expr', 'html'], ['a|b', '<b>x</b> & y']]),
  t('csv ragged', 'csv', 'a,b,c\n1,2\n3,4,5', [['a', 'b', 'c'], ['1', '2', ''], ['3', '4', '5']]),
  t('csv single column', 'csv', 'name\nAnn\nBob', [['name'], ['Ann'], ['Bob']]),
  t('csv markdown-looking cells', 'csv', 'code,md\n`x`,**y**\n# not a heading,- item', [['code', 'md'], ['`x`', '**y**'], ['# not a heading', '- item']]),
  t('tsv basic', 'tsv', 'name\tqty\tnote\npear\t3\tfresh, ripe\napple\t\t5" screen', [['name', 'qty', 'note'], ['pear', '3', 'fresh, ripe'], ['apple', '', '5" screen']]),
  t('tsv unicode and empties', 'tsv', 'k\tv\n\t—\nß\t', [['k', 'v'], ['', '—'], ['ß', '']]),
  t('json objects with types', 'json', '[{"id":1,"name":"Ann","ok":true,"x":null},{"id":2,"name":"Bob","ok":false,"x":1.5}]', [['id', 'name', 'ok', 'x'], ['1', 'Ann', 'true', ''], ['2', 'Bob', 'false', '1.5']]),
  t('json array of arrays', 'json', '[["a","b"],["1","2"],["3",""]]', [['a', 'b'], ['1', '2'], ['3', '']]),
  t('json array of arrays, numbers first', 'json', '[[1,2],[3,4]]', [['1', '2'], ['3', '4']], false),
  t('json object of columns', 'json', '{"a":[1,2],"b":["x","y"]}', [['a', 'b'], ['1', 'x'], ['2', 'y']]),
  t('json missing keys', 'json', '[{"a":"1"},{"b":"2"}]', [['a', 'b'], ['1', ''], ['', '2']]),
  t('json nested values', 'json', '[{"a":{"x":1},"b":[1,2]}]', [['a', 'b'], ['{"x":1}', '[1,2]']]),
  t('json unicode and newlines', 'json', '[{"名前":"東京\\nタワー","k":"007"}]', [['名前', 'k'], ['東京\nタワー', '007']]),
  t('html thead and entities', 'html', '<table><thead><tr><th>Name</th><th>Note</th></tr></thead><tbody><tr><td>A&amp;B</td><td>&lt;x&gt; &copy; &#x1F642;</td></tr></tbody></table>', [['Name', 'Note'], ['A&B', '<x> © 🙂']]),
  t('html colspan and rowspan', 'html', '<table><tr><th>Region</th><th>Q1</th><th>Q2</th></tr><tr><td rowspan="2">North</td><td colspan="2">n/a</td></tr><tr><td>5</td><td>6</td></tr></table>', [['Region', 'Q1', 'Q2'], ['North', 'n/a', 'n/a'], ['North', '5', '6']]),
  t('html messy whitespace and br', 'html', '<table>\n <tr>\n  <th> Name </th>\n  <th>City</th>\n </tr>\n <tr><td>\n   Ann\n   Lee\n </td><td>New<br>York</td></tr></table>', [['Name', 'City'], ['Ann Lee', 'New\nYork']]),
  t('html no header', 'html', '<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>', [['1', '2'], ['3', '4']], false),
  t('html inside a page', 'html', '<html><body><h1>Report</h1><p>Totals:</p><div><table><tr><th>k</th><th>v</th></tr><tr><td><b>bold</b> text</td><td>0042</td></tr></table></div></body></html>', [['k', 'v'], ['bold text', '0042']]),
  t('html no-break space', 'html', '<table><tr><th>n</th></tr><tr><td>1&nbsp;000</td></tr></table>', [['n'], ['1\u00a0000']]),
  t('markdown alignment and escaped pipes', 'markdown', '| Name | Expr |\n|:---|---:|\n| Ann | a \\| b |', [['Name', 'Expr'], ['Ann', 'a | b']]),
  t('markdown without outer pipes', 'markdown', 'a | b\n--- | ---\n1 | 2', [['a', 'b'], ['1', '2']]),
  t('markdown empty cells, markup and br', 'markdown', '| a | b | c |\n|---|---|---|\n| | **x** | `y`<br>z |', [['a', 'b', 'c'], ['', '**x**', '`y`\nz']]),
];

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

describe('table conversions', () => {
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
