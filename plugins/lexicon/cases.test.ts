import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import lexicon from './index.js';

devSetSuite({
  plugin: lexicon,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: {
    definition: 0.95,
    synonym: 0.95,
    antonym: 0.95,
    pos: 0.95,
    'word-facts': 0.95,
    spelling: 0.95,
    'broader-narrower': 0.9,
    example: 0.8,
  },
  least: { answerable: 300, left: 15 },
});
