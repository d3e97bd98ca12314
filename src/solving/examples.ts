/**
 * Runs a plugin's declared examples through a router holding it and the other solvers, with the example
 * needs (example-context.ts), as a request would run: a declaration cannot claim more than the plugin does,
 * and an example another solver takes first fails.
 */
import { askFromText } from './ask.js';
import { exampleProviders } from './example-context.js';
import { SolverRouter } from './router.js';
import type { AnySolverPlugin } from './solver.js';

export interface ExampleFailure {
  plugin: string;
  kind: 'claim' | 'decline';
  ask: string;
  problem: string;
}

/** The router examples and dev sets route through: `others` in their order, then the plugin if it is not among them. */
export function exampleRouter(plugin: AnySolverPlugin, others: readonly AnySolverPlugin[] = []): SolverRouter {
  const solvers = others.some((s) => s.name === plugin.name) ? others : [...others, plugin];
  return new SolverRouter(solvers, { needs: exampleProviders() });
}

const TURN = { model: 'svc', pristine: false } as const;

/** Claims must be answered by the plugin with the expected text; declines must not be answered by it. */
export async function checkPluginExamples(plugin: AnySolverPlugin, others: readonly AnySolverPlugin[] = []): Promise<ExampleFailure[]> {
  const router = exampleRouter(plugin, others);
  const failures: ExampleFailure[] = [];
  const fail = (kind: ExampleFailure['kind'], ask: string, problem: string) => failures.push({ plugin: plugin.name, kind, ask, problem });
  for (const { ask, expect } of plugin.examples.claims) {
    const r = await router.route(askFromText(ask), TURN);
    if (r.solver !== plugin.name) fail('claim', ask, `answered by ${r.solver} (tried: ${r.tried.join('; ')})`);
    else if (!(r.answer.content ?? '').includes(expect)) fail('claim', ask, `reply lacks "${expect}": ${r.answer.content}`);
  }
  for (const { ask } of plugin.examples.declines) {
    const r = await router.route(askFromText(ask), TURN);
    // The claim too: help also speaks when nobody claims, which is not answering the request as its own.
    if (r.solver === plugin.name && plugin.claim(askFromText(ask)) > 0) fail('decline', ask, `answered: ${r.answer.content}`);
  }
  return failures;
}
