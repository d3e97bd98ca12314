import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Counts of things (readers/counts.ts): groups, parts of a whole, changes, working back; written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./counts-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { groups: 0.7, parts: 0.9, changes: 0.85, backwards: 1, shares: 0.95 },
  least: { answerable: 120, left: 38 },
});
