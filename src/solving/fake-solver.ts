/** A solver made from two functions, for tests (the router's, the adapters', and third parties'). */
import type { Ask } from './ask.js';
import type { Answer, Decline, PluginContext, SolverPlugin } from './solver.js';

export function fakeSolver(
  name: string,
  claim: number | ((ask: Ask) => number),
  answer: (ask: Ask, ctx: PluginContext) => Answer | Decline | Promise<Answer | Decline>,
): SolverPlugin {
  return {
    name,
    summary: `Test solver ${name}.`,
    examples: { claims: [], declines: [] },
    claim: typeof claim === 'number' ? () => claim : claim,
    answer,
  };
}
