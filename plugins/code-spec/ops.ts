/**
 * The typed operation library: each operation has a reference meaning in TypeScript (what the
 * synthesizer evaluates candidates with), a Python rendering, the prose words that name it, and the edge
 * cases it must handle (which become generated tests). A reference returns undefined where Python would
 * raise, so such a candidate is dropped; the sandbox run over the rendered Python has the last word.
 */
import { arith, asNum, dedupe, items, kindOf, NUMBER_EDGES, nums, numSeq1, PREC, SEQ_EDGES, seq1, SHORT, sorted, str1, STRING_EDGES, type Op } from './op-kit.js';
import { LIST_OPS } from './ops-lists.js';
import { NUMBER_OPS } from './ops-numbers.js';
import { TEXT_OPS } from './ops-text.js';
import { num, pyEqual, PyFloat, pyString, PyTuple, type PyValue } from './py-value.js';

export { kindOf, NUMBER_EDGES, SEQ_EDGES, STRING_EDGES, type Kind, type Op } from './op-kit.js';


const BASE_OPS: readonly Op[] = [
  // numbers
  { name: 'add', prec: PREC.sum, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x + y), py: (a, b) => `${a} + ${b}`, js: (a, b) => `${a} + ${b}`, words: /\b(?:add|sum|plus|total|average|mean|perimeter)/i },
  { name: 'sub', prec: PREC.sum, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x - y), py: (a, b) => `${a} - ${b}`, js: (a, b) => `${a} - ${b}`, words: /\b(?:subtract|minus|difference|diff|distance)/i },
  { name: 'mul', prec: PREC.product, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => x * y), py: (a, b) => `${a} * ${b}`, js: (a, b) => `${a} * ${b}`, words: /\b(?:multipl|product|times|area|volume|perimeter|convert|percent|doubl|tripl|twice|thrice)/i },
  { name: 'div', prec: PREC.product, args: ['num', 'num'], out: 'num', infix: true, ref: (a, b) => { const r = arith((x, y) => (y === 0 ? undefined : x / y))(a, b); return typeof r === 'number' ? new PyFloat(r) : r; }, py: (a, b) => `${a} / ${b}`, js: (a, b) => `${a} / ${b}`, words: /\b(?:divide|average|mean|ratio|half|triangle|convert|percent|fraction|proportion)/i },
  { name: 'floordiv', prec: PREC.product, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y === 0 ? undefined : Math.floor(x / y))), py: (a, b) => `${a} // ${b}`, js: (a, b) => `Math.floor(${a} / ${b})` },
  { name: 'mod', prec: PREC.product, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y === 0 ? undefined : x - y * Math.floor(x / y))), py: (a, b) => `${a} % ${b}`, js: (a, b) => `((${a} % ${b}) + ${b}) % ${b}`, words: /\b(?:remainder|modulo|divisible|even|odd|last (?:two )?digits?)/i },
  { name: 'pow', prec: PREC.power, args: ['num', 'num'], out: 'num', infix: true, ref: arith((x, y) => (y < 0 || y > 12 ? undefined : x ** y)), py: (a, b) => `${a} ** ${b}`, js: (a, b) => `${a} ** ${b}`, words: /\b(?:power|square|cube)/i },
  { name: 'abs', args: ['num'], out: 'num', ref: (a) => (typeof a === 'number' ? Math.abs(a) : a instanceof PyFloat ? new PyFloat(Math.abs(a.value)) : undefined), py: (a) => `abs(${a})`, js: (a) => `Math.abs(${a})`, words: /\babsolute/i, edges: NUMBER_EDGES },
  { name: 'sqrt', args: ['num'], out: 'num', ref: (a) => { const x = num(a); return x === null || x < 0 || typeof a === 'boolean' ? undefined : new PyFloat(Math.sqrt(x)); }, py: (a) => `math.sqrt(${a})`, js: (a) => `Math.sqrt(${a})`, imports: ['math'], words: /\bsquare root/i },
  // comparisons and logic
  { name: 'eq', prec: PREC.compare, args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => (num(a) === null || num(b) === null ? undefined : pyEqual(a, b)), py: (a, b) => `${a} == ${b}`, js: (a, b) => `${a} === ${b}` },
  { name: 'lt', prec: PREC.compare, args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => { const x = num(a); const y = num(b); return x === null || y === null ? undefined : x < y; }, py: (a, b) => `${a} < ${b}`, js: (a, b) => `${a} < ${b}` },
  { name: 'gt', prec: PREC.compare, args: ['num', 'num'], out: 'bool', infix: true, ref: (a, b) => { const x = num(a); const y = num(b); return x === null || y === null ? undefined : x > y; }, py: (a, b) => `${a} > ${b}`, js: (a, b) => `${a} > ${b}` },
  { name: 'is_even', prec: PREC.compare, args: ['num'], out: 'bool', ref: (a) => (typeof a === 'number' && Number.isInteger(a) ? a % 2 === 0 : undefined), py: (a) => `${a} % 2 == 0`, js: (a) => `${a} % 2 === 0`, argPrec: PREC.sum, infix: true, words: /\beven\b/i, edges: NUMBER_EDGES },
  { name: 'is_odd', prec: PREC.compare, args: ['num'], out: 'bool', ref: (a) => (typeof a === 'number' && Number.isInteger(a) ? Math.abs(a % 2) === 1 : undefined), py: (a) => `${a} % 2 == 1`, js: (a) => `Math.abs(${a} % 2) === 1`, argPrec: PREC.sum, infix: true, words: /\bodd\b/i, edges: NUMBER_EDGES },
  { name: 'celsius_to_fahrenheit', prec: PREC.sum, argPrec: PREC.product, infix: true, args: ['num'], out: 'num', ref: (a) => { const x = num(a); return x === null || typeof a === 'boolean' ? undefined : new PyFloat((x * 9) / 5 + 32); }, py: (a) => `${a} * 9 / 5 + 32`, js: (a) => `(${a} * 9) / 5 + 32`, words: /\bfahrenheit/i, edges: NUMBER_EDGES },
  { name: 'fahrenheit_to_celsius', prec: PREC.product, argPrec: PREC.sum, infix: true, args: ['num'], out: 'num', ref: (a) => { const x = num(a); return x === null || typeof a === 'boolean' ? undefined : new PyFloat(((x - 32) * 5) / 9); }, py: (a) => `(${a} - 32) * 5 / 9`, js: (a) => `((${a} - 32) * 5) / 9`, words: /\b(?:celsius|centigrade)/i, edges: NUMBER_EDGES },
  { name: 'divides', prec: PREC.compare, argPrec: PREC.sum, infix: true, args: ['num', 'num'], out: 'bool', ref: (a, b) => (typeof a === 'number' && typeof b === 'number' && Number.isInteger(a) && Number.isInteger(b) && b !== 0 ? a % b === 0 : undefined), py: (a, b) => `${a} % ${b} == 0`, js: (a, b) => `${a} % ${b} === 0`, words: /\b(?:multiple of|divisible|divides|evenly|factor of)\b/i },
  { name: 'str_eq', prec: PREC.compare, infix: true, args: ['str', 'str'], out: 'bool', ref: (a, b) => (typeof a === 'string' && typeof b === 'string' ? a === b : undefined), py: (a, b) => `${a} == ${b}`, js: (a, b) => `${a} === ${b}`, words: /\b(?:the same|equal|identical|match)/i },
  { name: 'not', prec: PREC.not, args: ['bool'], out: 'bool', ref: (a) => (typeof a === 'boolean' ? !a : undefined), py: (a) => `not ${a}`, js: (a) => `!${a}`, infix: true },
  // strings
  { name: 'lower', args: ['str'], out: 'str', ref: str1((s) => s.toLowerCase()), py: (a) => `${a}.lower()`, js: (a) => `${a}.toLowerCase()`, words: /\blower/i, edges: STRING_EDGES },
  { name: 'upper', args: ['str'], out: 'str', ref: str1((s) => s.toUpperCase()), py: (a) => `${a}.upper()`, js: (a) => `${a}.toUpperCase()`, words: /\bupper/i, edges: STRING_EDGES },
  { name: 'strip', args: ['str'], out: 'str', ref: str1((s) => s.trim()), py: (a) => `${a}.strip()`, js: (a) => `${a}.trim()`, words: /\b(?:trim|strip|whitespace)/i, edges: STRING_EDGES },
  { name: 'swapcase', args: ['str'], out: 'str', ref: str1((s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')), py: (a) => `${a}.swapcase()`, js: (a) => `[...${a}].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')`, words: /\b(?:swap|toggle|flip|invert)|\blower\w* (?:\w+ )?to upper\w*,? and (?:vice versa|(?:\w+ )?upper\w* (?:\w+ )?to lower)/i },
  { name: 'reverse_str', args: ['str'], out: 'str', ref: str1((s) => [...s].reverse().join('')), py: (a) => `${a}[::-1]`, js: (a) => `[...${a}].reverse().join('')`, words: /\b(?:revers|backwards?\b)/i, edges: STRING_EDGES },
  { name: 'len', args: ['str'], out: 'num', ref: str1((s) => [...s].length), py: (a) => `len(${a})`, js: (a) => `[...${a}].length`, words: /\b(?:length|how many characters|count)/i, edges: STRING_EDGES },
  { name: 'split_ws', args: ['str'], out: 'seq', ref: str1((s) => s.split(/\s+/).filter(Boolean)), py: (a) => `${a}.split()`, js: (a) => `${a}.split(/\\s+/).filter(Boolean)`, words: /\b(?:split|words?)\b/i, edges: STRING_EDGES },
  { name: 'collapse_ws', args: ['str'], out: 'str', ref: str1((s) => s.replace(/\s+/g, ' ')), py: (a) => `re.sub(r"\\s+", " ", ${a})`, js: (a) => `${a}.replace(/\\s+/g, ' ')`, imports: ['re'], words: /\b(?:collapse|runs of (?:white)?spaces?)/i },
  { name: 'remove_spaces', args: ['str'], out: 'str', ref: str1((s) => s.replace(/ /g, '')), py: (a) => `${a}.replace(" ", "")`, js: (a) => `${a}.replaceAll(' ', '')`, words: /\bremov\w* (?:all )?(?:the )?(?:white)?spaces/i },
  { name: 'first_char', args: ['str'], out: 'str', ref: str1((s) => (s ? s[0] : undefined)), py: (a) => `${a}[0]`, js: (a) => `${a}[0]`, words: /\bfirst (?:and (?:the )?last )?(?:char|letter)/i },
  { name: 'last_char', args: ['str'], out: 'str', ref: str1((s) => (s ? s[s.length - 1] : undefined)), py: (a) => `${a}[-1]`, js: (a) => `${a}.at(-1)`, words: /\blast (?:char|letter)/i },
  { name: 'is_palindrome', prec: PREC.compare, args: ['str'], out: 'bool', ref: str1((s) => s === [...s].reverse().join('')), py: (a) => `${a} == ${a}[::-1]`, js: (a) => `${a} === [...${a}].reverse().join('')`, words: /\bpalindrom|\b(?:reads?|is|spelt|spelled) the same (?:forwards? and backwards?|backwards? and forwards?|both ways|in (?:both|either) directions?)/i },
  { name: 'isdigit', args: ['str'], out: 'bool', ref: str1((s) => s.length > 0 && /^[0-9]+$/.test(s)), py: (a) => `${a}.isdigit()`, js: (a) => `/^[0-9]+$/.test(${a})`, words: /\bdigit/i },
  { name: 'count_vowels', args: ['str'], out: 'num', ref: str1((s) => [...s].filter((c) => 'aeiouAEIOU'.includes(c)).length), py: (a) => `sum(1 for ch in ${a} if ch in "aeiouAEIOU")`, js: (a) => `[...${a}].filter((ch) => 'aeiouAEIOU'.includes(ch)).length`, words: /\bvowel/i, edges: STRING_EDGES },
  { name: 'join_space', args: ['seq'], out: 'str', ref: seq1((xs) => (xs.every((x) => typeof x === 'string') ? xs.join(' ') : undefined)), py: (a) => `" ".join(${a})`, js: (a) => `${a}.join(' ')`, words: /\bjoin/i },
  { name: 'join_empty', args: ['seq'], out: 'str', ref: seq1((xs) => (xs.every((x) => typeof x === 'string') ? xs.join('') : undefined)), py: (a) => `"".join(${a})`, js: (a) => `${a}.join('')`, words: /\b(?:join|concatenat)|\bnothing (?:in )?between|\bno separator|\bwithout (?:a |any )?separator/i },
  // sequences
  { name: 'len_seq', args: ['seq'], out: 'num', ref: seq1((xs) => xs.length), py: (a) => `len(${a})`, js: (a) => `${a}.length`, words: /\b(?:length|number of|how many|count)/i, edges: SEQ_EDGES },
  { name: 'sum', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => asNum(xs.reduce((s, x) => s + x, 0), f)), py: (a) => `sum(${a})`, js: (a) => `${a}.reduce((s, x) => s + x, 0)`, words: /\b(?:sum|total|add)/i, edges: SEQ_EDGES },
  { name: 'max', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => (xs.length ? asNum(Math.max(...xs), f) : undefined)), py: (a) => `max(${a})`, js: (a) => `Math.max(...${a})`, words: /\b(?:max|largest|biggest|greatest|highest|longest)/i },
  { name: 'min', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => (xs.length ? asNum(Math.min(...xs), f) : undefined)), py: (a) => `min(${a})`, js: (a) => `Math.min(...${a})`, words: /\b(?:min|smallest|lowest|least|shortest)/i },
  { name: 'product', args: ['seq'], out: 'num', ref: numSeq1((xs, f) => asNum(xs.reduce((s, x) => s * x, 1), f)), py: (a) => `math.prod(${a})`, js: (a) => `${a}.reduce((p, x) => p * x, 1)`, imports: ['math'], words: /\b(?:product|multipl)/i, edges: SEQ_EDGES },
  { name: 'sorted', args: ['seq'], out: 'seq', ref: seq1(sorted), py: (a) => `sorted(${a})`, js: (a) => `[...${a}].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))`, words: /\b(?:sort|order|ascending)/i, edges: SEQ_EDGES },
  { name: 'sorted_desc', args: ['seq'], out: 'seq', ref: seq1((xs) => sorted(xs)?.reverse()), py: (a) => `sorted(${a}, reverse=True)`, js: (a) => `[...${a}].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0))`, words: /\b(?:descending|reverse order|largest|(?:highest|largest|biggest|greatest) (?:\w+ )?to (?:lowest|smallest|least))/i, edges: SEQ_EDGES },
  { name: 'reverse_seq', args: ['seq'], out: 'seq', ref: seq1((xs) => [...xs].reverse()), py: (a) => `list(reversed(${a}))`, js: (a) => `[...${a}].reverse()`, words: /\brevers/i, edges: SEQ_EDGES },
  { name: 'dedupe', args: ['seq'], out: 'seq', ref: seq1((xs) => (xs.length > SHORT ? undefined : dedupe(xs))), py: (a) => `list(dict.fromkeys(${a}))`, js: (a) => `[...new Set(${a})]`, words: /\b(?:duplicate|unique|distinct)/i, edges: SEQ_EDGES },
  { name: 'first', args: ['seq'], out: 'num', ref: seq1((xs) => (xs.length && kindOf(xs[0]) === 'num' ? xs[0] : undefined)), py: (a) => `${a}[0]`, js: (a) => `${a}[0]`, words: /\bfirst/i },
  { name: 'last', args: ['seq'], out: 'num', ref: seq1((xs) => (xs.length && kindOf(xs[xs.length - 1]) === 'num' ? xs[xs.length - 1] : undefined)), py: (a) => `${a}[-1]`, js: (a) => `${a}.at(-1)`, words: /\blast/i },
  { name: 'evens', args: ['seq'], out: 'seq', ref: numSeq1((xs) => (items(xs)?.length === xs.length ? xs.filter((x) => Number.isInteger(x) && x % 2 === 0) : undefined)), py: (a) => `[x for x in ${a} if x % 2 == 0]`, js: (a) => `${a}.filter((x) => x % 2 === 0)`, words: /\beven/i, edges: SEQ_EDGES },
  { name: 'odds', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => Number.isInteger(x) && Math.abs(x % 2) === 1)), py: (a) => `[x for x in ${a} if x % 2 == 1]`, js: (a) => `${a}.filter((x) => Math.abs(x % 2) === 1)`, words: /\bodd/i, edges: SEQ_EDGES },
  { name: 'positives', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => x > 0)), py: (a) => `[x for x in ${a} if x > 0]`, js: (a) => `${a}.filter((x) => x > 0)`, words: /\bpositive|\b(?:negative|non-positive)\w*(?: numbers?| values?)?(?: and zeros?)? (?:are|is) (?:skipped|ignored|excluded|removed|dropped|left out)|\b(?:skip|ignor|exclud|remov|drop)\w* (?:the |all |any )?(?:negative|non-positive)\w*(?: numbers?| values?)? and zeros?/i, edges: SEQ_EDGES },
  { name: 'negatives', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => x < 0)), py: (a) => `[x for x in ${a} if x < 0]`, js: (a) => `${a}.filter((x) => x < 0)`, words: /\bnegative/i, edges: SEQ_EDGES },
  { name: 'squares', args: ['seq'], out: 'seq', ref: numSeq1((xs, f) => xs.map((x) => asNum(x * x, f))), py: (a) => `[x * x for x in ${a}]`, js: (a) => `${a}.map((x) => x * x)`, words: /\bsquare/i, edges: SEQ_EDGES },
  { name: 'to_list', args: ['seq'], out: 'seq', ref: seq1((xs) => [...xs]), py: (a) => `list(${a})`, js: (a) => `[...${a}]` },
  { name: 'to_tuple', args: ['seq'], out: 'seq', ref: seq1((xs) => new PyTuple(xs)), py: (a) => `tuple(${a})`, js: (a) => `[...${a}]`, words: /\btuple/i },
  { name: 'all_distinct', prec: PREC.compare, args: ['seq'], out: 'bool', ref: seq1((xs) => (xs.length > SHORT ? undefined : dedupe(xs).length === xs.length)), py: (a) => `len(set(${a})) == len(${a})`, js: (a) => `new Set(${a}).size === ${a}.length`, words: /\b(?:distinct|unique|duplicate|more than once|repeat)/i, edges: SEQ_EDGES },
  { name: 'is_sorted', prec: PREC.compare, args: ['seq'], out: 'bool', ref: seq1((xs) => { const s = sorted(xs); return s ? s.every((v, i) => pyEqual(v, xs[i])) : undefined; }), py: (a) => `list(${a}) == sorted(${a})`, js: (a) => `${a}.every((x, i) => i === 0 || ${a}[i - 1] <= x)`, words: /\bsorted/i, edges: SEQ_EDGES },
  { name: 'concat', args: ['seq', 'seq'], out: 'seq', infix: true, ref: (a, b) => (Array.isArray(a) && Array.isArray(b) ? [...a, ...b] : undefined), py: (a, b) => `${a} + ${b}`, js: (a, b) => `[...${a}, ...${b}]`, words: /\b(?:concatenat|join|merge|combine)/i },
  { name: 'common', args: ['seq', 'seq'], out: 'seq', ref: (a, b) => { const x = items(a); const y = items(b); return x && y && x.length * y.length < SHORT * SHORT ? dedupe(x.filter((v) => y.some((w) => pyEqual(v, w)))) : undefined; }, py: (a, b) => `[x for x in dict.fromkeys(${a}) if x in ${b}]`, js: (a, b) => `[...new Set(${a})].filter((x) => ${b}.includes(x))`, words: /\b(?:common|shared|intersect|both)/i },
  { name: 'count_in', args: ['seq', 'num'], out: 'num', ref: (a, x) => items(a)?.filter((v) => pyEqual(v, x)).length, py: (a, x) => `${a}.count(${x})`, js: (a, x) => `${a}.filter((v) => v === ${x}).length`, words: /\b(?:occurr|count|how many times)/i },
  { name: 'contains', prec: PREC.compare, args: ['seq', 'num'], out: 'bool', ref: (a, x) => items(a)?.some((v) => pyEqual(v, x)), py: (a, x) => `${x} in ${a}`, js: (a, x) => `${a}.includes(${x})`, infix: true, words: /\b(?:contain|present|exists|member|in the list)/i },
];

const EACH = /\b(?:each|every|all)\b/i;
/** One-argument operations also offered element-wise ("each word in upper case", "the absolute value of each number"). */
const MAPPED = ['lower', 'upper', 'strip', 'swapcase', 'reverse_str', 'first_char', 'last_char', 'abs', 'len', 'str_of_num', 'int_of_str', 'capitalize_words'];

/** `op` applied to every element of a list, named by the operation's words and a word for each element. */
function mapped(op: Op): Op {
  const words = op.words!;
  return {
    name: `${op.name}_each`,
    args: ['seq'],
    out: 'seq',
    ref: seq1((xs) => {
      const out = xs.map((x) => op.ref(x));
      return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined;
    }),
    py: (a) => `[${op.py('x')} for x in ${a}]`,
    ...(op.js ? { js: (a: string) => `${a}.map((x) => ${op.js!('x')})` } : {}),
    imports: op.imports,
    words: { test: (text: string) => EACH.test(text) && words.test(text) } as RegExp,
  };
}

const SINGLE_OPS: readonly Op[] = [...BASE_OPS, ...NUMBER_OPS, ...LIST_OPS, ...TEXT_OPS];

export const OPS: readonly Op[] = [...SINGLE_OPS, ...MAPPED.map((name) => mapped(SINGLE_OPS.find((o) => o.name === name)!))];

export const OP_BY_NAME: ReadonlyMap<string, Op> = new Map(OPS.map((o) => [o.name, o]));

/** One of two fixed strings by a yes/no value. */
export function chooseOp(yes: string, no: string): Op {
  return {
    name: `choose ${JSON.stringify(yes)} or ${JSON.stringify(no)}`,
    args: ['bool'],
    out: 'str',
    infix: true,
    prec: PREC.choice,
    ref: (c) => (typeof c === 'boolean' ? (c ? yes : no) : undefined),
    py: (c) => `${pyString(yes)} if ${c} else ${pyString(no)}`,
    js: (c) => `${c} ? ${JSON.stringify(yes)} : ${JSON.stringify(no)}`,
  };
}
