/**
 * Measure words and nouns in the singular, shared by the readers that check units: which words are measures, of
 * which dimension (its base unit), and how many base units one is. Anything else counted ("apples", "crates") is
 * a unit of its own.
 */
import Fraction from 'fraction.js';

/** Measure words (singular) → base unit and how many base units one is. */
export const MEASURES: Record<string, [string, Fraction]> = {};
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

/** Nouns whose plural is not made by adding "s" or "es"; the singular reads them back. */
const IRREGULAR_PLURAL: Record<string, string> = { person: 'people', child: 'children', man: 'men', woman: 'women', foot: 'feet', tooth: 'teeth', mouse: 'mice', goose: 'geese', loaf: 'loaves', knife: 'knives', leaf: 'leaves', shelf: 'shelves', wolf: 'wolves', half: 'halves', life: 'lives', wife: 'wives', calf: 'calves', sheep: 'sheep', fish: 'fish', deer: 'deer' };
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR_PLURAL).map(([one, many]) => [many, one]));
/** Nouns in "-ie" whose plural "-ies" is not "-y" made plural: "cookies" is "cookie", not "cooky". */
const IE_NOUN = /^(?:cookie|movie|brownie|zombie|hoodie|selfie|goalie|rookie|calorie|veggie|smoothie|birdie|genie|pixie|prairie|eerie|necktie|bootie|beanie|onesie|collie|sweetie|auntie|lassie|magpie|potpie|walkie-talkie)$/;

/** The noun's head in the singular: "mango trees" → "tree", "boxes" → "box", "cherries" → "cherry". */
export function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (IRREGULAR_SINGULAR[word]) return IRREGULAR_SINGULAR[word];
  if (/ies$/.test(word) && IE_NOUN.test(word.slice(0, -1))) return word.slice(0, -1);
  if (/ies$/.test(word) && word.length > 4) return word.replace(/ies$/, 'y');
  if (/(?:ches|shes|xes|sses|zes)$/.test(word)) return word.replace(/es$/, '');
  if (/oes$/.test(word)) return word.replace(/es$/, '');
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** The plural of a count noun, for replies: "sheep" → "sheep", "cookie" → "cookies", "box" → "boxes"; a plural stays. */
export function plural(word: string): string {
  if (IRREGULAR_PLURAL[word]) return IRREGULAR_PLURAL[word];
  if (singular(word) !== word || IRREGULAR_SINGULAR[word]) return word;
  if (/(?:fish|sheep|deer)$/.test(word)) return word;
  return /(?:s|ch|sh|x|z)$/.test(word) ? `${word}es` : word.replace(/([^aeiou])y$/, '$1ie') + 's';
}
