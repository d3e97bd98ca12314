import { describe, expect, it } from 'vitest';
import { formatTally } from '../../src/solving/dev-set.js';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

describe('reasoning dev set', () => {
  it('has at least 150 answerable cases, 20 hard Sudokus, and cases that must be declined', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.family === 'sudoku-hard').length).toBeGreaterThanOrEqual(20);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
  });

  it('answers nothing wrongly', () => {
    const { byFamily, wrong } = scoreCases(cases);
    console.log(formatTally('reasoning', byFamily));
    expect(wrong).toEqual([]);
  });
});
