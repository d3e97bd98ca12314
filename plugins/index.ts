/**
 * The built-in solvers, in consultation tie-break order: on equal claim scores the earlier one is asked
 * first. An explicit list, no folder scanning (plugins/plugins.test.ts compares it with the folders), as
 * ESLint's lib/rules/index.js. The process entry (tools/cli/serve.ts) hands it to serve(); src/ never
 * imports it. One import and one entry per solver.
 */
import type { AnySolverPlugin } from '../src/plugin-api.js';
import cardHand from './cards/index.js';
import codeSpec from './code-spec/index.js';
import compute from './compute/index.js';
import documents from './documents/index.js';
import goBoard from './go/index.js';
import help from './help/index.js';
import lexicon from './lexicon/index.js';
import memory from './memory/index.js';
import qr from './qr/index.js';
import reasoning from './reasoning/index.js';
import tableReformat from './table-reformat/index.js';
import tool from './tool/index.js';
import webSearch from './web-search/index.js';
import wordProblem from './word-problem/index.js';

export const BUILTIN_SOLVERS: readonly AnySolverPlugin[] = Object.freeze([
  // Before tool: a code request offering file and command tools is a coding-agent task (claim 1 ties with tool's).
  codeSpec,
  tool,
  tableReformat,
  qr,
  webSearch,
  memory,
  documents,
  reasoning,
  cardHand,
  goBoard,
  lexicon,
  wordProblem,
  compute,
  // help stays last: it also answers when nobody else does.
  help,
]);
