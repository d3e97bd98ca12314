import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Money stories (money.ts): spent, change, left, profit, still needed, earned; written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./money-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it; "others" (another person's money in the story) is declined for now.
  floors: { spent: 0.85, change: 1, left: 1, profit: 1, need: 1, earned: 0.8, percent: 1, gift: 1, share: 1, pair: 1, others: 0, unit: 0.4 },
  least: { answerable: 79, left: 18 },
});
