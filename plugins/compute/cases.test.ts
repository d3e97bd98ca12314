import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import compute from './index.js';

devSetSuite({
  plugin: compute,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { arithmetic: 1, percent: 1, equation: 1, units: 1, word: 0.94, counting: 1, digits: 1, fractions: 1, dates: 1 },
  least: { answerable: 700, left: 145 },
});
