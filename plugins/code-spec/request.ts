/**
 * Reading a code request: the language and file, the function's name and parameters, the behaviour in
 * prose, the examples given inline ("slugify('Hello  World') == 'hello-world'", ">>> f(2)\n4", "f(2)
 * returns 4"), the asserts or test file sent with it, and the checking command it ends with.
 */
import { CHECK_COMMANDS, type CheckCommand } from '../../src/plugin-api.js';
import { literal, parsePy, type PyNode } from './py-parse.js';

import { readProperties, type Property } from './properties.js';
import { docProse, emptyCase, readPromptCode, type PromptCode } from './prompt-code.js';
import { kindOf } from './op-kit.js';
import { pyRepr, PyTuple, type PyValue } from './py-value.js';
import type { Example } from './search.js';

export interface CodeRequest {
  language: string;
  /** The file to write, as named (or the function's name + .py when none is). */
  file: string;
  fileNamed: boolean;
  name: string | null;
  /** Parameter names from a signature, when one is written. */
  params: string[] | null;
  /** The behaviour in prose (the sentence that says what the function does). */
  behaviour: string;
  examples: Example[];
  /** Assert statements as written (run verbatim as the caller's tests). */
  asserts: string[];
  /** A test file sent with the request. */
  testFile: { name: string; text: string } | null;
  command: CheckCommand | null;
  /** Properties stated of every result ("the output is sorted"), run as property tests. */
  properties: Property[];
  /** Parts that could not be read, each said in a few words. */
  problems: string[];
  /** The Python prompt the request was sent as (a def and its docstring), completed in place. */
  prompt: PromptCode | null;
}

/** Each language by its name or file first, then by weaker signs (its checking command, `def`). */
const LANGUAGES: [RegExp, RegExp, string][] = [
  [/\bpython\b|\.py\b/i, /\bdef \w+\(|\bpytest\b|\bunittest\b/i, 'Python'],
  [/\btypescript\b|\.ts\b/i, /$^/, 'TypeScript'],
  [/\bjavascript\b|\bnode(?:\.js)?\b|\.m?js\b|\bin JS\b|\bJS function\b/i, /\bnpm test\b/i, 'JavaScript'],
  [/\brust\b|\.rs\b/i, /\bcargo test\b/i, 'Rust'],
  [/\bgo(?:lang)?\b(?= (?:function|program|func))|\.go\b/i, /\bgo test\b/i, 'Go'],
  [/\bjava\b|\.java\b/i, /$^/, 'Java'],
  [/\bc\+\+|\.cpp\b/i, /$^/, 'C++'],
];

function languageOf(text: string): string {
  return (LANGUAGES.find(([strong]) => strong.test(text)) ?? LANGUAGES.find(([, weak]) => weak.test(text)))?.[2] ?? 'Python';
}

const COMMAND_RES: [RegExp, CheckCommand][] = [
  [/\bpython3? -m unittest\b|\bunittest\b/i, 'python3 -m unittest'],
  [/\b(?:python3? -m )?pytest\b/i, 'pytest'],
  [/\bnpm (?:run )?test\b/i, 'npm test'],
  [/\bcargo test\b/i, 'cargo test'],
  [/\bgo test\b/i, 'go test'],
  [/\bmake test\b/i, 'make test'],
];

function readCommand(text: string): CheckCommand | null {
  // The request ends with the checking command: the last one named wins.
  let best: { at: number; cmd: CheckCommand } | null = null;
  for (const [re, cmd] of COMMAND_RES) {
    const all = [...text.matchAll(new RegExp(re.source, 'gi'))];
    const last = all.at(-1);
    if (last && (!best || last.index > best.at)) best = { at: last.index, cmd };
  }
  return best && CHECK_COMMANDS.includes(best.cmd) ? best.cmd : null;
}

function callOf(node: PyNode): { fn: string; args: PyNode[] } | null {
  return node.kind === 'call' ? { fn: node.fn, args: node.args } : null;
}

const WRAPPERS = new Set(['set', 'sorted', 'frozenset']);

/** An example from `f(args) == value` (possibly inside set()/sorted() or math.isclose). */
function exampleOf(node: PyNode, name: string | null): { name: string; ex: Example } | null {
  let compare: Example['compare'] = 'eq';
  let left: PyNode;
  let right: PyNode;
  if (node.kind === 'compare' && (node.op === '==' || node.op === 'is')) {
    left = node.left;
    right = node.right;
  } else if (node.kind === 'call' && /(?:^|\.)isclose$/.test(node.fn) && node.args.length === 2) {
    [left, right] = node.args;
    compare = 'close';
  } else if (node.kind === 'not' && node.operand.kind === 'call') {
    left = node.operand;
    right = { kind: 'lit', value: false };
  } else if (node.kind === 'call' && !WRAPPERS.has(node.fn)) {
    left = node;
    right = { kind: 'lit', value: true };
  } else return null;
  let call = callOf(left);
  if (call && WRAPPERS.has(call.fn) && call.args.length === 1 && callOf(call.args[0])) {
    compare = call.fn === 'sorted' ? 'eq' : 'set';
    const inner = callOf(call.args[0])!;
    if (call.fn === 'sorted') return null;
    call = inner;
    const r = callOf(right);
    if (r && WRAPPERS.has(r.fn) && r.args.length === 1) right = r.args[0];
  }
  if (!call || (name && call.fn !== name) || WRAPPERS.has(call.fn) || call.fn.includes('.')) return null;
  const args = call.args.map(literal);
  const expected = literal(right);
  if (args.some((a) => a === undefined) || expected === undefined) return null;
  return { name: call.fn, ex: { args: args as PyValue[], expected, compare } };
}

/** The end of a call written from `open` (the index of its "("), or -1 when it does not close on the line. */
function callEnd(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '\n') return -1;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth === 0) return ch === ')' ? i + 1 : -1;
  }
  return -1;
}

