/** Quiz-shaped arithmetic (drill-shapes.ts) routed through every solver: every item answered by compute, exactly. */
import { describe, expect, it } from 'vitest';
import { runDevSet } from '../../src/solving/dev-set.js';
import { BUILTIN_SOLVERS } from '../index.js';
import { DRILL_FAMILIES, drills } from './drill-shapes.js';
import compute from './index.js';

const PER_FAMILY = 2000;
const cases = drills(20261125, PER_FAMILY);

describe('quiz-shaped arithmetic drills', () => {
  it('covers negative differences of every length, with and without the Q: … A: wrapper', () => {
    for (const digits of [2, 3, 4, 5]) {
      const lengths = new Set(cases.filter((c) => c.family === `${digits}D-` && c.expect.startsWith('-')).map((c) => c.expect.length - 1));
      expect([...lengths].sort()).toEqual(Array.from({ length: digits }, (_, i) => i + 1));
    }
    expect(cases.some((c) => c.ask.startsWith('Q: '))).toBe(true);
    expect(cases.some((c) => !c.ask.startsWith('Q: '))).toBe(true);
  });

  it(`answers all ${PER_FAMILY} of each of ${Object.keys(DRILL_FAMILIES).length} families exactly`, { timeout: 600_000 }, async () => {
    const report = await runDevSet(compute, cases, BUILTIN_SOLVERS);
    const misses = report.results.filter((r) => r.verdict !== 'correct').map((r) => `${JSON.stringify(r.case.ask)} -> ${r.solver}: ${r.answer.content?.split('\n')[0]} (expected ${r.case.expect})`);
    expect(misses.slice(0, 20)).toEqual([]);
  });
});
