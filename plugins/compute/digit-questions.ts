/** Questions about digits and sums: the last k digits of a^b (modular power), digit sums, sums of ranges and of squares. */
import { ReadError } from './exact-value.js';
import { normalizeText } from './normalize-text.js';
import { parseExpression } from './parse-expression.js';
import { rewritePhrases } from './math-phrases.js';
import { groupNumber, isInt } from './rational.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';

const solved = (headline: string, forms: string[], working: string[]): Outcome => ({ family: 'arithmetic', headline, forms, working, verified: true });

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let out = 1n % mod;
  let b = ((base % mod) + mod) % mod;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) out = (out * b) % mod;
    b = (b * b) % mod;
  }
  return out;
}

/** A whole number written as an expression ("2^100", "20!"), computed exactly; null when it is not one. */
function wholeValue(expr: string): bigint | null {
  try {
    const { value } = parseExpression(stripFiller(rewritePhrases(expr)));
    return value.rad || !isInt(value.q) ? null : value.q.s * value.q.n;
  } catch (e) {
    if (e instanceof ReadError) return null;
    throw e;
  }
}

const sumTo = (n: bigint) => (n * (n + 1n)) / 2n;
const squaresTo = (n: bigint) => (n * (n + 1n) * (2n * n + 1n)) / 6n;
const MAX_EXP = 10n ** 18n;

/** Cheap test first (every question runs through every reader): each question below needs one of these. */
const MENTIONS = /digit|\bsum of|\.\.|…/;

export function solveDigitQuestion(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const t = stripFiller(normalizeText(raw).replace(/[?.]+$|(?<![\d)])!+$/, ''));
  let m = /^(?:the )?last (\d+ )?digits? of (-?\d+)\s*\^\s*(\d+)$/.exec(t) ?? /^(?:the )?last (\d+ )?digits? (?:of|in) (\d+) (?:to the power of|raised to(?: the power of)?) (\d+)$/.exec(t);
  if (m) {
    const k = m[1] ? Number(m[1]) : 1;
    const [base, exp] = [BigInt(m[2]), BigInt(m[3])];
    if (k < 1 || k > 1000 || exp > MAX_EXP) return { family: 'arithmetic', reason: 'the last 1 to 1000 digits of a power with exponent up to 10^18 are computed' };
    const mod = 10n ** BigInt(k);
    const abs = base < 0n ? -base : base;
    // The digits of a negative power are those of its absolute value.
    const r = modPow(abs, exp, mod);
    const digits = `${r}`.padStart(k, '0');
    // A power shorter than k digits is shown whole, not padded with zeros it does not have.
    const small = exp * BigInt(`${abs}`.length) <= BigInt(k) + 1n ? abs ** exp : null;
    const shown = small !== null && small < mod ? `${small}` : digits;
    return solved(shown, [shown, `${r}`], [`${base}^${exp} mod 10^${k} = ${r} (square-and-multiply, every step reduced mod 10^${k})`]);
  }
  m = /^(?:the )?(?:sum of (?:the )?digits (?:of|in)|digit sum of|digital sum of|sum of all (?:the )?digits (?:of|in)) (.+)$/.exec(t);
  if (m) {
    const v = wholeValue(m[1]);
    if (v === null) return null;
    const digits = `${v < 0n ? -v : v}`;
    const sum = [...digits].reduce((a, d) => a + Number(d), 0);
    return solved(`${sum}`, [`${sum}`], [`${m[1].trim()} = ${digits.length > 40 ? `${digits.slice(0, 20)}…${digits.slice(-20)} (${digits.length} digits)` : digits}`, `the digits add up to ${sum}`]);
  }
  m = /^(?:the )?sum of (?:all )?(?:the )?(?:whole numbers|integers|numbers|natural numbers|positive integers|counting numbers) (?:from|between) (\d+) (?:to|and|through) (\d+)(?: inclusive)?$|^(\d+) ?\+ ?(\d+) ?\+ ?(?:\.{2,3}|…) ?\+ ?(\d+)$/.exec(t);
  if (m) {
    const [a, b] = m[1] ? [BigInt(m[1]), BigInt(m[2])] : [BigInt(m[3]), BigInt(m[5])];
    if (m[3] && BigInt(m[4]) !== a + 1n) return null;
    if (b < a) return null;
    const s = sumTo(b) - sumTo(a - 1n);
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`(${a} + ${b}) × ${b - a + 1n} / 2 = ${s}`]);
  }
  m = /^(?:the )?sum of (?:the )?squares of (?:the )?(?:first (\d+) (?:positive |natural |counting )?(?:integers|numbers|whole numbers|natural numbers)|(?:whole numbers|integers|numbers|natural numbers|positive integers) (?:from )?1 (?:to|through) (\d+))$/.exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2]);
    const s = squaresTo(n);
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`n(n + 1)(2n + 1)/6 with n = ${n}: ${s}`]);
  }
  m = /^(?:the )?sum of (?:the )?first (\d+) (?:positive |natural |counting )?(?:integers|numbers|whole numbers|natural numbers)$/.exec(t);
  if (m) {
    const s = sumTo(BigInt(m[1]));
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`n(n + 1)/2 with n = ${m[1]}: ${s}`]);
  }
  return null;
}
