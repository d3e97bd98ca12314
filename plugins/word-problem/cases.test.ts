import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

devSetSuite({
  plugin: wordProblem,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { change: 1, compare: 1, total: 1, part: 1, price: 1, rate: 1, age: 0.9, chain: 1, relation: 0.85, partition: 1 },
  least: { answerable: 127, left: 25 },
});
