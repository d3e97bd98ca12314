/**
 * From a read request to one program: the prose translated into a composition when the grammar reads all
 * of it, else a bounded search over compositions that satisfy every example. A searched program must use
 * an operation the prose names, and all programs of the smallest size must agree on probe inputs;
 * otherwise the examples leave the behaviour open and nothing is returned.
 */
import { kindOf, NUMBER_EDGES, SEQ_EDGES, STRING_EDGES } from './ops.js';
import { evaluate, opsOf, paramsOf, type Prog } from './program.js';
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
      const edges = kind === 'str' ? STRING_EDGES : kind === 'num' ? [...NUMBER_EDGES, 12] : kind === 'seq' ? [...SEQ_EDGES, [9, 2, 7, 2, 1]] : [];
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
  const arity = examples[0].args.length;
  if (examples.some((e) => e.args.length !== arity)) return { problem: 'the examples call the function with different numbers of arguments' };
  const numbers = [...req.behaviour.matchAll(/\b\d+\b/g)].map((m) => Number(m[0])).filter((n) => n < 1000);
  const found = enumerate(examples, matches, { numbers });
  if (!found.length) return { problem: `the behaviour "${req.behaviour}": no composition of the library's operations up to six steps satisfies all ${examples.length} examples` };
  // Every operation but the conversions must be one the description names: the examples alone do not pick a program.
  const named = found.filter((p) => opsOf(p).every((op) => GLUE.has(op.name) || op.words?.test(req.behaviour)));
  if (!named.length) return { problem: `the behaviour "${req.behaviour}": the programs that satisfy the examples use operations the description does not name` };
  const full = named.filter((p) => paramsOf(p).size === arity);
  const pool = full.length ? full : named;
  if (!agree(pool, probes(examples), examples[0].compare)) return { problem: `the behaviour "${req.behaviour}": the examples fit several programs that disagree on other inputs` };
  return { program: pool[0], how: 'search', read: [] };
}
