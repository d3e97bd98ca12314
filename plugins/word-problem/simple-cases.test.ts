import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Simple one- and two-step stories (readers/simple*.ts): changes, groups, shares, comparisons, totals, legs and wheels,
// the unknown at the start or in the middle (start, middle), the question asking another quantity (askother),
// and numbers about other things set aside; written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./simple-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { change: 0.75, groups: 0.7, share: 0.65, compare: 0.9, total: 0.65, twostep: 0.55, legs: 0.95, aside: 0.9, middle: 0.7, start: 0.95, askother: 0.9 },
  least: { answerable: 308, left: 74 },
});
