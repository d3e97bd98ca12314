/**
 * From a read request to one program: the prose translated into a composition when the grammar reads all
 * of it, else a bounded search over compositions that satisfy every example. A searched program must use
 * an operation the prose names, and all programs of the smallest size must agree on probe inputs;
 * otherwise the examples leave the behaviour open and nothing is returned.
 */
import { chooseOp, kindOf, NUMBER_EDGES, OPS, SEQ_EDGES, STRING_EDGES, type Op } from './ops.js';
import { evaluate, opsOf, paramsOf, size, type Prog } from './program.js';
import { readBehaviour } from './prose.js';
import { num, pyEqual, PySet, PyTuple, pyType, type PyValue } from './py-value.js';
import type { CodeRequest } from './request.js';
import { enumerate, type Example } from './search.js';

export type Synthesis = { program: Prog; how: 'prose' | 'search'; read: string[] } | { problem: string };

export function matches(out: PyValue, ex: Example): boolean {
  if (ex.compare === 'close') {
    const x = num(out);
    const y = num(ex.expected);
    return x !== null && y !== null && Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(y));
  }
  if (ex.compare === 'set') {
    const items = (v: PyValue) => (Array.isArray(v) ? v : v instanceof PyTuple || v instanceof PySet ? v.items : null);
    const a = items(out);
    const b = items(ex.expected);
    return !!a && !!b && pyEqual(new PySet(a.filter((x, i) => a.findIndex((y) => pyEqual(x, y)) === i)), new PySet(b.filter((x, i) => b.findIndex((y) => pyEqual(x, y)) === i)));
  }
  // Python's == with the types as they are: a list is not a tuple, a bool result must be a bool.
  if (typeof ex.expected === 'boolean' && typeof out !== 'boolean') return false;
  if (pyType(out) !== pyType(ex.expected) && !(kindOf(out) === 'num' && kindOf(ex.expected) === 'num')) return false;
  return pyEqual(out, ex.expected);
}

/** Inputs beside the examples: each example with one argument swapped for an edge case of its kind. */
function probes(examples: readonly Example[]): PyValue[][] {
  const out: PyValue[][] = [];
  for (const ex of examples) {
    ex.args.forEach((a, i) => {
      const kind = kindOf(a);
      // Beside each operation's edges, inputs that mix what descriptions tell apart: signs, parity, repeats, case, digits.
      const edges = kind === 'str' ? [...STRING_EDGES, 'Ab1 c22 D!e'] : kind === 'num' ? [...NUMBER_EDGES, 12, -2] : kind === 'seq' ? [...SEQ_EDGES, [9, 2, 7, 2, 1], [-4, 7, 0, -2, 6, 3, 6]] : [];
      for (const e of edges) out.push(ex.args.map((x, j) => (j === i ? e : x)));
    });
  }
  return out;
}

/** Whether the programs give the same results on the inputs, compared the way the caller's asserts compare. */
function agree(programs: readonly Prog[], inputs: readonly PyValue[][], compare: Example['compare']): boolean {
  for (const args of inputs) {
    const outs = programs.map((p) => evaluate(p, args)).filter((v): v is PyValue => v !== undefined);
    if (outs.some((o) => !matches(o, { args, expected: outs[0], compare }))) return false;
  }
  return true;
}

