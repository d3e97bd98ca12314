import { describe, expect, it } from 'vitest';
import { readCases, scoreCases } from './score.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

describe('compute dev set', () => {
  it('has at least 400 answerable cases and 60 that must be declined', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(400);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(60);
  });

  it('answers nothing wrongly', () => {
    const { byFamily, wrong } = scoreCases(cases);
    const lines = Object.entries(byFamily).map(([f, t]) => `${f.padEnd(10)} cases ${t.cases}  answered ${t.answered}  correct ${t.correct}  wrong ${t.wrong}`);
    console.log(`compute dev set\n${lines.join('\n')}`);
    expect(wrong).toEqual([]);
  });
});
