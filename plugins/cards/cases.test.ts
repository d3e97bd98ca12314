import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import cardHand from './index.js';

devSetSuite({
  plugin: cardHand,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    'poker-rank': 1,
    'poker-classes': 1,
    'poker-compare': 1,
    'poker-showdown': 0.95,
    'poker-kickers': 1,
    'poker-ranking': 0.9,
    'poker-shared': 0.9,
    'poker-equity': 1,
    blackjack: 1,
    'blackjack-play': 0.95,
    'blackjack-result': 0.9,
    'blackjack-unnamed': 1,
    bridge: 1,
    'fresh-wordings': 1,
  },
  least: { answerable: 164, left: 17 },
});
