/**
 * Metamorphic variants of a word problem the service answers: rewordings whose right answer is known without an
 * answer key. Public sets built from variations (an irrelevant sentence added, the question changed, roles swapped)
 * find readers that answer without having understood the whole text; these variants find them first.
 *
 * - `same`: the answer must not change (a distractor, other names, number words, a preamble, spacing);
 * - `decline`: the question asks for something the story never gives (another noun, another owner);
 * - `differ`: the answer cannot stay the same (a needed sentence removed, the question's number or unit changed).
 *
 * Choices (names, nouns, numbers) come from a hash of the text, so a run is repeatable.
 * Used by tools/corpus/variants.mjs over a corpus and by plugins/word-problem/variants.test.ts in the suite.
 */
import { SMALL, splitSentences, type Sentence } from '../reading/index.js';

export type Expectation = 'same' | 'decline' | 'differ';

export interface Variant {
  kind: string;
  expect: Expectation;
  text: string;
}

const FEMALE = 'Mary Anna Emma Olivia Sophia Ava Mia Emily Sarah Jessica Jennifer Linda Susan Lisa Nancy Karen Betty Helen Sandra Donna Carol Ruth Sharon Michelle Laura Kimberly Amy Angela Rebecca Rachel Julie Janet Jane Kate Katie Lily Lucy Grace Chloe Zoe Ella Amelia Hannah Abigail Madison Natalie Samantha Alice Claire Megan Brenda Tina Jill Jenny Maria Rosa Carmen Ana Priya Aisha Fatima Mei Yuki Leila Nina Tara Sara Sally Sue Molly Polly Jasmine Kylie Jackie Annie Rose Ellen Diane Marie Paula Wendy Beth Martha Carla Dana Erin Gina Heather Irene Joan Judy Kelly Leah Lori Maya Nora Olga Pam Rita Tracy Vera Fiona Isabella Charlotte Harper Victoria Sophie Eva Kim Dolly Penny Lila Layla Jenna Gloria Tanya Janice Bella Ariel Aubrey Valerie Daisy Sandy Cindy Mandy Nadia Alicia Lauren Ashley Brittany Stephanie Melissa Nicole Amanda Crystal Danielle Tiffany Vanessa Monica Veronica Erica Andrea Caroline Joy Faith Hope Iris Ivy Ruby Pearl Sienna Skylar Stella Violet'.split(' ');
const MALE = 'John James Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew Anthony Mark Paul Steven Andrew Kenneth Joshua Kevin Brian George Edward Ronald Timothy Jason Jeffrey Ryan Jacob Gary Eric Jonathan Stephen Larry Justin Scott Brandon Frank Benjamin Gregory Samuel Raymond Patrick Alexander Jack Dennis Jerry Tyler Aaron Henry Adam Peter Nathan Zachary Kyle Walter Harold Carl Arthur Gerald Roger Keith Jeremy Terry Lawrence Sean Christian Albert Joe Ethan Austin Jesse Willie Billy Bryan Bruce Ralph Roy Jordan Eugene Wayne Louis Alan Juan Carlos Luis Miguel Jose Pedro Diego Tom Tim Bob Bill Jim Joey Mike Dave Steve Ben Sam Max Leo Luke Jake Josh Nick Dan Phil Greg Ted Ed Ray Rick Ron Don Ken Tony Troy Chad Brad Kurt Carter Mason Logan Lucas Liam Noah Oliver Elijah Owen Caleb Isaac Ian Gabriel Julian Colin Dylan Evan Felix Hugo Ivan Marco Omar Raj Ali Hassan Kofi Hiro Kenji Wang Jamal Darnell Malik Andre Marcus Travis Derek Trevor Shawn Todd Randy Gordon Vince Wade Harry Jeremiah Hank Rob Andy Freddie Oscar'.split(' ');
/** New names for swaps, fresh people and owners; some a reader may not know. */
const NEW_FEMALE = ['Xiomara', 'Siobhan', 'Ines', 'Marisol', 'Yolanda', 'Anneliese', 'Wren', 'Ngozi'];
const NEW_MALE = ['Oskar', 'Bartholomew', 'Kwame', 'Tobias', 'Rashid', 'Emeka', 'Lorcan', 'Desmond'];
const NEW_EITHER = ['Robin', 'Sasha', 'Quinn', 'Jules', 'Kai', 'Rowan'];
/** Things no story here counts: a distractor's or a changed question's noun. */
const NOUNS = ['kites', 'stamps', 'seashells', 'postcards', 'pinecones', 'umbrellas', 'harmonicas', 'thimbles', 'lanterns', 'compasses'];
const RELATIVES = ['brother', 'sister', 'cousin', 'neighbour', 'aunt', 'uncle'];
const PREAMBLES = ['Quick question:', "My son's homework:", 'Hi! Can you help me with this one?', 'Homework help please -', 'Here is a problem from class.', 'Hello,'];
const SIGN_OFFS = ['thanks!', 'Thank you so much.', 'Thx', 'Please help, thanks.', 'Cheers!', 'thank you'];
/** Capitalised words that are not people. */
const NOT_NAMES = new Set(
  ('I If How What When Where Which Who Why The A An In On At After Before Then So But And Or Each Every Some All There This That These Those It He She They We You His Her Their Its Our My Your ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December ' +
    'Mr Mrs Ms Dr Miss Christmas Halloween Easter Thanksgiving Valentine Valentine\'s New Year Day Mother Father Grandma Grandpa Mom Dad Uncle Aunt If For With From To Of By As Since Because During Over Under One Two Three Four Five Six Seven Eight Nine Ten Twenty Hundred Thousand Half ' +
    'Calculate Find Determine Compute Work Total Express Round Include Assume Given Let Suppose Together Altogether Also Now Last Next First Second Third Finally Later Meanwhile Afterwards Today Tomorrow Yesterday Yes No Not Both Either Neither Only Just Still Yet Many Much Most More Less Few Several Her His').split(' '),
);
/** A word after a capitalised word that makes it someone doing or owning something. */
const ACTS = /^(?:has|had|have|is|was|will|would|can|could|wants|wanted|needs|needed|buys|bought|sells|sold|gets|got|gives|gave|makes|made|takes|took|earns|earned|spends|spent|pays|paid|saves|saved|reads|read|runs|ran|eats|ate|works|worked|goes|went|and|or|\w+(?:s|ed))$/;
const PERSON_WORDS = /\b(?:he|him|his|himself|she|her|hers|herself)\b/gi;

