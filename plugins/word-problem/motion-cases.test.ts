import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import wordProblem from './index.js';

// Trip stories (readers/motion-*.ts): legs of speed, time and distance added up, an average speed, two
// travellers compared, what is left of a distance to cover, and the time or speed a distance to cover needs;
// declines for legs with too little said, stops of unknown length, other movers, relations between speeds,
// parts of a trip and questions about one way of moving among several. Written for this set.
devSetSuite({
  plugin: wordProblem,
  cases: new URL('./motion-cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { distance: 1, time: 1, speed: 1, compare: 1, left: 1, 'goal-time': 1, 'goal-speed': 1 },
  least: { answerable: 94, left: 40 },
});
