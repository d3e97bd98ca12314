/**
 * Clauses of a small story, read word by word for the world reader (simple-world.ts): who holds or does, what the
 * verb does to the amount (holds it, gains it, loses it, hands it to someone), the amount with its noun, and what
 * the clause says besides (a place, a day, "now", "at first"). A clause with a word this grammar does not place is
 * not read, so the story is declined rather than guessed.
 */
import Fraction from 'fraction.js';
import { lemma } from '../verbs.js';
import { nounOf, type Noun } from './simple-text.js';

/** Who a clause is about, as written: a name, a pronoun, a noun ("the farmer", "her brother"), "there", or "that" (the amount just said). */
export type Subject = { name: string } | { pronoun: string } | { np: string } | { there: true } | { that: true } | { none: true };

export type Effect = 'have' | 'gain' | 'loss';

export interface Comparison {
  /** ref + n, ref − n, ref × n. */
  op: 'more' | 'fewer' | 'times';
  n: Fraction;
  /** "than Tim", "as Lily has": whose; null: the amount said just before. */
  than: Subject | null;
}

export interface Clause {
  subject: Subject;
  effect: Effect;
  /** The verb's stem ("give", "eat", "have", "get off"). */
  verb: string;
  /** Null: "some", an amount not given; a comparison is in `compare`. */
  n: Fraction | null;
  compare: Comparison | null;
  /** Null: the noun is the one counted before ("gave 5 to Ben", "13 more"). */
  noun: Noun | null;
  /** "gave 5 to Ben", "gave his sister 20". */
  to: Subject | null;
  /** "in the basket", "on the bus": a place that holds things. */
  place: string | null;
  /** Other describing words ("on monday", "last season"), to match a question about one doing. */
  detail: string[];
  /** "13 more", "some more": there were some before. */
  more: boolean;
  /** "28 of them": out of the things just counted, whoever does it. */
  ofThem: boolean;
  /** "now", "left", "still": a state after the changes. */
  final: boolean;
  /** "at first", "to begin with": the state before the changes. */
  start: boolean;
  /** "in total", "altogether": the sum of what was said before, not one more. */
  total: boolean;
  sentence: number;
  said: string;
}

const PRONOUNS = new Set(['he', 'she', 'it', 'they']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'miss']);
const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'my', 'our', 'this', 'that']);
export const BE = new Set(['is', 'are', 'was', 'were']);

/** Verbs by form: what they do to the subject's stock. "Made" and "picked" bring things into being for their subject. */
const TRANSITIVE: Record<string, Effect> = {};
const add = (effect: Effect, words: string) => words.split(' ').forEach((w) => (TRANSITIVE[w] = effect));
add('have', 'has have had owns own owned holds hold held contains contain contained carried carries carry');
add(
  'gain',
  'bought buys buy got gets get received receives receive found finds find picked picks pick collected collects collect made makes make baked bakes bake caught catches catch won wins win earned earns earn gathered gathers gather grew grows grow borrowed borrows borrow scored scores score wrote writes write drew draws draw painted paints paint built builds build folded folds fold',
);
add('loss', 'gave gives give sold sells sell lost loses lose ate eats eat used uses use donated donates donate lent lends lend sent sends send mailed mails mail unloaded unloads unload dropped drops drop');
/** Verbs that fill a stock from nothing when it is first mentioned: the things did not exist for the subject before. */
export const FROM_NOTHING = new Set(['buy', 'get', 'receive', 'find', 'pick', 'collect', 'make', 'bak', 'catch', 'win', 'earn', 'gather', 'grow', 'borrow', 'score', 'write', 'draw', 'paint', 'build', 'fold'].map((w) => lemma(w)));
/** Verbs that hand things to someone: "gave 5 to Ben", "gave Ben 5". */
const HANDING = new Set(['gave', 'gives', 'give', 'sold', 'sells', 'sell', 'lent', 'lends', 'lend', 'sent', 'sends', 'send', 'mailed', 'mails', 'mail']);