/** FNV-1a over the text: the seed for every choice about it. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const pick = <T>(list: readonly T[], seed: number, salt: number): T => list[(seed + salt * 2654435761) % list.length >>> 0] ?? list[0];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, word: string) => new RegExp(`\\b${escape(word.replace(/e?s$/, ''))}`, 'i').test(text);
const fresh = (text: string, list: readonly string[], seed: number, salt: number) => {
  const free = list.filter((w) => !mentions(text, w));
  return free.length ? pick(free, seed, salt) : null;
};

/** The story's sentences and the index of the question (the last sentence asking, else the last sentence). */
function parts(text: string): { sentences: Sentence[]; q: number } {
  const sentences = splitSentences(text);
  let q = sentences.length - 1;
  for (let i = sentences.length - 1; i >= 0; i--) {
    if (sentences[i].text.endsWith('?')) {
      q = i;
      break;
    }
  }
  return { sentences, q };
}
const join = (sentences: readonly string[]) => sentences.join(' ');

/** People named in the story: capitalised words that act or own somewhere, or known first names. */
export function namesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z][a-z]+)\b(?:'s\b|\s+(\w+))?/g)) {
    const name = m[1];
    // "Wagons have 4 wheels": a plural thing opening a sentence, not a person.
    if (NOT_NAMES.has(name) || (/s$/.test(name) && /^(?:have|are|were|do)$/.test(m[2] ?? ''))) continue;
    if (FEMALE.includes(name) || MALE.includes(name) || /'s$/.test(m[0]) || (m[2] !== undefined && ACTS.test(m[2]))) found.add(name);
  }
  return [...found];
}

function genderOf(name: string, text: string): 'f' | 'm' | '?' {
  if (FEMALE.includes(name)) return 'f';
  if (MALE.includes(name)) return 'm';
  const words = (text.match(PERSON_WORDS) ?? []).map((w) => w.toLowerCase());
  const she = words.some((w) => w.startsWith('s') || w.startsWith('her'));
  const he = words.some((w) => !w.startsWith('s') && !w.startsWith('her'));
  return she && !he ? 'f' : he && !she ? 'm' : '?';
}

const replaceWord = (text: string, from: string, to: string) => text.replace(new RegExp(`\\b${escape(from)}\\b`, 'g'), to);

