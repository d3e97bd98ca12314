/**
 * The typed operation library: each operation has a reference meaning in TypeScript (what the
 * synthesizer evaluates candidates with), a Python rendering, the prose words that name it, and the edge
 * cases it must handle (which become generated tests). A reference returns undefined where Python would
 * raise, so such a candidate is dropped; the sandbox run over the rendered Python has the last word.
 */
import { num, pyEqual, PyFloat, PyTuple, type PyValue } from './py-value.js';

export type Kind = 'num' | 'bool' | 'str' | 'seq';

export interface Op {
  name: string;
  args: readonly Kind[];
  out: Kind;
  ref: (...a: PyValue[]) => PyValue | undefined;
  py: (...a: string[]) => string;
  /** Renders as an infix expression (arguments that are infix too get parentheses). */
  infix?: boolean;
  /** Python modules the rendering uses. */
  imports?: readonly string[];
  /** Words in a specification that name this operation. */
  words?: RegExp;
  /** Inputs (for a one-argument use) the generated tests cover: empty, unicode, negative. */
  edges?: readonly PyValue[];
}

export function kindOf(v: PyValue): Kind | null {
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number' || v instanceof PyFloat) return 'num';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v) || v instanceof PyTuple) return 'seq';
  return null;
}

const items = (v: PyValue): readonly PyValue[] | undefined => (Array.isArray(v) ? v : v instanceof PyTuple ? v.items : undefined);
const nums = (v: PyValue): number[] | undefined => {
  const xs = items(v);
  if (!xs) return undefined;
  const out = xs.map(num);
  return out.every((x): x is number => x !== null && typeof xs[0] !== 'boolean') ? out : undefined;
};
const isFloat = (...vs: PyValue[]) => vs.some((v) => v instanceof PyFloat);
/** An int result stays an int; otherwise a float, as Python does. */
const arith = (f: (x: number, y: number) => number | undefined) => (a: PyValue, b: PyValue) => {
  const x = num(a);
  const y = num(b);
  if (x === null || y === null || typeof a === 'boolean' || typeof b === 'boolean') return undefined;
  const r = f(x, y);
  if (r === undefined || !Number.isFinite(r) || Math.abs(r) > 2 ** 52) return undefined;
  return isFloat(a, b) ? new PyFloat(r) : r;
};
const str1 = (f: (s: string) => PyValue | undefined) => (a: PyValue) => (typeof a === 'string' ? f(a) : undefined);
const seq1 = (f: (xs: readonly PyValue[]) => PyValue | undefined) => (a: PyValue) => {
  const xs = items(a);
  return xs ? f(xs) : undefined;
};
const numSeq1 = (f: (xs: number[], float: boolean) => PyValue | undefined) => (a: PyValue) => {
  const xs = nums(a);
  return xs ? f(xs, (items(a) ?? []).some((v) => v instanceof PyFloat)) : undefined;
};
const asNum = (n: number, float: boolean): PyValue => (float ? new PyFloat(n) : n);
const sortKey = (a: PyValue, b: PyValue): number | undefined => {
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
};
const sorted = (xs: readonly PyValue[]): PyValue[] | undefined => {
  let bad = false;
  const out = [...xs].sort((a, b) => {
    const k = sortKey(a, b);
    if (k === undefined) bad = true;
    return k ?? 0;
  });
  return bad ? undefined : out;
};
const dedupe = (xs: readonly PyValue[]) => xs.filter((x, i) => xs.findIndex((y) => pyEqual(x, y)) === i);
const isWs = (c: string) => /\s/.test(c);

export const STRING_EDGES: readonly PyValue[] = ['', ' ', 'Ünïcödé Straße', '  Mixed   Case  '];
export const NUMBER_EDGES: readonly PyValue[] = [0, 1, -7];
export const SEQ_EDGES: readonly PyValue[] = [[], [-3, 0, 5, 5]];

