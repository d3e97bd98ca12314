import { describe, expect, it } from 'vitest';
import { formatTally } from '../../src/solving/dev-set.js';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

/** Share of each family's answerable cases that must be answered (and, like every answer, correctly). */
const FLOORS: Record<string, number> = {
  group: 1,
  atari: 1,
  move: 1,
  'sgf-move': 1,
  'sgf-score': 1,
  'sgf-captures': 1,
  'sgf-ko': 1,
  score: 1,
  'dead-stones': 0.9,
  'sgf-setup': 0.9,
  'sgf-game': 1,
  status: 1,
  seki: 1,
};

describe('go_board dev set', () => {
  it('has at least 150 answerable cases, cases that must be declined, and no ask twice', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
    expect(cases.length - new Set(cases.map((c) => c.ask)).size).toBe(0);
  });

  it('answers nothing wrongly, and each family at least as often as its floor', () => {
    const { byFamily, wrong } = scoreCases(cases);
    console.log(formatTally('go_board', byFamily));
    expect(wrong).toEqual([]);
    const short = Object.entries(FLOORS).filter(([f, floor]) => {
      const answerable = cases.filter((c) => c.family === f && c.expect !== null).length;
      return !answerable || (byFamily[f]?.answered ?? 0) < floor * answerable;
    });
    expect(short).toEqual([]);
  });
});
