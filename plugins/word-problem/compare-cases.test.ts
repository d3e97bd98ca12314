import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Comparison chains (readers/compare-*.ts); written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./compare-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { people: 0.9, backward: 0.9, times: 0.9, things: 0.9 },
  least: { answerable: 40, left: 25 },
});
