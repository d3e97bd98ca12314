/**
 * The statements of a story about several workers, animals or machines, each doing one thing at its own
 * rate: "Micah can type 20 words per minute and Isaiah can type 40 words per minute", "Carl can chop 20
 * onions within that same time", "Miranda delivers twice as many newspapers a week", "Machine B caps 2
 * fewer bottles than Machine A". Each clause must be one subject, one verb and one rate (or a rate said
 * against an earlier subject's); anything else makes the story unreadable here (null).
 */
import Fraction from 'fraction.js';
import { idOf, looksPlural, plainWord } from '../rates.js';
import type { Story } from '../story-text.js';
import { isMeasure, unitWord } from '../units.js';

export const CLOCK: Record<string, number> = { second: 1, sec: 1, minute: 60, min: 60, hour: 3600, hr: 3600 };
/** Calendar units with a fixed length in days; months and years have none and are only compared with themselves. */
export const CALENDAR: Record<string, number> = { day: 1, week: 7 };
const LOOSE = new Set(['month', 'year']);
export const isTimeUnit = (w: string | undefined) => !!w && (unitWord(w) in CLOCK || unitWord(w) in CALENDAR || LOOSE.has(unitWord(w)));

export interface Period {
  count: Fraction;
  unit: string;
}

/** A rate whose period is said later in the same sentence. */
const PENDING: Period = { count: new Fraction(0), unit: 'pending' };

export interface Agent {
  /** The subject as said, without its article: "officer b", "her sister", "jason". */
  key: string[];
  name?: string;
  verb: string;
  noun: string;
  /** The noun as the story writes it in the plural ("potatoes"), for the reply. */
  plural: string;
  /** "cups of water": what the measure is of, if said. */
  of?: string;
  amount: Fraction;
  period: Period;
  sentence: number;
  /** How the rate was said, for the reply. */
  said: string;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'my', 'our', 'your']);
const PRONOUNS = new Set(['he', 'she', 'it', 'they', 'i', 'we', 'you', 'him', 'them', 'this', 'that', 'one']);
const MODALS = new Set(['can', 'could', 'will', 'would', 'does', 'do', 'did']);
/** Between clauses of one sentence. */
const BOUNDARY = new Set([',', 'and', 'while', 'whereas', 'whilst', ';']);
/** Words a subject may not contain: they make the clause something other than "who does what". */
const NOT_SUBJECT = new Set(['if', 'when', 'each', 'every', 'all', 'both', 'together', 'of', 'on', 'in', 'at', 'for', 'to', 'with', 'per', 'than', 'as', 'there', 'usually', 'also', 'only', 'then']);

/** Past forms of verbs a story may tell its rates in ("Jim ran 16 miles in 2 hours"). */
export const PRESENT: Record<string, string> = { made: 'make', ate: 'eat', wrote: 'write', ran: 'run', swam: 'swim', drank: 'drink', rode: 'ride', drove: 'drive', caught: 'catch', dug: 'dig', sold: 'sell', sent: 'send', built: 'build', spun: 'spin', flew: 'fly', sang: 'sing', threw: 'throw', took: 'take', sewed: 'sew', baked: 'bake', typed: 'type', picked: 'pick', hopped: 'hop', walked: 'walk', jogged: 'jog', painted: 'paint', climbed: 'climb', skated: 'skate', chopped: 'chop', delivered: 'deliver', folded: 'fold', knitted: 'knit', knit: 'knit' };

/** "types" and "type", "catches" and "catch": one verb. */
export function verbStem(w: string): string {
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(?:ches|shes|sses|xes|oes)$/.test(w)) return w.replace(/es$/, '');
  return w.replace(/(?<!s)s$/, '');
}

/** "(1/2)", "#3 times": the multiplier a relation is said with, and the tokens it takes. */
function multiplier(t: string[], i: number, value: (id: number) => Fraction): [Fraction, number] | null {
  const a = idOf(t[i]);
  if (a === null) return null;
  if (t[i + 1] === 'times' && t[i + 2] === 'as') return [value(a), 3];
  if (t[i + 1] === 'as') return value(a).compare(1) < 0 ? [value(a), 2] : null;
  return null;
}

