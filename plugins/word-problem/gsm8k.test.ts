/**
 * GSM8K train, a fixed sample (test/fixtures/gsm8k-train-sample.jsonl, MIT, licence beside it), routed through
 * every built-in solver: word_problem answers at least its floor, and nothing is answered wrongly, by word_problem
 * (canonical form) or by any other solver (by value, as tools/corpus/gsm8k.mjs judges).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { othersByValue } from '../../src/solving/answer-value.js';
import { formatTally, runDevSet } from '../../src/solving/dev-set.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

const SAMPLE = new URL('../../test/fixtures/gsm8k-train-sample.jsonl', import.meta.url);
/** The measured answered count on the sample, or just under it. */
const ANSWERED_FLOOR = 16;

describe('word_problem on a GSM8K train sample', () => {
  const problems = readFileSync(SAMPLE, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { question: string; answer: string });

  it('holds 300 distinct problems with numeric answers', () => {
    expect(problems).toHaveLength(300);
    expect(new Set(problems.map((p) => p.question)).size).toBe(300);
    expect(problems.every((p) => /^-?\d+(\.\d+)?$/.test(p.answer))).toBe(true);
  });

  it(`answers at least ${ANSWERED_FLOOR} and none wrongly, through the router`, async () => {
    const cases = problems.map((p) => ({ family: 'gsm8k', ask: p.question, expect: p.answer }));
    const report = await runDevSet(wordProblem, cases, BUILTIN_SOLVERS);
    console.log(formatTally(report));
    const t = report.families.gsm8k;
    expect(report.wrong.filter((w) => !w.includes('answered by'))).toEqual([]);
    expect(t.answered).toBeGreaterThanOrEqual(ANSWERED_FLOOR);
    // Another solver's answer has its own canonical form, so it is compared by value; none may be wrong.
    const wrongByValue = othersByValue(report.results, 'word_problem').wrong.map((r) => `${r.solver}: ${r.case.ask.slice(0, 80)} → ${r.answer.content?.split('\n')[0]} (expected ${r.case.expect})`);
    expect(wrongByValue).toEqual([]);
  }, 120_000);
});
