/**
 * Several workers, animals or machines, each at its own rate (durations-agents-read.ts), and one question
 * about them over one stretch of time: how many they make together ("how many milkshakes have they made
 * in 8 hours", "what is the total distance the two rabbits hop in 5 minutes") or how many more one makes
 * than another ("how many more pages does Liza read than Suzie in 3 hours"). Each rate is scaled to the
 * asked time exactly (60 seconds a minute, 60 minutes an hour, 7 days a week; a month or a year only
 * against itself, and never a day against hours, since a working day is not 24 hours). Declined: one
 * agent alone, a question naming someone who is not one of them, breaks, stops, changes of pace, a count
 * of whole things that comes out fractional, and any number the reading leaves unused.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { idOf, plainWord, tokenize } from '../rates.js';
import { showValue, unitName } from '../reply.js';
import { readStory } from '../story-text.js';
import { isMeasure, unitWord } from '../units.js';
import { CALENDAR, CLOCK, isCountNoun, isTimeUnit, PRESENT, readAgents, type Agent, type Period } from './durations-agents-read.js';

/** Statements that change a rate, stop it, or count some of the time only: one rate per agent does not read them. */
const RISKY =
  /\b(?:breaks?|rest|rests|resting|stops?|stopped|pauses?|only|except|then|after|before|until|till|later|earlier|already|starts?|started|head|ahead|behind|slows?|slowed|faster|slower|speeds? up|increas\w*|decreas\w*|usually|normally|sometimes|weekdays?|weekends?|off|not|never|no|total|together|combined|average|instead|left|remain\w*|other|others|if|when|each other|apart|opposite|toward|towards|respectively|percent|than usual|more than (?:that|this)|first (?:day|week|hour|minute|month|year)|(?:last|next) \w+|some|most|about|around|almost|nearly|up to|at least|at most|maximum|top speed)\b|n't|%|\$/;

/** Question words that do not change what is asked. */
const ASK_FILLER = new Set('how many much more what is the are was were will would can could do does did have has had be able to in for after during over within of number total combined amount altogether all together in all a an they them both each per every this that time together straight now keep up same rate pace at these those if than distance far farther further higher difference between and make produce been altogether working work finish finished compared'.split(' '));

const AUX = /^(?:can|could|will|would|does|do|did|has|have|had|is|are|was|were|be|able|to|the|a|an)$/;

/** Words that name a group of agents: "the two friends", "the siblings". */
const GROUP_WORDS = new Set('friends siblings brothers sisters workers people kids children boys girls animals pets machines team pair couple family'.split(' '));

type Mode = 'sum' | 'more' | 'difference';

interface Asked {
  mode: Mode;
  noun?: string;
  of?: string;
  /** "how far", "how much higher": a length, in the agents' own unit. */
  length?: boolean;
  period: Period;
  /** The words naming the two agents compared ("Liza", "Suzie"). */
  a?: string[];
  b?: string[];
  used: number[];
}

/** Seconds or days in one period; null for a month or a year against anything but itself. */
function scale(from: Period, to: Period): Fraction | null {
  if (from.unit === to.unit) return to.count.div(from.count);
  if (from.unit in CLOCK && to.unit in CLOCK) return to.count.mul(CLOCK[to.unit]).div(from.count.mul(CLOCK[from.unit]));
  if (from.unit in CALENDAR && to.unit in CALENDAR) return to.count.mul(CALENDAR[to.unit]).div(from.count.mul(CALENDAR[from.unit]));
  return null;
}

