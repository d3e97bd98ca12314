import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Purchases worked backwards (readers/earnings-backward.ts), wages with overtime (readers/earnings-overtime.ts), periods of saving towards a price (readers/earnings-goal.ts), and profit or sales from buying, making and selling, pay for hours counted by day or week, charges for services counted (readers/earnings-profit.ts), pay carried through hours a day and days a week to the period asked (readers/earnings-wages.ts), goods counted in packs and sold by the piece (readers/earnings-packs.ts); written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./earnings-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  floors: { unitprice: 0.85, atfirst: 0.95, related: 0.9, forward: 0.8, overtime: 1, goal: 1, profit: 1, sales: 1, hours: 1, charges: 1, wages: 1, packs: 1 },
  least: { answerable: 234, left: 106 },
});
