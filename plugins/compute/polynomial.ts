/** Polynomials with exact rational coefficients, read from one side of an equation ("3(x - 2) + x^2"). */
import { ReadError } from './exact-value.js';
import { parseDecimal, q, ZERO, type Q } from './rational.js';

/** Monomial key: variables with powers, sorted ("x^2", "x*y", "" for the constant). */
export type Poly = Map<string, Q>;

const key = (powers: Record<string, number>) =>
  Object.keys(powers).filter((v) => powers[v]).sort().map((v) => (powers[v] === 1 ? v : `${v}^${powers[v]}`)).join('*');
const unkey = (k: string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const part of k ? k.split('*') : []) {
    const [v, p] = part.split('^');
    out[v] = Number(p ?? 1);
  }
  return out;
};

export const constant = (c: Q): Poly => new Map([['', c]]);
export function addP(a: Poly, b: Poly, sign = 1): Poly {
  const out = new Map(a);
  for (const [k, c] of b) out.set(k, (out.get(k) ?? ZERO).add(sign < 0 ? c.neg() : c));
  for (const [k, c] of out) if (c.n === 0n) out.delete(k);
  return out;
}
export function mulP(a: Poly, b: Poly): Poly {
  let out: Poly = new Map();
  for (const [ka, ca] of a)
    for (const [kb, cb] of b) {
      const pa = unkey(ka);
      for (const [v, p] of Object.entries(unkey(kb))) pa[v] = (pa[v] ?? 0) + p;
      out = addP(out, new Map([[key(pa), ca.mul(cb)]]));
    }
  return out;
}
export const degree = (p: Poly) => Math.max(0, ...[...p.keys()].map((k) => Object.values(unkey(k)).reduce((s, x) => s + x, 0)));
export const variables = (p: Poly) => new Set([...p.keys()].flatMap((k) => Object.keys(unkey(k))));

const TOKEN = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([a-z])(?![a-z])|([-+*/^()]))/y;

export function parsePoly(text: string): Poly {
  const toks: string[] = [];
  let i = 0;
  while (i < text.length && !/^\s*$/.test(text.slice(i))) {
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    if (!m) throw new ReadError(`could not read "${text.slice(i).trim().split(' ')[0]}" in the equation`);
    toks.push(m[1] ?? m[2] ?? m[3]);
    i = TOKEN.lastIndex;
  }
  let at = 0;
  const peek = () => toks[at];
  const expr = (): Poly => {
    let left = term();
    while (peek() === '+' || peek() === '-') {
      const op = toks[at++];
      left = addP(left, term(), op === '+' ? 1 : -1);
    }
    return left;
  };
  const term = (): Poly => {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t === '*') (at++, (left = mulP(left, unary())));
      else if (t === '/') {
        at++;
        const d = unary();
        if (d.size !== 1 || !d.has('') || d.get('')!.n === 0n) throw new ReadError('only division by a nonzero number is read in equations');
        left = mulP(left, constant(q(1).div(d.get('')!)));
      } else if (t === '(' || (t && /^[a-z\d.]/.test(t))) left = mulP(left, power());
      else return left;
    }
  };
  const unary = (): Poly => (peek() === '-' ? (at++, mulP(constant(q(-1)), unary())) : peek() === '+' ? (at++, unary()) : power());
  const power = (): Poly => {
    const b = primary();
    if (peek() !== '^') return b;
    at++;
    const e = toks[at++];
    if (!/^\d+$/.test(e ?? '') || Number(e) > 3) throw new ReadError('only powers up to 3 are read in equations');
    let out = constant(q(1));
    for (let k = 0; k < Number(e); k++) out = mulP(out, b);
    return out;
  };
  const primary = (): Poly => {
    const t = toks[at++];
    if (t === undefined) throw new ReadError('the equation ends too early');
    if (t === '(') {
      const p = expr();
      if (toks[at++] !== ')') throw new ReadError('unbalanced parentheses in the equation');
      return p;
    }
    if (/^[a-z]$/.test(t)) return new Map([[t, q(1)]]);
    const v = parseDecimal(t);
    if (!v) throw new ReadError(`could not read "${t}" in the equation`);
    return constant(v);
  };
  const p = expr();
  if (at < toks.length) throw new ReadError(`could not read "${toks[at]}" in the equation`);
  return p;
}

export const coef = (p: Poly, k: string): Q => p.get(k) ?? ZERO;
export const subtract = (a: Poly, b: Poly) => addP(a, b, -1);
