/**
 * example-echo: the smallest third-party solver, a template for writing one. It imports the plugin
 * contract from its one entry point only (src/plugin-api.ts; outside this repository, the built
 * dist/src/plugin-api.js). Load it with SVC_PLUGINS=./plugins/example-echo/index.ts (or the built .js file).
 */
import { askText, decline, definePlugin, type Answer, type Decline } from '../../src/plugin-api.js';

const ECHO = /^\s*echo\s*[:,-]?\s*/i;

const exampleEcho = definePlugin({
  name: 'example-echo',
  summary: 'Repeats back the text after "echo:", exactly.',
  examples: {
    claims: [
      { ask: 'echo: hello world', expect: 'hello world' },
      { ask: 'Echo 3/4 stays 3/4', expect: '3/4 stays 3/4' },
    ],
    declines: [{ ask: 'echo:' }, { ask: 'What is an echo chamber?' }],
  },
  claim(ask): number {
    return ECHO.test(askText(ask)) ? 0.9 : 0;
  },
  answer(ask): Answer | Decline {
    const rest = askText(ask).replace(ECHO, '').trim();
    if (!rest) return decline('nothing to echo after "echo:"');
    // Copying the text is the whole computation, so the answer is exact.
    return { content: rest, verified: true, checked: 'computed', canonical: rest };
  },
});

export default exampleEcho;
