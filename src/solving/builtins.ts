/**
 * Built-in solvers in consultation tie-break order: on equal claim scores the earlier one is asked first.
 * An explicit list, no folder scanning (a test compares it with plugins/). One import and one entry per solver.
 */
import cardHand from '../../plugins/cards/index.js';
import compute from '../../plugins/compute/index.js';
import documents from '../../plugins/documents/index.js';
import goBoard from '../../plugins/go/index.js';
import help from '../../plugins/help/index.js';
import lexicon from '../../plugins/lexicon/index.js';
import memory from '../../plugins/memory/index.js';
import qr from '../../plugins/qr/index.js';
import reasoning from '../../plugins/reasoning/index.js';
import tableReformat from '../../plugins/table-reformat/index.js';
import type { SolverPlugin } from './solver.js';

export const BUILTIN_SOLVERS: readonly SolverPlugin[] = Object.freeze([
  tableReformat,
  qr,
  memory,
  documents,
  reasoning,
  cardHand,
  goBoard,
  // Before compute: "how many letters in …" is a word question, not arithmetic.
  lexicon,
  compute,
  // help stays last: it also answers when nobody else does.
  help,
]);
