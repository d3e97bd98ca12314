/**
 * Rates over periods that the single-chain reader (rates.ts) cannot settle: "8 pages in 20 minutes", "every
 * 30 minutes it makes 30 cans", "4 hours a day, 5 days a week", "how many a year". Clock time (seconds to
 * hours) and calendar time (days, weeks, months, years) are kept as two dimensions, so "4 hours a day" is a
 * rate and not a bare ratio that could multiply or divide. "N days a week" counts days on which something
 * happens, which is not calendar time: there every other "day" is such a day and a bare count of days is
 * declined, since "in 14 days" could mean either. A year is 52 weeks, 365 days or 12 months by what else the
 * story uses, never two of them at once. The answer is the one product of every number whose units are the
 * question's, as in rates.ts; anything else is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { idOf, looksPlural, placeNumbers, plainWord, productOf, solveRates, splitQuestion, tokenize, type RateAnswer, type RateFactor } from '../rates.js';
import { rateReply } from '../reply.js';
import { readStory } from '../story-text.js';
import { baseOf, isMeasure, toBase, unitWord, type Vector } from '../units.js';
import { SOME_DAYS } from '../../../src/reading/index.js';

const CLOCK: Record<string, number> = { second: 1, sec: 1, minute: 60, min: 60, hour: 3600, hr: 3600 };
const CALENDAR = new Set(['day', 'week', 'month', 'year']);
/** Stands for a day on which the activity happens, counted, when the story says "N days a week". */
const ACTIVE_DAY = 'day (of those)';
/** Stands for "times" when the question counts them. */
const OCCURRENCE = 'time (counted)';
const shown = (u: string | null) => (u === ACTIVE_DAY ? 'day' : u === OCCURRENCE ? 'time' : u);

const isTime = (u: string | null | undefined): u is string => !!u && (u in CLOCK || CALENDAR.has(u));

/** Calendar units in days (or months), fixed for one story; a string says why the story's calendar is unclear. */
function calendarOf(units: ReadonlySet<string>): { days: Record<string, Fraction>; note?: string } | string {
  const has = (u: string) => units.has(u);
  if (has('month') && (has('day') || has('week'))) return 'months with days or weeks (a month has no fixed length)';
  if (has('month') || (has('year') && !has('day') && !has('week'))) return { days: { month: new Fraction(1), year: new Fraction(12) } };
  if (has('year') && has('day') && has('week')) return 'a year with both days and weeks (52 weeks is not 365 days)';
  const days: Record<string, Fraction> = { day: new Fraction(1), week: new Fraction(7) };
  if (has('year') && has('week')) return { days: { ...days, year: new Fraction(364) }, note: 'a year read as 52 weeks' };
  if (has('year')) return { days: { ...days, year: new Fraction(365) }, note: 'a year read as 365 days' };
  return { days };
}

/** A factor's value in base units and its vector, clock and calendar apart. */
function based(f: RateFactor, days: Record<string, Fraction>): { value: Fraction; vector: Vector } {
  let value = f.value;
  const vector: Vector = new Map();
  const put = (unit: string, sign: 1 | -1) => {
    let base: string;
    let scale: Fraction;
    if (unit in CLOCK) [base, scale] = ['clock second', new Fraction(CLOCK[unit])];
    else if (unit in days) [base, scale] = ['calendar day', days[unit]];
    else {
      const b = toBase(new Fraction(1), unit, null);
      [base, scale] = [[...b.vector.keys()][0], b.value];
    }
    value = sign > 0 ? value.mul(scale) : value.div(scale);
    vector.set(base, (vector.get(base) ?? 0) + sign);
  };
  if (f.num && f.num !== 'time') put(f.num, 1);
  if (f.den) put(f.den, -1);
  if (f.den2) put(f.den2, -1);
  for (const [k, e] of vector) if (e === 0) vector.delete(k);
  return { value, vector };
}

const timeAt = (tokens: string[], i: number) => idOf(tokens[i]) !== null && isTime(unitWord(tokens[i + 1] ?? ''));

