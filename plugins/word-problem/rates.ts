/**
 * Stories that are one chain of rates: "$12 an hour ... 50 minutes", "5 packs that are 4 pounds each ... $5.50
 * per pound", "50 words per minute ... 4 hours per day ... 7 days". Every number gets a unit (a count of a
 * noun, a measure, or one unit per another), and the answer is the product of all of them, each multiplied
 * or divided, whose units come out as the question's. That product must be the only one: a story that adds
 * or subtracts (two amounts of one unit) has none, and one that could be read two ways has several, and both
 * are declined. Stories with comparisons, parts, percentages or changes are left to the other readers.
 */
import Fraction from 'fraction.js';
import type { Decline } from '../../src/plugin-api.js';
import { readStory, type Story } from './story-text.js';
import { baseOf, isMeasure, sameVector, TIME_WORDS, toBase, unitWord, type Vector } from './units.js';

export interface RateFactor {
  id: number;
  /** The ids of every story number folded into this factor ("4 for $5" is one). */
  ids: number[];
  value: Fraction;
  num: string | null;
  den: string | null;
  /** "Each salesperson sells 10 cars per month": per the subject as well. */
  den2?: string;
  sentence: number;
  /** Several amounts of one unit listed together and added ("4 hours on Monday, 3 hours on Friday"). */
  listed?: boolean;
}

export interface RateAnswer {
  value: Fraction;
  /** The unit the answer is in ("dollar", "hour", "apple"), and per what, if anything. */
  unit: string;
  per: string | null;
  /** Each factor, multiplied or divided, in the product (group) it belongs to; the groups are added. */
  factors: { factor: RateFactor; exponent: 1 | -1; group: number }[];
  /** Conversions the answer rests on, said in the caveat. */
  converted: boolean;
  /** A count that came out fractional, rounded as the question means it. */
  rounded?: { from: Fraction; way: 'up' | 'down' };
}

/** Words that make a story more than a chain of rates: comparisons, parts, changes, conditions on amounts. */
const NOT_A_CHAIN =
  /%|\b(?:more|less|fewer|than|left|remain\w*|rest|half|halves|twice|double\w*|triple\w*|quarter|third|percent|discount\w*|off|change|profit|extra|except|additional|free|old|older|younger|age|ages|shar\w*|split\w*|weekend\w*|weekday\w*|through|to and from|round trip|both ways|each way|divide\w*|equally|other|average|never|difference|loss|lose|lost|lose|gave|give|gives|away|either|neither|back|return\w*|tax|tip|tips|interest|fee|fees|deposit\w*|sav\w+|increase\w*|decrease\w*|grow\w*|rise|fall|drop\w*|reduc\w*|each other|times as|times that|times this|times the|times its|times his|times her|times their|at most|if not|except|plus|minus|initial\w*|original\w*|gain\w*|per cent|faster|slower|longer|shorter|taller|heavier|lighter|cheaper|expensive|bigger|smaller|larger|older|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:to|thru|till|until))\b/;

/** Between the parts of a listed amount: a place or time for the part before, then a comma or "and". */
const LIST_JOIN = /^(?:(?:on|in|at|for|from|to|during|of) (?:the |his |her |their |a |an )?[a-z]+(?: [a-z]+)? )?(?:, and|,|and)$/;

/** Function words: a noun phrase stops at them. */
const STOP = new Set(
  'a an the and or but of to in on at by for from with than as that which who whom whose each every per is are was were be been has have had do does did will would can could should may might must this these those it its they them their he she him his her we us our you your i my me if when while so then into onto over under after before during about each apiece there here how what many much all both some any no not'.split(' '),
);
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'feet', 'teeth', 'mice', 'geese', 'sheep', 'fish', 'goldfish', 'shrimp', 'salmon', 'trout', 'deer', 'moose', 'bison', 'cattle', 'police']);
export const looksPlural = (w: string) => IRREGULAR_PLURALS.has(w) || (/[^s]s$|sses$|ies$|xes$|ches$|shes$/.test(w) && w.length > 2);
/** Words after "a"/"an" read as "per": only units, so "5 apples a friend gave" is not a rate. */
export const PER_A = (w: string) => TIME_WORDS.has(unitWord(w)) || isMeasure(unitWord(w)) || /^(?:person|piece|head|visit|session|lesson|game|class|shift|trip|night|morning|evening|weekend|weekday|semester|month|year)$/.test(w);
/** "every morning": once a day. */
const DAY_PARTS = /^(?:morning|evening|night|afternoon)$/;

