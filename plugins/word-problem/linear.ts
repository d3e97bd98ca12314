/**
 * Exact linear algebra for the relation readers: a linear form over named unknowns, and a system of such
 * equations solved by Gauss–Jordan elimination over fractions. Unlike `equations.ts` (propagation, one
 * unknown at a time) this solves simultaneous statements ("the sum of their ages is 34" with "Rachel is 4
 * years older than Leah"), and says which unknowns the system leaves open, so a question about one of them
 * is declined rather than guessed.
 */
import Fraction from 'fraction.js';

/** Σ coefficient·unknown + constant. */
export interface Lin {
  terms: Map<string, Fraction>;
  k: Fraction;
}

export const lconst = (v: Fraction | number): Lin => ({ terms: new Map(), k: new Fraction(v) });
export const lvar = (name: string): Lin => ({ terms: new Map([[name, new Fraction(1)]]), k: new Fraction(0) });

export function ladd(a: Lin, b: Lin, sign: 1 | -1 = 1): Lin {
  const terms = new Map(a.terms);
  for (const [v, c] of b.terms) {
    const next = (terms.get(v) ?? new Fraction(0)).add(sign > 0 ? c : c.neg());
    if (next.equals(0)) terms.delete(v);
    else terms.set(v, next);
  }
  return { terms, k: sign > 0 ? a.k.add(b.k) : a.k.sub(b.k) };
}

export function lscale(a: Lin, f: Fraction): Lin {
  if (f.equals(0)) return lconst(0);
  return { terms: new Map([...a.terms].map(([v, c]) => [v, c.mul(f)])), k: a.k.mul(f) };
}

/** A linear equation `left = right`, with the sentence it was read from. */
export interface LinEquation {
  left: Lin;
  right: Lin;
  sentence: number;
}

export type Solved = { values: Map<string, Fraction> } | { problem: string };

/**
 * Solves the system; `values` holds exactly the unknowns the system determines. A contradiction is a problem.
 */
export function solveLinear(equations: readonly LinEquation[]): Solved {
  const names = [...new Set(equations.flatMap((e) => [...e.left.terms.keys(), ...e.right.terms.keys()]))];
  // Each row: coefficients (by column) = constant.
  const rows = equations.map((e) => {
    const d = ladd(e.left, e.right, -1);
    return { c: names.map((n) => d.terms.get(n) ?? new Fraction(0)), k: d.k.neg() };
  });
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < names.length && r < rows.length; col++) {
    const p = rows.findIndex((row, i) => i >= r && !row.c[col].equals(0));
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p], rows[r]];
    const lead = rows[r].c[col];
    rows[r] = { c: rows[r].c.map((x) => x.div(lead)), k: rows[r].k.div(lead) };
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i].c[col].equals(0)) continue;
      const f = rows[i].c[col];
      rows[i] = { c: rows[i].c.map((x, j) => x.sub(f.mul(rows[r].c[j]))), k: rows[i].k.sub(f.mul(rows[r].k)) };
    }
    pivots.push(col);
    r++;
  }
  for (let i = r; i < rows.length; i++) if (!rows[i].k.equals(0)) return { problem: 'the statements contradict each other' };
  const values = new Map<string, Fraction>();
  pivots.forEach((col, i) => {
    const free = rows[i].c.some((x, j) => j !== col && !x.equals(0));
    if (!free) values.set(names[col], rows[i].k);
  });
  return { values };
}

/** The value of a form when every unknown in it is determined; null otherwise. */
export function evaluate(e: Lin, values: ReadonlyMap<string, Fraction>): Fraction | null {
  let v = e.k;
  for (const [n, c] of e.terms) {
    const x = values.get(n);
    if (!x) return null;
    v = v.add(c.mul(x));
  }
  return v;
}