/** Things' own doings, after the amount: "12 people got off", "6 popped", "18 ducks flew away". */
const INTRANSITIVE: [RegExp, Effect][] = [
  [/^(?:got|get|gets|stepped) (?:off|out)\b/, 'loss'],
  [/^(?:got|get|gets|climbed|stepped) (?:on|in|into|onto)\b/, 'gain'],
  [/^(?:flew|fly|flies|ran|run|runs|walked|walk|walks|swam|swim|swims|went|go|goes|hopped|hop|hops|drove) (?:away|off|out|home|inside|indoors|outside)\b/, 'loss'],
  [/^(?:flew|fly|flies|swam|swim|swims|hopped|hop|hops|walked|walk|walks|ran|run|runs|came|come|comes) (?:in|into|onto|over|up|by|back)\b/, 'gain'],
  [/^(?:left|popped|pop|pops|burst|bursts|died|die|dies|melted|melt|melts|escaped|escape|escapes|fell|fall|falls|broke|break|breaks)\b/, 'loss'],
  [/^(?:came|come|comes|arrived|arrive|arrives|joined|join|joins|hatched|hatch|hatches)\b/, 'gain'],
  [/^(?:stayed|stay|stays|remained|remain|remains)\b/, 'have'],
];
const PASSIVE_GAIN = new Set(['added', 'bought', 'brought', 'delivered', 'born', 'made', 'baked', 'planted']);
const PASSIVE_LOSS = new Set(['eaten', 'sold', 'used', 'given', 'lost', 'broken', 'popped', 'removed', 'stolen', 'taken', 'picked']);
/** Participles by their verb, so "were eaten" and "ate" are one doing. */
export const PARTICIPLE: Record<string, string> = { eaten: 'eat', sold: 'sell', used: 'use', given: 'give', lost: 'lose', popped: 'pop', picked: 'pick', added: 'add', bought: 'buy', made: 'make', baked: 'bake', collected: 'collect', found: 'find', caught: 'catch', planted: 'plant', broken: 'break', taken: 'take', scored: 'score', read: 'read', removed: 'remove', stolen: 'steal', brought: 'bring', delivered: 'deliver', born: 'bear' };

const ADVERBS = new Set(['also', 'then', 'just', 'only', 'already', 'later', 'finally', 'again', 'afterwards', 'afterward']);
const FINAL = new Set(['now', 'left', 'still', 'remaining']);
const TOTAL = /\b(?:altogether|in all|in total|all together|combined|total)\b/;
const START = /\b(?:at first|to (?:begin|start) with|originally|initially|in the beginning|at the (?:start|beginning))\b/;
/** Prepositions that open a describing phrase: "at the park", "on monday", "in the first game". */
const PREP = new Set(['at', 'on', 'in', 'to', 'for', 'with', 'from', 'into', 'onto', 'during', 'over', 'after', 'by', 'near', 'under', 'inside', 'outside', 'around']);
/** Words a describing phrase may not hold: they change the arithmetic ("each", "of them", "the rest"). */
const NOT_DETAIL = /^(?:each|every|per|equally|evenly|equal|times|twice|half|rest|remainder|same|apiece|dozen|of|than|as|some|more|fewer|less|all|most|none|both|if|but|because|so|not|no|never|other|another|whole|instead|except|only|extra|how|what|and|or|who|which|whom|whose)$/;
/** Words that end a noun after an amount. */
const NOUN_STOP = new Set([...PREP, ...BE, ...ADVERBS, ...FINAL, 'and', 'or', 'but', 'than', 'as', 'of', 'the', 'a', 'an', 'this', 'these', 'those', 'last', 'next', 'his', 'her', 'their', 'its', 'my', 'our', 'them', 'him', 'me', 'us', 'away', 'each', 'more', 'fewer', 'less', 'times', 'which', 'that', 'who', 'there', 'together', 'in', 'total', 'all', ',', 'back', 'out', 'off', 'up', 'down', 'home']);

/** First words of the things' own doings ("flew" of "flew away"), which end a noun. */
const DOING_WORDS = new Set(INTRANSITIVE.flatMap(([re]) => /\^\(\?:([a-z|]+)\)/.exec(re.source)![1].split('|')));

export function isVerbWord(w: string): boolean {
  const first = w.split(' ')[0];
  return first in TRANSITIVE || DOING_WORDS.has(first) || INTRANSITIVE.some(([re]) => re.test(w));
}

/** Splits a statement into clause texts at "and", "then", "but" and commas that start a new doing; a list of nouns stays whole. */
function pieces(tokens: string[], names: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i];
    const joiner = w === 'and' || w === 'but' || w === 'then' || w === ',';
    const cur = out[out.length - 1];
    // "At the station, 18 people got off": a scene-setting phrase before its clause.
    const lead = w === ',' && PREP.has(cur[0]) && !formOf(cur[1] ?? '') && !cur.some((x) => /^\d/.test(x) || isVerbWord(x));
    if (joiner && cur.length && !lead) {
      // Skip a run of joiners: ", and then".
      let j = i;
      while (['and', 'but', 'then', ',', 'so'].includes(tokens[j])) j++;
      if (startsClause(tokens.slice(j), names)) {
        out.push([]);
        i = j - 1;
        continue;
      }
    }
    out[out.length - 1].push(w);
  }
  return out.filter((p) => p.length);
}

