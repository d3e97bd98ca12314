/** Chat-level cases (cases.jsonl): the request as a person types it → a substring of the reply, or null for a decline. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import { isDecline } from '../../src/solving/solver.js';
import tableReformat from './index.js';

const cases = readFileSync(new URL('./cases.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { ask: string; expect: string | null });
const ctx = contextWith();

describe('table_reformat chat cases', () => {
  it.each(cases.map((c) => [c.ask, c.expect] as const))('%j', async (text, want) => {
    const ask = askFromText(text);
    const claimed = tableReformat.claim(ask) > 0;
    const result = claimed ? await tableReformat.answer(ask, ctx) : null;
    if (want === null) {
      expect(result === null || isDecline(result)).toBe(true);
    } else {
      expect(result && !isDecline(result) ? result : result).toMatchObject({ verified: true, checked: 'computed' });
      expect((result as { content: string }).content).toContain(want);
    }
  });
});
