/**
 * Sentences a story can do without: "Tom also has 3 cats." in a story about apples, "Her brother is 12 years old."
 * when no age is asked. The readers insist that every number is used, so such a sentence makes them decline; the
 * story is then read again without it, and the reply says which sentence was set aside.
 *
 * "Provably irrelevant" is kept strict, since an answer read without a needed sentence is wrong:
 * - a count of one thing (a noun) that no other sentence and not the question mentions, in any form or compound,
 *   owned or kept by someone ("Siobhan has 7 kites", "There are 9 lanterns in the hall"), when the question counts a
 *   particular thing (not "items", "animals", "toys", of which the kites might be a kind) or asks a measure;
 * - an age, height or birth of a person, when neither the question nor any other sentence speaks of age or height.
 * A sentence the next one may point back to ("them", "each", "the rest") stays, as does one whose owner another
 * sentence compares ("… 3 more apples than Siobhan"), and any sentence with a measure, money, a rate or a second number.
 */
import { SMALL, splitSentences } from '../../src/reading/index.js';
import { singular } from './story-text.js';

export interface Trimmed {
  /** The story without the sentences set aside. */
  text: string;
  /** The sentences set aside, as written. */
  aside: string[];
}

const NUMBER_WORD = Object.keys(SMALL).join('|');
/** One number counting: digits without money, percent, decimals or fractions around them, or a number word. */
const COUNT = `(?:\\d{1,3}(?:,\\d{3})*|\\d+|${NUMBER_WORD}|a dozen)`;
/** Who keeps the things: a name, "Tom's sister", "his cousin", "he", "the library across town", "there". */
const OWNER = `(?:[A-Z][a-z]+(?:'s [a-z]+)?|(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur) [a-z]+|[Hh]e|[Ss]he|[Tt]hey|[Tt]he [a-z]+(?: [a-z]+){0,3})`;
/** Having and keeping, not buying, selling, giving or using: those move amounts the story may count. */
const KEEPS = '(?:also |still |only )?(?:has|had|have|owns|owned|keeps|kept|collects|collected|is keeping|holds|held|displays|displayed|grows|grew|found|finds|saw|sees|spotted|counted)';
const TAIL = "(?: (?:in|on|at|near|across|inside|under|behind|beside|by|from|around|for|along|outside) [a-z' ]+)?";
const HAS_COUNT = new RegExp(`^(${OWNER}) ${KEEPS} (${COUNT}) ((?:[a-z]+ ){0,2}[a-z]+?)${TAIL}[.!]$`);
const THERE_COUNT = new RegExp(`^(There) (?:are|were|is|was) (${COUNT}) ((?:[a-z]+ ){0,2}[a-z]+?)${TAIL}[.!]$`);

/** A person's age, height or birth: "Her brother is 12 years old.", "Siobhan's aunt is 40.", "Tom is 5 feet tall." */
const PERSON = `(?:[A-Z][a-z]+(?:'s [a-z]+)?|(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur) [a-z]+|[Hh]e|[Ss]he)`;
const AGE = new RegExp(`^${PERSON} (?:is|was|turned|turns) (?:${COUNT})(?: years? old| years? of age)?[.!]$|^${PERSON} was born in (?:\\d{4}|[A-Z][a-z]+(?: \\d{1,2})?)[.!]$`);
const HEIGHT = new RegExp(`^${PERSON} (?:is|was|stands) (?:${COUNT}) (?:feet|foot|inches|centimeters|centimetres|cm|meters|metres)(?: (?:and )?(?:${COUNT}) inches)? tall[.!]$`);

/** Words that speak of age: with one, a stated age may be what the story turns on ("children under 12 ride free"). */
const AGE_WORDS = /\b(?:old|older|oldest|young|younger|youngest|age|ages|aged|born|birthday|years?|decades?|teens?|adults?|child|children|kids?|seniors?|students?|grade|tickets?|admission|discount|under|over|birth|life)\b/i;
const HEIGHT_WORDS = /\b(?:tall|taller|tallest|short|shorter|height|heights|feet|foot|inch|inches|cm|centimet(?:er|re)s?|met(?:er|re)s?|ft|ride|rides|reach|grow|grows|grew|growth)\b/i;