type Based = { value: Fraction; vector: Vector };
const signature = (b: Based) => [...b.vector].sort().join(';');
/** A question about several people at once: "how many do they read", "both officers", "working together". */
const JOINT = /\b(?:they|both|together|combined|we)\b/;

/**
 * Two amounts of one unit are added or compared, never one product, with one exception: the rates of
 * several named people working at once ("Rene reads 30 pages in 60 minutes, Lulu 27 ... if they read for 240
 * minutes"), when the question asks about them jointly and every other amount is said of all of them (in the
 * question, or in a sentence about "they" with none of the rates in it). Those rates are added into one.
 */
function pooled(factors: RateFactor[], base: Based[], people: readonly string[], question: string[], sentences: readonly string[]): { factors: RateFactor[]; base: Based[]; added?: number } | null {
  const groups = new Map<string, number[]>();
  factors.forEach((f, i) => groups.set(`${f.num}|${signature(base[i])}`, [...(groups.get(`${f.num}|${signature(base[i])}`) ?? []), i]));
  const repeated = [...groups.values()].filter((g) => g.length > 1);
  if (!repeated.length) return { factors, base };
  if (repeated.length > 1) return null;
  const group = repeated[0];
  if (!group.every((i) => factors[i].den) || !JOINT.test(question.join(' '))) return null;
  // "How many do both answer?" after three people's rates: not all of them, and which two is not said.
  if (question.includes('both') && group.length !== 2) return null;
  // A rate that takes away ("a drain empties 4 liters a minute") would be subtracted, not added.
  if (sentences.some((t) => /\b(?:leak\w*|drain\w*|empt\w*|remov\w*|los[est]\w*|spill\w*|evaporat\w*|undo\w*|melt\w*|eat\w*|use\w*)\b/.test(t))) return null;
  const rateSentences = new Set(group.map((i) => factors[i].sentence));
    // "If Tom reads for 2 hours, how many do they read?": an amount said of one of them is not shared.
  const named = (t: string, p: string) => new RegExp(`\\b${p}\\b`).test(t);
  const owners = people.filter((p) => [...rateSentences].some((r) => named(sentences[r] ?? '', p)));
  if (owners.length < group.length) return null;
  const ofAll = (t: string) => /\b(?:they|them|both|together|each|all|combined)\b/.test(t) && (owners.every((p) => named(t, p)) || !owners.some((p) => named(t, p)));
  const shared = factors.every((f, i) => group.includes(i) || (!rateSentences.has(f.sentence) && ofAll(sentences[f.sentence] ?? '')));
  if (!shared) return null;
  const first = factors[group[0]];
  const total = group.reduce((sum, i) => sum.add(base[i].value), new Fraction(0));
  const merged: RateFactor = { ...first, ids: group.flatMap((i) => factors[i].ids), value: total.mul(first.value).div(base[group[0]].value), listed: true };
  const keep = factors.map((_, i) => i).filter((i) => !group.includes(i) || i === group[0]);
  return {
    factors: keep.map((i) => (i === group[0] ? merged : factors[i])),
    base: keep.map((i) => (i === group[0] ? { value: total, vector: base[i].vector } : base[i])),
    added: group.length,
  };
}

