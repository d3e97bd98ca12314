/**
 * Quantities in text whose number words are already digits (wordsToDigits): exact values (fraction.js,
 * never a float) with what they are (money, percent, fraction, ordinal) and the unit or noun after them.
 */
import Fraction from 'fraction.js';

export type QuantityKind = 'number' | 'money' | 'percent' | 'fraction' | 'mixed' | 'ordinal';

export interface Quantity {
  value: Fraction;
  kind: QuantityKind;
  /** The text read, and where it stands in the text given. */
  text: string;
  start: number;
  end: number;
  /** Currency symbol or code for money ("$", "£", "EUR"). */
  currency?: string;
  /** The word(s) right after the number ("km", "apples", "km/h"), lower case; null when none. */
  unit: string | null;
}

const SCALES: Record<string, bigint> = { thousand: 1000n, k: 1000n, million: 10n ** 6n, m: 10n ** 6n, mn: 10n ** 6n, billion: 10n ** 9n, bn: 10n ** 9n, trillion: 10n ** 12n };
const CURRENCY_WORDS = /^(dollars?|bucks?|cents?|euros?|pounds sterling|pence|p|usd|eur|gbp|cad|aud|jpy|yen|rupees?|inr)$/i;
/** Words after a number that are no unit: "5 more", "3 of them", "2 and 3". */
const NOT_UNIT = new Set(
  'and or of to in on at by for from with than more less fewer times each per is are was were the a an as if but so then this that these those them it its his her their our your my what which who how when where plus minus divided multiplied over'.split(' '),
);

/** One number: grouped thousands, decimals, a leading sign; a mixed number "2 1/2" or the reader's "(2+1/2)"; a fraction "3/4" or "(3/4)". */
const NUMBER = String.raw`(?:\((\d+)\+(\d+)\/(\d+)\)|\((\d+)\/(\d+)\)|(?<![\d.,/])(\d+) (\d+)\/(\d+)(?![\d/])|(?<![\d.,/])(\d+)\/(\d+)(?![\d/])|(-)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?![\d/]))`;
const QUANTITY = new RegExp(
  String.raw`([$£€¥₹])?\s?${NUMBER}(?:\s?(thousand|million|billion|trillion|bn|mn|k|m)\b(?!\s*(?:\/|per\b)))?(?:(st|nd|rd|th)\b)?(\s?%|\s(?:percent|per cent)\b)?(¢)?`,
  'iy',
);
/** Where a quantity can start: the full pattern is tried only there (it is costly to try at every position). */
const START = /[$£€¥₹]|\(\d|(?<![\d.,])\d|(?<![\d.])\.\d|-\d/g;
const UNIT_AFTER = /^\s*([a-z°][a-z°']*(?:\s?\/\s?[a-z]+|\s+per\s+[a-z]+)?(?:\s+[a-z]+)?)/i;

function exact(m: RegExpExecArray): { value: Fraction; kind: QuantityKind } {
  if (m[2]) return { value: new Fraction(BigInt(m[2])).add(new Fraction(BigInt(m[3]), BigInt(m[4]))), kind: 'mixed' };
  if (m[5]) return { value: new Fraction(BigInt(m[5]), BigInt(m[6])), kind: 'fraction' };
  if (m[7]) return { value: new Fraction(BigInt(m[7])).add(new Fraction(BigInt(m[8]), BigInt(m[9]))), kind: 'mixed' };
  if (m[10]) return { value: new Fraction(BigInt(m[10]), BigInt(m[11])), kind: 'fraction' };
  const digits = m[13].replace(/,/g, '');
  const [whole, frac = ''] = digits.split('.');
  const v = new Fraction(BigInt((whole || '0') + frac), 10n ** BigInt(frac.length));
  return { value: m[12] ? v.neg() : v, kind: 'number' };
}

/** Unit or noun after the quantity, up to two words ("km per hour", "red apples"), function words stopping it. */
function unitAfter(text: string, end: number): string | null {
  const m = UNIT_AFTER.exec(text.slice(end, end + 40));
  if (!m) return null;
  const words = m[1].toLowerCase().split(/\s+/);
  if (NOT_UNIT.has(words[0])) return null;
  const kept = [words[0]];
  if (words[1] === 'per' || words[0].includes('/')) return m[1].toLowerCase();
  if (words[1] && !NOT_UNIT.has(words[1])) kept.push(words[1]);
  return kept.join(' ');
}

export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  START.lastIndex = 0;
  for (let s = START.exec(text); s; s = START.exec(text)) {
    QUANTITY.lastIndex = s.index;
    const m = QUANTITY.exec(text);
    if (!m || m[0].trim() === '' || m[0] === '$') continue;
    START.lastIndex = Math.max(START.lastIndex, m.index + m[0].length);
    // "1/0" is no quantity; the solver that reads it says why.
    if ([m[4], m[6], m[9], m[11]].some((d) => d !== undefined && /^0+$/.test(d))) continue;
    let { value, kind } = exact(m);
    const symbol = m[1];
    const scale = m[14]?.toLowerCase();
    // "5 m" is metres unless money is being talked about.
    if (scale && (!['k', 'm'].includes(scale) || symbol)) value = value.mul(new Fraction(SCALES[scale]));
    else if (scale) START.lastIndex = m.index + m[0].length - m[14].length;
    if (m[15]) kind = 'ordinal';
    let end = scale && (!['k', 'm'].includes(scale) || symbol) ? m.index + m[0].length : m.index + m[0].length - (scale ? m[14].length : 0);
    let currency = symbol;
    if (m[16]) {
      kind = 'percent';
    } else if (symbol) kind = 'money';
    if (m[17]) {
      kind = 'money';
      currency = '¢';
    }
    const start = m.index + (m[0].length - m[0].trimStart().length);
    end = Math.max(end, start);
    const unit = kind === 'percent' || kind === 'ordinal' ? null : unitAfter(text, end);
    if (!symbol && unit && CURRENCY_WORDS.test(unit.split(' ')[0])) {
      kind = 'money';
      currency = unit.split(' ')[0].toLowerCase();
    }
    const q: Quantity = { value, kind, text: text.slice(start, end).trim(), start, end, unit: kind === 'money' && !symbol ? null : unit };
    if (currency) q.currency = currency;
    out.push(q);
  }
  return out;
}