/** Counted words too broad to tell from the thing set aside: kites may be toys, items, things or gifts. */
const GENERIC = new Set(
  ('thing item object piece toy gift present good product supply snack treat food sweet dessert candy cookie animal pet creature bird fish insect bug ' +
    'fruit vegetable flower plant tree seed nut berry vehicle car book clothe clothing garment shoe coin bill drink beverage game instrument tool ' +
    'person people student child kid member guest visitor friend collectible souvenir decoration ornament dish container stuff belonging possession ' +
    'equipment furniture device gadget jewel jewelry total one all other dog cat').split(' '),
);
/** People and measures: a count of either may be what a share or a rate divides by ("There are 6 friends"). */
const NOT_A_THING = /^(?:people|persons?|students?|children|child|kids?|friends?|guests?|members?|players?|workers?|employees?|boys?|girls?|men|women|adults?|customers?|visitors?|classmates?|teams?|groups?|families|family|times?|dozens?|pairs?|sets?|packs?|boxes|box|bags?|dollars?|cents?|quarters?|dimes?|nickels?|pennies|penny|bills?|coins?|notes?|banknotes?|bucks?|ones|fives|tens|twenties|fifties|hundreds|euros?|pesos?|yen|rupees?|percent|hours?|minutes?|seconds?|days?|weeks?|months?|years?|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|inch(?:es)?|yards?|pounds?|ounces?|grams?|kilograms?|kg|lbs?|liters?|litres?|gallons?|cups?|pints?|quarts?)$/;
/** Measures a question may ask in a unit the story does not use ("how many minutes" of a story in hours). */
const MEASURE = /^(?:dollars?|cents?|hours?|minutes?|seconds?|days?|weeks?|months?|years?|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|inch(?:es)?|yards?|pounds?|ounces?|grams?|kilograms?|liters?|litres?|gallons?|cups?)$/;
/** A word in the next sentence that may point back at the things just counted. */
const POINTS_BACK = /\b(?:them|they|these|those|it|its|such|both|apiece|each(?= (?:of|one|other|gets?|got|ha(?:ve|s|d)|receive[sd]?|costs?|weigh(?:s|ed)?|holds?|held|contains?|\$|\d)\b|[.?,!]|$)|(?:one|all|some|half|most|none|any|each|many|few|part|rest) of|the rest|the remaining|remaining|the others|of which|that many|as many|as much|the same)\b/i;
/** A sentence that compares or adds to someone: their count must stay if the owner is named there. */
const COMPARES = /\b(?:than|as many|as much|times|twice|thrice|half|double|triple|same|equal|together|combined|and)\b/i;
/** A count with no thing after it ("holds 12.", "gives away 5 more", "3 more than Tom"), not money, a percentage or a year. */
const ELIDED = new RegExp(
  `(?<![$\\d.,])\\b(?:\\d+(?:\\.\\d+)?|${NUMBER_WORD})\\b(?![%\\d])(?<!\\b(?:19|20)\\d\\d)` +
    '(?=\\s*(?:[.?!,;]|$)|\\s+(?:each|apiece|of them|at a time|at once)\\b|\\s+(?:more|fewer|less|extra)\\s*(?:[.?!,;]|$|than\\b))',
  'i',
);
/** Where the question counts: "how many apples", "how much money"; generic or missing nouns say nothing particular. */
const ASKED_COUNT = /\bhow many (?:more |fewer |less |additional |extra |other |total |(?:of )?(?:the|her|his|their|these|those) )?((?:[a-z]+ ){0,2}?[a-z]+?)(?= (?:are|is|was|were|do|does|did|will|would|can|could|should|has|have|had|must|in|on|at|for|to|of|than|left|altogether|that|there|it|they|he|she|you|we|i|each|all)\b|[?.,!]|$)/i;
const ASKED_OTHER = /\bhow (?:much|long|far|old|tall|fast)\b|\bwhat (?:is|was|will be|are|were)(?: the)? (?:total |final |new )?(?:cost|price|amount|sum|bill|profit|change|distance|speed|time)\b/i;

const words = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => singular(w));
/** A word's stem for matching its forms: "canoes" and "canoe" both "cano", "boxes" and "box" both "box". */
const stemOf = (word: string) => singular(word).replace(/e$/, '');

/** Does the text say the noun in any form, as part of a compound ("cupcakes" of "cakes"), or a compound of it? */
function mentions(text: string, noun: string): boolean {
  const stem = stemOf(noun.toLowerCase());
  return words(text).map(stemOf).some((w) => w.endsWith(stem) || (w.length >= 3 && stem.endsWith(w)));
}

