import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Time stories (readers/durations-*.ts): rates given as "N in M minutes", hours a day and days a week, years of weeks or days,
// periods said in words ("2 hours and 15 minutes", "every other week", "on weekdays"), and hours that must not become days
// at 24 hours a day (family clock), several agents each at its own rate, added or compared (family agents), and jobs of
// several kinds timed one each and counted (family tasks);
// written for this set, not taken from a corpus.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./durations-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { pair: 0.8, schedule: 0.9, year: 0.9, takes: 0.8, times: 1, together: 0.9, events: 0.75, said: 0.8, weekdays: 0.95, clock: 1, agents: 1, tasks: 0.9 },
  least: { answerable: 237, left: 96 },
});