const NUMBER_WORDS = Object.entries(SMALL).filter(([w, n]) => n >= 2 && n <= 20 && w !== 'zero');
const WORD_OF = new Map(NUMBER_WORDS.map(([w, n]) => [n, w]));
/** A whole number standing alone: not money, a decimal, a percentage, a time, a fraction or an ordinal. */
const BARE_NUMBER = /(?<![\d$£€.,:/-])\b(\d{1,2})\b(?![\d%:/]|\.\d|,\d|st\b|nd\b|rd\b|th\b|-(?:cent|dollar))/g;

function toWords(text: string): string {
  return text.replace(BARE_NUMBER, (m, d: string, at: number) => {
    const word = WORD_OF.get(Number(d));
    if (!word) return m;
    const start = at === 0 || /[.!?]\s+$/.test(text.slice(Math.max(0, at - 3), at));
    return start ? word[0].toUpperCase() + word.slice(1) : word;
  });
}

function toDigits(text: string): string {
  const words = NUMBER_WORDS.map(([w]) => w).join('|');
  return text.replace(new RegExp(`\\b(${words})\\b(?![ -](?:thirds?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|halves|quarters?)\\b)`, 'gi'), (w) => String(SMALL[w.toLowerCase()]));
}

/** "1200" → "1,200" and "1,200" → "1200" (not years: four digits from 1900 to 2099 before no noun are left). */
function toggleThousands(text: string): string {
  return text.replace(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{4,})(?![\d,]*\.\d*[1-9]|\d)/g, (m, _d, at: number) => {
    if (m.includes(',')) return m.replace(/,/g, '');
    if (/^(?:19|20)\d\d$/.test(m) && !/^\$/.test(text.slice(at - 1, at))) return m;
    return Number(m).toLocaleString('en-US');
  });
}

/** The word after "how many" (past more/fewer/of the) when the story counts it too, and where it is. */
function questionNoun(question: string, story: string): { noun: string; at: number } | null {
  const m = /\bhow many (?:more |fewer |less |additional |extra |total |of the |of her |of his |of their )?([a-z]+)\b/i.exec(question) ?? /\b(?:total|the) number of ([a-z]+)\b/i.exec(question);
  const noun = m?.[1];
  if (!noun || !/s$/.test(noun) || /^(?:times|is|was|has|does|his|this|less|miles|hours|minutes|days|weeks|months|years|dollars|cents|seconds|pounds|ounces|feet|inches|meters|gallons|liters)$/i.test(noun)) return null;
  return mentions(story, noun) ? { noun, at: m.index + m[0].length - noun.length } : null;
}

const UNIT_SWAPS: Readonly<Record<string, string>> = {
  hours: 'minutes', minutes: 'hours', days: 'weeks', weeks: 'days', dollars: 'cents', cents: 'dollars', feet: 'inches', inches: 'feet',
  months: 'years', years: 'months', miles: 'kilometers', pounds: 'ounces', ounces: 'pounds', meters: 'centimeters', seconds: 'minutes',
};

/** The question's subject made someone the story never mentions: a name from the story or "he/she" after an auxiliary. */
function newOwner(question: string, names: readonly string[], newcomer: string): string | null {
  for (const name of names) if (new RegExp(`\\b${escape(name)}\\b`).test(question)) return replaceWord(question, name, newcomer);
  const aux = /\b(does|did|will|would|can|could|should|is|was|has|had|must|do)\s+(he|she)\b/i;
  if (aux.test(question)) return question.replace(aux, (_m, a: string) => `${a} ${newcomer}`);
  return null;
}

/**
 * Every variant of one problem. `needed` says which numbers the worked answer uses (GSM8K's solution text): only a
 * sentence holding one of them is dropped, since a story may hold a number it does not need; without it none is.
 */
