/**
 * Plural and singular of English nouns, computed: WordNet's exception list gives the irregular forms
 * ("goose" → "geese"), English spelling rules the regular ones. Where the rules cannot tell ("human" is not
 * "humen", "stomach" takes -s, Greek "-is" nouns), the answer is declined unless a list here settles it.
 */
import type { Wordnet } from './wordnet.js';

/** Nouns whose plural is the same word; some also have a regular plural in other uses. */
const SAME_PLURAL: Readonly<Record<string, string | null>> = Object.freeze({
  sheep: null, deer: null, moose: null, swine: null, bison: null, series: null, species: null, aircraft: null,
  spacecraft: null, hovercraft: null, watercraft: null, offspring: null, salmon: null, trout: null, cod: null,
  squid: 'squids', shrimp: 'shrimps', fish: 'fishes', elk: 'elks', reindeer: 'reindeers', buffalo: 'buffaloes',
  means: null, corps: null, chassis: null, headquarters: null, crossroads: null, barracks: null, gallows: null,
  pike: null, tuna: 'tunas', haddock: null, halibut: null, grouse: null, quail: 'quails', antelope: 'antelopes',
});

/** Irregular plurals WordNet's exception list lacks because the plural is a lemma of its own ("people"). */
const OTHER_IRREGULAR: Readonly<Record<string, readonly string[]>> = Object.freeze({
  person: ['people', 'persons'],
  die: ['dice', 'dies'],
  penny: ['pennies', 'pence'],
});

/** Nouns used almost only without a plural. */
const UNCOUNTABLE = new Set(
  'information advice furniture equipment luggage baggage news homework housework knowledge research evidence traffic weather music rice wheat flour sugar salt butter milk water money mud sand dust progress software hardware clothing jewelry jewellery mathematics physics economics athletics'.split(' '),
);

/** Nouns in -man that take -s: in the rest, "-man" is the word "man" ("fireman" → "firemen"). */
const MAN_PLUS_S = new Set('human german roman shaman talisman ottoman caiman cayman doberman dolman desman walkman'.split(' '));
/** Nouns in -ch said /k/, which take -s ("stomachs"). */
const CH_PLUS_S = new Set('stomach monarch epoch patriarch matriarch oligarch eunuch loch tech czech triptych psych conch'.split(' '));

export type NumberResult = { forms: string[]; how: string } | { reason: string };

export function pluralOf(wn: Wordnet, noun: string): NumberResult {
  const w = noun.trim().toLowerCase();
  if (!wn.senses(w, 'noun').some((s) => s.lemma.toLowerCase() === w)) return { reason: `'${noun}' is not a noun in ${wn.source}` };
  if (Object.hasOwn(SAME_PLURAL, w)) {
    const also = SAME_PLURAL[w];
    return { forms: also ? [w, also] : [w], how: also ? `the same word; '${also}' is also used` : 'the same word' };
  }
  if (UNCOUNTABLE.has(w)) return { reason: `'${noun}' is usually uncountable: it has no plural in ordinary use` };
  if (Object.hasOwn(OTHER_IRREGULAR, w)) return { forms: [...OTHER_IRREGULAR[w]], how: 'irregular; the first is the usual plural' };
  const irregular = wn.irregularForms(w, 'noun').filter((f) => f !== w);
  if (irregular.length) return listedPlural(w, irregular, wn.source);
  if (/[\s-]/.test(w)) return { reason: `'${noun}' is a compound; which part takes the plural is not computed` };
  return regularPlural(wn, w, noun);
}

/** Classical endings, whose listed plural ("cacti", "irides") often lives beside a regular one. */
const CLASSICAL = /(us|is|um|on|a|ex|ix|eau)$/;

function listedPlural(w: string, forms: string[], source: string): NumberResult {
  const how = `irregular, from ${source}'s exception list`;
  // "busses" and "gasses" are listed as variants; the regular "buses" and "gases" are the usual spellings.
  if (w.endsWith('s') && forms.includes(`${w}ses`)) return { forms: [`${w}es`, ...forms], how: `the second is a variant from ${source}'s exception list` };
  return { forms, how: CLASSICAL.test(w) ? `${how}; a regular plural may also be in use` : how };
}

function regularPlural(wn: Wordnet, w: string, noun: string): NumberResult {
  const rule = (forms: string, how: string): NumberResult => ({ forms: [forms], how });
  if (w.endsWith('man')) {
    if (MAN_PLUS_S.has(w)) return rule(`${w}s`, 'adds -s');
    // "fireman", "snowman": the word man after another word; "human" and "shaman" are not.
    const before = w.slice(0, -3);
    if (w === 'man' || w === 'woman' || (before.length >= 3 && wn.knows(before))) return rule(`${before}men`, '-man becomes -men');
    return { reason: `whether '${noun}' takes -men or -mans is not computed` };
  }
  if (w.endsWith('is')) return { reason: `'${noun}' may be a Greek -is noun (-es) or a regular one (-ises); not computed` };
  if (w.endsWith('ch')) return CH_PLUS_S.has(w) ? rule(`${w}s`, 'adds -s (the ch is said k)') : rule(`${w}es`, 'adds -es after ch');
  if (/(x|sh|ss|us|as|os)$/.test(w)) return rule(`${w}es`, 'adds -es after s, x or sh');
  // "scissors", "jeans", "clothes": most other nouns in -s are plural already.
  if (w.endsWith('s')) return { reason: `'${noun}' may already be a plural; not computed` };
  if (w.endsWith('quy')) return rule(`${w.slice(0, -1)}ies`, 'qu + y becomes -ies');
  if (/[^aeiou]z$/.test(w) || /zz$/.test(w)) return rule(`${w}es`, 'adds -es after z');
  if (w.endsWith('z')) return { reason: `'${noun}' may double its z ("quizzes"); not computed` };
  if (/[^aeiou]y$/.test(w)) return rule(`${w.slice(0, -1)}ies`, 'consonant + y becomes -ies');
  return rule(`${w}s`, 'adds -s');
}

/** The singular of a plural noun: WordNet's morphology (exception list, then detachment rules). */
export function singularOf(wn: Wordnet, noun: string): NumberResult {
  const w = noun.trim().toLowerCase();
  if (Object.hasOwn(SAME_PLURAL, w)) return { forms: [w], how: 'the same word in singular and plural' };
  const other = Object.entries(OTHER_IRREGULAR).find(([, plurals]) => plurals.includes(w));
  if (other) return { forms: [other[0]], how: 'irregular plural' };
  const bases = wn.lemmas(w, 'noun').map((l) => l.lemma.toLowerCase());
  const others = bases.filter((b) => b !== w);
  if (others.length) {
    const irregular = others.filter((b) => wn.irregularForms(b, 'noun').includes(w));
    return { forms: others, how: irregular.length ? `irregular, from ${wn.source}'s exception list` : 'regular plural ending removed' };
  }
  if (bases.length) return { reason: `'${noun}' is already a singular noun in ${wn.source}` };
  return { reason: `'${noun}' is not a noun or a plural of one in ${wn.source}` };
}
