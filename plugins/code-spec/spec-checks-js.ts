/**
 * The checks of a JavaScript function: a node:test file from the examples given and each operation's edge
 * cases (expected values from the reference meaning), run by `npm test` in the sandbox over the module.
 */
import { checkArgv, SandboxUnavailable, toolchainProblem, type Sandbox } from '../../src/plugin-api.js';
import { jsRepr } from './js-value.js';
import type { Prog } from './program.js';
import type { RenderedFunction } from './render-python.js';
import type { CodeRequest } from './request.js';
import type { Example } from './search.js';
import { edgeCases, failedLine, passedLine, propertyInputs, type CheckRun, type SpecTest } from './spec-checks.js';

function assertion(fn: RenderedFunction, args: readonly Example['args'][number][], expected: Example['expected'], compare: Example['compare']): string {
  const call = `${fn.name}(${args.map(jsRepr).join(', ')})`;
  if (compare === 'close') return `assert.ok(Math.abs(${call} - ${jsRepr(expected)}) <= 1e-6 * Math.max(1, Math.abs(${jsRepr(expected)})));`;
  if (compare === 'set') return `assert.deepStrictEqual(new Set(${call}), new Set(${jsRepr(expected)}));`;
  return `assert.deepStrictEqual(${call}, ${jsRepr(expected)});`;
}

export function jsSpecTests(req: CodeRequest, fn: RenderedFunction, program: Prog, arity: number): SpecTest[] {
  const tests: SpecTest[] = [];
  if (req.examples.length) tests.push({ name: 'your examples', source: 'your examples', body: req.examples.map((e) => assertion(fn, e.args, e.expected, e.compare)).join('\n') });
  edgeCases(req, program, arity).forEach((e, i) => tests.push({ name: `edge case ${i + 1}`, source: `edge case of ${e.op}`, body: assertion(fn, [e.input], e.output, 'eq') }));
  for (const p of req.properties) {
    const inputs = propertyInputs(req, program, arity).map((args) => `[${args.map(jsRepr).join(', ')}]`);
    const body = [`for (const args of [${inputs.join(', ')}]) {`, `  const result = ${fn.name}(...args);`, `  ${p.js('result', 'args[0]')};`, '}'].join('\n');
    tests.push({ name: `property ${p.name.replace('_', ' ')}`, source: `the stated property: ${p.name.replace('_', ' ')}`, body });
  }
  return tests;
}

export function jsTestFileText(fn: RenderedFunction, tests: readonly SpecTest[]): string {
  const cases = tests.map((t) => `// ${t.source}\ntest('${t.name}', () => {\n${t.body.split('\n').map((l) => `  ${l}`).join('\n')}\n});\n`);
  return `import assert from 'node:assert/strict';\nimport { test } from 'node:test';\n\nimport { ${fn.name} } from './${fn.module}.js';\n\n${cases.join('\n')}`;
}

/** The package file `npm test` needs: an ES module package whose test script is node's own runner. */
export const PACKAGE_JSON = `${JSON.stringify({ private: true, type: 'module', scripts: { test: 'node --test' } }, null, 2)}\n`;

export async function runJsChecks(sandbox: Sandbox, req: CodeRequest, fn: RenderedFunction, tests: readonly SpecTest[]): Promise<CheckRun> {
  const dir = req.file.includes('/') ? req.file.slice(0, req.file.lastIndexOf('/') + 1) : '';
  const files: Record<string, string> = { [req.file]: fn.code, [`${dir}${fn.module}.test.js`]: jsTestFileText(fn, tests), 'package.json': PACKAGE_JSON };
  const problem = await toolchainProblem(sandbox, 'npm test');
  if (problem) return { ok: false, command: 'npm test', files, summary: problem, output: '', problem };
  let r;
  try {
    r = await sandbox.run({ command: checkArgv('npm test'), files });
  } catch (e) {
    if (e instanceof SandboxUnavailable) return { ok: false, command: 'npm test', files, summary: e.message, output: '', problem: `npm test cannot be run: ${e.message}` };
    throw e;
  }
  const output = `${r.stdout}${r.stderr}`.trim();
  return { ok: r.ok, command: 'npm test', files, summary: r.ok ? passedLine(output) ?? r.summary : `${r.summary}${failedLine(output)}`, output };
}
