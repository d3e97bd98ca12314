/**
 * Built-in solvers in consultation tie-break order: on equal claim scores the earlier one is asked first.
 * An explicit list, no folder scanning (a test compares it with plugins/). One import and one entry per solver.
 */
import help from '../../plugins/help/index.js';
import qr from '../../plugins/qr/index.js';
import type { SolverPlugin } from './solver.js';

export const BUILTIN_SOLVERS: readonly SolverPlugin[] = Object.freeze([
  qr,
  // help stays last: it also answers when nobody else does.
  help,
]);
