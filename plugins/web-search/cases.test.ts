import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import webSearch from './index.js';

devSetSuite({
  plugin: webSearch,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it (the example web: src/evidence/fixtures/example-pages.ts).
  floors: { search: 0.9, check: 0.95 },
  least: { answerable: 70, left: 15 },
});
