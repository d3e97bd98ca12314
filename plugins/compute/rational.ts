/** Exact rationals (fraction.js over BigInt) and how they are written back. */
import Fraction from 'fraction.js';

export type Q = Fraction;

export const q = (n: bigint | number, d: bigint | number = 1n): Q => new Fraction(BigInt(n), BigInt(d));
export const ZERO = q(0);
export const ONE = q(1);

export const num = (x: Q): bigint => x.s * x.n;
export const isInt = (x: Q): boolean => x.d === 1n;

/** A decimal literal ("2,340.5", "1.5e-3") read exactly, never through a float. */
export function parseDecimal(text: string): Q | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.replace(/,/g, ''));
  if (!m || (!m[2] && !m[3])) return null;
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0) - frac.length;
  if (Math.abs(exp) > 400) return null;
  let n = BigInt((m[2] || '0') + frac);
  let d = 1n;
  if (exp >= 0) n *= 10n ** BigInt(exp);
  else d = 10n ** BigInt(-exp);
  return q(m[1] === '-' ? -n : n, d);
}

/** Only denominators of the form 2^a·5^b end; 1/3 would print forever. */
export function terminates(x: Q): boolean {
  let d = x.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Linear in the length: the lookahead regex is quadratic on numbers with thousands of digits. */
export function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(',');
}

/** A number's text with its integer part grouped ("-393384.25" → "-393,384.25"); sign and decimals untouched. */
export function groupNumber(text: string): string {
  return text.replace(/^([-+]?)(\d{4,})(?=$|[.\s/])/, (_m, sign: string, digits: string) => sign + groupThousands(digits));
}

/** Exact decimal text; caller must check `terminates` first. */
export function exactDecimal(x: Q): string {
  let places = 0;
  let n = x.n;
  let d = x.d;
  while (d !== 1n) {
    n *= 10n;
    places++;
    const g = gcdBig(n, d);
    n /= g;
    d /= g;
  }
  const digits = n.toString().padStart(places + 1, '0');
  const body = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return (x.s < 0n && x.n !== 0n ? '-' : '') + body;
}

export function fractionText(x: Q): string {
  const sign = x.s < 0n && x.n !== 0n ? '-' : '';
  return x.d === 1n ? `${sign}${x.n}` : `${sign}${x.n}/${x.d}`;
}

export function mixedText(x: Q): string | null {
  if (x.d === 1n || x.n < x.d) return null;
  const sign = x.s < 0n ? '-' : '';
  return `${sign}${x.n / x.d} ${x.n % x.d}/${x.d}`;
}

export type RoundRule = 'half-up' | 'half-even' | 'down' | 'up';
export const RULE_NAMES: Record<RoundRule, string> = {
  'half-up': 'round half away from zero',
  'half-even': "round half to even (banker's rounding)",
  down: 'round toward zero (truncate)',
  up: 'round away from zero (ceiling of the magnitude)',
};

/** x rounded to `places` decimals (negative places round to tens, hundreds...). */
export function roundTo(x: Q, places: number, rule: RoundRule = 'half-up'): Q {
  const scale = places >= 0 ? q(10n ** BigInt(places)) : q(1n, 10n ** BigInt(-places));
  const scaled = x.abs().mul(scale);
  const whole = scaled.n / scaled.d;
  const rest = scaled.sub(q(whole));
  let k = whole;
  const cmp = rest.compare(q(1, 2));
  if (rule === 'up' && rest.n !== 0n) k += 1n;
  else if (rule === 'half-up' && cmp >= 0) k += 1n;
  else if (rule === 'half-even' && (cmp > 0 || (cmp === 0 && k % 2n === 1n))) k += 1n;
  return q(x.s < 0n ? -k : k).div(scale);
}

/** Fixed-point text with exactly `places` decimals. */
export function fixedText(x: Q, places: number): string {
  const r = roundTo(x, places);
  if (places <= 0) return fractionText(r);
  const s = exactDecimal(r);
  const [i, f = ''] = s.split('.');
  return `${i}.${f.padEnd(places, '0')}`;
}

export function gcdBig(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Every exact way of writing x a reader might expect: fraction, decimal, mixed, grouped. */
export function rationalForms(x: Q): string[] {
  const out = [fractionText(x)];
  if (terminates(x)) out.unshift(exactDecimal(x));
  const mixed = mixedText(x);
  if (mixed) out.push(mixed);
  const grouped = out.map(groupNumber);
  return [...new Set([...out, ...grouped])];
}

/** The one reading shown first: integers plain, terminating decimals as decimals, else a fraction. */
export function rationalText(x: Q, preferFraction = false): string {
  if (isInt(x)) return fractionText(x);
  if (preferFraction || !terminates(x)) return fractionText(x);
  return exactDecimal(x);
}
