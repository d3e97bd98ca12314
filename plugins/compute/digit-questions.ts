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
const cubesTo = (n: bigint) => sumTo(n) ** 2n;
const MAX_EXP = 10n ** 18n;

/** Cheap test first (every question runs through every reader): each question below needs one of these. */
const MENTIONS = /digit|\bsum (?:of|from)|\b(?:add|sum) (?:up|together|all)|\.\.|…|\bzeros?\b/;
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** Whole numbers past this many digits are not written out to count or slice their digits. */
const MAX_DIGITS = 100_000;
const NUMBERS = String.raw`(?:whole numbers|integers|numbers|natural numbers|positive integers|counting numbers)`;

/** The decimal digits of a whole number written as an expression, within MAX_DIGITS; null when it is not one. */
function digitsOf(expr: string): string | null {
  const v = wholeValue(expr);
  if (v === null) return null;
  const s = `${v < 0n ? -v : v}`;
  return s.length > MAX_DIGITS ? null : s;
}
const shortDigits = (d: string) => (d.length > 40 ? `${d.slice(0, 20)}…${d.slice(-20)} (${d.length} digits)` : d);

export function solveDigitQuestion(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const t = stripFiller(normalizeText(raw).replace(/[?.]+$|(?<![\d)])!+$/, ''));
  // "the units digit of 7^77" is its last digit.
  const u = t.replace(/^((?:the )?)(?:units?|ones|final) digit\b/, '$1last digit');
  let m = /^(?:the )?last (\d+ )?digits? of (-?\d+)\s*\^\s*(\d+)$/.exec(u) ?? /^(?:the )?last (\d+ )?digits? (?:of|in) (\d+) (?:to the power of|raised to(?: the power of)?) (\d+)$/.exec(u);
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
  m = /^(?:the )?(?:sum of (?:the )?digits (?:of|in)|digit sum of|digital sum of|sum of all (?:the )?digits (?:of|in)|(?:add|sum) up (?:all )?(?:the )?digits (?:of|in)) (.+)$/.exec(t);
  if (m) {
    const v = wholeValue(m[1]);
    if (v === null) return null;
    const digits = `${v < 0n ? -v : v}`;
    const sum = [...digits].reduce((a, d) => a + Number(d), 0);
    return solved(`${sum}`, [`${sum}`], [`${m[1].trim()} = ${digits.length > 40 ? `${digits.slice(0, 20)}…${digits.slice(-20)} (${digits.length} digits)` : digits}`, `the digits add up to ${sum}`]);
  }
  // "how many digits does 2^1000 have", "number of digits in 50!"
  m = /^(?:(?:how )?many digits (?:does|do|are (?:there )?in|is|in|has) (.+?)(?: have| has| contain)?|(?:the )?(?:number|count) of digits (?:in|of) (.+))$/.exec(t);
  if (m) {
    const d = digitsOf(m[1] ?? m[2]);
    if (d === null) return null;
    return solved(`${d.length}`, [`${d.length}`], [`${(m[1] ?? m[2]).trim()} = ${shortDigits(d)}`, `${d.length} digits`]);
  }
  // "the first 3 digits of 2^100": written as they stand.
  m = /^(?:the )?(?:first|leading) (\d+|one|two|three|four|five|six|seven|eight|nine|ten) digits (?:of|in) (.+)$/.exec(t);
  if (m) {
    const k = /^\d+$/.test(m[1]) ? Number(m[1]) : COUNT_WORDS[m[1]];
    const d = digitsOf(m[2]);
    if (d === null || !k) return null;
    if (k > d.length) return { family: 'arithmetic', reason: `${m[2].trim()} has only ${d.length} digits` };
    return solved(d.slice(0, k), [d.slice(0, k)], [`${m[2].trim()} = ${shortDigits(d)}`]);
  }
  // "how many zeros at the end of 100!", "trailing zeros of 50!", "how many trailing zeros does 100! have"
  m = /^(?:how )?many (?:trailing )?zeros? (?:does|do) (.+?) (?:have|has|end (?:in|with))$|^(?:how )?many trailing zeros? (?:are )?(?:there )?in (.+)$/.exec(t) ?? /^(?:(?:how )?many (?:trailing )?zeros? (?:are )?(?:there )?(?:at the end of|does (.+?) end (?:in|with))|(?:the )?(?:number of )?trailing zeros? (?:of|in))\s*(.*)$/.exec(t);
  if (m) {
    const d = digitsOf(m[1] ?? m[2]);
    if (d === null || d === '0') return null;
    const zeros = d.length - d.replace(/0+$/, '').length;
    return solved(`${zeros}`, [`${zeros}`], [`${(m[1] ?? m[2]).trim()} = ${shortDigits(d)}`, `it ends in ${zeros} zero${zeros === 1 ? '' : 's'}`]);
  }
  // "the sum of the first 100 odd numbers", "sum of all even numbers from 2 to 100", "sum of the odd numbers between 1 and 99"
  m = /^(?:the )?sum of (?:all )?(?:the )?first (\d+) (odd|even) (?:positive |natural |whole )?(?:numbers|integers)$/.exec(t);
  if (m) {
    const n = BigInt(m[1]);
    const s2 = m[2] === 'odd' ? n * n : n * (n + 1n);
    return solved(groupNumber(`${s2}`), [`${s2}`, groupNumber(`${s2}`)], [`the first ${n} ${m[2]} numbers add up to ${m[2] === 'odd' ? `${n}²` : `${n} × ${n + 1n}`} = ${s2}`]);
  }
  m = new RegExp(String.raw`^(?:the )?sum of (?:all )?(?:the )?(odd|even) (?:positive |natural |whole )?(?:numbers|integers) (?:from|between) (\d+) (?:to|and|through) (\d+)(?: inclusive)?$`).exec(t);
  if (m) {
    const parity = m[1] === 'odd' ? 1n : 0n;
    let [a, b] = [BigInt(m[2]), BigInt(m[3])];
    if (b < a) return null;
    // "between 1 and 99" may or may not count the ends; it matters only when an end is itself odd (even).
    if (/\bbetween\b/.test(t) && !/\binclusive\b/.test(t) && (a % 2n === parity || b % 2n === parity)) {
      return { family: 'arithmetic', reason: `"between ${m[2]} and ${m[3]}" may or may not include the ends: say "from … to …" or "inclusive"` };
    }
    if (a % 2n !== parity) a += 1n;
    if (b % 2n !== parity) b -= 1n;
    if (b < a) return solved('0', ['0'], [`no ${m[1]} numbers from ${m[2]} to ${m[3]}`]);
    const count = (b - a) / 2n + 1n;
    const s2 = ((a + b) * count) / 2n;
    return solved(groupNumber(`${s2}`), [`${s2}`, groupNumber(`${s2}`)], [`${count} ${m[1]} numbers from ${a} to ${b}: (${a} + ${b}) × ${count} / 2 = ${s2}`]);
  }
  m = new RegExp(String.raw`^(?:the )?sum of (?:the )?squares (?:from|of (?:the )?${NUMBERS} from) 1 (?:to|through) (\d+)(?: inclusive)?$`).exec(t);
  if (m) {
    const s2 = squaresTo(BigInt(m[1]));
    return solved(groupNumber(`${s2}`), [`${s2}`, groupNumber(`${s2}`)], [`n(n + 1)(2n + 1)/6 with n = ${m[1]}: ${s2}`]);
  }
  m = /^(?:(?:the )?sum of|add up|add together|add|sum up|(?:the )?total of) (?:(?:all )?(?:the )?(?:whole numbers|integers|numbers|natural numbers|positive integers|counting numbers)|every (?:whole number|integer|number|natural number|positive integer|counting number)) (?:(?:from|between) (\d+) (?:to|and|through)|(\d+) (?:to|through)) (\d+)(?: inclusive)?(?: together)?$|^(?:the )?sum (?:of|from) (\d+) (?:to|through) (\d+)(?: inclusive)?$/.exec(t);
  if (m) {
    const [a, b] = m[3] ? [BigInt(m[1] ?? m[2]), BigInt(m[3])] : [BigInt(m[4]), BigInt(m[5])];
    if (b < a) return null;
    const s = sumTo(b) - sumTo(a - 1n);
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`(${a} + ${b}) × ${b - a + 1n} / 2 = ${s}`]);
  }
  const series = arithmeticSeries(t);
  if (series) return series;
  m = /^(?:the )?sum of (?:the )?squares of (?:the )?(?:first (\d+) (?:positive |natural |counting )?(?:integers|numbers|whole numbers|natural numbers)|(?:(?:whole numbers|integers|numbers|natural numbers|positive integers) )?(?:from )?1 (?:to|through) (\d+))$/.exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2]);
    const s = squaresTo(n);
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`n(n + 1)(2n + 1)/6 with n = ${n}: ${s}`]);
  }
  // "sum of the cubes from 1 to 10", "the sum of the cubes of the first 20 integers": the square of the plain sum.
  m = new RegExp(String.raw`^(?:the )?sum of (?:the )?cubes (?:of (?:the )?${NUMBERS} )?(?:from )?1 (?:to|through) (\d+)(?: inclusive)?$|^(?:the )?sum of (?:the )?cubes of (?:the )?first (\d+) (?:positive |natural |counting )?${NUMBERS}$`).exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2]);
    const s3 = cubesTo(n);
    return solved(groupNumber(`${s3}`), [`${s3}`, groupNumber(`${s3}`)], [`(n(n + 1)/2)² with n = ${n}: ${s3}`]);
  }
  m = /^(?:the )?sum of (?:the )?first (\d+) (?:positive |natural |counting )?(?:integers|numbers|whole numbers|natural numbers)$/.exec(t);
  if (m) {
    const s = sumTo(BigInt(m[1]));
    return solved(groupNumber(`${s}`), [`${s}`, groupNumber(`${s}`)], [`n(n + 1)/2 with n = ${m[1]}: ${s}`]);
  }
  return null;
}

/**
 * "1 + 2 + 3 + ... + 250", "2 + 4 + ... + 100": the terms written before the dots fix one step, and the last
 * term must be reached by it; anything else (a single written term, uneven steps) is not read.
 */
function arithmeticSeries(t: string): Outcome {
  const m = /^(\d+(?: ?\+ ?\d+)+) ?\+ ?(?:\.{2,}|…)(?: ?\+)? ?(\d+)$/.exec(t);
  if (!m) return null;
  const terms = m[1].split(/ ?\+ ?/).map(BigInt);
  const last = BigInt(m[2]);
  const step = terms[1] - terms[0];
  if (step <= 0n || terms.some((x, i) => i > 0 && x - terms[i - 1] !== step)) return null;
  const first = terms[0];
  if (last <= terms.at(-1)! || (last - first) % step !== 0n) return null;
  const count = (last - first) / step + 1n;
  const sum = ((first + last) * count) / 2n;
  return solved(groupNumber(`${sum}`), [`${sum}`, groupNumber(`${sum}`)], [`${count} terms from ${first} to ${last} in steps of ${step}: (${first} + ${last}) × ${count} / 2 = ${sum}`]);
}
