/**
 * One code request end to end: read it, synthesize, render, write the tests, run the checking command in
 * the sandbox. The result is either checked code with what ran, or the part that could not be
 * implemented or checked.
 */
import type { CheckCommand, Sandbox } from '../../src/plugin-api.js';
import { opsOf } from './program.js';
import { renderJs } from './render-js.js';
import { renderPython, type RenderedFunction } from './render-python.js';
import { withoutEmptyCase } from './prompt-code.js';
import type { CodeRequest } from './request.js';
import { brokenProperty, exampleValues, runChecks, specTests, type CheckRun, type SpecTest } from './spec-checks.js';
import { jsSpecTests, runJsChecks } from './spec-checks-js.js';
import { synthesize, unmetQualifier } from './synthesize.js';

export interface Written {
  fn: RenderedFunction;
  tests: SpecTest[];
  run: CheckRun;
  how: 'prose' | 'search';
  /** Assumptions made while reading (no file named, no command named). */
  caveats: string[];
}

export type WriteResult = { written: Written } | { problem: string };

const COMMANDS: Readonly<Record<string, readonly CheckCommand[]>> = { Python: ['pytest', 'python3 -m unittest', 'make test'], JavaScript: ['npm test'] };

/** What a request needs before synthesis: Python or JavaScript, a name, a command we can run (or examples to check with). */
export function planProblem(req: CodeRequest): string | null {
  const commands = COMMANDS[req.language];
  if (!commands) return `writing ${req.language} is not offered yet (only Python and JavaScript functions are written and checked)`;
  if (req.command && !commands.includes(req.command)) return `${req.command} checks another language than ${req.language}; name ${commands.join(', ').replace(/, ([^,]*)$/, ' or $1')}`;
  if (!req.name) return 'the function name could not be read (write it as name(parameters))';
  return null;
}

export async function writeCode(req: CodeRequest, sandbox: Sandbox): Promise<WriteResult> {
  const plan = planProblem(req);
  if (plan) return { problem: plan };
  const caveats: string[] = [];
  let command: CheckCommand | null = req.command;
  if (!command) {
    if (!req.examples.length && !req.asserts.length) return { problem: 'no checking command was named and no examples were given, so the program could not be checked' };
    command = COMMANDS[req.language][0];
    caveats.push(`no checking command was named: checked with ${command}`);
  }
  if (!req.fileNamed) caveats.push(`no file was named: wrote ${req.file}`);
  const synthesis = synthesize(req);
  if ('problem' in synthesis) return { problem: `could not implement ${synthesis.problem}` };
  // One example leaves a searched program to coincidence (the capitals of "Hello there World" counted as its
  // capitalised words): a prompt's searched program needs two examples at least.
  if (req.prompt && synthesis.how === 'search' && req.examples.length < 2) return { problem: `only one example is given for "${req.behaviour}", too few to choose a program by; add another` };
  // A statement about the empty input became an example of its own, so it is checked already.
  const emptyChecked = req.examples.some((e) => e.args.some((a) => a === '' || (Array.isArray(a) && !a.length)));
  const unmet = req.prompt && synthesis.how === 'search' ? unmetQualifier(emptyChecked ? withoutEmptyCase(req.behaviour) : req.behaviour, synthesis.program) : null;
  if (unmet) return { problem: `the part "${unmet}" of the description is not implemented by the program the examples led to` };
  const arity = req.examples[0]?.args.length ?? 1;
  if (req.prompt && req.prompt.params.length !== arity) return { problem: `the examples call ${req.name} with ${arity} argument${arity === 1 ? '' : 's'} but its def takes ${req.prompt.params.length}` };
  const broken = brokenProperty(req, synthesis.program, arity);
  if (broken) return { problem: `the program found for "${req.behaviour}" does not keep the stated property "${broken}"` };
  const { inputs, outputs } = exampleValues(req);
  let fn: RenderedFunction;
  let tests: SpecTest[];
  let run: CheckRun;
  if (req.language === 'JavaScript') {
    const missing = opsOf(synthesis.program).find((op) => !op.js);
    if (missing) return { problem: `the operation "${missing.name}" has no JavaScript rendering yet` };
    fn = renderJs(req, synthesis.program, arity, inputs, outputs);
    tests = jsSpecTests(req, fn, synthesis.program, arity);
    run = await runJsChecks(sandbox, req, fn, tests);
  } else {
    fn = renderPython(req, synthesis.program, arity, inputs, outputs);
    tests = specTests(req, fn, synthesis.program, arity);
    run = await runChecks(sandbox, req, fn, tests, command);
  }
  if (run.problem) return { problem: run.problem };
  if (!run.ok) return { problem: `the program written for "${req.behaviour}" did not pass its checks: ${run.summary}` };
  return { written: { fn, tests, run, how: synthesis.how, caveats } };
}

/** The reply: the file, then what was run and how it ended. */
export function describeWritten(req: CodeRequest, w: Written): string {
  const testFile = Object.keys(w.run.files).find((f) => /(?:^|\/)test_[^/]*$|\.test\.js$/.test(f) && f !== req.testFile?.name)!;
  const fence = req.language === 'JavaScript' ? 'js' : 'python';
  const sources = [...new Set(w.tests.map((t) => t.source))].join(', ');
  return [
    `${req.file}:`,
    '',
    `\`\`\`${fence}`,
    w.fn.code.trimEnd(),
    '```',
    '',
    `Checked with \`${w.run.command}\` in the sandbox: ${w.run.summary}. Tests run (${testFile}, ${w.tests.length} test${w.tests.length === 1 ? '' : 's'}: ${sources}${req.testFile ? `; and your ${req.testFile.name}` : ''}):`,
    '',
    `\`\`\`${fence}`,
    w.run.files[testFile].trimEnd(),
    '```',
  ].join('\n');
}