const no = (reason: string): Decline => ({ reason });
export const idOf = (tok: string | undefined) => (tok && /^#\d+$/.test(tok) ? Number(tok.slice(1)) : null);
export const plainWord = (w: string | undefined): w is string => !!w && /^[a-z]+$/.test(w) && !STOP.has(w);

/** A noun that ends a phrase, singular: "soft drinks" → "drink"; units keep their measure word ("hours" → "hour"). */
const unitOf = (w: string) => unitWord(w);

interface Placed {
  factor: RateFactor;
  /** The token index after the number's noun phrase. */
  end: number;
  /** The words after the number, as written ("red pens of ink"): listed parts must name the same thing. */
  phrase: string;
}

/** The sentence's numbers with their units; a string names the number it could not place. */
export function placeNumbers(story: Story, s: number, tokens: string[], earlier: RateFactor[], counted: ReadonlySet<string>): RateFactor[] | string {
  const out: Placed[] = [];
  const numbers = story.numbers;
  let eachSaid = false;
  // "A bird eats 7 berries a day", "each salesperson sells 10 cars per month", with the subject counted in the story.
  const lead = tokens[0] === 'if' ? 1 : 0;
  const subjectPer = /^(?:a|an|each|every)$/.test(tokens[lead]) && plainWord(tokens[lead + 1]) && counted.has(unitOf(tokens[lead + 1])) ? unitOf(tokens[lead + 1]) : null;
  // "Every morning, Jason eats ...": the whole sentence is per day.
  const opening = (tokens[0] === 'every' || tokens[0] === 'each') && tokens[2] === ',' && (DAY_PARTS.test(tokens[1]) || TIME_WORDS.has(tokens[1])) ? (DAY_PARTS.test(tokens[1]) ? 'day' : tokens[1]) : null;
  for (let i = 0; i < tokens.length; i++) {
    const id = idOf(tokens[i]);
    if (id === null) continue;
    const n = numbers[id];
    if (n.percent) return `a percentage (${n.text})`;
    let j = i + 1;
    let num: string | null = null;
    if (n.money) num = 'dollar';
    else {
      const words: string[] = [];
      while (j < tokens.length && words.length < 3 && plainWord(tokens[j])) words.push(tokens[j++]);
      // "half an hour", "a quarter of a mile": a part of one unit.
      const partOf = tokens[j] === 'of' && (tokens[j + 1] === 'a' || tokens[j + 1] === 'an') ? j + 1 : j;
      if (!words.length && n.value.compare(1) < 0 && (tokens[partOf] === 'a' || tokens[partOf] === 'an') && isMeasure(unitOf(tokens[partOf + 1] ?? ''))) {
        out.push({ factor: { id, ids: [id], value: n.value, num: unitOf(tokens[partOf + 1]), den: null, sentence: s }, end: partOf + 2, phrase: '' });
        continue;
      }
      if (!words.length) return `no unit or noun for ${n.text}`;
      // "2 soft drinks": the plural is the head; "1 pill costs": one word; "30 day month": a measure per a thing.
      let head: number;
      if (n.value.equals(1)) head = 0;
      else {
        head = words.findIndex(looksPlural);
        if (head < 0) {
          // "a 200 page book", "a 3-page letter": so many of the first per the second.
          if (/^an?$/.test(tokens[i - 1] ?? '') && words.length > 1) {
            out.push({ factor: { id, ids: [id], value: n.value, num: unitOf(words[0]), den: unitOf(words[1]), sentence: s }, end: i + 3, phrase: '' });
            continue;
          }
          // "3 ml", "30 day month": a measure needs no plural.
          if (!isMeasure(unitOf(words[0]))) return `no plural noun after ${n.text}`;
          head = 0;
        }
      }
      num = unitOf(words[head]);
      j = i + 1 + head + 1;
      if (head === 0 && words.length > 1 && !looksPlural(words[0]) && !n.value.equals(1)) {
        if (!PER_A(words[1])) return `"${n.text} ${words.slice(0, 2).join(' ')}"`;
        // "a 30 day month": days per month.
        out.push({ factor: { id, ids: [id], value: n.value, num, den: unitOf(words[1]), sentence: s }, end: i + 3, phrase: '' });
        continue;
      }
      // "containers of milk", "pieces of fruit": the container is what is counted.
      if (tokens[j] === 'of' && plainWord(tokens[j + 1])) {
        j += 2;
        if (plainWord(tokens[j])) j++;
      }
    }
    let den: string | null = null;
    /** Where the words of the rate end. */
    let denEnd = j;
    const next = tokens[j];
    const after = tokens[j + 1];
    const dayOr = (w: string) => (DAY_PARTS.test(w) ? 'day' : unitOf(w));
    // "4 volunteers each pack 30 boxes": "each" goes with the verb, and the boxes are per volunteer.
    const eachVerb = next === 'each' && plainWord(after) && !PER_A(after) && !counted.has(unitOf(after));
    if (eachVerb) {
      // a plain count
    } else if ((next === 'per' || next === 'every' || next === 'each') && plainWord(after)) {
      den = next === 'per' ? unitOf(after) : dayOr(after);
      denEnd = j + 2;
      if (plainWord(tokens[j + 2])) return `a rate per "${after} ${tokens[j + 2]}"`;
    } else if ((next === 'a' || next === 'an') && plainWord(after) && (PER_A(after) || (n.money && !looksPlural(after) && !plainWord(tokens[j + 2])))) {
      // "$12 an hour"; with money, any one thing: "$2 a pair", "$7 a slice".
      den = dayOr(after);
      denEnd = j + 2;
    } else if (/^(?:for|on|in|with|at)$/.test(next ?? '') && (after === 'each' || after === 'every') && plainWord(tokens[j + 2])) {
      // "10 bags on each trip", "$20 for every hour".
      den = dayOr(tokens[j + 2]);
      denEnd = j + 3;
    } else if (next === 'in' && (after === 'a' || after === 'an') && PER_A(tokens[j + 2] ?? '')) {
      // "12 eggplants in a day".
      den = dayOr(tokens[j + 2]);
      denEnd = j + 3;
    } else if (next === 'every' || next === 'per') return `a rate "${next} ${after ?? ''}" after ${n.text}`;
    else if (next === 'each' || next === 'apiece' || (next === 'a' && after === 'piece')) {
      const r = referent(tokens, i, out, earlier);
      if (!r) return `"each" after ${n.text} with nothing it is each of`;
      den = r;
      denEnd = next === 'a' ? j + 2 : j + 1;
    }
    // "$3 each every week": a rate of a rate, which one product does not read.
    const more = tokens[denEnd] === 'in' || tokens[denEnd] === 'on' ? denEnd + 1 : denEnd;
    if (den && (/^(?:each|every|per|apiece)$/.test(tokens[more] ?? '') || (/^(?:a|an)$/.test(tokens[more] ?? '') && PER_A(tokens[more + 1] ?? '')))) return `two rates after ${n.text}`;
    if (!den) {
      // "Each tree gives 5 apples", "12 crates that each contain 150 oranges".
      const each = eachBefore(tokens, i, out, earlier, counted);
      if (each === undefined) return `"each" before ${n.text} with nothing it is each of`;
      den = each;
      if (den) eachSaid = true;
      // "each slice has 20 black seeds and 20 white seeds": the "each" may cover the second too.
      else if (eachSaid && tokens[i - 1] === 'and') return `"each" may also cover ${n.text}`;
    }
    if (!den && opening) den = opening;
    if (!den) {
      // "packets of 100 grams": the amount in one packet.
      const prev = out.at(-1);
      if (tokens[i - 1] === 'of' && prev && prev.end === i - 1) den = prev.factor.num;
    }
    // "4 times the number", "twice that long": a comparison, not a count of times.
    let den2: string | undefined;
    if (subjectPer && !tokens.slice(lead + 2, i).some((t) => /^(?:,|and|but|while|#\d+)$/.test(t)) && num !== subjectPer) {
      if (!den) den = subjectPer;
      else if (den !== subjectPer) den2 = subjectPer;
    }
    if (num === 'time' && !den) return `"${n.text} times" compares amounts`;
    if (den === num) return `${n.text} ${num} per ${den}`;
    // "4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday": one amount, listed in parts.
    const prev = out.at(-1);
    const phrase = tokens.slice(i + 1, j).join(' ');
    // "$100 for a large painting and $80 for a small painting" are two prices, not one amount in parts.
    const join = tokens.slice(prev?.end ?? i, i).join(' ');
    if (prev && !den2 && !prev.factor.den2 && prev.factor.num === num && prev.factor.den === den && prev.phrase === phrase && LIST_JOIN.test(join) && !(n.money && /^for (?:a|an|one|each) /.test(join))) {
      prev.factor.value = prev.factor.value.add(n.value);
      prev.factor.ids.push(id);
      prev.factor.listed = true;
      prev.end = j;
      continue;
    }
    out.push({ factor: { id, ids: [id], value: n.value, num, den, ...(den2 ? { den2 } : {}), sentence: s }, end: j, phrase });
  }
  return out.map((p) => p.factor);
}

/** What "each" after a number distributes over: the counted noun before it in the sentence, or before "they". */
function referent(tokens: string[], i: number, placed: Placed[], earlier: RateFactor[]): string | null {
  const counted = (f: RateFactor) => f.num && f.num !== 'dollar' && !f.den && !isMeasure(f.num);
  // "sells muffins for $2.50 each": the plural before "for".
  if (tokens[i - 1] === 'for' && plainWord(tokens[i - 2]) && looksPlural(tokens[i - 2])) return unitOf(tokens[i - 2]);
  // "... and bulbs are $2 each": the plural that opens this clause.
  let start = i - 1;
  while (start >= 0 && !/^(?:,|and|but|while)$/.test(tokens[start])) start--;
  const opener = tokens[start + 1] === 'the' ? tokens[start + 2] : tokens[start + 1];
  // "and buys 5 pens at $1.20 each": a verb followed by its count is not the plural subject.
  if (start >= 0 && plainWord(opener) && looksPlural(opener) && idOf(tokens[tokens.indexOf(opener, start + 1) + 1]) === null) return unitOf(opener);
  const before = [...placed].reverse().find((p) => counted(p.factor));
  if (before) return before.factor.num;
  const first = tokens.findIndex((t) => t !== 'if' && t !== 'the' && t !== 'and');
  const subject = tokens[first];
  if (subject === 'they' || subject === 'these' || subject === 'those') {
    const last = [...earlier].reverse().find(counted);
    return last?.num ?? null;
  }
  // "Eggs cost $.50 each": the plural subject.
  if (first + 1 < i && plainWord(subject) && looksPlural(subject)) return unitOf(subject);
  return null;
}

/**
 * "Each tree gives 5 apples" → per tree; "crates that each contain 150 oranges" → per crate. Null: no "each"
 * before the number in its clause; undefined: an "each" whose noun is not known.
 */
function eachBefore(tokens: string[], i: number, placed: Placed[], earlier: RateFactor[], counted: ReadonlySet<string>): string | null | undefined {
  let k = i - 1;
  while (k >= 0 && !/^#\d+$|^,$|^(?:and|but|while|so)$/.test(tokens[k]) && i - k <= 6) {
    if (tokens[k] === 'each' || tokens[k] === 'every') break;
    k--;
  }
  if (k < 0 || !(tokens[k] === 'each' || tokens[k] === 'every')) return null;
  const w0 = tokens[k + 1];
  // "each pie", "each whole pie".
  for (const w of tokens.slice(k + 1, k + 3)) if (plainWord(w) && counted.has(unitOf(w))) return unitOf(w);
  // "His friends each deliver 41 pieces": each of the plural just before.
  if (tokens[k] === 'each' && plainWord(tokens[k - 1]) && looksPlural(tokens[k - 1]) && !/^(?:is|was|has|does)$/.test(tokens[k - 1])) return unitOf(tokens[k - 1]);
  // "toys that each cost $3", "they each hold 4": each of what came before.
  if (tokens[k] === 'each' && ['that', 'which', 'who', 'they', 'are', 'were', 'is'].includes(tokens[k - 1] ?? '')) {
    return referent(tokens, k, placed, earlier) ?? undefined;
  }
  // "Each page can hold 10 cards", "each bag costs $2": per one of the noun named.
  if (tokens[k] === 'each' && plainWord(w0) && !looksPlural(w0) && k + 2 <= i) return unitOf(w0);
  return undefined;
}

interface Target {
  unit: string;
  per: string | null;
  /** "how long", "how far": a dimension whose unit the story gives. */
  dimension?: string;
  /** "how many history books": a kind the story's listed amounts may not all be. */
  modified: boolean;
  /** "in total", "altogether": the answer may add several products. */
  total: boolean;
  rounding?: 'up' | 'down';
}

/** A question asking for a total without "how": "what's the total cost", "calculate the total number of". */
const TOTAL_ASKED = /^(?:(?:what|whats) (?:is|was|s|will be|would be) |(?:calculate|find|determine|compute) )the total (cost|price|amount of money|amount|bill|number of)\b/;

const MONEY_VERBS = /^(?:earn|earns|earned|make|makes|made|pay|pays|paid|spend|spends|spent|cost|costs|charge|charges|charged|collect|collects|collected|receive|receives|received|get|gets|got|owe|owes|raise|raises|raised|sell|sells|sold|bring|brings|brought)$/;

function readTarget(q: string[], story: Story): Target | string {
  const hasMoney = story.numbers.some((n) => n.money);
  let unit: string | null = null;
  let dimension: string | undefined;
  let modified = false;
  let k: number;
  if (q[0] === 'how' && q[1] === 'many' && plainWord(q[2])) {
    k = 2;
    const words: string[] = [];
    while (plainWord(q[k]) && words.length < 3) words.push(q[k++]);
    const head = words.findIndex(looksPlural);
    if (head < 0) return `the question's noun "${words.join(' ')}"`;
    unit = unitOf(words[head]);
    modified = head > 0;
    k = 2 + head + 1;
    if (q[k] === 'of' && plainWord(q[k + 1])) k += 2;
    if (q[k] === 'and' || q[k] === 'or') return 'a question asking for two kinds of thing';
  } else if (q[0] === 'how' && q[1] === 'much') {
    if (!hasMoney) return 'how much of what';
    k = 2;
    if (q[2] === 'money') k = 3;
    else if (!(['do', 'does', 'did', 'will', 'would', 'is', 'are', 'was', 'were', 'can', 'could', 'should'].includes(q[2]) && q.slice(3).some((w) => MONEY_VERBS.test(w)))) {
      if (!['is', 'are', 'was', 'were', 'will', 'does', 'do', 'did'].includes(q[2])) return 'how much of what';
    }
    unit = 'dollar';
  } else if (TOTAL_ASKED.test(q.join(' '))) {
    // "What is the total cost ...", "Calculate the total number of apples ...".
    const m = TOTAL_ASKED.exec(q.join(' '))!;
    k = m[0].split(' ').length;
    if (m[1] === 'number of') {
      if (!plainWord(q[k]) || !looksPlural(q[k])) return `the question's noun "${q[k] ?? ''}"`;
      unit = unitOf(q[k]);
      modified = false;
      k++;
    } else {
      if (!hasMoney) return 'a total cost in a story without money';
      unit = 'dollar';
    }
  } else if (q[0] === 'how' && (q[1] === 'long' || q[1] === 'far')) {
    dimension = q[1] === 'long' ? 'second' : 'meter';
    unit = '';
    k = 2;
  } else return 'a question that is not "how many/much/long/far"';
  // "... per day", "... a week", "... each month" at the end: the answer is a rate.
  let per: string | null = null;
  for (let i = k; i < q.length; i++) {
    const w = q[i];
    if (/^#\d+$/.test(w)) continue;
    // "for every student to present" names who, not a rate; "did each piece cost" and "each day" are rates.
    if ((w === 'each' || w === 'every') && /^(?:for|to|with|by|from|of)$/.test(q[i - 1] ?? '') && !PER_A(q[i + 1] ?? '')) return `"${q[i - 1]} ${w} ${q[i + 1]}" in the question`;
    if ((w === 'per' || w === 'each' || w === 'every' || ((w === 'a' || w === 'an') && PER_A(q[i + 1] ?? ''))) && plainWord(q[i + 1])) {
      if (per) return 'two rates in the question';
      per = DAY_PARTS.test(q[i + 1]) ? 'day' : unitOf(q[i + 1]);
    }
  }
  // "How many vans are needed", "how many boxes must he buy": up; "how many full boxes", "whole pies": down.
  const asked = q.join(' ');
  const rounding = /\b(?:full|whole|complete)\b/.test(asked) ? 'down' : /\b(?:need|needs|needed|required|must|have to|has to)\b/.test(asked) ? 'up' : undefined;
  const total = /\b(?:in total|altogether|in all|total|combined|all together|everything)\b/.test(q.join(' '));
  return { unit, per, dimension, modified, total, ...(rounding ? { rounding } : {}) };
}

/** Words and number tokens: "feet/second" and "#3/hour" read as "per", and a stop after an abbreviation ("lbs.") dropped. */
export const tokenize = (s: string) =>
  s
    .replace(/(#\d+|[a-z]+)\/([a-z]+)\b/g, (m: string, a: string, b: string) => (PER_A(b) ? `${a} per ${b}` : m))
    .replace(/\b([a-z]+)\.(?=\s|$)/g, '$1')
    .replace(/\bmph\b/g, 'miles per hour')
    .replace(/\b(?:kph|kmh)\b/g, 'km per hour')
    .replace(/,/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);

/** The question split from its story: the last sentence, or its "how ..." part after a condition. */
export function splitQuestion(story: Story): { statements: string[][]; question: string[]; qi: number } | null {
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?')) return null;
  const last = tokenize(story.sentences[qi]);
  const at = last.findIndex((w, i) => (w === 'how' && /^(?:many|much|long|far)$/.test(last[i + 1] ?? '')) || (TOTAL_ASKED.test(last.slice(i).join(' ')) && (i === 0 || last[i - 1] === ',')));
  if (at < 0) return null;
  const statements = story.sentences.slice(0, qi).map(tokenize);
  const condition = last.slice(0, at).filter((w) => w !== ',');
  if (condition.length) statements.push(condition);
  return { statements, question: last.slice(at).filter((w) => w !== ','), qi };
}

export function solveRates(text: string): RateAnswer | Decline | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2 || !story.numbers.length || story.numbers.length > 12) return null;
  const lower = story.sentences.join(' . ');
  const flag = NOT_A_CHAIN.exec(lower);
  if (flag) return no(`"${flag[0]}" asks for more than a chain of rates`);
  const split = splitQuestion(story);
  if (!split) return null;
  const factors: RateFactor[] = [];
  // Nouns the story counts anywhere ("15 boxes"), so "Each box holds 24" can come first.
  const counted = new Set(
    [...lower.matchAll(/(?:#\d+|how many)((?: [a-z]+){1,3})/g)].map((m) => m[1].trim().split(' ').find(looksPlural)).filter((w): w is string => !!w).map(unitOf),
  );
  for (const [s, tokens] of [...split.statements, split.question].entries()) {
    const sentence = Math.min(s, split.qi);
    if (!tokens.some((t) => /^#\d+$/.test(t)) && s < split.statements.length) {
      // A sentence with no number may still set a unit ("She does not go on weekends"): only plain ones pass.
      if (tokens.some((t) => TIME_WORDS.has(unitWord(t)) || isMeasure(unitWord(t)) || DAY_PARTS.test(t))) return no(`"${story.original[sentence]}" speaks of a unit without a number`);
      continue;
    }
    const placed = placeNumbers(story, sentence, tokens, factors, counted);
    if (typeof placed === 'string') return no(`${placed} in "${story.original[sentence]}"`);
    factors.push(...placed);
  }
  // Every number of the story is placed ("200g" or "1/6th" glued to letters is not).
  const placedIds = new Set(factors.flatMap((f) => f.ids));
  const unplaced = story.numbers.find((n) => !placedIds.has(n.id));
  if (unplaced) return no(`could not place ${unplaced.text} in "${story.original[unplaced.sentence]}"`);
  const target = readTarget(split.question, story);
  if (typeof target === 'string') return no(`could not read the question (${target})`);
  if (target.modified && factors.some((f) => f.listed)) return no('the question asks for one kind of what the story lists together');
  const answer = chain(factors, target, lower);
  // One rate times one amount in the same units is compute's word arithmetic ("$15 per hour for 8 hours").
  if (!('reason' in answer) && story.numbers.length < 3 && !answer.converted) return null;
  return answer;
}

const POSSESS = /\b(?:has|have|had|owns?|owned)\b/;
const CHANGE = /\b(?:buys?|bought|spends?|spent|pays?|paid|costs?|sells?|sold|gives?|gave|uses?|used|eats?|ate|loses?|lost)\b/;

export type Product = { value: Fraction; signs: (1 | -1)[] };

/** The one product of the factors, each multiplied or divided, whose units are the target's. */
function chain(factors: RateFactor[], target: Target, story: string): RateAnswer | Decline {
  const based = factors.map((f) => toBase(f.value, f.num, f.den, f.den2));
  let unit = target.unit;
  if (target.dimension) {
    // "How long": in the one unit of that dimension the story uses.
    const used = new Set(factors.flatMap((f) => [f.num, f.den, f.den2]).filter((u): u is string => !!u && baseOf(u) === target.dimension));
    if (used.size !== 1) return no(`the story gives ${used.size ? 'several units' : 'no unit'} for "how ${target.dimension === 'second' ? 'long' : 'far'}"`);
    unit = [...used][0];
  }
  // Two amounts in one unit are added, compared or said twice, never one chain.
  const seen = new Set<string>();
  for (const f of factors) {
    const key = `${f.num}/${f.den}/${f.den2}`;
    if (seen.has(key) && f.num !== 'time' && !target.total) return no(`two amounts in ${f.num}${f.den ? ` per ${f.den}` : ''}`);
    seen.add(key);
  }
  const want = toBase(new Fraction(1), unit, target.per);
  // "hours a week" is time over time: any product without time would match it.
  if (!want.vector.size) return no(`"${unit} per ${target.per}" has no dimension to check the product against`);
  const n = factors.length;
  const segment = (from: number, to: number) => productOf(factors, based, want, from, to);
  // A total may add several products, each a run of the story's quantities in order: "3 bikes at $150 each and 4 quads at $300 each".
  const readings: { value: Fraction; signs: (1 | -1)[]; groups: number[] }[] = [];
  for (let cuts = 0; cuts < (target.total ? 1 << (n - 1) : 1); cuts++) {
    const starts = [0, ...Array.from({ length: n - 1 }, (_, i) => i + 1).filter((i) => cuts & (1 << (i - 1)))];
    const parts = starts.map((from, k) => segment(from, starts[k + 1] ?? n));
    if (parts.some((p) => p === null)) continue;
    if (parts.some((p) => p === 'two')) return no('the quantities combine into the asked unit in more than one way');
    const products = parts as Product[];
    readings.push({
      value: products.reduce((acc, p) => acc.add(p.value), new Fraction(0)),
      signs: products.flatMap((p) => p.signs),
      groups: starts.flatMap((from, k) => Array.from({ length: (starts[k + 1] ?? n) - from }, () => k)),
    });
  }
  if (!readings.length) return no("no product of the story's quantities has the unit the question asks for");
  if (readings.some((r) => !r.value.equals(readings[0].value))) return no('the quantities combine into the asked unit in more than one way');
  const best = readings[0];
  // "$15 an hour ... how much in a week": hours become weeks only at 24 hours a day, as if the work never stopped.
  if (!ALWAYS_ON.test(story) && !clockKeptApart(factors, best.signs, best.groups, unit, target.per)) return no('hours or minutes turned into days or weeks at 24 hours a day, which the story does not say');
  // "Ravi had $50 and bought 3 books at $8 each": what is held and what is spent are not added.
  if (best.groups.at(-1)! > 0 && POSSESS.test(story) && CHANGE.test(story)) return no('a total over amounts held and amounts spent or given');
  let value = best.value;
  let rounded: RateAnswer['rounded'];
  if (!isMeasure(unit) && unit !== 'dollar' && !target.per && value.d !== 1n) {
    // Rounding by meaning: what is needed rounds up (a part-full van is still a van), whole pieces round down.
    if (target.rounding === 'up') rounded = { from: value, way: 'up' };
    else if (target.rounding === 'down') rounded = { from: value, way: 'down' };
    else return no(`a count of ${unit}s comes out as ${value.toFraction()}`);
    value = rounded.way === 'up' ? value.ceil() : value.floor();
  }
  const measures = new Set([unit, target.per, ...factors.flatMap((f) => [f.num, f.den, f.den2])].filter((u): u is string => !!u && isMeasure(u)));
  const converted = new Set([...measures].map(baseOf)).size < measures.size;
  return { value, unit, per: target.per, factors: factors.map((factor, i) => ({ factor, exponent: best.signs[i], group: best.groups[i] })), converted, ...(rounded ? { rounded } : {}) };
}

const CLOCK_UNITS = new Set(['second', 'sec', 'minute', 'min', 'hour', 'hr']);
const CALENDAR_UNITS = new Set(['day', 'week', 'month', 'year']);

/**
 * Whether each product balances clock time (seconds to hours) and calendar time (days to years) separately, as
 * the story's own ratios ("8 hours a day") connect them; a product that only comes out by counting a day as
 * 24 hours of the activity does not.
 */
/** A thing that runs day and night ("a tap drips", "a heart beats"), said of no person: its day is 24 hours of it. */
const ALWAYS_ON = /^(?!.*\b(?:he|she|his|her|him|they|their|i|we|you)\b).*\b(?:drips?|leaks?|pumps?|flows?|beats?|flashes|ticks?|blinks?|spins?|rotates?|orbits?)\b/;

export function clockKeptApart(factors: readonly RateFactor[], signs: readonly (1 | -1)[], groups: readonly number[], unit: string, per: string | null): boolean {
  const tally = (u: string | null | undefined, sign: number, into: [number, number]) => {
    if (u && CLOCK_UNITS.has(u)) into[0] += sign;
    else if (u && CALENDAR_UNITS.has(u)) into[1] += sign;
  };
  const want: [number, number] = [0, 0];
  tally(unit, 1, want);
  tally(per, -1, want);
  const sums = new Map<number, [number, number]>();
  factors.forEach((f, i) => {
    const into = sums.get(groups[i]) ?? [0, 0];
    sums.set(groups[i], into);
    if (f.num !== 'time') tally(f.num, signs[i], into);
    tally(f.den, -signs[i], into);
    tally(f.den2, -signs[i], into);
  });
  return [...sums.values()].every(([clock, calendar]) => clock === want[0] && calendar === want[1]);
}

/** The products of factors [from, to) with the asked unit: null when none, 'two' when they differ in value. */
export function productOf(
  factors: readonly RateFactor[],
  based: readonly { value: Fraction; vector: Vector }[],
  want: { value: Fraction; vector: Vector },
  from: number,
  to: number,
  /** A factor that may only multiply (1) or only divide (−1); 0 leaves it free. */
  fixed: (f: RateFactor) => 1 | -1 | 0 = () => 0,
): Product | null | 'two' {
  const found: Product[] = [];
  const size = to - from;
  masks: for (let mask = 0; mask < 1 << size; mask++) {
    for (let i = 0; i < size; i++) if (fixed(factors[from + i]) === (mask & (1 << i) ? 1 : -1)) continue masks;
    const vector: Vector = new Map();
    let times = false;
    for (let i = 0; i < size; i++) {
      const sign = mask & (1 << i) ? -1 : 1;
      // "twice a week" counts times: it only ever multiplies.
      if (sign < 0 && factors[from + i].num === 'time') times = true;
      for (const [k, e] of based[from + i].vector) vector.set(k, (vector.get(k) ?? 0) + sign * e);
    }
    for (const [k, e] of vector) if (e === 0) vector.delete(k);
    if (times || !sameVector(vector, want.vector)) continue;
    let value = new Fraction(1);
    for (let i = 0; i < size; i++) value = mask & (1 << i) ? value.div(based[from + i].value) : value.mul(based[from + i].value);
    found.push({ value: value.div(want.value), signs: Array.from({ length: size }, (_, i) => (mask & (1 << i) ? -1 : 1)) });
  }
  if (!found.length) return null;
  if (found.some((f) => !f.value.equals(found[0].value))) return 'two';
  return found.find((f) => f.signs.every((sg, i) => sg > 0 || !factors[from + i].value.equals(1))) ?? found[0];
}