/** "8 pages in 20 minutes", "a point every 5 minutes", "it takes him 10 minutes to wash 4 windows": the ids of the amount and of its period. */
function pairs(tokens: string[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = idOf(tokens[i]);
    if (a === null) continue;
    let j = i + 1;
    // "250 gallons of water in 10 minutes", "8 pages of a book in 20 minutes".
    while (j < tokens.length && j - i <= 5) {
      if (plainWord(tokens[j])) j++;
      else if (tokens[j] === 'of' && j > i + 1 && (plainWord(tokens[j + 1]) || (/^(?:a|an|the)$/.test(tokens[j + 1] ?? '') && plainWord(tokens[j + 2])))) j += plainWord(tokens[j + 1]) ? 1 : 2;
      else break;
    }
    if (j === i + 1) continue;
    if ((tokens[j] === 'in' || tokens[j] === 'every') && timeAt(tokens, j + 1)) out.push([a, idOf(tokens[j + 1])!]);
  }
  // "It takes David 10 minutes to wash 4 windows".
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(?:take|takes|took)$/.test(tokens[i])) continue;
    const t = [i + 1, i + 2, i + 3].find((k) => timeAt(tokens, k) && tokens.slice(i + 1, k).every((w) => !/^#/.test(w)));
    if (t === undefined || tokens[t + 2] !== 'to') continue;
    const a = [t + 4, t + 5].find((k) => idOf(tokens[k]) !== null && tokens.slice(t + 3, k).every((w) => plainWord(w)));
    if (a !== undefined && plainWord(tokens[a + 1])) out.push([idOf(tokens[a])!, idOf(tokens[t])!]);
  }
  // "Every 30 minutes, a machine makes 30 cans", "In 5 hours, a spider catches 9 flies": the opening period and the sentence's one amount.
  const b = idOf(tokens[1]);
  if (/^(?:every|in|during)$/.test(tokens[0]) && b !== null && isTime(unitWord(tokens[2] ?? '')) && tokens[3] === ',') {
    const rest = tokens.slice(4).map(idOf).filter((x): x is number => x !== null);
    if (rest.length === 1) out.push([rest[0], b]);
  }
  return out;
}

interface Asked {
  unit: string | null;
  per: string | null;
  /** "in a week": the amount over one period, said without "per". */
  within?: boolean;
  /** "how long"/"how far": the one unit of that kind the story uses. */
  kind?: 'time' | 'length';
  rounding?: 'up' | 'down';
}

function readAsked(q: string[], money: boolean, story: string): Asked | null {
  let unit: string | null = null;
  let kind: Asked['kind'];
  let k = 2;
  if (q[0] !== 'how' || q.includes('how', 1)) return null;
  if (q[1] === 'many') {
    const words: string[] = [];
    while (plainWord(q[k]) && words.length < 3) words.push(q[k++]);
    // "how many ml": a measure needs no plural.
    const head = words.findIndex((w) => looksPlural(w) || isMeasure(unitWord(w)));
    // "how many history books": a kind, which one product cannot tell apart from the others, unless the story names that kind.
    if (head < 0 || (head > 0 && !story.includes(words.slice(0, head + 1).join(' ')))) return null;
    unit = unitWord(words[head]);
    k = 3 + head;
    if (q[k] === 'of' && plainWord(q[k + 1])) k += 2;
    if (q[k] === 'and' || q[k] === 'or') return null;
  } else if (q[1] === 'much') {
    if (!money || !(q[2] === 'money' || /^(?:does|did|will|would|can|could|is|was)$/.test(q[2] ?? ''))) return null;
    unit = 'dollar';
  } else if (q[1] === 'long' || q[1] === 'far') {
    kind = q[1] === 'long' ? 'time' : 'length';
    // "How long, in minutes, ...".
    const named = q.slice(2).find((w, i) => q[i + 1] === 'in' && (kind === 'time' ? isTime(unitWord(w)) : isMeasure(unitWord(w))));
    if (named) unit = unitWord(named);
  } else return null;
  let per: string | null = null;
  let within = false;
  for (let i = k; i < q.length; i++) {
    const w = q[i];
    if (/^(?:per|each|every|a|an|one)$/.test(w) && isTime(unitWord(q[i + 1] ?? '')) && !/^#/.test(q[i + 2] ?? '')) {
      if (per || (w === 'one' && q[i - 1] !== 'in')) return null;
      per = unitWord(q[i + 1]);
      within = q[i - 1] === 'in';
    } else if (/^(?:each|every|per)$/.test(w)) return null;
  }
  const asked = q.join(' ');
  const rounding = /\b(?:full|whole|complete)\b/.test(asked) ? 'down' : /\b(?:need|needs|needed|required|must|have to|has to)\b/.test(asked) ? 'up' : undefined;
  return { unit, per, within, kind, ...(rounding ? { rounding } : {}) };
}

