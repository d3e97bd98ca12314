import { describe, expect, it } from 'vitest';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

describe('go_board dev set', () => {
  it('has at least 150 answerable cases and cases that must be declined', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
  });

  it('answers nothing wrongly', () => {
    const { byFamily, wrong } = scoreCases(cases);
    const lines = Object.entries(byFamily).map(([f, t]) => `${f.padEnd(14)} cases ${t.cases}  answered ${t.answered}  correct ${t.correct}  wrong ${t.wrong}  declined ${t.declined}`);
    console.log(`go_board dev set\n${lines.join('\n')}`);
    expect(wrong).toEqual([]);
  });
});