/** A clause starts with a subject, a verb, an amount, or "which is". */
function startsClause(t: string[], names: readonly string[]): boolean {
  while (['now', 'then', 'later', 'finally', 'also'].includes(t[0])) t = t.slice(1);
  if (!t.length) return false;
  if (/^\d/.test(t[0]) || t[0] === 'some') return true;
  if (t[0] in TRANSITIVE || isVerbWord(t.slice(0, 2).join(' '))) return true;
  return t[0] === 'which' || t[0] === 'that' || t[0] === 'there' || PRONOUNS.has(t[0]) || names.includes(t[0]) || (DETERMINERS.has(t[0]) && t[0] !== 'that');
}

/** The verb form for an "-ing" word: "giving" → "gave" (any form with the same stem). */
function formOf(ing: string): string | null {
  if (!/ing$/.test(ing)) return null;
  const stem = lemma(ing);
  return Object.keys(TRANSITIVE).find((w) => TRANSITIVE[w] !== 'have' && lemma(w) === stem) ?? null;
}

/** Reads one statement (lower case, digits) into clauses, or null when some part of it is not understood. */
export function readStatement(s: string, sentence: number, names: readonly string[]): Clause[] | null {
  const tokens = s.replace(/([,;:])/g, ' $1 ').split(/\s+/).filter(Boolean);
  if (tokens.some((t) => /^\d/.test(t) && !/^\d+$/.test(t))) return null;
  const out: Clause[] = [];
  let prev: Read | null = null;
  const list = pieces(tokens, names);
  for (let p = 0; p < list.length; p++) {
    let t = list[p];
    // "After giving 15 marbles to her cousin, Nora has 37 left": the doing comes first, by the main clause's subject.
    const form = t[0] === 'after' ? formOf(t[1] ?? '') : null;
    if (form && p + 1 < list.length && !prev) {
      const main = readClause(stripLead(list[p + 1])?.t ?? [], names, null, sentence);
      if (!main) return null;
      const before = readClause([form, ...t.slice(2)], names, main, sentence);
      if (!before || before.clause.effect === 'have') return null;
      out.push(before.clause);
      continue;
    }
    const lead = stripLead(t);
    if (!lead) return null;
    t = lead.t;
    const c = readClause(t, names, prev, sentence);
    if (!c) return null;
    if (lead.final) c.clause.final = true;
    c.clause.detail.push(...lead.detail);
    out.push(c.clause);
    prev = c;
  }
  // "There are 15 boys and 18 girls in a class": the place said last is every part's.
  const place = out.find((c) => c.place)?.place;
  if (place) for (const c of out) if (!c.place && ('there' in c.subject || 'none' in c.subject)) c.place = place;
  return out.length ? out : null;
}

/** Words before the subject that only set the scene: "at the first stop", "after trading with friends", "now", "then". */
function stripLead(t: string[]): { t: string[]; final: boolean; detail: string[] } | null {
  let i = 0;
  let final = false;
  while (['then', 'so', 'later', 'finally', 'now', 'also', 'afterwards', 'today'].includes(t[i])) if (t[i++] === 'now') final = true;
  // "Last season he scored 7 fewer": a time that tells one doing from another.
  if (/^(?:last|this|next)$/.test(t[i]) && /^[a-z]+$/.test(t[i + 1] ?? '') && !(t[i + 1] in TRANSITIVE)) return { t: t.slice(i + 2), final, detail: t.slice(i, i + 2) };
  if (!PREP.has(t[i]) || t[i] === 'to') return { t: t.slice(i), final, detail: [] };
  // Up to a comma, or to the subject (a pronoun, "there" or an amount; a name is known only by its capital).
  let j = i + 1;
  while (j < t.length && t[j] !== ',' && !PRONOUNS.has(t[j]) && t[j] !== 'there' && !/^\d/.test(t[j])) j++;
  const words = t.slice(i, j);
  if (j >= t.length || words.some((w) => /^\d/.test(w) || NOT_DETAIL.test(w) || w in TRANSITIVE)) return null;
  return { t: t.slice(t[j] === ',' ? j + 1 : j), final: final || t[i] === 'after', detail: [] };
}