/** Steps, stages and exceptions in time ("once he gets to", "then", "all but 2 days"), which one product does not read. */
const SEQUENCE = /\b(?:once|until|then|finally|start\w*|first|the second|next|last|after|before|adds?|added|but|except|only|alternat\w*|every other|later|earlier|already|so far|while|instead|if not)\b/;

const isCount = (u: string | null | undefined): u is string => !!u && u !== 'time' && u !== 'dollar' && !isTime(u) && !isMeasure(u);

/**
 * "3 times a week" counts something the story names elsewhere: "jumps 4 times a minute ... how many jumps",
 * or "a class 3 times a week ... 1.5 hours each class". The one count of times becomes that noun when exactly
 * one noun could be meant; otherwise it stays a bare count and the product does not come out.
 */
function namedTimes(factors: RateFactor[], asked: string | null): RateFactor[] {
  const times = factors.filter((f) => f.num === 'time');
  if (times.length !== 1 || asked === 'time') return factors;
  const nums = new Set(factors.map((f) => f.num));
  let noun: string | undefined;
  if (isCount(asked) && !nums.has(asked) && !factors.some((f) => f.den === asked || f.den2 === asked)) noun = asked;
  else {
    const loose = [...new Set(factors.flatMap((f) => [f.den, f.den2]).filter((u) => isCount(u) && !nums.has(u)))];
    if (loose.length === 1 && loose[0] !== asked) noun = loose[0]!;
  }
  return noun ? factors.map((f) => (f === times[0] ? { ...f, num: noun } : f)) : factors;
}

/**
 * The question's subject is someone or something the story's statements speak of: "how many pages does her
 * brother read" after a story about Ana is about someone else. A pronoun is taken as the story's subject.
 */
function subjectKnown(question: readonly string[], statements: string, people: readonly string[], condition: string): boolean {
  const aux = question.findIndex((w, i) => i > 1 && /^(?:does|did|do|will|would|can|could|is|was|are|were|has|have|had|should|must)$/.test(w));
  if (aux < 0) return true;
  const first = question[aux + 1] ?? '';
  // "Lucy can clean 2 tanks in 3 hours. If Rowan works 24 hours, how many could she clean?": which of the two is not said.
  if (/^(?:he|she)$/.test(first)) return !people.slice(1).some((p) => new RegExp(`\\b${p}\\b`).test(condition));
  if (/^(?:it|they|i|you|we)$/.test(first)) return true;
  const said = (phrase: string) => new RegExp(`(?:^|\\s)${phrase}(?:\\s|$)`).test(statements);
  if (people.includes(first)) return said(first);
  if (/^(?:his|her|their|its|my|your|our|the)$/.test(first)) return plainWord(question[aux + 2]) && said(question[aux + 2]!);
  return true;
}

