/** Reads and writes any format, and reads an output back the way its reader would, for the cell-by-cell check. */
import { readDelimited, writeDelimited } from './formats/delimited.js';
import { readHtml, writeHtml } from './formats/html.js';
import { readJson, readJsonBack, writeJson } from './formats/json.js';
import { readMarkdown, writeMarkdown } from './formats/markdown.js';
import type { Format, ReadOptions, ReadResult, Table, WriteOptions } from './table.js';

export function readTable(format: Format, text: string, opts: ReadOptions): ReadResult {
  switch (format) {
    case 'csv':
      return readDelimited(text, opts, false);
    case 'tsv':
      return readDelimited(text, opts, true);
    case 'json':
      return readJson(text, opts);
    case 'html':
      return readHtml(text, opts);
    case 'markdown':
      return readMarkdown(text, opts);
  }
}

export function writeTable(format: Format, table: Table, opts: WriteOptions): string {
  switch (format) {
    case 'csv':
      return writeDelimited(table, opts, false);
    case 'tsv':
      return writeDelimited(table, opts, true);
    case 'json':
      return writeJson(table, opts);
    case 'html':
      return writeHtml(table, opts);
    case 'markdown':
      return writeMarkdown(table, opts);
  }
}

/** The output as its own reader sees it, told whether the table has a header (a CSV cannot say). */
export function readBack(format: Format, text: string, table: Table, opts: WriteOptions): Table {
  const header = table.header !== null;
  if (format === 'json') return readJsonBack(text, header);
  const delimiter = format === 'csv' || format === 'tsv' ? (opts.delimiter ?? (format === 'tsv' ? '\t' : ',')) : undefined;
  return readTable(format, text, { header, delimiter }).table;
}