interface Read {
  clause: Clause;
  verb: { effect: Effect; verb: string; words: number };
}

function readClause(t: string[], names: readonly string[], prev: Read | null, sentence: number): Read | null {
  const prevSubject = prev?.clause.subject ?? null;
  const prevVerb = prev?.verb ?? null;
  let i = 0;
  let subject: Subject | null = null;
  const w0 = t[0];
  if (names.includes(w0)) (subject = { name: w0 }), (i = 1);
  else if (PRONOUNS.has(w0)) (subject = { pronoun: w0 }), (i = 1);
  else if (w0 === 'there') (subject = { there: true }), (i = 1);
  else if ((w0 === 'which' || w0 === 'that') && BE.has(t[1])) (subject = { that: true }), (i = 1);
  else if (TITLES.has(w0) && names.includes(t[1])) (subject = { name: t[1] }), (i = 2);
  else if (DETERMINERS.has(w0)) {
    // "the farmer", "her brother", "a pet shop": up to the verb.
    let j = 1;
    while (j < t.length && !(t[j] in TRANSITIVE) && !BE.has(t[j]) && !ADVERBS.has(t[j]) && /^[a-z]+$/.test(t[j]) && !NOUN_STOP.has(t[j])) j++;
    if (j === 1 || j > 3) return null;
    subject = { np: t[j - 1] };
    i = j;
  }
  let final = false;
  while (ADVERBS.has(t[i]) || FINAL.has(t[i])) if (FINAL.has(t[i++])) final = true;

  // An amount first: "12 people got off", "6 more birds came", "some apples were eaten", "40 got on".
  if (!subject && (/^\d+$/.test(t[i]) || t[i] === 'some')) {
    const doing = readThingsDoing(t, i, sentence, final);
    // "and 7 to his brother", "and some tigers": no doing of their own, so the verb before carries over.
    if (doing || !prevVerb) return doing;
  }

  let effect: Effect;
  let verb: string;
  let handing = false;
  if (subject && 'there' in subject) {
    if (!BE.has(t[i])) return null;
    effect = 'have';
    verb = 'have';
    i++;
  } else if (subject && 'that' in subject) {
    effect = 'have';
    verb = 'have';
    i++;
  } else if (t[i] in TRANSITIVE) {
    effect = TRANSITIVE[t[i]];
    verb = effect === 'have' ? 'have' : lemma(t[i]);
    handing = HANDING.has(t[i]);
    i++;
    if (t[i] === 'away' || (t[i] === 'out' && effect === 'loss')) i++;
  } else if (!subject && prevVerb && prevSubject) {
    // "He gave 12 to his sister and 7 to his brother": the verb and the doer carry over.
    subject = prevSubject;
    ({ effect, verb } = prevVerb);
    handing = prevVerb.words === 1;
  } else return null;
  if (!subject) subject = prevSubject;
  if (!subject) return null;
  while (ADVERBS.has(t[i]) || FINAL.has(t[i])) if (FINAL.has(t[i++])) final = true;

  // "gave his sister 20 stickers", "gave Tina 9 more": the one given to, before the amount.
  let to: Subject | null = null;
  if (handing && !/^\d/.test(t[i]) && t[i] !== 'some') {
    const r = readPerson(t, i, names);
    if (!r) return null;
    to = r.who;
    i = r.end;
  }
  const amount = readAmount(t, i);
  if (!amount) return null;
  i = amount.end;
  const rest = readRest(t, i, names, handing);
  if (!rest) return null;
  if (rest.to) {
    if (to) return null;
    to = rest.to;
  }
  // "5 more cards than Tim": the amount's comparison measured against the one after "than"; "than" alone is not read.
  let compare = amount.compare;
  if (rest.compare) {
    if (!compare) return null;
    compare = { ...compare, than: rest.compare.than };
  }
  const clause = clauseOf(t, sentence, { subject, effect, verb, compare, to, final: final || rest.final }, amount, rest);
  return { clause, verb: { effect, verb, words: handing ? 1 : 0 } };
}

/** The clause from its parts: the amount as read and what follows it. */
function clauseOf(t: string[], sentence: number, head: Pick<Clause, 'subject' | 'effect' | 'verb' | 'compare' | 'to' | 'final'>, amount: Amount, rest: Rest): Clause {
  return { ...head, n: amount.n, ofThem: !!amount.ofThem, noun: amount.noun, place: rest.place, detail: rest.detail, more: amount.more, start: rest.start, total: rest.total, sentence, said: t.join(' ') };
}

