import { describe, expect, it } from 'vitest';
import { sharedWordnet } from '../../src/lexicon/shared-wordnet.js';
import { formatTally } from '../../src/solving/dev-set.js';
import { readCases, scoreCases } from './dev-set.js';

const cases = readCases(new URL('./cases.jsonl', import.meta.url));

/** Per family, the share of cases that must be answered (declines: the share correctly declined). */
const FLOORS: Record<string, number> = {
  definition: 0.95,
  synonym: 0.95,
  antonym: 0.95,
  pos: 0.95,
  'word-facts': 0.95,
  spelling: 0.95,
  'broader-narrower': 0.9,
  example: 0.8,
};

describe('lexicon dev set', () => {
  it('has the families, enough cases in each, and no ask twice', () => {
    const asks = cases.map((c) => c.ask.trim().toLowerCase());
    expect(asks.filter((a, i) => asks.indexOf(a) !== i)).toEqual([]);
    for (const family of [...Object.keys(FLOORS), 'decline']) {
      expect(cases.filter((c) => c.family === family).length, family).toBeGreaterThanOrEqual(family === 'example' ? 5 : 15);
    }
    expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(15);
  });

  it('answers nothing wrongly, and answers each family at least at its floor', () => {
    const { byFamily, wrong } = scoreCases(cases, sharedWordnet());
    console.log(formatTally('lexicon', byFamily));
    expect(wrong).toEqual([]);
    for (const [family, floor] of Object.entries(FLOORS)) {
      const t = byFamily[family];
      expect(t.answered / t.cases, `${family}: answered ${t.answered} of ${t.cases}`).toBeGreaterThanOrEqual(floor);
    }
    expect(byFamily.decline.answered, 'declines answered').toBe(0);
  });
});
