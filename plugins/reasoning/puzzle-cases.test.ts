// The puzzle families of issue 14 (one module each), with their own cases and floors.
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import reasoning from './index.js';

devSetSuite({
  plugin: reasoning,
  cases: new URL('./puzzle-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    boolean: 1,
    brackets: 1,
    'word-sort': 1,
    navigation: 1,
    swaps: 1,
    liars: 1,
    dates: 1,
    schedule: 1,
    counting: 1,
    deduction: 1,
    table: 1,
    'svg-shape': 1,
    digits: 1,
    weekdays: 1,
    'sudoku-asked': 1,
    unnamed: 1,
    queens: 1,
    knights: 1,
    cryptarithm: 1,
    hanoi: 1,
    propositional: 1,
    ordering: 1,
  },
  least: { answerable: 254, left: 32 },
});
