/**
 * The equation system a story becomes: each equation sets a variable to an expression over numbers of the
 * story and other variables. Solved exactly (fraction.js) by propagation: an equation with one unknown left,
 * appearing linearly, is solved for it, until nothing changes. Nonlinear or underdetermined systems stay
 * unsolved, and the reader declines.
 */
import Fraction from 'fraction.js';

export type Expr =
  | { k: 'num'; v: Fraction; id?: number }
  | { k: 'var'; name: string }
  | { k: '+' | '-' | '*' | '/'; a: Expr; b: Expr };

export interface Equation {
  left: string;
  right: Expr;
  /** The sentence it was read from (0-based), for the working. */
  sentence: number;
}

export const num = (v: Fraction, id?: number): Expr => (id === undefined ? { k: 'num', v } : { k: 'num', v, id });
export const ref = (name: string): Expr => ({ k: 'var', name });
export const op = (k: '+' | '-' | '*' | '/', a: Expr, b: Expr): Expr => ({ k, a, b });
export const sum = (xs: Expr[]): Expr => xs.reduce((a, b) => op('+', a, b));

/** a·x + b in the one unknown x; null when x is not linear. */
type Linear = { a: Fraction; b: Fraction } | null;

function linear(e: Expr, known: ReadonlyMap<string, Fraction>, x: string): Linear {
  const zero = new Fraction(0);
  switch (e.k) {
    case 'num':
      return { a: zero, b: e.v };
    case 'var': {
      if (e.name === x) return { a: new Fraction(1), b: zero };
      const v = known.get(e.name);
      return v ? { a: zero, b: v } : null;
    }
    default: {
      const l = linear(e.a, known, x);
      const r = linear(e.b, known, x);
      if (!l || !r) return null;
      if (e.k === '+') return { a: l.a.add(r.a), b: l.b.add(r.b) };
      if (e.k === '-') return { a: l.a.sub(r.a), b: l.b.sub(r.b) };
      if (e.k === '*') {
        if (!l.a.equals(0) && !r.a.equals(0)) return null;
        return { a: l.a.mul(r.b).add(r.a.mul(l.b)), b: l.b.mul(r.b) };
      }
      if (!r.a.equals(0) || r.b.equals(0)) return null;
      return { a: l.a.div(r.b), b: l.b.div(r.b) };
    }
  }
}

export function varsOf(e: Expr, out = new Set<string>()): Set<string> {
  if (e.k === 'var') out.add(e.name);
  else if (e.k !== 'num') {
    varsOf(e.a, out);
    varsOf(e.b, out);
  }
  return out;
}

export function numbersOf(e: Expr, out = new Set<number>()): Set<number> {
  if (e.k === 'num' && e.id !== undefined) out.add(e.id);
  else if (e.k !== 'num' && e.k !== 'var') {
    numbersOf(e.a, out);
    numbersOf(e.b, out);
  }
  return out;
}

/** The values every variable the equations determine; a contradiction (two different values) throws. */
export function solve(equations: readonly Equation[]): Map<string, Fraction> {
  const known = new Map<string, Fraction>();
  const open = [...equations];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < open.length; i++) {
      const eq = open[i];
      const unknown = [...varsOf(eq.right), eq.left].filter((v) => !known.has(v));
      const x = [...new Set(unknown)];
      if (x.length > 1) continue;
      if (x.length === 0) {
        const l = linear(eq.right, known, '')!;
        if (!l || !l.b.equals(known.get(eq.left)!)) throw new Error(`the story gives two different values for ${eq.left}`);
      } else {
        // left = right, both possibly in x: (1 or 0)·x = a·x + b.
        const r = linear(eq.right, known, x[0]);
        if (!r) continue;
        const leftA = new Fraction(eq.left === x[0] ? 1 : 0);
        const leftB = eq.left === x[0] ? new Fraction(0) : known.get(eq.left)!;
        const a = leftA.sub(r.a);
        if (a.equals(0)) continue;
        known.set(x[0], r.b.sub(leftB).div(a));
      }
      open.splice(i--, 1);
      changed = true;
    }
  }
  return known;
}

/** The equations the value of `target` rests on, and through them the story's numbers it used. */
export function support(target: string, equations: readonly Equation[]): { equations: Equation[]; numbers: Set<number> } {
  const seen = new Set<string>([target]);
  const used: Equation[] = [];
  const numbers = new Set<number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const eq of equations) {
      if (used.includes(eq)) continue;
      const vars = varsOf(eq.right);
      if (seen.has(eq.left) || [...vars].some((v) => seen.has(v))) {
        used.push(eq);
        for (const v of [eq.left, ...vars]) seen.add(v);
        for (const n of numbersOf(eq.right)) numbers.add(n);
        grew = true;
      }
    }
  }
  return { equations: used, numbers };
}

export function show(e: Expr, names: (v: string) => string = (v) => v): string {
  if (e.k === 'num') return e.v.toFraction();
  if (e.k === 'var') return names(e.name);
  const wrap = (x: Expr) => (x.k === 'num' || x.k === 'var' ? show(x, names) : `(${show(x, names)})`);
  const sign = e.k === '*' ? '×' : e.k === '/' ? '÷' : e.k;
  return `${wrap(e.a)} ${sign} ${wrap(e.b)}`;
}
