/** Runs a plugin's declared examples, so a declaration cannot claim more than the plugin does. */
import { askFromText } from './ask.js';
import { exampleContext } from './example-context.js';
import { isDecline, type PluginContext, type SolverPlugin } from './solver.js';

export interface ExampleFailure {
  plugin: string;
  kind: 'claim' | 'decline';
  ask: string;
  problem: string;
}

/** Examples run with a key that knows two facts and one small handbook (example-context.ts). */
function context(): PluginContext {
  return exampleContext();
}

/** Claims must be claimed and answered with the expected text; declines must not be answered. */
export async function checkPluginExamples(plugin: SolverPlugin): Promise<ExampleFailure[]> {
  const failures: ExampleFailure[] = [];
  const fail = (kind: ExampleFailure['kind'], ask: string, problem: string) =>
    failures.push({ plugin: plugin.name, kind, ask, problem });
  for (const { ask: text, expect } of plugin.examples.claims) {
    const ask = askFromText(text);
    if (!(plugin.claim(ask) > 0)) {
      fail('claim', text, 'not claimed');
      continue;
    }
    const result = await plugin.answer(ask, context());
    if (isDecline(result)) fail('claim', text, `declined: ${result.reason}`);
    else if (!(result.content ?? '').includes(expect)) fail('claim', text, `reply lacks "${expect}": ${result.content}`);
  }
  for (const { ask: text } of plugin.examples.declines) {
    const ask = askFromText(text);
    if (!(plugin.claim(ask) > 0)) continue;
    const result = await plugin.answer(ask, context());
    if (!isDecline(result)) fail('decline', text, `answered: ${result.content}`);
  }
  return failures;
}
