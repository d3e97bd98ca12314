/**
 * example-echo: the smallest third-party solver, a template for writing one.
 * Load it with SVC_PLUGINS=./plugins/example-echo/index.ts (or the built .js file).
 */
import { askText, type Ask } from '../../src/solving/ask.js';
import { decline, type Answer, type Decline, type SolverPlugin } from '../../src/solving/solver.js';

const ECHO = /^\s*echo\s*[:,-]?\s*/i;

const exampleEcho: SolverPlugin = {
  name: 'example-echo',
  summary: 'Repeats back the text after "echo:", exactly.',
  examples: {
    claims: [
      { ask: 'echo: hello world', expect: 'hello world' },
      { ask: 'Echo 3/4 stays 3/4', expect: '3/4 stays 3/4' },
    ],
    declines: [{ ask: 'echo:' }, { ask: 'What is an echo chamber?' }],
  },
  claim(ask: Ask): number {
    return ECHO.test(askText(ask)) ? 0.9 : 0;
  },
  answer(ask: Ask): Answer | Decline {
    const rest = askText(ask).replace(ECHO, '').trim();
    if (!rest) return decline('nothing to echo after "echo:"');
    // Copying the text is the whole computation, so the answer is exact.
    return { content: rest, verified: true, checked: 'computed' };
  },
};

export default exampleEcho;
