/**
 * Bounded bottom-up enumerative search: compositions of library operations over the parameters and a few
 * constants, smallest first, kept only when new on the examples (observational equivalence). Every
 * composition of the smallest size that satisfies all examples is collected; the caller then rejects the
 * result when those disagree on other inputs (the examples leave the behaviour open).
 */
import { kindOf, OPS, type Kind, type Op } from './ops.js';
import { evaluate, paramsOf, size, type Prog } from './program.js';
import { pyRepr, type PyValue } from './py-value.js';

export interface Example {
  args: readonly PyValue[];
  expected: PyValue;
  /** How the caller compares: `==`, as sets, or approximately. */
  compare: 'eq' | 'set' | 'close';
}

interface Cand {
  prog: Prog;
  kind: Kind;
  /** Values on the examples, then on the probe inputs (undefined where the program would raise on a probe). */
  outs: (PyValue | undefined)[];
}

export interface SearchOptions {
  maxSize?: number;
  /** Candidates kept before giving up. */
  budget?: number;
  /** Candidates evaluated before giving up (pairs of large levels grow fast). */
  evaluations?: number;
  /** The operations to compose (all of them when absent). */
  ops?: readonly Op[];
  /** Numbers the specification mentions, tried as constants. */
  numbers?: readonly number[];
  /** Search on until a program uses every parameter (a prompt's def declares them all). */
  allParams?: boolean;
  /**
   * Inputs beside the examples that programs are also told apart on: two programs equal on the examples but
   * not on these are both kept, so the caller's agreement check sees a larger program that tells them apart.
   */
  probes?: readonly (readonly PyValue[])[];
  /** Strings the specification quotes or names (a separator), tried as constants. */
  strings?: readonly string[];
}

export function satisfies(out: PyValue | undefined, ex: Example, matches: (a: PyValue, b: PyValue) => boolean): boolean {
  return out !== undefined && matches(out, ex.expected);
}

export function enumerate(examples: readonly Example[], matches: (out: PyValue, ex: Example) => boolean, opts: SearchOptions = {}): Prog[] {
  const maxSize = opts.maxSize ?? 6;
  const budget = opts.budget ?? 60_000;
  const arity = examples[0].args.length;
  specNumbers = new Set(opts.numbers ?? []);
  const bySize: Cand[][] = [[]];
  const seen = new Set<string>();
  const solutions: Prog[] = [];
  let kept = 0;
  let evaluated = 0;
  const evaluations = opts.evaluations ?? 400_000;
  const spent = () => kept >= budget || evaluated >= evaluations;

  const n = examples.length;
  const inputs = [...examples.map((e) => e.args), ...(opts.probes ?? []).filter((p) => p.length === arity)];
  const consider = (prog: Prog, outs: (PyValue | undefined)[]): void => {
    evaluated++;
    const values = outs.slice(0, n);
    if (values.some((o) => o === undefined)) return;
    // A solution may give values of several kinds (a value or None); only one-kind values are composed further.
    if ((values as PyValue[]).every((v, i) => matches(v, examples[i])) && paramsOf(prog).size > 0) solutions.push(prog);
    const kind = kindOf(values[0]!);
    if (!kind || values.some((v) => kindOf(v!) !== kind)) return;
    const key = `${kind}:${outs.map((v) => (v === undefined ? '\u22a5' : pyRepr(v))).join('|')}`;
    if (seen.has(key)) return;
    seen.add(key);
    (bySize[size(prog)] ??= []).push({ prog, kind, outs });
    kept++;
  };

  const terminals: Prog[] = [];
  for (let i = 0; i < arity; i++) terminals.push({ kind: 'param', index: i });
  for (const n of new Set([0, 1, 2, 3, 4, 10, 100, ...(opts.numbers ?? [])])) terminals.push({ kind: 'const', value: n });
  for (const t of new Set(opts.strings ?? [])) terminals.push({ kind: 'const', value: t });
  bySize[1] = [];
  for (const t of terminals) consider(t, inputs.map((args) => evaluate(t, args)));

  // One level past the first solutions, so programs a little larger that also fit can contradict them.
  let stopAt = maxSize;
  for (let s = 2; s <= stopAt && !spent(); s++) {
    for (const op of opts.ops ?? OPS) {
      if (op.args.length === 1) {
        for (const a of bySize[s - 1] ?? []) {
          if (!fits(a.kind, op.args[0])) continue;
          consider({ kind: 'op', op, args: [a.prog] }, a.outs.map((v) => (v === undefined ? undefined : safe(() => op.ref(v)))));
        }
      } else {
        for (let i = 1; i < s - 1; i++) {
          for (const a of bySize[i] ?? []) {
            if (!fits(a.kind, op.args[0])) continue;
            for (const b of bySize[s - 1 - i] ?? []) {
              if (!fits(b.kind, op.args[1])) continue;
              // Two constants make a constant: nothing the parameters decide.
              if (a.prog.kind === 'const' && b.prog.kind === 'const') continue;
              if (!constantFits(op.name, a.prog) || !constantFits(op.name, b.prog)) continue;
              // A value added to (or taken from) itself is 2x or nothing: a factor the description must state.
              if (SELF_DOUBLING.has(op.name) && a === b) continue;
              consider({ kind: 'op', op, args: [a.prog, b.prog] }, a.outs.map((v, k) => (v === undefined || b.outs[k] === undefined ? undefined : safe(() => op.ref(v, b.outs[k]!)))));
              if (spent()) break;
            }
          }
        }
      }
      if (spent()) break;
    }
    if (solutions.some((p) => !opts.allParams || paramsOf(p).size === arity) && stopAt > s + 1) stopAt = s + 1;
  }
  return solutions;
}

const SELF_DOUBLING = new Set(['add', 'sub', 'concat', 'extend', 'add_each', 'sub_each']);

const fits = (have: Kind, want: Kind) => have === want || (want === 'any' && have !== 'bool');

/** Constants beyond 0, 1, 2 and the specification's own numbers only scale (a square's perimeter is 4 * side). */
const SCALING = new Set(['mul', 'div', 'floordiv', 'mod', 'pow']);
let specNumbers = new Set<number>();
function constantFits(op: string, p: Prog): boolean {
  if (p.kind !== 'const' || typeof p.value !== 'number') return true;
  return p.value <= 2 || specNumbers.has(p.value) || SCALING.has(op);
}

function safe(f: () => PyValue | undefined): PyValue | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