const GLUE = new Set(['to_list', 'to_tuple', 'not']);
/** Comparisons are how a yes/no question is answered; the description names what is compared. */
const COMPARE = new Set(['eq', 'lt', 'gt', 'str_eq']);
const ORDINALS: Record<string, number> = { double: 2, doubled: 2, doubles: 2, twice: 2, triple: 3, tripled: 3, triples: 3, thrice: 3, square: 2, squares: 2, squared: 2, second: 2, cube: 3, cubes: 3, cubed: 3, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** Phrases that keep the input's order: they name no sorting ("in the order they appear"). */
const KEEPS_ORDER = /\b(?:in (?:the |their )?(?:same |original |given )?order(?: (?:they|it) (?:appear|occur|are given|come)s?(?: in(?: the (?:input|list|original))?)?| of (?:the input|appearance|first appearance))?|(?:keep|keeping|preserv\w*|maintain\w*) (?:the |their )?(?:original |relative )?order|order (?:is|stays) (?:kept|preserved|the same|unchanged))\b/gi;

/** The words that name operations: the description and the function's name ("sum_digits" → "sum digits"). */
export function specWords(req: CodeRequest): string {
  const name = (req.name ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_+/g, ' ').trim();
  return `${req.behaviour.replace(KEEPS_ORDER, ' ')} ${name}`;
}

const SORTING = /^sort|^sorted/;

/** Words that restrict or condition what is returned ("but ignore…", "greater than 100", "if the list is…"). */
const QUALIFIER = /\b(?:but|ignor\w*|except\w*|exclud\w*|unless|other than|apart from|skip\w*|discard\w*|(?:greater|less|more|fewer|larger|smaller|bigger|higher|lower|longer|shorter) than|at (?:least|most)|no (?:more|less) than|exactly|above|below|exceed\w*|between|case[- ]?(?:in)?sensitiv\w*|regardless|if|when|whenever|in case|only|provided|whose|ties?|tied|according to|based on|depending on|with respect to|in terms of)\b|\b(?:sort|order|arrang|rank)\w* (?:\w+ ){0,4}by\b/i;
/** The yes/no framing of a predicate: "…, and False otherwise", "else False". */
const YES_NO = /,?\s*(?:and |or )?(?:return |returns |it returns )?(?:false|true|none)\s+(?:otherwise|if not|else)\b|,?\s*(?:else|otherwise),?\s*(?:return |returns |it returns )?(?:false|true|none)\b/gi;

/**
 * The first clause of the description that restricts the result with words no operation of the program
 * names ("but ignore any number greater than 100" for a plain sum): the examples alone chose the program,
 * so that restriction was never implemented. Null when every such clause is covered.
 */
export function unmetQualifier(behaviour: string, program: Prog): string | null {
  const ops = opsOf(program);
  const clauses = behaviour.replace(KEEPS_ORDER, ' ').replace(YES_NO, '').split(/[.;:!?]\s+|[.;:!?]$|,\s*|\s*[()]\s*|\s+-+\s+/);
  for (const clause of clauses) {
    if (QUALIFIER.test(clause) && !ops.some((op) => op.words?.test(clause))) return clause.trim();
  }
  return null;
}

/** Numbers the description states, in digits or as ordinals and powers ("fifth power" → 5). */
function statedNumbers(text: string): number[] {
  const digits = [...text.matchAll(/\b\d+\b/g)].map((m) => Number(m[0])).filter((n) => n < 1000);
  const units = UNITS.filter(([re]) => re.test(text)).map(([, n]) => n);
  const words = [...text.toLowerCase().matchAll(/\b[a-z]+\b/g)].map((m) => ORDINALS[m[0]]).filter((n): n is number => n !== undefined);
  return [...new Set([...digits, ...words, ...units])];
}

/** How many of the smaller unit make one of the larger, for conversions the description names ("minutes to seconds"). */
const UNITS: [RegExp, number][] = [
  [/\bminutes?\b.*\bseconds?\b|\bseconds?\b.*\bminutes?\b|\bhours?\b.*\bminutes?\b|\bminutes?\b.*\bhours?\b/i, 60],
  [/\bhours?\b.*\bseconds?\b|\bseconds?\b.*\bhours?\b/i, 3600],
  [/\bdays?\b.*\bhours?\b|\bhours?\b.*\bdays?\b/i, 24],
  [/\bweeks?\b.*\bdays?\b|\bdays?\b.*\bweeks?\b/i, 7],
  [/\byears?\b.*\bmonths?\b|\bmonths?\b.*\byears?\b|\bfeet\b.*\binch|\binch\w*\b.*\bfeet\b|\bfoot\b.*\binch/i, 12],
  [/\b(?:kilometers?|kilometres?|km)\b.*\b(?:meters?|metres?)\b|\b(?:meters?|metres?)\b.*\b(?:kilometers?|kilometres?|km)\b|\b(?:kilograms?|kg)\b.*\bgrams?\b|\bgrams?\b.*\b(?:kilograms?|kg)\b/i, 1000],
  [/\b(?:meters?|metres?)\b.*\b(?:centimeters?|centimetres?|cm)\b|\b(?:centimeters?|centimetres?|cm)\b.*\b(?:meters?|metres?)\b|\bdollars?\b.*\bcents?\b|\bcents?\b.*\bdollars?\b/i, 100],
];

/** Strings the description quotes ("the word \"hello\"") or names as a separator ("a comma and a space"). */
const SEPARATORS: [RegExp, string][] = [
  [/\bcomma (?:and|followed by) a space\b/i, ', '],
  [/\bcomma\b(?! (?:and|followed by) a space)/i, ','],
  [/\b(?:a |single )?space\b/i, ' '],
  [/\b(?:hyphen|dash)\b/i, '-'],
  [/\bnew ?line\b/i, '\n'],
];
function statedStrings(text: string): string[] {
  const quoted = [...text.matchAll(/(?<!\w)(["'`])([^"'`\n]{1,20})\1(?!\w)/g)].map((m) => m[2]);
  return [...new Set([...quoted, ...SEPARATORS.filter(([re]) => re.test(text)).map(([, s]) => s)])].slice(0, 4);
}

export function synthesize(req: CodeRequest): Synthesis {
  const prose = readBehaviour(req.behaviour);
  const examples = req.examples;
  if (prose.program) {
    const failing = examples.find((ex) => {
      const out = evaluate(prose.program!, ex.args);
      return out === undefined || !matches(out, ex);
    });
    if (!failing) return { program: prose.program, how: 'prose', read: prose.read };
    if (!examples.length) return { problem: 'no examples' };
  }
  if (!examples.length) {
    return { problem: prose.unread.length ? `the behaviour "${prose.unread.join('", "')}" (no operation in the library reads it, and no examples were given to search with)` : `the behaviour "${req.behaviour}"` };
  }
  const searched = search(req, examples);
  if (!('problem' in searched)) return searched;
  return labelled(req, examples) ?? searched;
}

/** A bounded search over compositions that satisfy every example and use only operations the description names. */
function search(req: CodeRequest, examples: readonly Example[]): Synthesis {
  const arity = examples[0].args.length;
  if (examples.some((e) => e.args.length !== arity)) return { problem: 'the examples call the function with different numbers of arguments' };
  const words = specWords(req);
  // Only operations the description names are composed (with conversions, and comparisons for a yes/no
  // answer): the examples alone do not pick a program. One named operation at least must be used.
  const yesNo = examples.every((e) => typeof e.expected === 'boolean');
  const glue = (op: Op) => GLUE.has(op.name) || (yesNo && COMPARE.has(op.name));
  const keepsOrder = new RegExp(KEEPS_ORDER.source, 'i').test(req.behaviour);
  const emptyCalled = examples.some((e) => e.args.some((a) => Array.isArray(a) && !a.length));
  const namedOps = OPS.filter((op) => op.words?.test(words) && !(keepsOrder && SORTING.test(op.name)) && (!op.forEmpty || emptyCalled));
  if (!namedOps.length) return { problem: `the behaviour "${req.behaviour}": the description names no operation of the library` };
  const found = enumerate(examples, matches, { probes: probes(examples).slice(0, 16), numbers: statedNumbers(words), strings: statedStrings(req.behaviour), allParams: !!req.prompt, ops: [...namedOps, ...OPS.filter(glue)] });
  const named = found.filter((p) => opsOf(p).some((op) => op.words?.test(words)));
  if (!named.length) return { problem: `the behaviour "${req.behaviour}": no composition of the operations the description names (${namedOps.map((o) => o.name).join(', ')}) up to six steps satisfies all ${examples.length} examples` };
  const full = named.filter((p) => paramsOf(p).size === arity);
  // A prompt's def declares its parameters: a program that leaves one unused is not the function asked for.
  if (req.prompt && !full.length) return { problem: `the behaviour "${req.behaviour}": no composition of the named operations that uses every parameter satisfies all ${examples.length} examples` };
  const pool = rivals(full.length ? full : named);
  if (!agree(pool, probes(examples), examples[0].compare)) return { problem: `the behaviour "${req.behaviour}": the examples fit several programs that disagree on other inputs` };
  // Of equal programs, the one written as people write it: the constant on the right (n % 2 == 0).
  const best = [...pool].sort((a, b) => constantsFirst(a) - constantsFirst(b))[0];
  return { program: best, how: 'search', read: [] };
}

/**
 * The smallest programs, and the larger ones that bring in an operation none of those use (a second filter
 * the description names): those are other readings of it. A larger program made of the same operations
 * again (`abs(a - abs(b))` beside `abs(a - b)`) is not.
 */
function rivals(programs: readonly Prog[]): Prog[] {
  const least = Math.min(...programs.map(size));
  const smallest = programs.filter((p) => size(p) === least);
  const used = new Set(smallest.flatMap((p) => opsOf(p).map((op) => op.name)));
  return [...smallest, ...programs.filter((p) => size(p) > least && opsOf(p).some((op) => !used.has(op.name)))];
}

function constantsFirst(p: Prog): number {
  return p.kind === 'op' ? (p.args.length > 1 && p.args[0].kind === 'const' ? 1 : 0) + p.args.reduce((n, a) => n + constantsFirst(a), 0) : 0;
}

/**
 * Answers given as two fixed strings ("Valid" / "Invalid", "Even" / "Odd"): a yes/no program found for
 * one of them, rendered as a choice between the two. Both strings must appear among the examples.
 */
function labelled(req: CodeRequest, examples: readonly Example[]): Synthesis | null {
  const labels = [...new Set(examples.map((e) => e.expected))];
  if (labels.length !== 2 || !labels.every((l) => typeof l === 'string') || examples.some((e) => e.compare !== 'eq')) return null;
  const [yes, no] = labels as string[];
  const asBool = examples.map((e) => ({ ...e, expected: e.expected === yes }));
  const found = search(req, asBool);
  if ('problem' in found) return null;
  return { ...found, program: { kind: 'op', op: chooseOp(yes, no), args: [found.program] } };
}

