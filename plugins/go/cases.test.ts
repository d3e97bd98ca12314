import { describe, expect, it } from 'vitest';
import { formatTally } from '../../src/solving/dev-set.js';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

describe('go_board dev set', () => {
  it('has at least 150 answerable cases and cases that must be declined', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
  });

  it('answers nothing wrongly', () => {
    const { byFamily, wrong } = scoreCases(cases);
    console.log(formatTally('go_board', byFamily));
    expect(wrong).toEqual([]);
  });
});
