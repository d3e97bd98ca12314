/** Runs a plugin's declared examples, so a declaration cannot claim more than the plugin does. */
import { askFromText } from './ask.js';
import { EMPTY_MEMORY, isDecline, type PluginContext, type SolverPlugin } from './solver.js';

export interface ExampleFailure {
  plugin: string;
  kind: 'claim' | 'decline';
  ask: string;
  problem: string;
}

function context(): PluginContext {
  return { model: 'svc', pristine: false, memory: EMPTY_MEMORY, tried: [], signal: new AbortController().signal };
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
