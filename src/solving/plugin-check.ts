/** Checks a solver plugin's declaration at boot, so a bad plugin fails with a named error before any request. */
import type { AnySolverPlugin } from './solver.js';

/** Names go into `tried` entries (`name:declined:<reason>`), so no colons or spaces. */
export const SOLVER_NAME = /^[a-z][a-z0-9_-]{0,63}$/;

export class PluginLoadError extends Error {
  constructor(
    readonly source: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Solver plugin ${source}: ${detail}`, options);
    this.name = 'PluginLoadError';
  }
}

function isText(x: unknown): x is string {
  return typeof x === 'string' && x.trim().length > 0;
}

/** Every problem with the declaration, empty when it is sound. */
export function pluginProblems(value: unknown): string[] {
  if (!value || typeof value !== 'object') return ['is not an object'];
  const p = value as Partial<AnySolverPlugin>;
  const problems: string[] = [];
  if (typeof p.name !== 'string' || !SOLVER_NAME.test(p.name)) {
    problems.push(`name must match ${SOLVER_NAME} (got ${JSON.stringify(p.name)})`);
  }
  if (!isText(p.summary)) problems.push('summary must be a non-empty sentence');
  if (typeof p.claim !== 'function') problems.push('claim(ask) must be a function');
  if (typeof p.answer !== 'function') problems.push('answer(ask, ctx) must be a function');
  if (p.needs !== undefined && (!Array.isArray(p.needs) || p.needs.some((n) => typeof n !== 'string'))) {
    problems.push('needs must be an array of need names (see Needs in the plugin API)');
  }
  const ex = p.examples;
  if (!ex || !Array.isArray(ex.claims) || !Array.isArray(ex.declines)) {
    problems.push('examples must have claims and declines arrays');
  } else {
    if (!ex.claims.length) problems.push('examples.claims must list at least one request it answers');
    ex.claims.forEach((c, i) => {
      if (!isText(c?.ask) || typeof c?.expect !== 'string') problems.push(`examples.claims[${i}] needs ask and expect strings`);
    });
    ex.declines.forEach((d, i) => {
      if (!isText(d?.ask)) problems.push(`examples.declines[${i}] needs an ask string`);
    });
  }
  return problems;
}

export function assertSolverPlugin(value: unknown, source: string): asserts value is AnySolverPlugin {
  const problems = pluginProblems(value);
  if (problems.length) throw new PluginLoadError(source, problems.join('; '));
}