export function variantsOf(text: string, needed?: ReadonlySet<string>): Variant[] {
  const seed = seedOf(text);
  const { sentences, q } = parts(text);
  if (sentences.length < 2) return [];
  const said = sentences.map((s) => s.text);
  const question = said[q];
  const story = join(said.filter((_, i) => i !== q));
  const out: Variant[] = [];
  const add = (kind: string, expect: Expectation, variant: string | null) => {
    if (variant && variant !== text && variant.trim()) out.push({ kind, expect, text: variant });
  };
  const names = namesIn(text);
  const gendered = (name: string) => {
    const g = genderOf(name, text);
    return g === 'f' ? NEW_FEMALE : g === 'm' ? NEW_MALE : NEW_EITHER;
  };

  // Same answer.
  const other = fresh(text, [...NEW_FEMALE, ...NEW_MALE], seed, 1);
  const noun = fresh(text, NOUNS, seed, 2);
  const n = 3 + (seed % 17);
  if (other && noun) {
    const distractors = [`${other} has ${n} ${noun}.`, `${other}'s ${pick(RELATIVES, seed, 3)} is ${n + 20} years old.`, `The library across town has ${n} ${noun} on display.`];
    add('distractor', 'same', join([...said.slice(0, q), pick(distractors, seed, 4), ...said.slice(q)]));
    add('distractor-first', 'same', join([pick(distractors, seed, 5), ...said]));
  }
  if (names.length) {
    let swapped = text;
    names.forEach((name, i) => {
      const to = fresh(swapped + text, gendered(name), seed, 6 + i);
      if (to) swapped = replaceWord(swapped, name, to);
    });
    add('names', 'same', swapped);
  }
  add('number-words', 'same', toWords(text));
  add('digits', 'same', toDigits(text));
  // A sign-off after "4!" would read as "4! Thx": it goes on a line of its own there.
  add('preamble', 'same', `${pick(PREAMBLES, seed, 7)} ${text.trim()}${/[.?]$/.test(text.trim()) ? ' ' : '\n'}${pick(SIGN_OFFS, seed, 8)}`);
  add('thousands', 'same', toggleThousands(text));
  add('spacing', 'same', said.join(seed % 2 ? '\n' : '  ').replace(/, /, ',  '));

  // Must decline: a question the story does not answer.
  const asked = questionNoun(question, story);
  const absent = fresh(text, NOUNS, seed, 9);
  if (asked && absent) add('noun', 'decline', join(said.map((s, i) => (i === q ? s.slice(0, asked.at) + absent + s.slice(asked.at + asked.noun.length) : s))));
  const newcomer = fresh(text, NEW_EITHER, seed, 10);
  // Only a story about named people: "a cyclist rides ... how far does Kai ride?" may be naming the cyclist.
  // A name said first in the question ("If his sister Quinn helps him") is not the story's owner to replace.
  const owners = names.filter((name) => new RegExp(`\\b${escape(name)}\\b`).test(story));
  const owned = newcomer && owners.length ? newOwner(question, owners, newcomer) : null;
  if (owned) add('owner', 'decline', join(said.map((s, i) => (i === q ? owned : s))));

  // Must answer differently or decline.
  said.forEach((s, i) => {
    const numbers = s.match(/\d[\d,]*(?:\.\d+)?/g)?.map((d) => d.replace(/,/g, '')) ?? [];
    if (i !== q && needed && numbers.some((d) => needed.has(d))) add('drop', 'differ', join(said.filter((_, j) => j !== i)));
  });
  // A number after the question word ("... in 7 days?"), not in a condition before it: the condition may not
  // matter to the difference asked. One question only: in "12 * 13? And 288 / 12?" the first answer stays.
  const asking = /\b(?:how|what)\b/i.exec(question)?.index ?? question.length;
  const qNumber = /(?<![\d.,])(\d+)(?![\d,]|\.\d)/.exec(question.slice(asking));
  if (qNumber && (text.match(/\?/g) ?? []).length === 1) {
    const at = asking + qNumber.index;
    // Doubled, not one more: a count rounded up ("how many months at $50 a month") may not move by one.
    const changed = question.slice(0, at) + String(Number(qNumber[1]) * 2) + question.slice(at + qNumber[1].length);
    add('question-number', 'differ', join(said.map((s, i) => (i === q ? changed : s))));
  }
  const unit = /\bhow (?:many|much) (?:more |fewer |less )?(hours|minutes|days|weeks|dollars|cents|feet|inches|months|years|miles|pounds|ounces|meters|seconds)\b/i.exec(question);
  if (unit) add('unit', 'differ', join(said.map((s, i) => (i === q ? s.replace(unit[0], unit[0].replace(unit[1], UNIT_SWAPS[unit[1].toLowerCase()])) : s))));
  return out;
}

export type Outcome = 'wrong' | 'kept' | 'changed' | 'declined';

/**
 * How a routed variant fares. `base` is the original's value, or null when the original must be declined (then
 * only a decline keeps it right). `value` is the variant's answered value, or null when nobody answered.
 */
export function judge(expect: Expectation, base: string | null, value: string | null, same: (a: string, b: string) => boolean): Outcome {
  if (value === null) return 'declined';
  if (base === null || expect === 'decline') return 'wrong';
  const kept = same(value, base);
  if (expect === 'same') return kept ? 'kept' : 'wrong';
  return kept ? 'wrong' : 'changed';
}
