/** table_reformat: converts tables between CSV, TSV, JSON, HTML and Markdown, verified by reading the output back. */
import { askText, type Ask } from '../../src/solving/ask.js';
import { decline, type Answer, type Decline, type SolverPlugin } from '../../src/solving/solver.js';
import { convertTable } from './convert-table.js';
import { parseTableRequest } from './table-request.js';
import { FORMAT_NAMES, TableError } from './table.js';

const SCORE = 0.9;

const LANG = { csv: 'csv', tsv: 'tsv', json: 'json', html: 'html', markdown: 'markdown' } as const;

function answer(ask: Ask): Answer | Decline {
  const req = parseTableRequest(askText(ask));
  if (!req) return decline('no table to convert was found after the request; paste it after a colon or in a code block');
  let conv;
  try {
    conv = convertTable(req);
  } catch (e) {
    if (e instanceof TableError) return decline(e.message);
    throw e;
  }
  const rows = conv.table.rows.length;
  const cols = Math.max(conv.table.header?.length ?? 0, ...conv.table.rows.map((r) => r.length));
  // The fence is longer than any backtick run in the output, so the table is shown byte for byte.
  const fence = '`'.repeat(Math.max(3, ...(conv.output.match(/`+/g) ?? []).map((s) => s.length + 1)));
  const content = [
    `${FORMAT_NAMES[conv.source]} → ${FORMAT_NAMES[conv.target]}: ${rows} row${rows === 1 ? '' : 's'} × ${cols} column${cols === 1 ? '' : 's'}` +
      `${conv.table.header ? ' plus a header row' : ', no header row'}. The output was parsed back and every cell matches.`,
    '',
    fence + LANG[conv.target],
    conv.output.replace(/\n$/, ''),
    fence,
  ].join('\n');
  return { content, verified: true, checked: 'computed', canonical: `${conv.target}:${conv.output.replace(/\n$/, '')}`, caveat: conv.caveats.length ? conv.caveats.join(' ') : undefined };
}

const tableReformat: SolverPlugin = {
  name: 'table_reformat',
  summary: 'Converts a pasted table between CSV, TSV, JSON, HTML and Markdown, keeping every cell exactly and checking the output by parsing it back.',
  examples: {
    claims: [
      { ask: 'Convert this CSV to a Markdown table: a,b\n1,2', expect: '| a | b |\n| --- | --- |\n| 1 | 2 |' },
      { ask: 'Make this a CSV:\n| id | name |\n|---|---|\n| 007 | Ann, Jr. |', expect: 'id,name\n007,"Ann, Jr."' },
      { ask: 'to JSON:\nname\tqty\npear\t3', expect: '"qty": "3"' },
      { ask: 'Convert to CSV: <table><tr><th>a</th><th>b</th></tr><tr><td colspan="2">x &amp; y</td></tr></table>', expect: 'a,b\nx & y,x & y' },
    ],
    declines: [{ ask: 'What is a CSV file?' }, { ask: 'Convert this to JSON: hello' }, { ask: 'Convert this CSV to JSON: a,"b\n1,2' }],
  },
  claim(ask: Ask): number {
    return parseTableRequest(askText(ask)) ? SCORE : 0;
  },
  answer,
};

export default tableReformat;
