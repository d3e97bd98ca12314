/** Chat-level cases (cases.jsonl): a code request → the return line of the checked function, or null when code_spec must not answer. */
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import codeSpec from './index.js';

devSetSuite({
  plugin: codeSpec,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { prose: 0.75, examples: 0.96, javascript: 0.8, docstring: 1 },
  least: { answerable: 63, left: 12 },
});
