/**
 * Properties a specification states about every result ("the output is sorted", "never negative", "the same
 * length as the input"): read from the prose, checked on the reference meaning over the examples' and edge
 * inputs before anything is written, and run as property tests over those inputs in the sandbox.
 */
import { kindOf, sorted } from './op-kit.js';
import { num, pyEqual, PyTuple, type PyValue } from './py-value.js';

export interface Property {
  name: 'sorted' | 'non_negative' | 'same_length';
  /** Whether the result for these arguments has the property (undefined: it cannot apply). */
  holds: (out: PyValue, args: readonly PyValue[]) => boolean;
  py: (result: string, first: string) => string;
  js: (result: string, first: string) => string;
}

const items = (v: PyValue) => (Array.isArray(v) ? v : v instanceof PyTuple ? v.items : typeof v === 'string' ? [...v] : undefined);

const PROPERTIES: readonly [RegExp, Property][] = [
  [
    /\b(?:output|result|returned list|list returned|it) (?:is|must be|should be|comes out|stays) (?:always )?sorted\b|\breturns? (?:a|the list) sorted\b/i,
    { name: 'sorted', holds: (out) => { const xs = items(out); const s = xs && sorted(xs); return !!s && s.every((v, i) => pyEqual(v, xs![i])); }, py: (r) => `assert list(${r}) == sorted(${r})`, js: (r) => `assert.deepStrictEqual([...${r}], [...${r}].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)))` },
  ],
  [
    /\b(?:never|not ever) (?:be |returns? (?:a )?)?negative\b|\b(?:output|result) is (?:always )?non-?negative\b|\bnon-?negative (?:result|output|value)s?\b/i,
    { name: 'non_negative', holds: (out) => kindOf(out) === 'num' && (num(out) ?? -1) >= 0, py: (r) => `assert ${r} >= 0`, js: (r) => `assert.ok(${r} >= 0)` },
  ],
  [
    /\b(?:the )?same length as (?:the |its )?(?:input|argument|list|string|text)\b|\b(?:output|result) (?:has|keeps) the same length\b/i,
    { name: 'same_length', holds: (out, args) => { const a = items(out); const b = args[0] === undefined ? undefined : items(args[0]); return !!a && !!b && a.length === b.length; }, py: (r, first) => `assert len(${r}) == len(${first})`, js: (r, first) => `assert.strictEqual(${r}.length, ${first}.length)` },
  ],
];

export function readProperties(prose: string): Property[] {
  return PROPERTIES.filter(([re]) => re.test(prose)).map(([, p]) => p);
}
