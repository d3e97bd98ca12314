/**
 * Units as a story uses them: measures convert exactly within their dimension (minutes to hours, grams to
 * kilograms, cents to dollars); anything else counted ("apples", "crates") is a unit of its own. A unit
 * vector maps base units to exponents, so "$12 an hour" is {dollar: 1, second: -1} scaled by 1/3600.
 */
import Fraction from 'fraction.js';
import { singular } from './story-text.js';

/** Measure words (singular) → base unit and how many base units one is. */
const MEASURES: Record<string, [string, Fraction]> = {};
const add = (base: string, table: Record<string, Fraction | number | string>) => {
  for (const [k, v] of Object.entries(table)) MEASURES[k] = [base, new Fraction(v)];
};
// Months and years have no exact length in days or weeks; only the conversions every story agrees on are kept.
add('second', { second: 1, sec: 1, minute: 60, min: 60, hour: 3600, hr: 3600, day: 86400, week: 604800 });
add('month', { month: 1, year: 12 });
add('meter', { millimeter: '0.001', mm: '0.001', centimeter: '0.01', cm: '0.01', meter: 1, metre: 1, m: 1, kilometer: 1000, km: 1000, inch: '0.0254', foot: '0.3048', feet: '0.3048', ft: '0.3048', yard: '0.9144', mile: '1609.344' });
add('gram', { milligram: '0.001', mg: '0.001', gram: 1, g: 1, kilogram: 1000, kg: 1000, pound: '453.59237', lb: '453.59237', ounce: '28.349523125', oz: '28.349523125' });
add('milliliter', { milliliter: 1, ml: 1, liter: 1000, litre: 1000, l: 1000, gallon: '3785.411784', quart: '946.352946', pint: '473.176473', cup: '236.5882365' });
add('dollar', { dollar: 1, cent: '0.01' });

export const TIME_WORDS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);

/** The singular unit word: "hours" → "hour", "inches" → "inch", "feet" → "foot", "lbs" → "lb". */
export function unitWord(word: string): string {
  if (word === 'feet') return 'foot';
  if (word === 'lbs') return 'lb';
  if (word === 'hrs') return 'hr';
  if (word === 'mins') return 'min';
  if (word === 'inches') return 'inch';
  if (word === 'buses' || word === 'busses') return 'bus';
  if (word === 'glasses' || word === 'classes' || word === 'boxes') return word.replace(/es$/, '');
  return singular(word);
}

export const isMeasure = (unit: string) => unit in MEASURES;
/** The dimension a measure belongs to (its base unit), or the unit itself for counted things. */
export const baseOf = (unit: string) => MEASURES[unit]?.[0] ?? unit;

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
