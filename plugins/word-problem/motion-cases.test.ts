import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Trip stories (readers/motion-*.ts): legs of speed, time and distance added up, an average speed, two
// travellers compared, and what is left of a distance to cover; declines for legs with too little said,
// stops of unknown length, other movers, relations between speeds and parts of a trip. Written for this set.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./motion-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { distance: 1, time: 1, speed: 1, compare: 1, left: 1 },
  least: { answerable: 72, left: 28 },
});
