import { describe, expect, it } from 'vitest';
import { convertTable } from './convert-table.js';
import { parseTableRequest } from './table-request.js';

const convert = (text: string) => convertTable(parseTableRequest(text)!);

describe('convertTable output', () => {
  const golden: [string, string][] = [
    ['Convert to CSV: | a | b |\n|---|---|\n| x, y | "q" |', 'a,b\n"x, y","""q"""\n'],
    ['Convert to Markdown: a,b\n"1|2","x\ny"', '| a | b |\n| --- | --- |\n| 1\\|2 | x<br>y |\n'],
    ['Convert to markdown: | l | c | r |\n|:--|:-:|--:|\n| 1 | 2 | 3 |', '| l | c | r |\n| :--- | :---: | ---: |\n| 1 | 2 | 3 |\n'],
    ['Convert to compact JSON: a,b\n007,', '[{"a":"007","b":""}]\n'],
    ['Convert this CSV to JSON as an array of arrays, no header: 1,2', '[\n  [\n    "1",\n    "2"\n  ]\n]\n'],
    ['Convert to compact JSON (object of columns): a,b\n1,2\n3,4', '{"a":["1","3"],"b":["2","4"]}\n'],
    ['Convert to CSV with semicolons: [{"a":"x;y","b":2}]', 'a;b\n"x;y";2\n'],
    ['Convert to TSV: [{"a":"tab\\there","b":null}]', 'a\tb\n"tab\there"\t\n'],
    ['Convert to HTML: a,b\n<x>&,two  spaces', '<table>\n  <thead>\n    <tr><th>a</th><th>b</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>&lt;x&gt;&amp;</td><td style="white-space: pre-wrap">two  spaces</td></tr>\n  </tbody>\n</table>\n'],
    ['Convert to compact JSON: [{"n":1.50,"t":true,"z":null}]', '[{"n":1.5,"t":true,"z":null}]\n'],
  ];
  it.each(golden)('%j', (text, output) => expect(convert(text).output).toBe(output));
});

describe('convertTable keeps or refuses, never alters silently', () => {
  it('keeps a carriage return and leading spaces in HTML', () => {
    const c = convert('Convert to HTML: [{"a":"x\\r\\ny","b":"  lead"}]');
    expect(c.output).toContain('&#13;');
    expect(c.caveats).toEqual([]);
  });

  it('pads ragged rows and says so', () => {
    expect(convert('Convert to JSON: a,b,c\n1,2').caveats.join(' ')).toMatch(/1 row was shorter than the 3 columns/);
  });

  it('trims cells for Markdown and says so', () => {
    const c = convert('Convert to markdown: a,b\n  x ,y');
    expect(c.output).toContain('| x | y |');
    expect(c.caveats.join(' ')).toMatch(/1 cell was trimmed/);
  });

  it('writes an array of arrays when column names repeat', () => {
    const c = convert('Convert to compact JSON: a,a\n1,2');
    expect(c.output).toBe('[["a","a"],["1","2"]]\n');
    expect(c.caveats.join(' ')).toMatch(/not unique/);
  });

  it('keeps integer-like column names in order', () => {
    expect(convert('Convert to compact JSON: b,1\nx,y').output).toBe('[["b","1"],["x","y"]]\n');
  });

  it('refuses a cell that would not read back', () => {
    expect(() => convert('Convert to markdown: a\nx<br>y')).toThrow(/does not read back to the same cells/);
  });

  it('refuses an unterminated quote, naming the problem', () => {
    expect(() => convert('Convert this CSV to JSON: a,"b\n1,2')).toThrow(/quoted field unterminated/);
  });

  it('refuses JSON that is not a table', () => {
    expect(() => convert('Convert to CSV: {"a": 1}')).toThrow(/not a table/);
    expect(() => convert('Convert to CSV: [1, 2')).toThrow(/not valid/);
  });

  it('reads the text as what it plainly is when the named format is wrong, and says so', () => {
    const c = convert('Convert this CSV to markdown: [{"a":"1"}]');
    expect(c.output).toBe('| a |\n| --- |\n| 1 |\n');
    expect(c.caveats.join(' ')).toMatch(/The text is JSON, not CSV as named/);
  });

  it('names joined header rows and extra tables', () => {
    const c = convert('Convert to CSV: <table><thead><tr><th colspan="2">Sales</th></tr><tr><th>Q1</th><th>Q2</th></tr></thead><tr><td>1</td><td>2</td></tr></table><table></table>');
    expect(c.output).toBe('Sales Q1,Sales Q2\n1,2\n');
    expect(c.caveats.join(' ')).toMatch(/2 tables; the first/);
    expect(c.caveats.join(' ')).toMatch(/2 header rows were joined/);
  });
});
