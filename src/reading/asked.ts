/**
 * Whether the question asks about someone and something the story mentions: checked once over the whole text,
 * whichever reader answers. A reader finds the quantity the story builds up; if the question then names a person
 * the story never mentions ("Omar earns $15 an hour ... How much does Kai earn?") or counts a thing it never counts
 * ("... How many kites are left?"), that quantity is not what was asked, and the answer is declined.
 */
import { splitSentences } from './sentences.js';
import { waivedChangeReason } from './waived.js';
import { baseOf, isMeasure, unitWord } from './measures.js';

/** Capitalised words that are not people the story must have named. */
const NOT_NAMES = new Set(
  ('I How What Which Who Whom Whose When Where Why If So Then Now And But Or After Before In On At For From To By With Of As The A An Each Every All Some There This That It He She They We You ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Sundays ' +
    'January February March April May June July August September October November December Calculate Find Determine Compute Work Express Round Assuming Given Including Excluding Together Altogether Overall Total').split(' '),
);
/** A verb after a sentence's first word that makes it someone: "Tom buys ...", "Ana had ...". */
const ACTS = /^(?:has|had|have|is|was|will|would|can|bought|sold|got|gave|made|spent|paid|ran|ate|went|drove|took|\w+ed|\w+s)$/;
/** Verbs a thing does as the first words of a sentence: "Tea costs $4", "Each crate holds 18". */
const THING_VERBS = /^(?:costs|weighs|holds|contains|means|equals|lasts|measures|seats|fits|comes|requires)$/;
const PRONOUNS = /\b(?:he|she|him|his|her|hers)\b/i;

