/** A solver made from two functions, for tests (the router's, the adapters', and third parties'). */
import type { Ask } from './ask.js';
import type { NeedName, PluginContext } from './needs.js';
import type { Answer, Decline, SolverPlugin } from './solver.js';

export function fakeSolver<const N extends NeedName = never>(
  name: string,
  claim: number | ((ask: Ask) => number),
  answer: (ask: Ask, ctx: PluginContext<N>) => Answer | Decline | Promise<Answer | Decline>,
  needs?: readonly N[],
): SolverPlugin<N> {
  return {
    name,
    summary: `Test solver ${name}.`,
    // One nominal example, so a registry accepts the declaration; tests that run examples give real ones.
    examples: { claims: [{ ask: `ask ${name}`, expect: '' }], declines: [] },
    ...(needs ? { needs } : {}),
    claim: typeof claim === 'number' ? () => claim : claim,
    answer,
  };
}