/** A period after a rate: "per minute", "a day", "every week", "each hour". */
function periodAt(t: string[], i: number): [Period, number] | null {
  if (/^(?:per|a|an|each|every)$/.test(t[i] ?? '') && isTimeUnit(t[i + 1]) && !/s$/.test(t[i + 1]) ) return [{ count: new Fraction(1), unit: unitWord(t[i + 1]) }, 2];
  if (t[i] === 'daily') return [{ count: new Fraction(1), unit: 'day' }, 1];
  return null;
}

/** "in 5 minutes", "in an hour", "within 1 minute", "every 45 seconds". */
function spanAt(t: string[], i: number, value: (id: number) => Fraction): [Period, number] | null {
  if (!/^(?:in|within|every)$/.test(t[i] ?? '')) return null;
  const n = idOf(t[i + 1]);
  if (n !== null && isTimeUnit(t[i + 2])) return [{ count: value(n), unit: unitWord(t[i + 2]) }, 3];
  if (t[i] !== 'every' && /^(?:a|an)$/.test(t[i + 1] ?? '') && isTimeUnit(t[i + 2]) && !/s$/.test(t[i + 2])) return [{ count: new Fraction(1), unit: unitWord(t[i + 2]) }, 3];
  return null;
}

/** A noun phrase after an amount: "pages", "cups of water", "miles". */
function nounAt(t: string[], i: number): [string, string | undefined, number, string] | null {
  if (!plainWord(t[i]) || isTimeUnit(t[i]) || t[i] === 'times' || t[i] === 'more' || t[i] === 'fewer' || t[i] === 'less') return null;
  // "hand crank pencils": the head is the last plain word before the period or "of".
  let j = i;
  while (plainWord(t[j + 1]) && !isTimeUnit(t[j + 1]) && j - i < 2 && t[j + 1] !== 'every' && t[j + 1] !== 'daily' && t[j + 1] !== 'within') j++;
  const head = unitWord(t[j]);
  if (t[j + 1] === 'of' && plainWord(t[j + 2]) && !isTimeUnit(t[j + 2])) return [head, t[j + 2], j + 3 - i, t[j]];
  return [head, undefined, j + 1 - i, t[j]];
}

interface Clause {
  tokens: string[];
  sentence: number;
}

export interface Read {
  agents: Agent[];
  used: Set<number>;
  /** Ids of "there are 3 machines": a count of the agents. */
  groups: number[];
}

/** The reference of "than Machine A", "as her", "as Lucy does": an earlier agent, or null. */
function refer(words: string[], agents: readonly Agent[], people: readonly string[]): Agent | null {
  const w = words.filter((x, i) => !(i === 0 && DETERMINERS.has(x)) && !/^(?:does|do|did|can|could|is|was)$/.test(x));
  if (!w.length || (w.length === 1 && PRONOUNS.has(w[0]))) return agents.length === 1 ? agents[0] : null;
  const exact = agents.filter((a) => a.key.join(' ') === w.join(' '));
  if (exact.length) return exact.length === 1 ? exact[0] : null;
  const named = w.find((x) => people.includes(x));
  const hits = agents.filter((a) => named && a.name === named);
  return hits.length === 1 ? hits[0] : null;
}