/** Where the question proper starts in its sentence: after a leading condition ("If Wen has 10 pencils, how many ..."). */
const ASKING = /\b(?:how (?:many|much|long|far|old|tall|fast|often)|what(?:'s| is| was| will| would| are| were)?|which|calculate|find|determine|compute|work out)\b/i;

/** Imperial and metric measures of one dimension: no story converts miles to kilometres without saying how. */
const IMPERIAL: Record<string, string> = { inch: 'length', foot: 'length', ft: 'length', yard: 'length', mile: 'length', mph: 'length', ounce: 'mass', oz: 'mass', pound: 'mass', lb: 'mass' };
const systemOf = (unit: string) => (IMPERIAL[unit] ? `imperial ${IMPERIAL[unit]}` : baseOf(unit));
/** Speeds written as one word, read as their distance and time. */
const SPEEDS: Record<string, string[]> = { mph: ['mile', 'hour'], kph: ['km', 'hour'], kmh: ['km', 'hour'], h: ['hour'] };
/** Ages are in years: "Leo is 40 ... in how many years". */
const AGES = /\b(?:old|older|younger|age|ages|aged|born|birthday)\b/i;

/** Words counted with whatever the story counts, or a kind of it: the reader itself must match them. */
const ANY_THING = new Set(['time', 'total', 'person', 'people', 'animal', 'pet', 'fruit', 'vegetable', 'item', 'thing', 'object', 'piece', 'leg', 'wheel', 'wing', 'tire', 'eye', 'ear']);
/** "How many boys" of a story that counts children and girls: a kind the story's kinds make up, or the rest of. */
const KINDS: Record<string, string[]> = {
  boy: ['girl'], girl: ['boy'], man: ['woman'], woman: ['man'], male: ['female'], female: ['male'],
  adult: ['child', 'kid'], child: ['adult', 'boy', 'girl'], kid: ['adult', 'boy', 'girl'], student: ['boy', 'girl', 'pupil'],
  bird: ['duck', 'chicken', 'hen', 'rooster', 'crow', 'hawk', 'sparrow', 'pigeon', 'parrot', 'owl', 'robin', 'eagle', 'goose', 'geese', 'swan', 'turkey', 'penguin', 'finch', 'canary', 'seagull', 'peacock', 'bluebird', 'cardinal'],
};

/** Words in lower case, British "-metre" and "-litre" spelt as the measure table spells them. */
const words = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).flatMap((w) => SPEEDS[w] ?? [w.replace(/(met|lit)re(s?)$/, '$1er$2')]);
/** A noun's stem, for matching any of its forms: "buses" and "bus", "loaves" and "loaf", "cherries" and "cherry". */
const stemOf = (word: string) => unitWord(word.toLowerCase()).replace(/(?:es|s)$/, '');

/** The question clause (to its question mark) and the story before it (a leading condition belongs to the story). */
function split(text: string): { story: string; question: string } | null {
  const sentences = splitSentences(text);
  const last = [...sentences].reverse().find((s) => s.text.endsWith('?')) ?? sentences.at(-1);
  if (!last) return null;
  const at = ASKING.exec(last.text);
  const start = last.start + (at?.index ?? 0);
  return { story: text.slice(0, start), question: text.slice(start, last.end) };
}

/** Does the story name anyone: a pronoun, a capitalised word inside a sentence, or a first word that acts? */
function namesSomeone(story: string): boolean {
  if (PRONOUNS.test(story)) return true;
  for (const m of story.matchAll(/(^|[.!?:]\s+|\s)([A-Z][a-z]+)(?:'s)?\b(?:\s+(\w+))?/g)) {
    if (NOT_NAMES.has(m[2])) continue;
    if (m[1].trim() === '' && m.index > 0) return true;
    if (m[3] !== undefined && ACTS.test(m[3]) && !THING_VERBS.test(m[3])) return true;
  }
  return false;
}

/**
 * A person named in the question and nowhere before it, when the story is about someone: "Omar earns ... How much
 * does Kai earn?" A story about no one ("A jacket costs $60 ... How much does Paulo pay?") leaves the asker free to
 * name the buyer, and someone introduced with who they are ("his sister Mila") is part of the question's story.
 */
function strangerIn(story: string, question: string): string | null {
  if (!namesSomeone(story)) return null;
  for (const m of question.matchAll(/(?<=(\S+)\s)([A-Z][a-z]+)(?:'s)?\b/g)) {
    const name = m[2];
    if (NOT_NAMES.has(name) || new RegExp(`\\b${name}\\b`).test(story)) continue;
    if (/^[a-z]+$/.test(m[1]) && /\b(?:his|her|their|named|called)\s+(?:[a-z]+\s+)?$/.test(question.slice(0, m.index))) continue;
    return name;
  }
  return null;
}

/** Does the text mention this noun (any form, or as the end of a compound: "cakes" in "cupcakes")? */
function mentions(text: string, noun: string): boolean {
  const stem = stemOf(noun);
  return words(text).some((w) => stemOf(w).endsWith(stem));
}

/** A measure the story never measures in its own system (miles asked of a story in kilometres), or null. */
function strangeMeasure(story: string, word: string): string | null {
  const unit = unitWord(word);
  if (unit === 'dollar' || unit === 'cent' || word === 'money') return /\$|¢|\b(?:dollars?|cents?|money)\b/i.test(story) ? null : word;
  if (!isMeasure(unit)) return null;
  if (unit === 'year' && AGES.test(story)) return null;
  return words(story).some((w) => isMeasure(unitWord(w)) && systemOf(unitWord(w)) === systemOf(unit)) ? null : word;
}

const STOP = '(?:are|is|was|were|do|does|did|will|would|can|could|should|has|have|had|must|might|may|remain|remained|in|on|at|for|to|of|than|per|left|altogether|that|there|it|they|he|she|you|we|i|each|all)';
const MANY = new RegExp(`\\bhow many (?:more |fewer |less |additional |extra |other |total |(?:of )?(?:the|her|his|their|these|those) )?((?:[a-z]+[ -]){0,2}?[a-z]+?)(?= ${STOP}\\b|[?.,!]|$)`, 'i');
const NUMBER_OF = new RegExp(`\\b(?:total|the) number of ((?:[a-z]+[ -]){0,2}?[a-z]+?)(?= ${STOP}\\b|[?.,!]|$)`, 'i');
const FIRST_COUNTED = /\bhow many (?:more |fewer |additional |extra )?([a-z]+)\b/i;
const MUCH = /\bhow much (?:more |less |extra )?([a-z]+)\b/i;
const AUXILIARY = new RegExp(`^${STOP}$`);

/**
 * The thing counted after "how many" or "the number of" when the text never mentions it, or a measure ("how much
 * money", "how many miles") the story never measures. After "how much" other words ("taller", "profit", "flour") are
 * left to the readers: many of them name what the story computes without saying it.
 */
function strangeNoun(story: string, question: string): string | null {
  const much = MUCH.exec(question);
  if (much) return strangeMeasure(story, much[1].toLowerCase());
  const m = MANY.exec(question) ?? NUMBER_OF.exec(question);
  if (!m) {
    // A longer phrase ("how many thimbles leave the station"): a plural right after "how many" is the thing counted.
    const first = FIRST_COUNTED.exec(question)?.[1].toLowerCase();
    return first && unitWord(first) !== first && !AUXILIARY.test(first) && !isMeasure(unitWord(first)) && !ANY_THING.has(unitWord(first)) && !mentions(story + question.replace(first, ' '), first) ? first : null;
  }
  const phrase = words(m[1]);
  if (AUXILIARY.test(phrase[0])) return null;
  // The rest of the text may say it too: "... how many weeks if she saves $0.50 per week?"
  const rest = `${story} ${question.replace(m[0], ' ')}`;
  // "How many years older", "how many pounds heavier": the measure is what is counted.
  const measure = phrase.find((w) => isMeasure(unitWord(w)) || w === 'dollars' || w === 'cents');
  if (measure) return strangeMeasure(rest, measure);
  // The noun is the phrase's last plural ("how many drops fall", "how many full boxes"), else its last word.
  const noun = [...phrase].reverse().find((w) => unitWord(w) !== w) ?? phrase.at(-1) ?? '';
  const after = question.slice(m.index + m[0].length);
  // "How many full cartons of 12 can I fill": the question says what the container is.
  if (/^ of \d/.test(after)) return null;
  // In "how many glasses of lemonade" the glasses are counted: lemonade in the story does not make them known.
  const known = (w: string) => ANY_THING.has(unitWord(w)) || mentions(rest, w) || (KINDS[unitWord(w)] ?? []).some((k) => mentions(rest, k));
  return known(noun) ? null : noun;
}

/** Why the question is not about the story's people and things, or null when it is. */
export function unaskedReason(text: string): string | null {
  const waived = waivedChangeReason(text);
  if (waived) return waived;
  const parts = split(text);
  if (!parts) return null;
  const stranger = strangerIn(parts.story, parts.question) ?? strangerInCondition(text);
  if (stranger) return `the question asks about ${stranger}, whom the story never mentions`;
  const unpriced = unpricedInCondition(parts.story);
  if (unpriced) return `the question's "if" adds ${unpriced} with no amount of its own`;
  const quiet = quietAsked(parts.story, parts.question);
  if (quiet) return `the question asks about ${quiet}, whom no sentence with a number is about`;
  const loner = lonerInAgeSum(text, parts.question);
  if (loner) return `"their ages" may or may not take in ${loner}, whose age no other sentence relates to anyone`;
  const noun = strangeNoun(parts.story, parts.question);
  if (noun) return `the question asks about ${noun}, which the story never mentions`;
  const story = parts.story.toLowerCase();
  // "drives 50 miles per hour for 2 hours, then keeps going for a while longer": a length of time left unsaid.
  const vague = VAGUE_TIME.exec(story);
  if (vague) return `"${vague[0]}" leaves a length of time unsaid`;
  // "Joe has to run 10 km … How many minutes will it take his brother?"
  const kin = parts.question.toLowerCase().match(KIN)?.find((k) => !new RegExp(`\\b${k.split(' ')[1]}`).test(story));
  if (kin) return `the question asks about ${kin}, whom the story never mentions`;
  // "worked 8 hours on Monday … How much did he earn on Monday, Wednesday and Friday?"
  const day = parts.question.toLowerCase().match(DAY_NAMES)?.find((d) => !story.includes(d));
  if (day) return `the question asks about ${day[0].toUpperCase()}${day.slice(1)}, which the story never mentions`;
  return null;
}

const VAGUE_TIME = /\b(?:for a while|a while (?:longer|more)|(?:a bit|a little|somewhat) longer|for some (?:more )?time|some more time)\b/;
const KIN = /\b(?:his|her|their|my|your|our) (?:brother|sister|mother|mom|mum|father|dad|friend|cousin|uncle|aunt|son|daughter|wife|husband|grandma|grandmother|grandpa|grandfather|neighbou?r|teacher|boss|partner|roommate)\b/g;
const DAY_NAMES = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g;

/** Names the question's condition opens with: "If Jules chops 2 trees every day, ...". */
const CONDITION_SUBJECT = /^(?:[Ii]f|[Ww]hen|[Ss]uppose|[Aa]ssuming|[Gg]iven that)\s+([A-Z][a-z]+)\s+(?:[a-z]+ly\s+)?(\w+)/;
const REFERS_BACK = /\b(?:him|her|his|hers|them|their|they|we|us|our|together|both)\b/i;
const SINGULAR = /\b(?:he|she|him|her|his|hers)\b/i;

/**
 * A newcomer who opens the question's condition and is tied to no one in the story, when the question then asks
 * about "he/she" or the newcomer: "Ragnar gets 3 blocks of wood per tree. If Jules chops 2 trees a day, how many
 * blocks does he get?" Whether Ragnar's rate is Jules's is not said. "If Mary gives him 3 apples" ties her to him.
 */
function strangerInCondition(text: string): string | null {
  const sentences = splitSentences(text);
  const last = [...sentences].reverse().find((s) => s.text.endsWith('?'));
  if (!last) return null;
  const at = ASKING.exec(last.text);
  if (!at || at.index === 0) return null;
  const condition = last.text.slice(0, at.index);
  const question = last.text.slice(at.index);
  const subject = CONDITION_SUBJECT.exec(condition);
  if (!subject || NOT_NAMES.has(subject[1]) || /^(?:Mr|Mrs|Ms|Dr|Miss)$/.test(subject[1]) || !ACTS.test(subject[2]) && !/^(?:is|was|has|had|can|will)$/.test(subject[2])) return null;
  const story = text.slice(0, last.start);
  const name = subject[1];
  if (new RegExp(`\\b${name}\\b`).test(story) || !namesSomeone(story)) return null;
  const rest = condition.slice(subject.index + subject[0].length - subject[2].length);
  if (REFERS_BACK.test(rest) || storyNameIn(story, last.text)) return null;
  return SINGULAR.test(question) || new RegExp(`\\b${name}\\b`).test(question) ? name : null;
}

/** Does the sentence name someone the story names? */
function storyNameIn(story: string, sentence: string): boolean {
  for (const m of sentence.matchAll(/\b([A-Z][a-z]+)\b/g)) if (!NOT_NAMES.has(m[1]) && new RegExp(`\\b${m[1]}\\b`).test(story)) return true;
  return false;
}

const AGE_SUM = /\b(?:their|the)\s+(?:(?:present|current|combined|total|future)\s+)?ages\b|\b(?:their|combined|total)\s+(?:total\s+|combined\s+)?age\b/i;
/** "Yolanda's cousin is 28 years old." / "Siobhan is 28.": someone's age stated and nothing more. */
const BARE_AGE = /^(?:([A-Z][a-z]+)'s\s+([a-z]+)|([A-Z][a-z]+)|(?:his|her|their)\s+([a-z]+))\s+(?:is|was)\s+(?:\d+(?:\s+years?\s+old)?|[a-z]+(?:-[a-z]+)?\s+years?\s+old)\.$/;
const RELATES_AGES = /\b(?:older|younger|as old as|times|twice|half|thrice|age of|ages of|more than|less than|sum)\b/i;

/**
 * "The sum of their ages" in a story whose ages are tied to each other, and one more person whose age is stated
 * and who is named in no other sentence: whether "their" takes that person in is not said. A story of stated
 * ages only ("Tom is 10. Mary is 12. What is the sum of their ages?") sums them all.
 */
function lonerInAgeSum(text: string, question: string): string | null {
  if (!AGE_SUM.test(question)) return null;
  const sentences = splitSentences(text).map((s) => s.text);
  if (!sentences.some((s) => RELATES_AGES.test(s) && !BARE_AGE.test(s))) return null;
  for (const [i, s] of sentences.entries()) {
    const m = BARE_AGE.exec(s);
    if (!m) continue;
    const others = sentences.filter((_, j) => j !== i).join(' ');
    // The words that say who it is: "Yolanda" of "Yolanda's cousin", a name, or the relative of "his sister".
    const who = m[1] ?? m[3] ?? m[4];
    // "Sven is 14 years old. His grandma is ...": a name the next sentence points back to is tied by it.
    if (m[3] && /\b(?:he|she|him|his|her)\b/i.test(sentences[i + 1] ?? '')) continue;
    if (who && !new RegExp(`\\b${who}\\b`, 'i').test(others)) return m[1] ? `${m[1]}'s ${m[2]}` : who;
  }
  return null;
}

/** "If she later buys a balloon, how much does she spend?": a thing got in the question's condition with no amount of its own. */
const GOT_IN_CONDITION = /(?:^|[.!?]\s+)(?:if|when|suppose|assuming)\b([^.!?,]*?)\b(?:buys?|bought|gets?|got|orders?|ordered|adds?|added|rents?|rented|purchases?|purchased|picks? up|picked up)\s+(?:a|an|another|some|one more)\s+([a-z]+)([^.!?,]*),\s*$/i;
function unpricedInCondition(story: string): string | null {
  const m = GOT_IN_CONDITION.exec(story.trimEnd());
  // Readers take the story's purchases and leave the condition's out, whether or not the thing was priced before.
  return !m || /\d|\$/.test(m[1] + m[2] + m[3]) ? null : `a ${m[2]}`;
}

/** "Her brother helps her. How much does her brother earn?": the person asked about is only ever mentioned without an amount. */
const ASKED_KIN = /\b(?:does|did|will|would|can)\s+((?:his|her|their)\s+(?:brother|sister|friend|mother|mom|father|dad|son|daughter|cousin|wife|husband|partner|helper|assistant))\s+(?:earn|make|get|spend|pay|save|receive)\b/i;
function quietAsked(story: string, question: string): string | null {
  const m = ASKED_KIN.exec(question);
  if (!m) return null;
  const kin = m[1].split(/\s+/)[1].toLowerCase();
  const withNumber = splitSentences(story).filter((s) => /\d|\$/.test(s.text));
  return withNumber.some((s) => new RegExp(`\\b${kin}`, 'i').test(s.text)) ? null : m[1].toLowerCase();
}
