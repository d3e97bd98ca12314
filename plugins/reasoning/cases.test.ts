import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import reasoning from './index.js';

devSetSuite({
  plugin: reasoning,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    sudoku: 1,
    'sudoku-hard': 1,
    queens: 1,
    hanoi: 1,
    cryptarithm: 1,
    knights: 1,
    propositional: 1,
    ordering: 1,
    unseen: 1,
    'unseen-fresh': 1,
    'unseen-fresh-2': 1,
    'mixed-orders': 1,
    'unseen-fresh-3': 1,
    asked: 1,
  },
  least: { answerable: 255, left: 20 },
});