/** One clause: subject, verb, rate. Null when it is anything else. */
function readClause(c: Clause, story: Story, agents: Agent[], used: Set<number>, opening: Period | null, groups: number[]): Agent | null | 'skip' {
  const t = c.tokens;
  const value = (id: number) => story.numbers[id].value;
  if (!t.some((x) => idOf(x) !== null)) return 'skip';
  // "There are three machines in a factory": how many agents there are, checked against those read.
  const g = idOf(t[2]);
  if (t[0] === 'there' && /^(?:are|were)$/.test(t[1]) && g !== null && looksPlural(t[3] ?? '') && t.slice(4).every((w) => idOf(w) === null)) {
    groups.push(g);
    used.add(g);
    return 'skip';
  }
  // The subject: words up to a modal, or up to the verb just before the first number.
  let i = 0;
  const subject: string[] = [];
  while (i < t.length && (plainWord(t[i]) || DETERMINERS.has(t[i]) || t[i] === 's' || /^[a-z]$/.test(t[i])) && !MODALS.has(t[i]) && !/^(?:is|was|are|were)$/.test(t[i])) subject.push(t[i++]);
  let verb: string;
  if (MODALS.has(t[i] ?? '') || /^(?:is|was|are|were)$/.test(t[i] ?? '')) {
    i++;
    if (t[i] === 'able' && t[i + 1] === 'to') i += 2;
    if (!plainWord(t[i])) return null;
    verb = t[i++];
  } else {
    verb = subject.pop() ?? '';
  }
  // "Machine A": a letter after a noun names it, and is no article.
  // "can finish reading 30 pages": the reading is what is counted.
  if (/^finish(?:es|ed)?$/.test(verb) && /ing$/.test(t[i] ?? '')) verb = t[i++].replace(/ing$/, '');
  const key = subject.filter((x, i) => !(i === 0 && DETERMINERS.has(x)));
  if (!verb || !key.length || key.some((x) => NOT_SUBJECT.has(x) || PRONOUNS.has(x)) || subject.some((x) => PRONOUNS.has(x))) return null;
  if (/ing$|ed$/.test(verb) && !/^(?:is|was|are|were)$/.test(t[i - 2] ?? '')) return null;
  // "put caps on 12 bottles", "run at 6 miles per hour": a few words of the verb phrase.
  let k = 0;
  while (plainWord(t[i]) && k < 3 && !/^(?:more|fewer|less|times|as)$/.test(t[i])) (i++, k++);
  if (t[i] === 'at') i++;
  const name = key.find((x) => story.people.includes(x));
  const base = { key, name, verb: verbStem(PRESENT[verb] ?? verb), sentence: c.sentence };
  const ids: number[] = [];
  const take = (id: number) => ids.push(id);
  let made: Agent | null = null;
  const n = idOf(t[i]);
  const rel = multiplier(t, i, value);
  if (rel) {
    // "twice as many pages (a week) (as Jake)", "3 times as fast as Lucy".
    take(n!);
    let j = i + rel[1];
    let noun: string | undefined;
    if (t[j] === 'many' || t[j] === 'much') {
      j++;
      const np = t[j] && !/^(?:as|per|a|an|each|every|in|within)$/.test(t[j]) ? nounAt(t, j) : null;
      if (np) (noun = np[0], (j += np[2]));
    } else if (/^(?:fast|quickly|often|frequently)$/.test(t[j] ?? '')) j++;
    else return null;
    const period = periodAt(t, j);
    if (period) j += period[1];
    let ref: Agent | null;
    if (t[j] === 'as') {
      ref = refer(t.slice(j + 1), agents, story.people);
      j = t.length;
    } else ref = agents.length === 1 ? agents[0] : null;
    if (!ref || ref.period === PENDING || (noun && noun !== ref.noun)) return null;
    if (period && !(period[0].unit === ref.period.unit && period[0].count.equals(ref.period.count))) return null;
    made = { ...base, noun: ref.noun, plural: ref.plural, of: ref.of, amount: ref.amount.mul(rel[0]), period: ref.period, said: `${rel[0].toFraction()} times ${ref.key.join(' ')}'s` };
    if (j !== t.length) return null;
  } else if (n !== null && /^(?:more|fewer|less)$/.test(t[i + 1] ?? '')) {
    // "2 fewer bottles (a minute) than Machine A".
    take(n);
    let j = i + 2;
    const np = nounAt(t, j);
    if (!np) return null;
    j += np[2];
    const period = periodAt(t, j);
    if (period) j += period[1];
    if (t[j] !== 'than') return null;
    const ref = refer(t.slice(j + 1), agents, story.people);
    if (!ref || ref.period === PENDING || np[0] !== ref.noun) return null;
    if (period && !(period[0].unit === ref.period.unit && period[0].count.equals(ref.period.count))) return null;
    const amount = t[i + 1] === 'more' ? ref.amount.add(value(n)) : ref.amount.sub(value(n));
    if (amount.s < 0 || amount.equals(0)) return null;
    made = { ...base, noun: ref.noun, plural: ref.plural, of: ref.of, amount, period: ref.period, said: `${value(n).toString()} ${t[i + 1]} than ${ref.key.join(' ')}` };
  } else if (n !== null) {
    take(n);
    let j = i + 1;
    const np = nounAt(t, j);
    let noun: string;
    let of: string | undefined;
    let plural: string;
    if (np) {
      [noun, of, , plural] = np;
      j += np[2];
    } else if (agents.length && value(n).equals(1) && /^(?:in|every|within)$/.test(t[j] ?? '')) {
      // "an electric one can sharpen one in 20 seconds": the noun of the one before.
      ({ noun, of, plural } = agents[agents.length - 1]);
    } else return null;
    let period: Period | null = null;
    const per = periodAt(t, j);
    const span = spanAt(t, j, value);
    if (per) (period = per[0]), (j += per[1]);
    else if (span) {
      period = span[0];
      const id = idOf(t[j + 1]);
      if (id !== null) take(id);
      j += span[1];
    } else if (/^(?:in|within)$/.test(t[j] ?? '') && /^(?:that|the)$/.test(t[j + 1] ?? '') && t[j + 2] === 'same' && t[j + 3] === 'time') {
      if (!agents.length) return null;
      period = agents[agents.length - 1].period;
      if (period === PENDING) return null;
      j += 4;
    } else if (j === t.length && opening) period = opening;
    if (j !== t.length) return null;
    // "His sister can bake 6 pies while his mother can bake 8 pies a day": the period said once, at the end.
    made = { ...base, noun, plural, of, amount: value(n), period: period ?? PENDING, said: '' };
  } else return null;
  if (!made || isTimeUnit(made.noun)) return null;
  ids.forEach((id) => used.add(id));
  return made;
}

