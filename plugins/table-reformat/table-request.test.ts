import { describe, expect, it } from 'vitest';
import { parseTableRequest, sniffFormat } from './table-request.js';

describe('parseTableRequest', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['colon on the same line', 'Convert this CSV to a Markdown table: a,b\n1,2', { payload: 'a,b\n1,2', source: 'csv', target: 'markdown', header: null }],
    ['instruction line first', 'Make this a CSV\n| a |\n|---|\n| 1 |', { payload: '| a |\n|---|\n| 1 |', source: null, target: 'csv' }],
    ['instruction line last', 'a\tb\n1\t2\nturn this into JSON', { payload: 'a\tb\n1\t2', target: 'json' }],
    ['fenced block with language', 'Please convert to HTML\n```tsv\na\tb\n```', { payload: 'a\tb', source: 'tsv', target: 'html' }],
    ['as markdown', 'Give me this as markdown:\na,b', { target: 'markdown', payload: 'a,b' }],
    ['no header', 'Convert to JSON, no header: 1,2\n3,4', { header: false, target: 'json' }],
    ['first row is the header', 'Convert to HTML (first row is the header): a,b', { header: true }],
    ['compact JSON', 'CSV to compact JSON: a\n1', { target: 'json', source: 'csv', write: { pretty: false, delimiter: undefined, jsonShape: undefined } }],
    ['array of arrays', 'to JSON as an array of arrays: a,b\n1,2', { write: { pretty: true, delimiter: undefined, jsonShape: 'arrays' } }],
    ['object of columns', 'Convert to JSON (object of columns): a,b\n1,2', { write: { pretty: true, delimiter: undefined, jsonShape: 'columns' } }],
    ['output delimiter', 'Convert to CSV with semicolons: | a |\n|---|\n| 1 |', { target: 'csv', write: { pretty: true, delimiter: ';', jsonShape: undefined } }],
    ['input delimiter', 'Convert this semicolon-separated table to JSON: a;b\n1;2', { inDelimiter: ';', target: 'json' }],
    ['tab-separated target', 'Convert to tab-separated values: a,b', { target: 'tsv' }],
    ['last target wins', 'This is in CSV; convert it to JSON: a,b', { target: 'json' }],
    ['html on one line', 'Convert <table><tr><td>1</td></tr></table> to CSV', { target: 'csv' }],
  ];
  it.each(cases)('%s', (_name, text, want) => {
    expect(parseTableRequest(text)).toMatchObject(want);
  });

  it.each(['What is a CSV file?', 'How do I convert JSON to YAML?', 'Convert 5 km to miles', 'Make a QR code for https://example.com', 'Convert this to JSON:', 'Write a Python function in conv.py that converts CSV to JSON:\na,b\n1,2\nCheck with pytest'])(
    'finds no table in %j',
    (text) => expect(parseTableRequest(text)).toBeNull(),
  );
});

describe('sniffFormat', () => {
  it.each([
    ['[{"a":1}]', 'json'],
    ['{"a":[1]}', 'json'],
    ['<table><tr><td>1</td></tr></table>', 'html'],
    ['| a |\n|---|\n| 1 |', 'markdown'],
    ['a\tb\n1\t2', 'tsv'],
    ['a,b\n1,2', 'csv'],
    ['a;b\n1;2', 'csv'],
    ['one line only', null],
  ])('%j is %s', (text, format) => expect(sniffFormat(text)).toBe(format));
});
