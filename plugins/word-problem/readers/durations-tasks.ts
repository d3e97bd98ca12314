/**
 * Jobs of several kinds, each with its time for one, done one after another: "It takes Dan 3 hours to dig
 * an adult grave and 2 hours to dig a child's grave; how long to dig 5 adult graves and one child's grave?",
 * "Alexis can sew a skirt in 2 hours and a coat in 7 hours". The answer is the sum of count × time for
 * each kind, in the asked clock unit (60 seconds a minute, 60 minutes an hour). Every kind must be counted
 * once and every count must name one kind; anything done at once ("while", "at the same time"), drying or
 * waiting, someone else, or a number left over makes the story someone else's.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { idOf, plainWord, tokenize } from '../rates.js';
import { showValue, unitName } from '../reply.js';
import { readStory } from '../story-text.js';
import { unitWord } from '../units.js';
import { CLOCK } from './durations-agents-read.js';

const clockUnit = (w: string | undefined) => (w && unitWord(w) in CLOCK ? unitWord(w) : null);

/** Steps that overlap, wait, or belong to someone else: a plain sum of times does not read them. */
const RISKY =
  /\b(?:while|same time|simultaneous\w*|at once|together|meanwhile|dry|drying|dries|wait\w*|break\w*|rest|help\w*|faster|slower|fast|slow|times|half|third|quarter|double|triple|more|less|longer|shorter|than|instead|only|except|already|left|remain\w*|per|every|each|average|if not|not|n't|never|both|between|after|before|then|first|second|last|next|set|sets|pair|pairs|of)\b|%|\$/;

interface Job {
  words: string[];
  time: Fraction;
  unit: string;
  ids: number[];
  sentence: number;
}

/** Words of a job's thing: "adult grave", "child s grave", "skirt". */
function phraseAt(t: string[], i: number): string[] | null {
  const out: string[] = [];
  while (i < t.length && (plainWord(t[i]) || t[i] === 's') && out.length < 3) out.push(t[i++]);
  if (!out.length || !(i === t.length || t[i] === ',' || t[i] === 'and' || t[i] === 'in')) return null;
  return out;
}

const ONE = /^(?:a|an)$/;

/** "takes 3 hours to dig an adult grave (, 2 hours to dig a child's grave)", "sew a skirt in 2 hours (and a coat in 7 hours)". */
function jobsIn(t: string[], sentence: number, value: (id: number) => Fraction): { jobs: Job[]; ids: Set<number> } | null {
  const jobs: Job[] = [];
  const ids = new Set<number>();
  const one = (i: number) => ONE.test(t[i] ?? '') || (idOf(t[i]) !== null && value(idOf(t[i])!).equals(1));
  for (let i = 0; i < t.length; i++) {
    const n = idOf(t[i]);
    // "#t hours to VERB a THING".
    if (n !== null && clockUnit(t[i + 1]) && t[i + 2] === 'to' && plainWord(t[i + 3]) && one(i + 4)) {
      const words = phraseAt(t, i + 5);
      if (!words) return null;
      jobs.push({ words, time: value(n), unit: clockUnit(t[i + 1])!, ids: [n, ...(idOf(t[i + 4]) !== null ? [idOf(t[i + 4])!] : [])], sentence });
      continue;
    }
    // "a THING in #t hours".
    if (one(i) && t[i + 1] !== undefined) {
      const words = phraseAt(t, i + 1);
      const k = i + 1 + (words?.length ?? 0);
      const m = idOf(t[k + 1]);
      if (words && t[k] === 'in' && m !== null && clockUnit(t[k + 2])) {
        jobs.push({ words, time: value(m), unit: clockUnit(t[k + 2])!, ids: [m, ...(idOf(t[i]) !== null ? [idOf(t[i])!] : [])], sentence });
        i = k + 2;
      }
    }
  }
  for (const j of jobs) j.ids.forEach((id) => ids.add(id));
  return { jobs, ids };
}

const head = (w: string[]) => unitWord(w[w.length - 1]);

/** The one job a counted phrase names: its head, and every other word of the job's phrase. */
function jobFor(words: string[], jobs: readonly Job[]): Job | null {
  const hits = jobs.filter((j) => head(j.words) === head(words) && j.words.slice(0, -1).every((w) => words.includes(w)) && words.length <= j.words.length + 1);
  return hits.length === 1 ? hits[0] : null;
}

export function readTaskTimes(text: string): Answer | null {
  const story = readStory(text);
  if (!story) return null;
  const qi = story.sentences.length - 1;
  if (!story.original[qi].trim().endsWith('?') || story.numbers.some((n) => n.money || n.percent)) return null;
  if (story.people.length > 1 || story.sentences.some((s) => RISKY.test(s))) return null;
  const value = (id: number) => story.numbers[id].value;
  const q = tokenize(story.sentences[qi]);
  const start = q.findIndex((w, i) => w === 'how' && /^(?:long|many)$/.test(q[i + 1] ?? ''));
  if (start < 0) return null;
  const jobs: Job[] = [];
  const used = new Set<number>();
  for (const [i, s] of [...story.sentences.slice(0, qi).map(tokenize), q.slice(0, start)].entries()) {
    const read = jobsIn(s, i, value);
    if (!read) return null;
    jobs.push(...read.jobs);
    read.ids.forEach((id) => used.add(id));
  }
  if (jobs.length < 2 || new Set(jobs.map((j) => j.words.join(' '))).size < jobs.length) return null;
  // The asked unit: "how many minutes", "how long, in minutes", or the one unit every job is timed in.
  const ask = q.slice(start);
  let unit: string | null = null;
  if (ask[1] === 'many') {
    unit = clockUnit(ask[2]);
    if (!unit) return null;
  } else {
    const named = ask.findIndex((w, i) => ask[i - 1] === 'in' && clockUnit(w));
    unit = named >= 0 ? clockUnit(ask[named]) : new Set(jobs.map((j) => j.unit)).size === 1 ? jobs[0].unit : null;
    if (!unit) return null;
  }
  // The counts: "#n THINGS" anywhere after the jobs, each naming one job.
  const counts = new Map<Job, Fraction>();
  const all = [...q.slice(0, start), ...ask];
  for (const [i, w] of all.entries()) {
    const id = idOf(w);
    if (id === null || used.has(id)) continue;
    const words = phraseAt(all, i + 1) ?? phraseAt(all.slice(0, all.indexOf('?') < 0 ? all.length : all.indexOf('?')), i + 1);
    const job = words && jobFor(words, jobs);
    if (!job || counts.has(job)) return null;
    counts.set(job, value(id));
    used.add(id);
  }
  if (counts.size !== jobs.length || story.numbers.some((n) => !used.has(n.id))) return null;
  // Time words in the question other than the asked unit would be a second stretch of time.
  if (ask.filter((w) => clockUnit(w) || /^(?:day|days|week|weeks)$/.test(w)).length > (ask[1] === 'many' || ask.some((w, i) => ask[i - 1] === 'in' && clockUnit(w)) ? 1 : 0)) return null;
  let seconds = new Fraction(0);
  for (const j of jobs) seconds = seconds.add(j.time.mul(CLOCK[j.unit]).mul(counts.get(j)!));
  const total = seconds.div(CLOCK[unit]);
  if (total.equals(0)) return null;
  const headline = `${showValue(total)} ${unitName(unit, total)}`;
  const lines = jobs.map((j) => `- sentence ${j.sentence + 1}: ${showValue(counts.get(j)!)} × ${j.words.join(' ').replace(/ s /g, "'s ")} at ${showValue(j.time)} ${unitName(j.unit, j.time)} each`);
  const converted = jobs.some((j) => j.unit !== unit);
  return {
    content: [headline, '', 'Each kind of job, its count times its time for one, added:', ...lines].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(total), headline])],
    caveat: ['the jobs read as done one after another', converted ? 'units converted exactly (60 seconds a minute, 60 minutes an hour)' : ''].filter(Boolean).join('; '),
  };
}
