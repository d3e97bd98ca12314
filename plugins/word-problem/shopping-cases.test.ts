import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Shopping lists with prices said outright or through each other, money held, given and needed, one price left open,
// how much more went on one kind of thing, the money held at first, prices said through each other (readers/shopping-*.ts);
// written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./shopping-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { 'shop-spent': 1, 'shop-left': 0.9, 'shop-need': 1, 'shop-price': 1, 'shop-more': 1, 'shop-start': 1, 'shop-through': 1, 'shop-change': 1 },
  least: { answerable: 176, left: 86 },
});