/** "his sister", "Tina", "her", "the teacher": the one handed to. */
function readPerson(t: string[], i: number, names: readonly string[]): { who: Subject; end: number } | null {
  if (names.includes(t[i])) return { who: { name: t[i] }, end: i + 1 };
  if (t[i] === 'him' || t[i] === 'her' || t[i] === 'them') {
    // "gave her 5", but "gave her sister 5": a possessive goes on to a noun.
    if (t[i] === 'her' && t[i + 1] && /^[a-z]+$/.test(t[i + 1]) && !NOUN_STOP.has(t[i + 1]) && t[i + 1] !== 'some') return { who: { np: t[i + 1] }, end: i + 2 };
    return { who: { pronoun: t[i] === 'him' ? 'he' : t[i] === 'her' ? 'she' : 'they' }, end: i + 1 };
  }
  if (DETERMINERS.has(t[i]) && /^[a-z]+$/.test(t[i + 1] ?? '') && !NOUN_STOP.has(t[i + 1])) return { who: { np: t[i + 1] }, end: i + 2 };
  return null;
}

interface Amount {
  ofThem?: boolean;
  n: Fraction | null;
  compare: Comparison | null;
  noun: Noun | null;
  more: boolean;
  end: number;
}

/** "25 marbles", "13 more", "some more beads", "some of them", "5 more cards than Tim", "3 times as many (apples)". */
function readAmount(t: string[], i: number): Amount | null {
  let n: Fraction | null;
  if (/^\d+$/.test(t[i])) n = new Fraction(t[i]);
  else if (t[i] === 'some') n = null;
  else return null;
  i++;
  let more = false;
  let compare: Comparison | null = null;
  if (n && t[i] === 'times' && t[i + 1] === 'as' && (t[i + 2] === 'many' || t[i + 2] === 'much')) {
    compare = { op: 'times', n, than: null };
    i += 3;
  } else if (n && (t[i] === 'more' || t[i] === 'fewer' || t[i] === 'less')) {
    // "5 more cards than Tim" compares; "13 more" without "than" adds to a stock (decided once "than" is looked for).
    compare = { op: t[i] === 'more' ? 'more' : 'fewer', n, than: null };
    i++;
  } else if (t[i] === 'more' || t[i] === 'extra' || t[i] === 'new' || t[i] === 'additional') {
    more = t[i] === 'more';
    i++;
  }
  if (t[i] === 'of' && /^(?:them|these|those)$/.test(t[i + 1])) return compare ? null : { n, compare, noun: null, more, end: i + 2, ofThem: true };
  // "14 of the cookies": out of those counted.
  if (t[i] === 'of' && t[i + 1] === 'the' && /^[a-z]+$/.test(t[i + 2] ?? '') && !NOUN_STOP.has(t[i + 2])) {
    const noun = nounOf([t[i + 2]]);
    return compare || !noun ? null : { n, compare, noun, more, end: i + 3, ofThem: true };
  }
  const words: string[] = [];
  while (i < t.length && !NOUN_STOP.has(t[i]) && !/^[\d,;:$]/.test(t[i]) && !isVerbWord(t[i]) && !PASSIVE_LOSS.has(t[i]) && words.length < 4) words.push(t[i++]);
  // "5 packs of gum", "3 bags of 12 apples": groups, not read here.
  if (t[i] === 'of') return null;
  // "bought 5 new ones": the things counted before.
  if (words.length === 1 && /^ones?$/.test(words[0])) words.pop();
  const noun = words.length ? nounOf(words) : null;
  if (words.length && !noun) return null;
  if (compare && compare.op !== 'times') {
    // "5 more than Tim" or "7 fewer goals" compare; "13 more" and "13 more balloons" add.
    const than = t[i] === 'than';
    const plainMore = compare.op === 'more' && !than;
    if (plainMore) return { n, compare: null, noun, more: true, end: i };
  }
  return { n, compare, noun, more, end: i };
}

interface Rest {
  to: Subject | null;
  place: string | null;
  detail: string[];
  final: boolean;
  start: boolean;
  total: boolean;
  compare: Comparison | null;
}