/** The agents of the statements, or null when any statement is not a clean list of rates. */
export function readAgents(story: Story, statements: readonly { tokens: string[]; sentence: number }[]): Read | null {
  const agents: Agent[] = [];
  const used = new Set<number>();
  const groups: number[] = [];
  for (const s of statements) {
    const clauses: Clause[] = [];
    let cur: string[] = [];
    for (const w of s.tokens) {
      if (BOUNDARY.has(w)) {
        if (cur.length) clauses.push({ tokens: cur, sentence: s.sentence });
        cur = [];
      } else cur.push(w);
    }
    if (cur.length) clauses.push({ tokens: cur, sentence: s.sentence });
    // "Every day, ...", "In a day, ...": a period said once for the sentence.
    let opening: Period | null = null;
    const first = clauses[0]?.tokens ?? [];
    const op = /^(?:every|each|per)$/.test(first[0] ?? '') && first.length === 2 && isTimeUnit(first[1]) ? ({ count: new Fraction(1), unit: unitWord(first[1]) } as Period) : first[0] === 'in' && first.length === 3 && /^(?:a|an)$/.test(first[1]) && isTimeUnit(first[2]) ? ({ count: new Fraction(1), unit: unitWord(first[2]) } as Period) : null;
    if (op) {
      opening = op;
      clauses.shift();
    }
    const from = agents.length;
    for (const c of clauses) {
      const a = readClause(c, story, agents, used, opening, groups);
      if (a === null) return null;
      if (a === 'skip') {
        // A clause with no number and no time in it names the scene ("Roberto and Valerie are jumping rope").
        if (c.tokens.some((x) => isTimeUnit(x))) return null;
        continue;
      }
      agents.push(a);
    }
    // A pending period takes the next one said in the sentence, for the same kind of thing.
    for (let i = agents.length - 1; i >= from; i--) {
      const a = agents[i];
      if (a.period !== PENDING) continue;
      const next = agents[i + 1];
      if (!next || next.period === PENDING || next.noun !== a.noun || next.of !== a.of) return null;
      agents[i] = { ...a, period: next.period };
    }
  }
  // "Machine A" and "Machine B": a capitalised word two agents share is no one's name.
  for (const a of agents) if (a.name && agents.some((b) => b !== a && b.name === a.name)) delete a.name;
  for (const a of agents) a.said = `${a.amount.toString()} ${a.noun} per ${a.period.count.equals(1) ? '' : `${a.period.count.toString()} `}${a.period.unit}${a.said ? ` (${a.said})` : ''}`;
  return { agents, used, groups };
}

export const isCountNoun = (noun: string) => !isMeasure(noun);