/** The question (the last sentence asking) and its index. */
function questionOf(sentences: readonly string[]): number {
  for (let i = sentences.length - 1; i >= 0; i--) if (sentences[i].endsWith('?')) return i;
  return sentences.length - 1;
}

/** The question asks something particular: a thing counted that is no umbrella word, or a measure, price or age. */
function particular(question: string, story: string): boolean {
  const m = ASKED_COUNT.exec(question);
  if (m) {
    const phrase = words(m[1]);
    // "How many do they have": no thing named. The thing asked must be one the kept story counts.
    const head = m[1].split(' ').at(-1) ?? '';
    return phrase.length > 0 && !phrase.some((w) => GENERIC.has(w) || AUXILIARY.test(w)) && (MEASURE.test(head) || mentions(story, head));
  }
  return ASKED_OTHER.test(question);
}
const AUXILIARY = /^(?:are|is|was|were|do|doe|does|did|will|would|can|could|should|ha|has|have|had|must|more|fewer|less|of|in|on|at|for|to)$/;

/** Who or what keeps the things, as the words another sentence would name them by ("Tom", "library"). */
const ownerWords = (owner: string) => (owner.match(/[A-Za-z]+/g) ?? []).filter((w) => !/^(?:the|his|her|their|my|our|he|she|they|there|s)$/i.test(w));

/** Why this sentence does not bear on the question, or null when it may. */
function irrelevant(sentences: readonly string[], i: number, q: number): boolean {
  const s = sentences[i];
  const others = sentences.filter((_, j) => j !== i);
  const rest = others.join(' ');
  const question = sentences[q];
  const next = sentences[i + 1] ?? '';
  if (POINTS_BACK.test(next)) return false;
  const age = AGE.test(s);
  const height = HEIGHT.test(s);
  if (age || height) {
    // The question asks no age or height and nothing else speaks of one.
    return !(age ? AGE_WORDS : HEIGHT_WORDS).test(rest) && !AGE_WORDS.test(question) && !HEIGHT_WORDS.test(question);
  }
  const m = HAS_COUNT.exec(s) ?? THERE_COUNT.exec(s);
  if (!m) return false;
  const [, owner, , phrase] = m;
  const nouns = words(phrase);
  const noun = nouns.at(-1) ?? '';
  if (!noun || NOT_A_THING.test(noun) || NOT_A_THING.test(phrase.split(' ').at(-1) ?? '') || GENERIC.has(noun)) return false;
  // Not a word of the phrase may be counted elsewhere: "7 apple trees" in a story of apples stays.
  if (nouns.some((w) => w.length >= 3 && mentions(rest, w))) return false;
  if (!particular(question, others.filter((o) => o !== question).join(' '))) return false;
  // "Tom has 36 eggs. A carton holds 12.": a count right after whose thing is left unsaid may be these things.
  if (ELIDED.test(next)) return false;
  // Someone compared with or added to the owner: "Tom has 3 more apples than Siobhan" may count her kites.
  const named = ownerWords(owner);
  if (others.some((o) => named.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(o)) && COMPARES.test(o.replace(/^(?:[A-Z][a-z]+ )?and\b/, '')))) return false;
  // A thing that owns ("Tom's car has 4 wheels", "the farm has 9 sheds") may be what the question is about; a person may not.
  return !named.some((w) => /^[a-z]/.test(w) && new RegExp(`\\b${w}`, 'i').test(question));
}

/** The story without its provably irrelevant sentences, or null when none is. The question is never set aside. */
export function withoutDistractors(text: string): Trimmed | null {
  const sentences = splitSentences(text).map((s) => s.text);
  const q = questionOf(sentences);
  if (q < 1) return null;
  const aside = sentences.filter((_, i) => i !== q && irrelevant(sentences, i, q));
  // A story of nothing but set-aside sentences was not a story about the question.
  const kept = sentences.filter((s) => !aside.includes(s));
  if (!aside.length || kept.length < 2 || !kept.slice(0, -1).some((s) => /\d/.test(s) || new RegExp(`\\b(?:${NUMBER_WORD})\\b`, 'i').test(s))) return null;
  return { text: kept.join(' '), aside };
}
