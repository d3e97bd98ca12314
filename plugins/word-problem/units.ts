/**
 * Units as a story uses them: measures convert exactly within their dimension (minutes to hours, grams to
 * kilograms, cents to dollars); anything else counted ("apples", "crates") is a unit of its own. A unit
 * vector maps base units to exponents, so "$12 an hour" is {dollar: 1, second: -1} scaled by 1/3600.
 */
import Fraction from 'fraction.js';
import { MEASURES } from '../../src/reading/measures.js';

export { baseOf, isMeasure, unitWord } from '../../src/reading/measures.js';

export const TIME_WORDS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);

export type Vector = Map<string, number>;

/** The value in base units and its unit vector: 50 minutes → 3000, {second: 1}. */
export function toBase(value: Fraction, num: string | null, den: string | null, den2?: string): { value: Fraction; vector: Vector } {
  const vector: Vector = new Map();
  let v = value;
  const put = (unit: string, sign: 1 | -1) => {
    const [base, factor] = MEASURES[unit] ?? [unit, new Fraction(1)];
    v = sign > 0 ? v.mul(factor) : v.div(factor);
    vector.set(base, (vector.get(base) ?? 0) + sign);
  };
  // "3 times a week": times count, they carry no unit.
  if (num && num !== 'time') put(num, 1);
  if (den) put(den, -1);
  if (den2) put(den2, -1);
  for (const [k, e] of vector) if (e === 0) vector.delete(k);
  return { value: v, vector };
}

export function sameVector(a: Vector, b: Vector): boolean {
  if (a.size !== b.size) return false;
  for (const [k, e] of a) if (b.get(k) !== e) return false;
  return true;
}
