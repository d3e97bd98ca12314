/**
 * The checks before anything is returned: a test file written from the specification (the examples
 * given, and each operation's edge cases with the value its reference meaning gives), the caller's own
 * asserts and test file, all run by the caller's checking command in the sandbox.
 */
import { checkArgv, SandboxUnavailable, toolchainProblem, type CheckCommand, type Sandbox } from '../../src/plugin-api.js';
import { kindOf } from './ops.js';
import { evaluate, opsOf, type Prog } from './program.js';
import { pyRepr, PyTuple, type PyValue } from './py-value.js';
import type { PythonFunction, RenderedFunction } from './render-python.js';
import type { CodeRequest } from './request.js';

export interface SpecTest {
  name: string;
  /** Where it comes from: `example`, `assert`, `edge: <operation>`. */
  source: string;
  body: string;
}

/** Inputs beside the examples, from each operation's edge cases, with the value the reference meaning gives. */
export function edgeCases(req: CodeRequest, program: Prog, arity: number): { input: PyValue; output: PyValue; op: string }[] {
  if (arity !== 1) return [];
  const out: { input: PyValue; output: PyValue; op: string }[] = [];
  const seen = new Set<string>();
  const exampleKind = req.examples[0] ? kindOf(req.examples[0].args[0]) : 'str';
  for (const op of opsOf(program)) {
    for (const edge of op.edges ?? []) {
      const input = pyRepr(edge);
      if (kindOf(edge) !== exampleKind || seen.has(input)) continue;
      const output = evaluate(program, [edge]);
      if (output === undefined) continue;
      seen.add(input);
      out.push({ input: edge, output, op: op.name });
    }
  }
  return out;
}

/** The inputs a stated property is tested on: the examples' and the edge cases'. */
export function propertyInputs(req: CodeRequest, program: Prog, arity: number): PyValue[][] {
  const all = [...req.examples.map((e) => [...e.args]), ...edgeCases(req, program, arity).map((e) => [e.input])];
  return all.filter((args, i) => all.findIndex((b) => pyRepr(new PyTuple(b)) === pyRepr(new PyTuple(args))) === i);
}

/** The first stated property the reference meaning breaks on those inputs, or null. */
export function brokenProperty(req: CodeRequest, program: Prog, arity: number): string | null {
  for (const p of req.properties) {
    for (const args of propertyInputs(req, program, arity)) {
      const out = evaluate(program, args);
      if (out === undefined || !p.holds(out, args)) return p.name.replace('_', ' ');
    }
  }
  return null;
}

export function specTests(req: CodeRequest, fn: RenderedFunction, program: Prog, arity: number): SpecTest[] {
  const tests: SpecTest[] = [];
  if (req.asserts.length) tests.push({ name: 'test_given_examples', source: 'your examples', body: req.asserts.join('\n') });
  edgeCases(req, program, arity).forEach((e, i) => tests.push({ name: `test_edge_${i + 1}`, source: `edge case of ${e.op}`, body: `assert ${fn.name}(${pyRepr(e.input)}) == ${pyRepr(e.output)}` }));
  for (const p of req.properties) {
    const inputs = propertyInputs(req, program, arity).map((args) => args.map(pyRepr).join(', '));
    const body = [`for args in [${inputs.map((a) => `(${a},)`).join(', ')}]:`, `    result = ${fn.name}(*args)`, `    ${p.py('result', 'args[0]')}`].join('\n');
    tests.push({ name: `test_property_${p.name}`, source: `the stated property: ${p.name.replace('_', ' ')}`, body });
  }
  return tests;
}

export function testFileText(fn: PythonFunction, tests: readonly SpecTest[]): string {
  const methods = tests.map((t) => `    def ${t.name}(self) -> None:\n        # ${t.source}\n${t.body.split('\n').map((l) => `        ${l}`).join('\n')}\n`);
  return `import math  # noqa: F401 (asserts may compare floats with math.isclose)\nimport unittest\n\nfrom ${fn.module} import ${fn.name}\n\n\nclass Test${fn.name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())}(unittest.TestCase):\n${methods.join('\n')}\n\nif __name__ == "__main__":\n    unittest.main()\n`;
}

export interface CheckRun {
  ok: boolean;
  command: CheckCommand;
  files: Record<string, string>;
  /** One line: what ran and how it ended ("7 passed"). */
  summary: string;
  output: string;
  problem?: string;
}

export async function runChecks(sandbox: Sandbox, req: CodeRequest, fn: PythonFunction, tests: readonly SpecTest[], command: CheckCommand): Promise<CheckRun> {
  // The tests sit beside the module, so `from <module> import …` finds it wherever the file is.
  const dir = req.file.includes('/') ? req.file.slice(0, req.file.lastIndexOf('/')) : '';
  const testName = `${dir ? `${dir}/` : ''}test_${fn.module}.py`;
  const files: Record<string, string> = { [req.file]: fn.code, [testName]: testFileText(fn, tests) };
  if (req.testFile) files[req.testFile.name] = req.testFile.text;
  const run: CheckCommand = command === 'make test' ? 'make test' : command;
  if (command === 'make test') {
    const python = (await toolchainProblem(sandbox, 'pytest')) ? 'python3 -m unittest -v' : 'python3 -m pytest -q -p no:cacheprovider';
    files.Makefile = `test:\n\t${python}\n`;
  }
  const problem = await toolchainProblem(sandbox, run);
  if (problem) return { ok: false, command, files, summary: problem, output: '', problem };
  let r;
  try {
    const argv = run === 'python3 -m unittest' && dir ? ['python3', '-m', 'unittest', 'discover', '-s', dir, '-t', dir, '-v'] : checkArgv(run);
    r = await sandbox.run({ command: argv, files });
  } catch (e) {
    if (e instanceof SandboxUnavailable) return { ok: false, command, files, summary: e.message, output: '', problem: `${command} cannot be run: ${e.message}` };
    throw e;
  }
  const output = `${r.stdout}${r.stderr}`.trim();
  return { ok: r.ok, command, files, summary: r.ok ? passedLine(output) ?? r.summary : `${r.summary}${failedLine(output)}`, output };
}

export function passedLine(output: string): string | null {
  const tap = /^# pass (\d+)$/m.exec(output);
  if (tap) return `${tap[1]} passed`;
  const pytest = /(\d+ passed[^\n]*?)(?: in [\d.]+s)?\s*=*\s*$/m.exec(output);
  if (pytest) return pytest[1].trim();
  const unittest = /Ran (\d+) tests?/.exec(output);
  return unittest ? `${unittest[1]} passed` : null;
}

export function failedLine(output: string): string {
  const line = /^(?:FAILED|ERROR|E  |not ok ).*$/m.exec(output)?.[0] ?? /(\d+ failed[^\n]*)/.exec(output)?.[1];
  return line ? ` (${line.trim().slice(0, 200)})` : '';
}

/** The values the examples call with and expect, for type hints. */
export function exampleValues(req: CodeRequest): { inputs: PyValue[][]; outputs: PyValue[] } {
  return { inputs: req.examples.map((e) => [...e.args]), outputs: req.examples.filter((e) => e.compare === 'eq').map((e) => e.expected) };
}
