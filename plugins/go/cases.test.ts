import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import goBoard from './index.js';

devSetSuite({
  plugin: goBoard,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    group: 1,
    atari: 1,
    move: 1,
    'sgf-move': 1,
    'sgf-score': 1,
    'sgf-captures': 1,
    'sgf-ko': 1,
    score: 1,
    'dead-stones': 0.9,
    'sgf-setup': 0.9,
    'sgf-game': 1,
    status: 1,
    seki: 1,
    'score-wording': 1,
    'score-marked': 1,
    'score-handicap': 1,
    'fresh-wordings': 1,
    // "after removing dead stones" with every group judged alive is declined rather than counted.
    'stone-rows': 0.8,
  },
  least: { answerable: 160, left: 16 },
});