/** The one stretch of time the question asks about: "in 3 hours", "for fifteen minutes", "after 7 minutes", "in an hour". */
function askedPeriod(q: string[], value: (id: number) => Fraction): { period: Period; ids: number[]; at: number } | null {
  const at = q.map((w, i) => (isTimeUnit(w) ? i : -1)).filter((i) => i >= 0);
  if (at.length !== 1) return null;
  const i = at[0];
  const before = q[i - 1] ?? '';
  const n = idOf(before);
  const unit = unitWord(q[i]);
  if (n !== null) {
    if (!/^(?:in|for|after|during|over|within)$/.test(q[i - 2] ?? '')) return null;
    return { period: { count: value(n), unit }, ids: [n], at: i - 2 };
  }
  // "in half an hour".
  const part = idOf(q[i - 2]);
  if (/^(?:a|an)$/.test(before) && part !== null && value(part).compare(1) < 0 && /^(?:in|for|during|over|within)$/.test(q[i - 3] ?? '')) return { period: { count: value(part), unit }, ids: [part], at: i - 3 };
  if (/^(?:a|an|per|each|every)$/.test(before) && !/s$/.test(q[i])) {
    if (/^(?:a|an)$/.test(before) && !/^(?:in|for|during|over|within)$/.test(q[i - 2] ?? '')) return null;
    return { period: { count: new Fraction(1), unit }, ids: [], at: /^(?:a|an)$/.test(before) ? i - 2 : i - 1 };
  }
  return null;
}

/** "how many more pages ... than ...", "how many skips will they total", "what is the total distance ...". */
function readAsked(q: string[], value: (id: number) => Fraction): Asked | null {
  const time = askedPeriod(q, value);
  if (!time) return null;
  const rest = q.filter((_, i) => i < time.at || i > q.findIndex((w) => isTimeUnit(w)));
  const text = rest.join(' ');
  let m: RegExpExecArray | null;
  const nounOf = (words: string[]) => {
    const head = words.findIndex((w) => !plainWord(w) || AUX.test(w) || w === 'than') ;
    const np = head < 0 ? words : words.slice(0, head);
    if (!np.length || np.length > 3) return null;
    const of = np.indexOf('of');
    return of > 0 ? { noun: unitWord(np[of - 1]), of: np[of + 1], size: np.length } : { noun: unitWord(np[np.length - 1]), size: np.length };
  };
  if ((m = /^how many more (.*)$/.exec(text)) || (m = /^how much (more|higher|farther|further) (.*)$/.exec(text))) {
    const words = (m[2] ?? m[1]).split(' ');
    let noun: ReturnType<typeof nounOf> = null;
    let length = false;
    if (m[2] !== undefined) length = m[1] !== 'more';
    else {
      noun = nounOf(words);
      if (!noun) return null;
    }
    const after = words.slice(noun?.size ?? 0);
    // "How many more pages does Dustin read in 40 minutes compared to Sam?".
    const compared = after.findIndex((w, i) => w === 'compared' && /^(?:to|with)$/.test(after[i + 1] ?? ''));
    if (compared >= 0) after.splice(compared, 2, 'than');
    const than = after.indexOf('than');
    if (after.indexOf('than', than + 1) >= 0) return null;
    // "How many more pages does Janet read in 6 weeks?": than the one other agent.
    return { mode: 'more', ...(noun ? { noun: noun.noun, of: noun.of } : {}), length, period: time.period, a: than < 0 ? after : after.slice(0, than), b: than < 0 ? undefined : after.slice(than + 1), used: time.ids };
  }
  if ((m = /^how many (.*)$/.exec(text))) {
    const noun = nounOf(m[1].split(' '));
    if (!noun) return null;
    return { mode: 'sum', noun: noun.noun, of: noun.of, period: time.period, a: m[1].split(' ').slice(noun.size), used: time.ids };
  }
  if ((m = /^how far (.*)$/.exec(text))) return { mode: 'sum', length: true, period: time.period, a: m[1].split(' '), used: time.ids };
  if ((m = /^what is the (?:total|combined) (?:number of (.*)|distance (.*))$/.exec(text))) {
    if (m[1] !== undefined) {
      const noun = nounOf(m[1].split(' '));
      if (!noun) return null;
      return { mode: 'sum', noun: noun.noun, of: noun.of, period: time.period, a: m[1].split(' ').slice(noun.size), used: time.ids };
    }
    return { mode: 'sum', length: true, period: time.period, a: m[2].split(' '), used: time.ids };
  }
  if ((m = /^what is the difference between the number of (.*)$/.exec(text))) {
    const noun = nounOf(m[1].split(' '));
    if (!noun) return null;
    return { mode: 'difference', noun: noun.noun, of: noun.of, period: time.period, a: m[1].split(' ').slice(noun.size), used: time.ids };
  }
  return null;
}

