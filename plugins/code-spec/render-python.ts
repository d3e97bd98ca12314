/**
 * Python rendering of a program: PEP 8, type hints from the examples (or the behaviour read), a docstring
 * restating the specification, one return expression. The same program always renders the same text.
 */
import { kindOf } from './ops.js';
import { helpersOf, importsOf, render, type Prog } from './program.js';
import { typeHint, type PyValue } from './py-value.js';
import type { PromptCode } from './prompt-code.js';
import type { CodeRequest } from './request.js';

/** A rendered function: its name and parameters, the module to import it from (the file's stem), the file's text. */
export interface RenderedFunction {
  name: string;
  params: string[];
  module: string;
  code: string;
}
export type PythonFunction = RenderedFunction;

const BASE_NAMES: Record<string, string[]> = { str: ['text', 'other'], num: ['n', 'm', 'k'], seq: ['items', 'others', 'more'], bool: ['flag', 'other_flag'] };

/** Parameter names: the signature's when written, else by kind (text, n, items, …). */
export function paramNames(req: CodeRequest, arity: number): string[] {
  if (req.params && req.params.length === arity) return req.params;
  const used: Record<string, number> = {};
  return Array.from({ length: arity }, (_, i) => {
    const kind = kindOf(req.examples[0]?.args[i] ?? '') ?? 'str';
    const names = BASE_NAMES[kind] ?? ['value'];
    const k = (used[kind] = (used[kind] ?? -1) + 1);
    return names[k] ?? `${names[0]}${k + 1}`;
  });
}

function docstring(req: CodeRequest): string {
  let line = req.behaviour.replace(/\s+/g, ' ').trim().replace(/[.]+$/, '');
  line = line ? `${line[0].toUpperCase()}${line.slice(1)}.` : `Return the value the examples describe.`;
  line = line.replace(/"""/g, "'''").replace(/\\/g, '\\\\');
  const words = line.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && (cur + ' ' + w).length > 72) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  lines.push(cur);
  return lines.length === 1 ? `    """${lines[0]}"""` : `    """${lines.join('\n    ')}\n    """`;
}

/**
 * A prompt completed in place: its code before the function and its def line and docstring as written,
 * the imports the body needs that the prompt does not already make, and the body.
 */
function completePrompt(prompt: PromptCode, program: Prog, params: readonly string[]): string {
  const imports = importsOf(program).filter((m) => !new RegExp(String.raw`^import ${m}\s*$`, 'm').test(prompt.preamble));
  const helpers = helpersOf(program).map((h) => `${h}\n\n\n`).join('');
  const preamble = prompt.preamble.replace(/\s+$/, '');
  const head = [imports.map((m) => `import ${m}`).join('\n'), preamble, helpers.trimEnd()].filter(Boolean).join('\n\n\n');
  return `${head ? `${head}\n\n\n` : ''}${prompt.signature}\n${prompt.docstring}\n${prompt.indent}return ${render(program, params)}\n`;
}

export function renderPython(req: CodeRequest, program: Prog, arity: number, inputs: readonly PyValue[][], outputs: readonly PyValue[]): RenderedFunction {
  const name = req.name ?? 'solution';
  const params = paramNames(req, arity);
  const module = req.file.replace(/\.py$/, '').split('/').at(-1)!;
  if (req.prompt) return { name, params, module, code: completePrompt(req.prompt, program, params) };
  const hints = params.map((p, i) => {
    const values = inputs.map((a) => a[i]);
    return `${p}: ${values.length ? typeHint(values) : 'str'}`;
  });
  const ret = outputs.length ? typeHint(outputs) : 'str';
  const imports = importsOf(program);
  const helpers = helpersOf(program).map((h) => `${h}\n\n\n`).join('');
  const head = `${imports.length ? `${imports.map((m) => `import ${m}`).join('\n')}\n\n\n` : ''}${helpers}`;
  const body = `    return ${render(program, params)}`;
  const code = `${head}def ${name}(${hints.join(', ')}) -> ${ret}:\n${docstring(req)}\n${body}\n`;
  return { name, params, module, code };
}
