/**
 * JavaScript rendering of a program: an ES module exporting one function, a JSDoc comment restating the
 * specification with types from the examples, one return expression with Python's meaning kept (floor
 * modulo, numeric sorts). The same program always renders the same text.
 */
import { jsDocType } from './js-value.js';
import { helpersOf, render, type Prog } from './program.js';
import type { PyValue } from './py-value.js';
import type { RenderedFunction } from './render-python.js';
import { paramNames } from './render-python.js';
import type { CodeRequest } from './request.js';

function jsDoc(req: CodeRequest, params: readonly string[], inputs: readonly PyValue[][], outputs: readonly PyValue[]): string {
  let line = req.behaviour.replace(/\s+/g, ' ').trim().replace(/[.]+$/, '');
  line = line ? `${line[0].toUpperCase()}${line.slice(1)}.` : 'Returns the value the examples describe.';
  const words = line.replace(/\*\//g, '* /').split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && `${cur} ${w}`.length > 76) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  lines.push(cur);
  // With no examples the behaviour read is a text transformation: strings in and out.
  const typeOf = (values: readonly PyValue[]) => (values.length ? jsDocType(values) : 'string');
  const types = params.map((p, i) => ` * @param {${typeOf(inputs.map((a) => a[i]))}} ${p}`);
  return ['/**', ...lines.map((l) => ` * ${l}`), ...types, ` * @returns {${typeOf(outputs)}}`, ' */'].join('\n');
}

export function renderJs(req: CodeRequest, program: Prog, arity: number, inputs: readonly PyValue[][], outputs: readonly PyValue[]): RenderedFunction {
  const name = req.name ?? 'solution';
  const params = paramNames(req, arity);
  const helpers = helpersOf(program, 'js').map((h) => `${h}\n\n`).join('');
  const code = `${helpers}${jsDoc(req, params, inputs, outputs)}\nexport function ${name}(${params.join(', ')}) {\n  return ${render(program, params, 'js')};\n}\n`;
  const module = req.file.split('/').at(-1)!.replace(/\.m?js$/, '');
  return { name, params, module, code };
}
