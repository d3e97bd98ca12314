/**
 * Runs a plugin's declared examples through a router holding it and the other solvers, with the example
 * needs (example-context.ts), as a request would run: a declaration cannot claim more than the plugin does,
 * and an example another solver takes first fails.
 */
import { askFromText } from './ask.js';
import { exampleProviders } from './example-context.js';
import { SolverRouter } from './router.js';
import type { Ask } from './ask.js';
import type { Answer, AnySolverPlugin, ExampleTools } from './solver.js';

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

/** An example's request, with the tools it offers. */
export function exampleAsk(example: { ask: string } & ExampleTools): Ask {
  const overrides: Partial<Ask> = {};
  if (example.tools) overrides.tools = [...example.tools];
  if (example.toolChoice) overrides.toolChoice = example.toolChoice;
  return askFromText(example.ask, overrides);
}

/** What an example's `expect` is looked for in: the reply, then each proposed call as `name({args})`. */
export function replyText(answer: Answer): string {
  return [answer.content ?? '', ...(answer.calls ?? []).map((c) => `${c.name}(${JSON.stringify(c.args)})`)].join('\n');
}

/** Claims must be answered by the plugin with the expected text; declines must not be answered by it. */
export async function checkPluginExamples(plugin: AnySolverPlugin, others: readonly AnySolverPlugin[] = []): Promise<ExampleFailure[]> {
  const router = exampleRouter(plugin, others);
  const failures: ExampleFailure[] = [];
  const fail = (kind: ExampleFailure['kind'], ask: string, problem: string) => failures.push({ plugin: plugin.name, kind, ask, problem });
  for (const example of plugin.examples.claims) {
    const { ask, expect } = example;
    const r = await router.route(exampleAsk(example), TURN);
    if (r.solver !== plugin.name) fail('claim', ask, `answered by ${r.solver} (tried: ${r.tried.join('; ')})`);
    else if (!replyText(r.answer).includes(expect)) fail('claim', ask, `reply lacks "${expect}": ${replyText(r.answer)}`);
  }
  for (const example of plugin.examples.declines) {
    const r = await router.route(exampleAsk(example), TURN);
    // The claim too: help also speaks when nobody claims, which is not answering the request as its own.
    if (r.solver === plugin.name && plugin.claim(exampleAsk(example)) > 0) fail('decline', example.ask, `answered: ${replyText(r.answer)}`);
  }
  return failures;
}