export const OPS: readonly Op[] = [
  // numbers
  { name: 'add', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x + y), py: (a, b) => `${a} + ${b}`, words: /\b(?:add|sum|plus|total|average|mean|perimeter)/i },
  { name: 'sub', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x - y), py: (a, b) => `${a} - ${b}`, words: /\b(?:subtract|minus|difference|diff|distance)/i },
  { name: 'mul', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x * y), py: (a, b) => `${a} * ${b}`, words: /\b(?:multipl|product|times|area|volume|perimeter)/i },
  { name: 'div', args: ['num', 'num'], out: 'num', infix: true, ref: (a, b) => { const r = arith((x, y) => (y === 0 ? undefined : x / y))(a, b); return typeof r === 'number' ? new PyFloat(r) : r; }, py: (a, b) => `${a} / ${b}`, words: /\b(?:divide|average|mean|ratio|half)/i },
  { name: 'floordiv', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y === 0 ? undefined : Math.floor(x / y))), py: (a, b) => `${a} // ${b}` },
  { name: 'mod', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y === 0 ? undefined : x - y * Math.floor(x / y))), py: (a, b) => `${a} % ${b}`, words: /\b(?:remainder|modulo|divisible|even|odd)/i },
  { name: 'pow', args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y < 0 || y > 12 ? undefined : x ** y)), py: (a, b) => `${a} ** ${b}`, words: /\b(?:power|square|cube)/i },
  { name: 'abs', args: ['num'], out: 'num', ref: (a) => (typeof a === 'number' ? Math.abs(a) : a instanceof PyFloat ? new PyFloat(Math.abs(a.value)) : undefined), py: (a) => `abs(${a})`, words: /\babsolute/i, edges: NUMBER_EDGES },
  { name: 'sqrt', args: ['num'], out: 'num', ref: (a) => { const x = num(a); return x === null || x < 0 || typeof a === 'boolean' ? undefined : new PyFloat(Math.sqrt(x)); }, py: (a) => `math.sqrt(${a})`, imports: ['math'], words: /\bsquare root/i },
  // comparisons and logic
  { name: 'eq', args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => (num(a) === null || num(b) === null ? undefined : pyEqual(a, b)), py: (a, b) => `${a} == ${b}` },
  { name: 'lt', args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => { const x = num(a); const y = num(b); return x === null || y === null ? undefined : x < y; }, py: (a, b) => `${a} < ${b}` },
  { name: 'gt', args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => { const x = num(a); const y = num(b); return x === null || y === null ? undefined : x > y; }, py: (a, b) => `${a} > ${b}` },
  { name: 'not', args: ['bool'], out: 'bool', ref: (a) => (typeof a === 'boolean' ? !a : undefined), py: (a) => `not ${a}`, infix: true },
  // strings
  { name: 'lower', args: ['str'], out: 'str', ref: str1((s) => s.toLowerCase()), py: (a) => `${a}.lower()`, words: /\blower/i, edges: STRING_EDGES },
  { name: 'upper', args: ['str'], out: 'str', ref: str1((s) => s.toUpperCase()), py: (a) => `${a}.upper()`, words: /\bupper/i, edges: STRING_EDGES },
  { name: 'strip', args: ['str'], out: 'str', ref: str1((s) => s.trim()), py: (a) => `${a}.strip()`, words: /\b(?:trim|strip|whitespace)/i, edges: STRING_EDGES },
  { name: 'swapcase', args: ['str'], out: 'str', ref: str1((s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')), py: (a) => `${a}.swapcase()`, words: /\b(?:swap|toggle)/i },
  { name: 'reverse_str', args: ['str'], out: 'str', ref: str1((s) => [...s].reverse().join('')), py: (a) => `${a}[::-1]`, words: /\brevers/i, edges: STRING_EDGES },
  { name: 'len', args: ['str'], out: 'num', ref: str1((s) => [...s].length), py: (a) => `len(${a})`, words: /\b(?:length|how many characters|count)/i, edges: STRING_EDGES },
  { name: 'split_ws', args: ['str'], out: 'seq', ref: str1((s) => s.split(/\s+/).filter(Boolean)), py: (a) => `${a}.split()`, words: /\b(?:split|words)/i, edges: STRING_EDGES },
  { name: 'collapse_ws', args: ['str'], out: 'str', ref: str1((s) => s.replace(/\s+/g, ' ')), py: (a) => `re.sub(r"\\s+", " ", ${a})`, imports: ['re'], words: /\b(?:collapse|runs of (?:white)?spaces?)/i },
  { name: 'remove_spaces', args: ['str'], out: 'str', ref: str1((s) => s.replace(/ /g, '')), py: (a) => `${a}.replace(" ", "")`, words: /\bremov\w* (?:all )?(?:the )?(?:white)?spaces/i },
  { name: 'first_char', args: ['str'], out: 'str', ref: str1((s) => (s ? s[0] : undefined)), py: (a) => `${a}[0]`, words: /\bfirst (?:char|letter)/i },
  { name: 'last_char', args: ['str'], out: 'str', ref: str1((s) => (s ? s[s.length - 1] : undefined)), py: (a) => `${a}[-1]`, words: /\blast (?:char|letter)/i },
  { name: 'is_palindrome', args: ['str'], out: 'bool', ref: str1((s) => s === [...s].reverse().join('')), py: (a) => `${a} == ${a}[::-1]`, words: /\bpalindrom/i },
  { name: 'isdigit', args: ['str'], out: 'bool', ref: str1((s) => s.length > 0 && /^[0-9]+$/.test(s)), py: (a) => `${a}.isdigit()`, words: /\bdigit/i },
  { name: 'count_vowels', args: ['str'], out: 'num', ref: str1((s) => [...s].filter((c) => 'aeiouAEIOU'.includes(c)).length), py: (a) => `sum(1 for ch in ${a} if ch in "aeiouAEIOU")`, words: /\bvowel/i, edges: STRING_EDGES },
  { name: 'str_num', args: ['num'], out: 'str', ref: (a) => (typeof a === 'number' ? String(a) : undefined), py: (a) => `str(${a})` },
  { name: 'join_space', args: ['seq'], out: 'str', ref: seq1((xs) => (xs.every((x) => typeof x === 'string') ? xs.join(' ') : undefined)), py: (a) => `" ".join(${a})`, words: /\bjoin/i },
  { name: 'join_empty', args: ['seq'], out: 'str', ref: seq1((xs) => (xs.every((x) => typeof x === 'string') ? xs.join('') : undefined)), py: (a) => `"".join(${a})`, words: /\b(?:join|concatenat)/i },
  // sequences
  { name: 'len_seq', args: ['seq'], out: 'num', ref: seq1((xs) => xs.length), py: (a) => `len(${a})`, words: /\b(?:length|number of|how many|count)/i, edges: SEQ_EDGES },
  { name: 'sum', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => asNum(xs.reduce((s, x) => s + x, 0), f)), py: (a) => `sum(${a})`, words: /\b(?:sum|total|add)/i, edges: SEQ_EDGES },
  { name: 'max', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => (xs.length ? asNum(Math.max(...xs), f) : undefined)), py: (a) => `max(${a})`, words: /\b(?:max|largest|biggest|greatest|highest)/i },
  { name: 'min', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => (xs.length ? asNum(Math.min(...xs), f) : undefined)), py: (a) => `min(${a})`, words: /\b(?:min|smallest|lowest|least)/i },
  { name: 'product', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => asNum(xs.reduce((s, x) => s * x, 1), f)), py: (a) => `math.prod(${a})`, imports: ['math'], words: /\b(?:product|multipl)/i, edges: SEQ_EDGES },
  { name: 'sorted', args: ['seq'], out: 'seq', ref: seq1(sorted), py: (a) => `sorted(${a})`, words: /\b(?:sort|order|ascending)/i, edges: SEQ_EDGES },
  { name: 'sorted_desc', args: ['seq'], out: 'seq', ref: seq1((xs) => sorted(xs)?.reverse()), py: (a) => `sorted(${a}, reverse=True)`, words: /\b(?:descending|reverse order|largest)/i, edges: SEQ_EDGES },
  { name: 'reverse_seq', args: ['seq'], out: 'seq', ref: seq1((xs) => [...xs].reverse()), py: (a) => `list(reversed(${a}))`, words: /\brevers/i, edges: SEQ_EDGES },
  { name: 'dedupe', args: ['seq'], out: 'seq', ref: seq1((xs) => dedupe(xs)), py: (a) => `list(dict.fromkeys(${a}))`, words: /\b(?:duplicate|unique|distinct)/i, edges: SEQ_EDGES },
  { name: 'first', args: ['seq'], out: 'num', ref: seq1((xs) => (xs.length && kindOf(xs[0]) === 'num' ? xs[0] : undefined)), py: (a) => `${a}[0]`, words: /\bfirst/i },
  { name: 'last', args: ['seq'], out: 'num', ref: seq1((xs) => (xs.length && kindOf(xs[xs.length - 1]) === 'num' ? xs[xs.length - 1] : undefined)), py: (a) => `${a}[-1]`, words: /\blast/i },
  { name: 'evens', args: ['seq'], out: 'seq', ref: numSeq1((xs) => (items(xs)?.length === xs.length ? xs.filter((x) => Number.isInteger(x) && x % 2 === 0) : undefined)), py: (a) => `[x for x in ${a} if x % 2 == 0]`, words: /\beven/i, edges: SEQ_EDGES },
  { name: 'odds', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => Number.isInteger(x) && Math.abs(x % 2) === 1)), py: (a) => `[x for x in ${a} if x % 2 == 1]`, words: /\bodd/i, edges: SEQ_EDGES },
  { name: 'positives', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => x > 0)), py: (a) => `[x for x in ${a} if x > 0]`, words: /\bpositive/i, edges: SEQ_EDGES },
  { name: 'negatives', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => x < 0)), py: (a) => `[x for x in ${a} if x < 0]`, words: /\bnegative/i, edges: SEQ_EDGES },
  { name: 'squares', args: ['seq'], out: 'seq', ref: numSeq1((xs, f) => xs.map((x) => asNum(x * x, f))), py: (a) => `[x * x for x in ${a}]`, words: /\bsquare/i, edges: SEQ_EDGES },
  { name: 'to_list', args: ['seq'], out: 'seq', ref: seq1((xs) => [...xs]), py: (a) => `list(${a})` },
  { name: 'to_tuple', args: ['seq'], out: 'seq', ref: seq1((xs) => new PyTuple(xs)), py: (a) => `tuple(${a})`, words: /\btuple/i },
  { name: 'all_distinct', args: ['seq'], out: 'bool', ref: seq1((xs) => dedupe(xs).length === xs.length), py: (a) => `len(set(${a})) == len(${a})`, words: /\b(?:distinct|unique|duplicate)/i, edges: SEQ_EDGES },
  { name: 'is_sorted', args: ['seq'], out: 'bool', ref: seq1((xs) => { const s = sorted(xs); return s ? s.every((v, i) => pyEqual(v, xs[i])) : undefined; }), py: (a) => `list(${a}) == sorted(${a})`, words: /\bsorted/i, edges: SEQ_EDGES },
  { name: 'concat', args: ['seq', 'seq'], out: 'seq', infix: true, ref: (a, b) => (Array.isArray(a) && Array.isArray(b) ? [...a, ...b] : undefined), py: (a, b) => `${a} + ${b}`, words: /\b(?:concatenat|join|merge|combine)/i },
  { name: 'common', args: ['seq', 'seq'], out: 'seq', ref: (a, b) => { const x = items(a); const y = items(b); return x && y ? dedupe(x.filter((v) => y.some((w) => pyEqual(v, w)))) : undefined; }, py: (a, b) => `[x for x in dict.fromkeys(${a}) if x in ${b}]`, words: /\b(?:common|shared|intersect|both)/i },
  { name: 'take', args: ['seq', 'num'], out: 'seq', ref: (a, n) => { const xs = items(a); return xs && typeof n === 'number' && n >= 0 ? xs.slice(0, n) : undefined; }, py: (a, n) => `${a}[:${n}]`, words: /\bfirst \w+ (?:elements|items)|\bfirst n\b/i },
  { name: 'count_in', args: ['seq', 'num'], out: 'num', ref: (a, x) => items(a)?.filter((v) => pyEqual(v, x)).length, py: (a, x) => `${a}.count(${x})`, words: /\b(?:occurr|count|how many times)/i },
  { name: 'contains', args: ['seq', 'num'], out: 'bool', ref: (a, x) => items(a)?.some((v) => pyEqual(v, x)), py: (a, x) => `${x} in ${a}`, infix: true, words: /\b(?:contain|present|exists|member|in the list)/i },
];

export const OP_BY_NAME: ReadonlyMap<string, Op> = new Map(OPS.map((o) => [o.name, o]));
