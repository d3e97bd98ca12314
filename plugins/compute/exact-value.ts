/** Exact values: a rational, or a rational times a square or cube root (3√2, 2∛5). */
import { fractionText, isInt, q, rationalForms, rationalText, roundTo, exactDecimal, ONE, type Q } from './rational.js';

export type Exact = { q: Q; rad?: bigint; index?: 2 | 3 };

/**
 * A question read no further: control flow between readers (each turn throws several), never a bug, so no
 * stack trace is captured; capturing one was a sixth of the CPU of a typical compute turn.
 */
export class ReadError extends Error {
  constructor(message: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export const rat = (x: Q): Exact => ({ q: x });
const isRat = (x: Exact): boolean => !x.rad;

/** Integer n-th root by Newton's method, floor. */
export function intRoot(a: bigint, n: number): bigint {
  if (a < 2n) return a;
  const N = BigInt(n);
  let x = 1n << BigInt(Math.ceil(a.toString(2).length / n) + 1);
  for (;;) {
    const y = ((N - 1n) * x + a / x ** (N - 1n)) / N;
    if (y >= x) return x;
    x = y;
  }
}

/** k·ⁿ√rest with rest free of n-th powers; refuses radicands too large to simplify honestly. */
function simplifyRoot(a: bigint, n: 2 | 3): { out: bigint; rest: bigint } {
  const r = intRoot(a, n);
  if (r ** BigInt(n) === a) return { out: r, rest: 1n };
  let out = 1n;
  let rest = a;
  const N = BigInt(n);
  for (let p = 2n; p ** N <= rest && p < 100000n; p++) {
    while (rest % p ** N === 0n) {
      rest /= p ** N;
      out *= p;
    }
  }
  if (rest > 10n ** 12n) throw new ReadError('the radicand is too large to simplify exactly');
  return { out, rest };
}

export function root(x: Exact, n: 2 | 3): Exact {
  if (!isRat(x)) throw new ReadError('roots of roots are not simplified exactly');
  const neg = x.q.s < 0n;
  if (neg && n === 2) throw new ReadError('the square root of a negative number is not a real number');
  // ⁿ√(a/b) = ⁿ√(a·b^(n-1)) / b keeps the radicand an integer.
  const { out, rest } = simplifyRoot(x.q.n * x.q.d ** BigInt(n - 1), n);
  const coef = q(neg ? -out : out, x.q.d);
  return rest === 1n ? rat(coef) : { q: coef, rad: rest, index: n };
}

export function add(a: Exact, b: Exact): Exact {
  if (isRat(a) && isRat(b)) return rat(a.q.add(b.q));
  if (a.q.n === 0n) return b;
  if (b.q.n === 0n) return a;
  if (a.rad === b.rad && a.index === b.index) return norm({ q: a.q.add(b.q), rad: a.rad, index: a.index });
  throw new ReadError('a sum of unlike roots has no simpler exact form here');
}

export const neg = (a: Exact): Exact => ({ ...a, q: a.q.neg() });

function norm(x: Exact): Exact {
  return x.q.n === 0n ? rat(x.q) : x;
}

export function mul(a: Exact, b: Exact): Exact {
  if (isRat(b)) return norm({ ...a, q: a.q.mul(b.q) });
  if (isRat(a)) return norm({ ...b, q: b.q.mul(a.q) });
  if (a.index !== b.index) throw new ReadError('products of square and cube roots are not simplified here');
  const r = root(rat(q(a.rad! * b.rad!)), a.index!);
  return mul(rat(a.q.mul(b.q)), r);
}

export function inverse(a: Exact): Exact {
  if (a.q.n === 0n) throw new ReadError('division by zero is undefined');
  if (isRat(a)) return rat(ONE.div(a.q));
  // 1/(c·ⁿ√r) = ⁿ√(r^(n-1)) / (c·r)
  const n = a.index!;
  const r = root(rat(q(a.rad! ** BigInt(n - 1))), n);
  return mul(r, rat(ONE.div(a.q.mul(q(a.rad!)))));
}

const MAX_EXPONENT = 10000n;
const MAX_DIGITS = 10000;

export function pow(a: Exact, e: Exact): Exact {
  if (!isRat(e)) throw new ReadError('irrational exponents are not computed exactly');
  const E = e.q;
  if (!isInt(E)) {
    if (E.d !== 2n && E.d !== 3n) throw new ReadError('only square and cube roots are computed exactly');
    return pow(root(a, Number(E.d) as 2 | 3), rat(q(E.s * E.n)));
  }
  const k = E.s * E.n;
  if (k > MAX_EXPONENT || k < -MAX_EXPONENT) throw new ReadError(`the exponent ${k} is too large (limit ${MAX_EXPONENT})`);
  const digits = Math.max(a.q.n.toString().length, a.q.d.toString().length);
  if (digits * Number(k < 0n ? -k : k) > MAX_DIGITS) throw new ReadError(`the result would have more than ${MAX_DIGITS} digits`);
  if (k < 0n) return inverse(pow(a, rat(q(-k))));
  if (isRat(a)) return rat(q((a.q.s * a.q.n) ** k, a.q.d ** k));
  let out: Exact = rat(ONE);
  for (let i = 0n; i < k; i++) out = mul(out, a);
  return out;
}

/** Decimal approximation of an exact value to `places` decimals (half away from zero). */
export function approx(x: Exact, places: number): string {
  if (isRat(x)) return places >= 0 ? exactDecimal(roundTo(x.q, places)) : fractionText(roundTo(x.q, places));
  const n = x.index!;
  const extra = BigInt(places + 8);
  const scaled = intRoot(x.rad! * 10n ** (extra * BigInt(n)), n);
  // floor(root) is within 10^-(places+8) of the root: far below the rounding step.
  const value = x.q.mul(q(scaled, 10n ** extra));
  return exactDecimal(roundTo(value, places));
}

export function isRational(x: Exact): boolean {
  return isRat(x);
}

export function exactText(x: Exact, preferFraction = false): string {
  if (isRat(x)) return rationalText(x.q, preferFraction);
  const sym = x.index === 3 ? '∛' : '√';
  const c = x.q;
  const top = c.n === 1n ? '' : `${c.n}`;
  const sign = c.s < 0n ? '-' : '';
  return c.d === 1n ? `${sign}${top}${sym}${x.rad}` : `${sign}${top}${sym}${x.rad}/${c.d}`;
}

export function exactForms(x: Exact): string[] {
  if (isRat(x)) return rationalForms(x.q);
  const t = exactText(x);
  return [t, t.replace(/([√∛])(\d+)/, '$1($2)'), t.replace('√', 'sqrt(').replace(/sqrt\((\d+)/, 'sqrt($1)')];
}
