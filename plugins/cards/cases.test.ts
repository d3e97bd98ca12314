import { describe, expect, it } from 'vitest';
import { formatTally } from '../../src/solving/dev-set.js';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

/** Share of each family's answerable cases that must be answered (and, like every answer, correctly). */
const FLOORS: Record<string, number> = {
  'poker-rank': 1,
  'poker-classes': 1,
  'poker-compare': 1,
  'poker-showdown': 0.95,
  'poker-kickers': 1,
  'poker-ranking': 0.9,
  'poker-shared': 0.9,
  'poker-equity': 1,
  blackjack: 1,
  'blackjack-play': 0.95,
  'blackjack-result': 0.9,
  bridge: 1,
};

describe('card_hand dev set', () => {
  it('has at least 150 answerable cases, cases that must be declined, and no ask twice', () => {
    expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
    expect(cases.length - new Set(cases.map((c) => c.ask)).size).toBe(0);
  });

  it('answers nothing wrongly, and each family at least as often as its floor', () => {
    const { byFamily, wrong } = scoreCases(cases);
    console.log(formatTally('card_hand', byFamily));
    expect(wrong).toEqual([]);
    const short = Object.entries(FLOORS).filter(([f, floor]) => {
      const answerable = cases.filter((c) => c.family === f && c.expect !== null).length;
      return !answerable || (byFamily[f]?.answered ?? 0) < floor * answerable;
    });
    expect(short).toEqual([]);
  });
});
