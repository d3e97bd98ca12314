import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Percent stories (readers/percentages-*.ts): shares of a whole, parts taken from it, an amount changed by percentages, two amounts one a percentage more; one amount and one percentage read before, after or as the change; a bill with a tax, tip or discount on it; written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./percentages-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  floors: { share: 0.85, taken: 1, change: 0.9, compare: 0.9, ratio: 0.85, mixed: 0.9, takenmix: 0.7, amount: 0.9, bill: 0.9 },
  least: { answerable: 249, left: 124 },
});
