/** Chat-level cases (cases.jsonl): the request as a person types it → `<target>:<the converted table>`, or null. */
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import tableReformat from './index.js';

devSetSuite({
  plugin: tableReformat,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { 'to-markdown': 1, 'to-json': 1, 'to-csv': 1, 'to-html': 1, 'to-tsv': 1 },
  least: { answerable: 29, left: 11 },
});