export function readPeriodRates(text: string): Answer | null {
  const story = readStory(text);
  if (!story || story.sentences.some((s) => SEQUENCE.test(s))) return null;
  if (story.sentences.length < 2 || story.numbers.length > 10) return null;
  // "12 pages every day on school days ... in 14 days": only some of the days count, and which is not said.
  if (SOME_DAYS.test(text)) return null;
  // The chain reader's own test for stories that are more than a product (comparisons, changes, parts) holds here too.
  const chainRead = solveRates(text);
  if (chainRead && (!('reason' in chainRead) || /asks for more than a chain/.test(chainRead.reason))) return null;
  const split = splitQuestion(story);
  if (!split || !subjectKnown(split.question, split.statements.map((t) => t.join(' ')).join(' . '), story.people, story.sentences[split.qi].split(/\bhow\b/)[0])) return null;
  // "Lia wants to walk 6 miles. Her sister walks at 3 mph. How long will it take Lia?": a rate of someone else's.
  const q = split.question.join(' ');
  if (split.statements.some((t) => /^(?:his|her|their)$/.test(t[0] ?? '') && plainWord(t[1]) && !new RegExp(`\\b(?:${t[1]}|they|together|both|combined|each)\\b`).test(q))) return null;
  const sentences = [...split.statements, split.question];
  const counted = new Set(
    [...sentences.join(' ').matchAll(/(?:#\d+|how many)((?: [a-z]+){1,3})/g)].map((m) => m[1].trim().split(' ').find(looksPlural)).filter((w): w is string => !!w).map(unitWord),
  );
  let factors: RateFactor[] = [];
  const merges: [number, number][] = [];
  let periodic = false;
  for (const [s, raw] of sentences.entries()) {
    const sentence = Math.min(s, split.qi);
    if (!raw.some((t) => /^#\d+$/.test(t))) {
      if (s < split.statements.length && raw.some((t) => isTime(unitWord(t)))) return null;
      continue;
    }
    const found = pairs(raw);
    merges.push(...found);
    // "every 5 minutes" is placed as an amount of minutes; the pair makes it a period.
    // "He takes a sip every 5 minutes", "uses the bathroom every 50 minutes": one event per period.
    const events: RateFactor[] = [];
    for (let i = 0; i < raw.length; i++) {
      const b = idOf(raw[i + 1]);
      if (raw[i] !== 'every' || b === null || !isTime(unitWord(raw[i + 2] ?? '')) || found.some(([, p]) => p === b)) continue;
      if (story.numbers[b].value.equals(0) || plainWord(raw[i + 3])) return null;
      const noun = /^(?:a|an|one)$/.test(raw[i - 2] ?? '') && plainWord(raw[i - 1]) && !looksPlural(raw[i - 1]) ? unitWord(raw[i - 1]) : 'time';
      events.push({ id: b, ids: [b], value: new Fraction(1).div(story.numbers[b].value), num: noun, den: unitWord(raw[i + 2]), sentence });
    }
    if (events.length) periodic = true;
    const skip = new Set(events.map((e) => `#${e.id}`));
    const tokens = raw.filter((t, i) => !(t === 'every' && found.some(([, b]) => raw[i + 1] === `#${b}`))).filter((t, i, all) => !skip.has(t) && !skip.has(all[i - 1] ?? '') && !(t === 'every' && skip.has(all[i + 1] ?? '')));
    const placed = tokens.some((t) => idOf(t) !== null) ? placeNumbers(story, sentence, tokens, factors, counted) : [];
    if (typeof placed === 'string') return null;
    factors.push(...placed, ...events);
  }
  for (const [a, b] of merges) {
    const fa = factors.find((f) => f.ids.includes(a));
    const fb = factors.find((f) => f.ids.includes(b));
    if (!fa || !fb || fa === fb || fa.den || fb.den || fa.ids.length > 1 || fb.ids.length > 1 || !isTime(fb.num) || fb.value.equals(0)) return null;
    const merged: RateFactor = { id: fa.id, ids: [a, b], value: fa.value.div(fb.value), num: fa.num, den: fb.num, sentence: fa.sentence };
    factors = factors.filter((f) => f !== fa && f !== fb).concat(merged);
  }
  factors.sort((x, y) => x.sentence - y.sentence || x.id - y.id);
  const placedIds = new Set(factors.flatMap((f) => f.ids));
  if (story.numbers.some((n) => !placedIds.has(n.id))) return null;

  // "5 days a week": days of activity. Any other day in the story is one of those, and a bare count of days is unclear.
  const activeDays = factors.some((f) => f.num === 'day' && f.den === 'week');
  if (activeDays) {
    if (factors.some((f) => f.num === 'day' && f.den !== 'week')) return null;
    factors = factors.map((f) => (f.num === 'day' && f.den === 'week' ? { ...f, num: ACTIVE_DAY } : f.den === 'day' ? { ...f, den: ACTIVE_DAY } : f));
  }
  // Any other ratio of one kind of time to another ("45 minutes every hour") could multiply or divide.
  const kindOf = (u: string | null | undefined) => (u && u in CLOCK ? 'clock' : u && CALENDAR.has(u) ? 'calendar' : u);
  if (factors.some((f) => f.num && f.den && kindOf(f.num) === kindOf(f.den))) return null;

  const asked = readAsked(split.question, story.numbers.some((n) => n.money), split.statements.map((t) => t.join(' ')).join(' . '));
  if (!asked) return null;
  factors = namedTimes(factors, asked.unit);
  // "How many times": occurrences are then a unit of their own, so the product can be checked.
  if (asked.unit === 'time') {
    asked.unit = OCCURRENCE;
    factors = factors.map((f) => (f.num === 'time' ? { ...f, num: OCCURRENCE } : f));
  }
  // "during a 2.5-hour movie": a length of time, per a thing named nowhere else.
  factors = factors.map((f) =>
    isTime(f.num) && isCount(f.den) && !factors.some((g) => g !== f && (g.num === f.den || g.den === f.den)) && asked.unit !== f.den && asked.per !== f.den ? { ...f, den: null } : f,
  );
  if (activeDays && asked.per === 'day') asked.per = ACTIVE_DAY;
  if (activeDays && asked.unit === 'day') return null;
  const units = new Set(factors.flatMap((f) => [f.num, f.den, f.den2]).filter((u): u is string => !!u));
  // Stories with no time in them belong to other readers.
  if (![...units, asked.unit, asked.per].some(isTime) && !asked.kind) return null;
  if (!asked.unit) {
    const ofKind = [...units].filter((u) => (asked.kind === 'time' ? isTime(u) : isMeasure(u) && toBase(new Fraction(1), u, null).vector.has('meter')));
    if (ofKind.length !== 1) return null;
    asked.unit = ofKind[0];
  }
  const calendar = calendarOf(new Set([...units, asked.unit, asked.per].filter((u): u is string => !!u && CALENDAR.has(u))));
  if (typeof calendar === 'string') return null;
  const pool = pooled(factors, factors.map((f) => based(f, calendar.days)), story.people, split.question, story.sentences);
  if (!pool) return null;
  factors = pool.factors;
  const base = pool.base;
  const want = based({ id: -1, ids: [], value: new Fraction(1), num: asked.unit, den: asked.per, sentence: -1 }, calendar.days);
  if (!want.vector.size) return null;
  const product = productOf(factors, base, want, 0, factors.length);
  if (!product || product === 'two') return null;
  let value = product.value;
  let rounded: RateAnswer['rounded'];
  if (value.d !== 1n && !asked.per && !isMeasure(asked.unit) && !isTime(asked.unit) && asked.unit !== 'dollar') {
    if (!asked.rounding) return null;
    rounded = { from: value, way: asked.rounding };
    value = asked.rounding === 'up' ? value.ceil() : value.floor();
  }
  if (value.s < 0 || value.equals(0)) return null;
  const used = new Set([asked.unit, asked.per, ...units].filter((u): u is string => !!u && (isMeasure(u) || isTime(u))));
  const clock = [...used].filter((u) => u in CLOCK).length > 1;
  const week = used.has('week') && used.has('day');
  const other = [...used].filter((u) => !isTime(u));
  const converted = [clock && '60 seconds a minute, 60 minutes an hour', week && '7 days a week', new Set(other.map(baseOf)).size < other.length && 'US measures'].filter(Boolean);
  const reply = rateReply({
    value,
    unit: shown(asked.unit)!,
    per: asked.within ? null : shown(asked.per),
    factors: factors.map((factor, i) => ({ factor: { ...factor, num: shown(factor.num), den: shown(factor.den) }, exponent: product.signs[i], group: 0 })),
    converted: false,
    ...(rounded ? { rounded } : {}),
  });
  const notes = [reply.caveat, pool.added && `the rates of ${pool.added} people working at once are added`, converted.length > 0 && `units converted exactly (${converted.join(', ')})`, calendar.note, periodic && "'every' counted as one event at the end of each period (the time divided by the period), none at the start"];
  if (notes.some(Boolean)) reply.caveat = notes.filter(Boolean).join('; ');
  return reply;
}
