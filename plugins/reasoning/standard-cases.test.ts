// The formal-reasoning families as such puzzle sets usually pose them (a task line, "Q:", options in several
// layouts, "A: Let's think step by step.", 3-, 5- and 7-object variants), written for this dev set.
// Multi-step arithmetic is compute's to answer; its cases run against compute.
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import reasoning from './index.js';

const compute = BUILTIN_SOLVERS.find((s) => s.name === 'compute')!;

devSetSuite({
  plugin: reasoning,
  cases: new URL('./standard-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    'boolean-expressions': 1,
    dyck: 1,
    'word-sorting': 1,
    'shuffled-3': 1,
    'shuffled-5': 1,
    'shuffled-7': 1,
    'deduction-3': 1,
    'deduction-5': 1,
    'deduction-7': 1,
    navigate: 1,
    'web-of-lies': 1,
    'date-understanding': 1,
    temporal: 1,
    'object-counting': 1,
    penguins: 1,
    'geometric-shapes': 1,
  },
  least: { answerable: 339, left: 17 },
});

devSetSuite({
  plugin: compute,
  cases: new URL('./arithmetic-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  floors: { arithmetic: 1 },
  least: { answerable: 18, left: 0 },
});