const SAID = /^\s*(?:===|==>|==|->|-->|→|➞|⟶|=>|=(?!=)|returns|should return|should be|should give|gives|is)\s*/;

/** The longest start of `rest` that is a Python literal (the value an example states), or null. */
function literalPrefix(rest: string): string | null {
  const line = rest.replace(/[ \t]*(?:#.*)?$/, '');
  const ends = [line.length, ...[...line.matchAll(/[\s,;.](?=\s|$)|\s/g)].map((m) => m.index)].filter((e, i, all) => e > 0 && all.indexOf(e) === i).sort((a, b) => b - a);
  for (const end of ends.slice(0, 12)) {
    const src = line.slice(0, end).trim().replace(/[.,;]$/, '');
    if (!src) continue;
    // JavaScript's true/false/null read as Python's, so a JS example's value is found too.
    const node = tryParse(pythonish(src));
    if (node && literal(node) !== undefined) return src;
  }
  return null;
}

/** Calls written with their value in prose: `f(x) == y`, `f(x) ➞ y`, `f(x) ==> y`, `f(x) returns y`. */
function inlineExamples(text: string): { call: string; value: string }[] {
  const out: { call: string; value: string }[] = [];
  for (const m of text.matchAll(/(?<![\w.>])[A-Za-z_]\w*\(/g)) {
    const end = callEnd(text, m.index + m[0].length - 1);
    if (end < 0) continue;
    const said = SAID.exec(text.slice(end, end + 20));
    if (!said) continue;
    const value = literalPrefix(text.slice(end + said[0].length).split('\n')[0]);
    if (value !== null) out.push({ call: text.slice(m.index, end), value });
  }
  return out;
}

function tryParse(src: string): PyNode | null {
  try {
    return parsePy(src);
  } catch {
    return null;
  }
}

/** JavaScript's literals and equality as Python's, so one reader serves both ("f(x) === true"). */
function pythonish(src: string): string {
  return src.replace(/('[^']*'|"[^"]*")|\b(true|false|null|undefined)\b|===/g, (all, quoted: string | undefined, word: string | undefined) => (quoted ? all : word ? ({ true: 'True', false: 'False', null: 'None', undefined: 'None' } as Record<string, string>)[word] : '=='));
}

/**
 * The examples of a request: asserts (kept as the caller's tests when `keepAsserts`), Node asserts, doctests
 * and calls written with their value in prose. The function's name is taken from the first when not known.
 */
function readExamples(text: string, proseOnly: string, known: string | null, js: boolean, keepAsserts: boolean): { name: string | null; examples: Example[]; asserts: string[] } {
  let name = known;
  const asserts: string[] = [];
  const examples: Example[] = [];
  const add = (written: string, keepAssert: boolean) => {
    const src = js ? pythonish(written) : written;
    const node = tryParse(src);
    const got = node && exampleOf(node, name);
    if (got) {
      name ??= got.name;
      examples.push(got.ex);
    }
    if (keepAssert) asserts.push(`assert ${src}`);
  };
  for (const m of text.matchAll(/^[ \t]*assert\s+(.+?)\s*(?:,\s*(["']).*\2)?\s*$/gm)) add(m[1], keepAsserts);
  // Node's assert module: assert.strictEqual(f(x), y) and its deep forms.
  if (js) for (const m of text.matchAll(/^[ \t]*assert\.(?:deep)?(?:strict)?equal\s*\((.+)\);?\s*$/gim)) {
    const call = /^([A-Za-z_]\w*\((?:[^()]|\([^()]*\))*\))\s*,\s*(.+)$/.exec(m[1]);
    if (call) add(`${call[1]} == ${call[2]}`, true);
  }
  // Doctest examples: ">>> f(x)" with the value on the next line.
  for (const m of text.matchAll(/^[ \t]*>>>\s*(.+)\n[ \t]*(\S.*)$/gm)) {
    if (/^>>>/.test(m[2].trim())) continue;
    const node = tryParse(`${m[1]} == ${m[2]}`);
    if (node) add(`${m[1]} == ${m[2]}`, true);
  }
  // Inline examples in prose: "slugify('Hello  World') == 'hello-world'", "f(2) returns 4", "f(2) ➞ 4".
  for (const { call, value } of inlineExamples(proseOnly)) {
    const src = `${call} == ${value}`;
    const node = tryParse(js ? pythonish(src) : src);
    if (node && exampleOf(node, name)) add(src, true);
  }

  return { name, examples, asserts };
}

/**
 * The example a docstring states for an empty input ("(0 for an empty list)", "If the string is empty,
 * return ''"): the first example with the one parameter of that kind made empty.
 */
function emptyInputExample(prompt: PromptCode, behaviour: string, examples: readonly Example[]): { example: Example; written: string } | null {
  const said = emptyCase(behaviour);
  const first = examples[0];
  if (!said || !first) return null;
  const wanted = /^(?:string|text|word|sentence)$/.test(said.input) ? 'str' : said.input === 'input' ? null : 'seq';
  const at = first.args.map((a, i) => (wanted ? kindOf(a) === wanted : kindOf(a) === 'str' || kindOf(a) === 'seq') ? i : -1).filter((i) => i >= 0);
  if (at.length !== 1) return null;
  const node = tryParse(said.value);
  const value = node && literal(node);
  if (value === undefined || value === null && said.value !== 'None') return null;
  const hole = first.args[at[0]];
  const empty: PyValue = typeof hole === 'string' ? '' : hole instanceof PyTuple ? new PyTuple([]) : [];
  const args = first.args.map((a, i) => (i === at[0] ? empty : a));
  if (examples.some((e) => pyRepr(new PyTuple(e.args)) === pyRepr(new PyTuple(args)))) return null;
  return { example: { args, expected: value, compare: first.compare === 'set' ? 'set' : 'eq' }, written: `${prompt.name}(${args.map(pyRepr).join(', ')}) == ${said.value}` };
}

/** A request sent as a Python prompt: the def's name and parameters, the docstring's prose and examples. */
function promptRequest(text: string, prompt: PromptCode): CodeRequest {
  const outside = text.replace(/```[\s\S]*?```/g, ' ').split(prompt.signature)[0];
  const behaviour = docProse(prompt.doc, prompt.name);
  const { examples, asserts } = readExamples(prompt.doc, prompt.doc.replace(/^[ \t]*>>>.*$/gm, ' '), prompt.name, false, true);
  const empty = emptyInputExample(prompt, behaviour, examples);
  if (empty) {
    examples.push(empty.example);
    asserts.push(`assert ${empty.written}`);
  }
  const fileMatch = /(?<![\w/])((?:[\w-]+\/)*[\w-]+\.py)\b/.exec(outside.replace(/\btest_\w+\.py\b/g, ''));
  return {
    language: 'Python',
    file: fileMatch?.[1] ?? `${prompt.name}.py`,
    fileNamed: !!fileMatch,
    name: prompt.name,
    params: prompt.params.map((p) => p.name),
    behaviour,
    examples,
    asserts,
    testFile: null,
    command: readCommand(outside),
    properties: readProperties(behaviour),
    problems: [],
    prompt,
  };
}

export function readCodeRequest(text: string): CodeRequest {
  const prompt = readPromptCode(text);
  if (prompt && !/\bdef test_\w+|\bimport (?:pytest|unittest)\b/.test(text)) return promptRequest(text, prompt);
  const problems: string[] = [];
  const language = languageOf(text);
  const js = language === 'JavaScript';
  const fence = /```(?:python|py)?\n([\s\S]*?)```/i.exec(text);
  const fenced = fence?.[1] ?? '';
  const testFile = /\bdef test_\w+|\bimport (?:pytest|unittest)\b/.test(fenced) ? { name: /\b(test_\w+\.py)\b/.exec(text)?.[1] ?? 'test_given.py', text: fenced } : null;
  const prose = text.replace(/```[\s\S]*?```/g, ' ');
  const signature = /\bdef\s+(?!test_)([A-Za-z_]\w*)\s*\(([^)]*)\)/.exec(text.replace(/```[\s\S]*?```/g, ' ')) ?? /\b(?:function|method|def)\s+`?([A-Za-z_]\w*)\s*\(([^)]*)\)`?/i.exec(prose) ?? /\b([A-Za-z_]\w*)\(([A-Za-z_][\w]*(?:\s*,\s*[A-Za-z_]\w*)*)?\)(?= (?:in|that|which|to)\b)/.exec(prose);
  let name = signature?.[1] ?? null;
  const params = signature ? signature[2].split(',').map((p) => p.split(/[:=]/)[0].trim()).filter((p) => p && p !== 'self' && !p.startsWith('*')) : null;

  const proseOnly = prose.replace(/^[ \t]*(?:assert|>>>).*$/gm, ' ');
  const read = readExamples(text, proseOnly, name, js, !testFile);
  name = read.name;
  const { examples, asserts } = read;

  const fileMatch = /(?<![\w/])((?:[\w-]+\/)*[\w-]+\.(?:py|js|mjs|ts|rs|go|java|cpp))\b/.exec(proseOnly.replace(/\btest_\w+\.py\b/g, ''));
  const command = readCommand(text);
  const behaviour = behaviourOf(proseOnly, name);
  if (!name) problems.push('the function name (write it as name(parameters))');
  return {
    language,
    file: fileMatch?.[1] ?? `${name ?? 'solution'}.${js ? 'js' : 'py'}`,
    fileNamed: !!fileMatch,
    name,
    params,
    behaviour,
    examples,
    asserts,
    testFile,
    command,
    properties: readProperties(proseOnly),
    problems,
    prompt: null,
  };
}

/** The prose that says what the function does: after "that"/"which"/"to", up to the checking instruction. */
function behaviourOf(prose: string, name: string | null): string {
  const text = prose
    .replace(/,?\s*\(?\b(?:e\.g\.|for example|for instance|such as|like so)[,:]?\s[^.]*?\)?(?=\.\s|\.?$|\n)/gi, '')
    .replace(/\bYour code should pass (?:these|the following) tests:?/i, ' ')
    .replace(/(?:^|[.!\n]\s*)(?:check|test|verify|run)(?:ed)? (?:it |them |this )?(?:with|using|by running)\b[^.\n]*[.!]?/gi, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  const at = name ? text.indexOf(`${name}(`) : -1;
  const rest = at >= 0 ? text.slice(at) : text;
  const m = /\b(?:that|which|to|so that it|it should|should)\s+(.+?)(?:\.(?:\s|$)|$)/i.exec(rest);
  return (m?.[1] ?? rest).replace(/\s*(?:for example|e\.g\.|example:).*$/i, '').trim();
}
