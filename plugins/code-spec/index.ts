/**
 * code_spec: writes a new Python function from a written specification (prose, inline examples, asserts
 * or a test file, and the checking command), with a deterministic synthesizer, and returns it only after
 * the checking command passed over it in the sandbox. With file and command tools offered, it proposes
 * the calls (write, run) instead and finishes with a summary. Otherwise it declines, naming the part.
 */
import { askText, decline, definePlugin, type Ask } from '../../src/plugin-api.js';
import { agentTools, nextStep } from './agent-flow.js';
import { readCodeRequest } from './request.js';
import { describeWritten, writeCode } from './write-code.js';

const ASKS_FOR_CODE = /\b(?:write|implement|create|code|make|build|generate|give me)\b[^.\n]{0,80}?\b(?:python |javascript |typescript |rust |go )?(?:function|program|script|method|def)\b/i;
const SIGNATURE_DOC = /^\s*def \w+\([^)]*\)[^:\n]*:\s*\n\s*(?:"""|''')/m;
const ASSERT_CALL = /^\s*assert\s+(?:set\(|sorted\(|math\.isclose\(|not\s+)?[A-Za-z_]\w*\(/m;
const EDITING = /\b(?:fix|refactor|debug|edit|modify|change|update|optimi[sz]e|review|explain) (?:this|my|the following|the existing|existing)\b/i;

/** The return line of the function (the last one written, after any helpers), trimmed: the stable short form dev sets compare. */
function returnLine(code: string): string {
  return [...code.matchAll(/^ {2,4}return .*$/gm)].at(-1)?.[0].trim() ?? code;
}

/** The task: the first user message of the conversation (later ones are "continue" or tool results). */
function taskText(ask: Ask): string {
  const first = ask.messages.find((m) => m.role === 'user');
  return first ? first.parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n') : askText(ask);
}

export default definePlugin({
  name: 'code_spec',
  summary: 'Writes a new Python or JavaScript function from a specification (prose, examples, asserts, the checking command) and returns it only when the checks passed in the sandbox.',
  examples: {
    claims: [
      {
        ask: "Write a Python function slugify(text) in slug.py that lowercases the text, trims it and replaces runs of spaces with a single hyphen. slugify('Hello  World') == 'hello-world'. Check with pytest",
        expect: 'return re.sub(r" +", "-", text.lower().strip())',
      },
      {
        ask: 'Write a function to find the sum of the squares of a list of numbers.\nassert sum_squares([1, 2, 3]) == 14\nassert sum_squares([0]) == 0\nassert sum_squares([-2, 5]) == 29',
        expect: 'return sum([x * x for x in items])',
      },
    ],
    declines: [{ ask: 'Write a Rust function add(a, b) in add.rs that adds two numbers. Check with cargo test' }, { ask: 'Write a poem about the sea' }],
  },
  needs: ['sandbox'],
  claim(ask) {
    const text = taskText(ask);
    if (EDITING.test(text) && !ASKS_FOR_CODE.test(text)) return 0;
    if (ASKS_FOR_CODE.test(text) || SIGNATURE_DOC.test(text)) return agentTools(ask) ? 1 : 0.85;
    return ASSERT_CALL.test(text) ? 0.6 : 0;
  },
  async answer(ask, ctx) {
    const req = readCodeRequest(taskText(ask));
    const result = await writeCode(req, ctx.sandbox);
    if ('problem' in result) return decline(`${result.problem}; nothing was written`);
    const w = result.written;
    const caveat = w.caveats.length ? w.caveats.join('; ') : undefined;
    const tools = agentTools(ask);
    if (tools) {
      const step = nextStep(ask, tools, req.file, w);
      if ('call' in step) return { content: null, verified: true, checked: 'spec_checks', calls: [step.call], ...(caveat ? { caveat } : {}) };
      const { passed, output } = step.finished;
      const tail = output.trim().split('\n').slice(-3).join('\n');
      return {
        content: passed
          ? `Done: wrote ${Object.keys(w.run.files).filter((f) => f !== 'package.json').join(', ')}; \`${w.run.command}\` passed in the sandbox (${w.run.summary}) and in your workspace:\n${tail}`
          : `Stopped: the files were written and passed in the sandbox (${w.run.summary}), but your run reported a failure, so the task is not done:\n${tail}`,
        verified: passed,
        checked: 'spec_checks',
        canonical: [returnLine(w.fn.code), w.fn.code],
        ...(caveat ? { caveat } : {}),
      };
    }
    return { content: describeWritten(req, w), verified: true, checked: 'spec_checks', canonical: [returnLine(w.fn.code), w.fn.code], ...(caveat ? { caveat } : {}) };
  },
});