/** What follows the amount: "to Ben", "than Tim (has)", "as Lily has", "in the basket", "on monday", "left", "now". */
function readRest(t: string[], i: number, names: readonly string[], handing: boolean): Rest | null {
  const rest: Rest = { to: null, place: null, detail: [], final: false, start: false, total: false, compare: null };
  let tail = t.slice(i).join(' ');
  if (START.test(tail)) rest.start = true;
  if (TOTAL.test(tail)) rest.total = true;
  tail = tail.replace(TOTAL, ' ');
  const text = ` ${tail.replace(START, ' ')} `;
  const words = text.trim().split(' ').filter(Boolean);
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (FINAL.has(w) || w === 'afterwards' || w === 'later') {
      if (FINAL.has(w)) rest.final = true;
      continue;
    }
    if ((w === 'than' || w === 'as') && k + 1 < words.length) {
      // "than Tim", "than Tim has", "than her brother", "as Lily has": whom the amount is measured against.
      const r = readPerson(words, k + 1, names) ?? (PRONOUNS.has(words[k + 1]) ? { who: { pronoun: words[k + 1] }, end: k + 2 } : null);
      if (!r || rest.compare) return null;
      rest.compare = { op: 'more', n: new Fraction(0), than: r.who };
      k = r.end - 1;
      while (BE.has(words[k + 1]) || ['has', 'have', 'had', 'does', 'did', 'do'].includes(words[k + 1])) k++;
      continue;
    }
    if (w === 'to' && handing && k + 1 < words.length) {
      const r = readPerson(words, k + 1, names);
      if (r) {
        rest.to = r.who;
        k = r.end - 1;
        continue;
      }
    }
    if (PREP.has(w) || w === 'this' || w === 'last' || w === 'next') {
      // A describing phrase up to the next preposition or end: "in a basket", "on the first day", "at school".
      let j = k + 1;
      while (j < words.length && !PREP.has(words[j]) && !FINAL.has(words[j]) && words[j] !== 'than') j++;
      const phrase = words.slice(k, j);
      if (phrase.some((x) => /^\d/.test(x) || NOT_DETAIL.test(x) || isVerbWord(x) || names.includes(x))) return null;
      // "in a basket", "on the tree": a place that may hold the things.
      if (/^(?:in|on|at|inside)$/.test(w) && phrase.length === 3 && DETERMINERS.has(phrase[1]) && !rest.place) rest.place = phrase[2];
      rest.detail.push(...phrase.filter((x) => !DETERMINERS.has(x) && !PREP.has(x)));
      k = j - 1;
      continue;
    }
    return null;
  }
  return rest;
}

/** "12 people got off", "6 more birds came", "some apples were eaten", "27 children stayed": the things' own doing. */
function readThingsDoing(t: string[], i: number, sentence: number, finalBefore: boolean): Read | null {
  const amount = readAmount(t, i);
  if (!amount || amount.compare) return null;
  let j = amount.end;
  let effect: Effect | null = null;
  let verb = '';
  let final = finalBefore;
  while (ADVERBS.has(t[j]) || FINAL.has(t[j])) if (FINAL.has(t[j++])) final = true;
  if (BE.has(t[j]) && t[j + 1]) {
    const p = t[j + 1];
    if (PASSIVE_GAIN.has(p)) (effect = 'gain'), (verb = lemma(PARTICIPLE[p]));
    else if (PASSIVE_LOSS.has(p)) (effect = 'loss'), (verb = lemma(PARTICIPLE[p]));
    else if (p === 'left' || p === 'still') (effect = 'have'), (verb = 'have'), (final = true);
    else if (/^(?:in|on|at|inside|aboard)$/.test(p)) {
      // "62 people were on a train": held by the place.
      effect = 'have';
      verb = 'have';
      j -= 1;
    }
    else if (/ing$/.test(p) && !/^(?:being|going)$/.test(p)) (effect = 'have'), (verb = 'have');
    else return null;
    j += 2;
    if (t[j] === 'away' || t[j] === 'out') j++;
  } else {
    const two = t.slice(j, j + 2).join(' ');
    for (const [re, e] of INTRANSITIVE) {
      const m = re.exec(two);
      if (m) {
        effect = e;
        verb = e === 'have' ? 'have' : m[0];
        if (e === 'have') final = true;
        j += m[0].split(' ').length;
        break;
      }
    }
    if (!effect) return null;
  }
  const rest = readRest(t, j, [], false);
  if (!rest || rest.compare || rest.to) return null;
  const clause = clauseOf(t, sentence, { subject: { none: true }, effect, verb, compare: null, to: null, final: final || rest.final }, amount, rest);
  return { clause, verb: { effect, verb, words: 0 } };
}
