/**
 * A story problem as the reader sees it: normalised text, its sentences, the people named in it, and each
 * number once, with an id, so the checks can say which number was not used.
 * Number words go through the shared reader (src/reading); what is specific to stories (money, "twice",
 * possessives, hyphenated sizes, names) is done here.
 */
import Fraction from 'fraction.js';
import { wordsToDigits } from '../../src/plugin-api.js';
import { plural, singular } from '../../src/reading/measures.js';

export { plural, singular };

export interface Story {
  /** Sentences, lower case, numbers as tokens `#<id>`. */
  sentences: string[];
  /** The sentences as written, for naming the one that could not be read. */
  original: string[];
  numbers: StoryNumber[];
  /** People named (lower case), in order of first mention. */
  people: string[];
}

export interface StoryNumber {
  id: number;
  value: Fraction;
  /** As written after normalising: `$12`, `20%`, `48`. */
  text: string;
  money: boolean;
  percent: boolean;
  sentence: number;
}

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(
  'the a an if how what when where which who why he she they it his her their its there this that these those each every in on at for of by to from after before during last next yesterday today tomorrow then so but and or also one some all both mr mrs ms dr miss monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december i we you my our your is are was were after assume given suppose calculate find'.split(' '),
);

const cleanUnicode = (s: string) =>
  s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[\u2212\u2013\u2014]/g, '-');

/** "$ 4", "$.25", "4 dollars", "2,500": one money or number token each. */
function unifyNumbers(s: string): string {
  return s
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\$\s*\./g, '$0.')
    .replace(/\$\s+(?=\d)/g, '$')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:dollars?|bucks)\b/g, '$$$1')
    .replace(/(\d)\s*(?:percent|per cent)\b/g, '$1%')
    .replace(/\btwice\b/g, '2 times')
    .replace(/\bthrice\b/g, '3 times')
    .replace(/(\d)-(?=[a-z])/g, '$1 ');
}

function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z'])([A-Z][a-z]+)(?![a-z])/g)) {
    const w = m[1].toLowerCase();
    if (!NOT_NAMES.has(w) && !names.includes(w)) names.push(w);
  }
  return names;
}

/** "(3/4)", "(1+1/2)", "12.5", "$0.25", "20%": the exact value. */
function valueOf(token: string): Fraction | null {
  const bare = token.replace(/^\$/, '').replace(/%$/, '');
  const mixed = /^\((\d+)\+(\d+)\/(\d+)\)$/.exec(bare);
  if (mixed) return new Fraction(BigInt(mixed[1])).add(new Fraction(BigInt(mixed[2]), BigInt(mixed[3])));
  const frac = /^\(?(\d+)\/(\d+)\)?$/.exec(bare);
  if (frac) return BigInt(frac[2]) === 0n ? null : new Fraction(BigInt(frac[1]), BigInt(frac[2]));
  return /^\d+(?:\.\d+)?$/.test(bare) ? new Fraction(bare) : null;
}

const NUMBER_TOKEN = /\$?(?:\(\d+(?:\+\d+)?\/\d+\)|\d+\/\d+|\d+(?:\.\d+)?)%?/g;

/** The story read into sentences with numbered quantities; null when a number cannot be read exactly. */
export function readStory(raw: string): Story | null {
  const text = cleanUnicode(raw).replace(/\s+/g, ' ').trim();
  const people = namesIn(text);
  // A sentence may start in lower case when the whole text is ("a tap drips 3 ml. how many ..."); a short word before the stop is an abbreviation.
  const original = text.split(/(?<=[.?!])\s+(?=[A-Z$\d"])|(?<=[a-z]{4}[.?!])\s+(?=[a-z])/).filter(Boolean);
  const numbers: StoryNumber[] = [];
  const sentences: string[] = [];
  for (const [i, s] of original.entries()) {
    // "She loses 20% of them one day": "one day" is a when, not a count.
    const idioms = s.toLowerCase().replace(/(?<!\b(?:for|in|per|every|each|of|after|within|than|only|just) )\bone day\b/g, 'once');
    let lower = unifyNumbers(wordsToDigits(unifyNumbers(idioms)));
    lower = lower.replace(/'s\b/g, ' s').replace(/ ([?,.!;:])/g, '$1');
    let bad = false;
    lower = lower.replace(NUMBER_TOKEN, (tok) => {
      const value = valueOf(tok);
      if (!value) bad = true;
      const id = numbers.length;
      numbers.push({ id, value: value ?? new Fraction(0), text: tok, money: tok.startsWith('$'), percent: tok.endsWith('%'), sentence: i });
      return `#${id}`;
    });
    if (bad) return null;
    sentences.push(lower.replace(/[.?!]+$/, '').trim());
  }
  return { sentences, original, numbers, people };
}

/** A noun phrase with its head in the singular: "mango trees" → "mango tree", "pieces of stationery" → "piece of stationery". */
export function nounPhrase(words: string[]): string {
  const w = [...words];
  const of = w.indexOf('of');
  const head = of > 0 ? of - 1 : w.length - 1;
  w[head] = singular(w[head]);
  return w.join(' ');
}
