import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Unknown starting amounts worked back from the end (readers/counts-start.ts); written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./start-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { start: 1 },
  least: { answerable: 27, left: 20 },
});