/** The one agent a phrase of the question names: by name, or by every word of its subject. */
function named(words: readonly string[], agents: readonly Agent[]): Agent | null {
  // "Mia's goat" is "the goat"; "Mia" alone is Mia.
  const said = (a: Agent) => {
    const owner = !!a.name && a.key[a.key.indexOf(a.name) + 1] === 's';
    if (a.name && !owner) return words.includes(a.name);
    const rest = a.key.filter((k) => k !== 's' && k !== a.name);
    return rest.length > 0 && rest.every((k) => words.includes(k));
  };
  const hits = agents.filter(said);
  return hits.length === 1 ? hits[0] : null;
}

export function readAgentRates(text: string): Answer | null {
  const story = readStory(text);
  if (!story) return null;
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?') || story.original.slice(0, qi).some((s) => s.trim().endsWith('?'))) return null;
  const statements = story.sentences.slice(0, qi);
  if (statements.some((s) => RISKY.test(s)) || story.numbers.some((n) => n.money || n.percent)) return null;
  const value = (id: number) => story.numbers[id].value;
  const q = tokenize(story.sentences[qi]);
  const start = q.findIndex((w, i) => (w === 'how' && /^(?:many|much|far)$/.test(q[i + 1] ?? '')) || (w === 'what' && q[i + 1] === 'is'));
  if (start < 0) return null;
  let condition = q.slice(0, start).filter((w, i, all) => w !== ',' || i < all.length - 1);
  const said = statements.map((s, i) => ({ tokens: tokenize(s), sentence: i }));
  // "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more ...": the rates said in the condition.
  if (condition[0] === 'if' && condition.filter((w) => idOf(w) !== null).length > 1 && !condition.some((w) => isTimeUnit(w) && /s$/.test(w))) {
    if (RISKY.test(condition.slice(1).join(' '))) return null;
    said.push({ tokens: condition.slice(1), sentence: qi });
    condition = [];
  }
  const read = readAgents(story, said);
  if (!read || read.agents.length < 2) return null;
  const { agents } = read;
  if (new Set(agents.map((a) => a.key.join(' '))).size < agents.length) return null;
  if (read.groups.some((g) => !value(g).equals(agents.length))) return null;
  if (condition.length && !/^(?:if|after|in|during|over|within|for)$/.test(condition[0])) return null;
  if (/\b(?:break|rest|stop|stops|stopped|only|but|not|n't|slow\w*|fast\w*|half|late|early|started|instead|except)\b/.test(q.join(' '))) return null;
  const asked = readAsked([...q.slice(start), ...condition].filter((w) => w !== ','), value);
  if (!asked) return null;
  // "the two friends", "all 3 machines": a count of the agents, read as naming them all.
  const used = new Set([...read.used, ...asked.used]);
  const words = [...q.slice(start), ...condition].filter((w) => w !== ',');
  let group = false;
  for (const [i, w] of words.entries()) {
    const id = idOf(w);
    if (id === null || used.has(id)) continue;
    if (!/^(?:the|these|those|all)$/.test(words[i - 1] ?? '') || !value(id).equals(agents.length)) return null;
    used.add(id);
    group = true;
  }
  if (story.numbers.some((n) => !used.has(n.id))) return null;
  // Someone the question names must be one of the agents.
  const people = words.filter((w) => story.people.includes(w) && !agents.some((a) => a.key.includes(w) && a.name !== w));
  if (people.some((p) => !agents.some((a) => a.name === p))) return null;
  // Every word of the question is a question word, a word of the agents' subjects, verbs or nouns, or a group word.
  const known = new Set([...ASK_FILLER, ...agents.flatMap((a) => [...a.key, a.noun, a.plural, a.of ?? ''])]);
  const verbs = agents.map((a) => a.verb);
  const knownWord = (w: string) => idOf(w) !== null || known.has(w) || known.has(unitWord(w)) || isTimeUnit(w) || GROUP_WORDS.has(w) || verbs.some((v) => w.startsWith(v.replace(/e$/, '')) || PRESENT[w] === v);
  if (!words.every(knownWord)) return null;
  if (words.some((w) => /^(?:he|she|him|his|her|it|its|i|my)$/.test(w))) return null;

  let involved: Agent[];
  let signs: number[];
  if (asked.mode === 'more') {
    const a = named(asked.a!, agents);
    const b = asked.b ? named(asked.b, agents) : agents.length === 2 ? agents.find((x) => x !== a) ?? null : null;
    if (!a || !b || a === b) return null;
    involved = [a, b];
    signs = [1, -1];
  } else {
    // "the pandas" after "an adult panda" and "a baby panda".
    const head = agents[0].key[agents[0].key.length - 1];
    const plural = agents.every((a) => a.key[a.key.length - 1] === head) && words.some((w, i) => w !== head && unitWord(w) === head && /^(?:the|these|those|both)$/.test(words[i - 1] ?? ''));
    const all = /\b(?:they|them|both|together|combined|total|altogether|all)\b/.test(words.join(' ')) || group || plural || (agents.every((a) => a.name) && agents.every((a) => people.includes(a.name!)));
    if (!all || (people.length && people.length < agents.length)) return null;
    if (words.includes('both') && agents.length !== 2) return null;
    if (asked.mode === 'difference' && agents.length !== 2) return null;
    involved = agents;
    signs = asked.mode === 'difference' ? [1, -1] : agents.map(() => 1);
  }
  // One kind of thing, done the one way: "pages read" by each of them.
  const noun = involved[0].noun;
  if (involved.some((a) => a.noun !== noun || a.of !== involved[0].of)) return null;
  if (new Set(involved.map((a) => a.verb)).size > 1) return null;
  if (asked.length ? !isMeasure(noun) || !['meter'].includes(baseOfLength(noun)) : asked.noun !== noun) return null;
  if (asked.of && asked.of !== involved[0].of) return null;
  // A question word that names another unit ("in feet", "in pounds") asks for a conversion not read here.
  if (words.some((w) => plainWord(w) && isMeasure(unitWord(w)) && unitWord(w) !== noun && !isTimeUnit(w))) return null;

  const amounts: Fraction[] = [];
  for (const a of involved) {
    const k = scale(a.period, asked.period);
    if (!k) return null;
    const amount = a.amount.mul(k);
    if (isCountNoun(noun) && amount.d !== 1n) return null;
    amounts.push(amount);
  }
  let total = amounts.reduce((sum, x, i) => sum.add(x.mul(signs[i])), new Fraction(0));
  if (asked.mode === 'difference') total = total.abs();
  if (total.s < 0 || total.equals(0)) return null;
  const headline = `${showValue(total)} ${total.equals(1) || isMeasure(noun) ? unitName(noun, total) : involved[0].plural}`;
  const over = `${showValue(asked.period.count)} ${unitName(asked.period.unit, asked.period.count)}`;
  const lines = involved.map((a, i) => `- sentence ${a.sentence + 1}: ${a.key.join(' ')}: ${a.said} → ${showValue(amounts[i])} ${unitName(noun, amounts[i])} in ${over}`);
  const how = asked.mode === 'sum' ? 'added' : `the second taken from the first`;
  const units = new Set([...involved.map((a) => a.period.unit), asked.period.unit]);
  const converted = units.size > 1 ? [units.has('week') && units.has('day') ? '7 days a week' : '60 seconds a minute, 60 minutes an hour'] : [];
  return {
    content: [headline, '', `Each rate over ${over}, ${how}:`, ...lines].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(total), headline])],
    caveat: ['each rate read as steady over the whole time', converted.length ? `units converted exactly (${converted.join('')})` : ''].filter(Boolean).join('; '),
  };
}

const baseOfLength = (noun: string) => (['mile', 'foot', 'yard', 'inch', 'meter', 'metre', 'kilometer', 'km', 'm', 'centimeter', 'cm'].includes(noun) ? 'meter' : 'other');
