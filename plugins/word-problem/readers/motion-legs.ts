/**
 * A trip story read into legs: who moves (the actor), and for each leg two of its speed, time and distance
 * ("drove 42 miles an hour for 3 hours", "ran 12 miles in 90 minutes"), or one of them at the speed the actor
 * was said to move at ("Rosie runs 6 miles per hour. She runs for 1 hour on Monday"). Stops and breaks are
 * legs at no speed. A distance someone must, wants or needs to cover is a goal, not a leg. Anything else
 * (a number that is no speed, time or distance, a leg with too little or too much said, a speed said twice
 * for one actor) makes the story unread, and the caller declines.
 */
import Fraction from 'fraction.js';
import type { Story } from '../story-text.js';
import { quantitiesIn, type Kind, type MotionQuantity } from './motion-quantities.js';

export interface Leg {
  actor: string;
  speed?: MotionQuantity;
  time?: MotionQuantity;
  distance?: MotionQuantity;
  /** A break or stop: time passes at no speed. */
  rest?: boolean;
  sentence: number;
}

export interface Trips {
  legs: Leg[];
  /** A distance to cover, by actor ('all' when several travel it together). */
  goals: Map<string, MotionQuantity>;
  /** The speed each actor moves at when a leg says no speed of its own. */
  speeds: Map<string, MotionQuantity>;
  actors: string[];
  /** Words naming an unnamed mover ("delivery", "van"). */
  aliases: Set<string>;
  /** Units as written, for choosing the answer's unit when the question names none. */
  units: Set<string>;
  /** The ids of the story numbers read. */
  used: Set<number>;
}

/** What a story says of a traveller's trip rather than of a traveller: "her walk", "the trip". */
export const TRIP_NOUN = /^(?:trip|journey|drive|ride|hike|walk|run|race|flight|commute|swim|sail|voyage|whole|entire|total)$/;

const PRONOUN = /^(?:he|she|it|i|we|you)$/;
const DETERMINER = /^(?:the|a|an|his|her|its|their|my|our|your)$/;
const CLAUSE_OPEN = /^(?:,|;|and|then|but|while|if|when|so|after|before)$/;
const REST = /^(?:break|breaks|rest|rests|rested|resting|stop|stops|stopped|stopping|lunch|nap|pause|paused|pauses|layover|wait|waits|waited|waiting|traffic|delay|delayed)$/;

/**
 * A time that is a stop: "a 30-minute break", "a 1 hour lunch stop", "rests for 20 minutes", "waits 10 minutes",
 * "a break of 15 minutes". The index of the stop word it is tied to, or -1.
 */
function restWord(tokens: string[], q: MotionQuantity): number {
  if (REST.test(tokens[q.end] ?? '')) return q.end;
  if (/^[a-z]+$/.test(tokens[q.end] ?? '') && REST.test(tokens[q.end + 1] ?? '')) return q.end + 1;
  const before = /^(?:for|of|taking|lasting)$/.test(tokens[q.at - 1] ?? '') ? q.at - 2 : q.at - 1;
  return REST.test(tokens[before] ?? '') ? before : -1;
}
const GOAL = /^(?:must|need|needs|needed|want|wants|wanted|plan|plans|planned|intend|intends|goal|hopes?|away|trying|tries|try|has|have)$/;
/** Words whose clause asks for something done, not something that happened: "has to", "wants to". */
const GOAL_PAIR = (w: string, next: string | undefined) => GOAL.test(w) && (!/^(?:has|have)$/.test(w) || next === 'to');

/** The subject a clause starting at token p names: a person, "they", a pronoun (the current actor), or "the car". */
function subjectAt(tokens: string[], p: number, people: readonly string[], current: string, person: string): string | null | undefined {
  const w = tokens[p];
  if (people.includes(w)) {
    // "Amoli and Anayet must travel": several people at once.
    if (tokens[p + 1] === 'and' && people.includes(tokens[p + 2])) return 'all';
    return tokens[p + 1] === 's' ? `${w}'s ${tokens[p + 2]}` : w;
  }
  if (/^(?:they|we)$/.test(w)) return 'all';
  // "Tom's car broke down, so he walked": a person's pronoun is the last person, not the last thing.
  if (/^(?:he|she|i|we|you)$/.test(w)) return person || current;
  if (PRONOUN.test(w)) return current;
  // "Her walk to the park is 2 km": the trip of the one spoken of.
  if (/^(?:his|her|its|their)$/.test(w) && TRIP_NOUN.test(tokens[p + 1] ?? '')) return current;
  if (/^(?:his|her|its|their)$/.test(w) && /^[a-z]+$/.test(tokens[p + 1] ?? '')) return `${current}'s ${tokens[p + 1]}`;
  if (DETERMINER.test(w) && /^[a-z]+$/.test(tokens[p + 1] ?? '')) return null;
  return undefined;
}

/** "the car", "a school bus": the first word after the determiner names an unnamed mover. */
export function unnamedAt(tokens: string[], p: number): string {
  return tokens[p + 1];
}

/** The trips a story's statements describe, or a string saying what could not be read. */
export function readLegs(story: Story, statements: { tokens: string[]; sentence: number }[]): Trips | string {
  const legs: Leg[] = [];
  const goals = new Map<string, MotionQuantity>();
  const speeds = new Map<string, MotionQuantity>();
  const units = new Set<string>();
  const actors: string[] = [];
  const aliases = new Set<string>();
  let current = '';
  let person = '';
  const used = new Set<number>();
  for (const { tokens, sentence: s } of statements) {
    const { found, unread } = quantitiesIn(tokens, story.numbers);
    if (unread.length) return `a number that is no speed, time or distance (${story.numbers[unread[0]].text})`;
    // Subjects, by token: who each later quantity belongs to.
    const subjectFrom: [number, string][] = [];
    for (let p = 0; p < tokens.length; p++) {
      if (p > 0 && !CLAUSE_OPEN.test(tokens[p - 1])) continue;
      const who = subjectAt(tokens, p, story.people, current, person);
      if (who === undefined) continue;
      if (who === null) {
        // "The car travels at 50 mph": an unnamed mover, the only one a story of no named movers may have.
        const noun = unnamedAt(tokens, p);
        if (actors.some((a) => a !== noun)) return `a mover other than the one named ("${tokens.slice(p, p + 2).join(' ')}")`;
        current = noun;
        if (!actors.includes(noun)) actors.push(noun);
        // "A delivery van ... How far did the van go?": the words naming it.
        for (const w of tokens.slice(p + 1, p + 4)) if (/^[a-z]+$/.test(w)) aliases.add(w);
      } else current = who;
      if (story.people.includes(who ?? '')) person = who!;
      // "Amoli and Anayet must travel": the second name is part of the same subject.
      if (who === 'all' && story.people.includes(tokens[p])) p += 2;
      subjectFrom.push([p, current]);
    }
    const actorAt = (at: number) => [...subjectFrom].reverse().find(([p]) => p <= at)?.[1] ?? current;
    const restWords = new Set<number>();
    let leg: Leg | null = null;
    const close = () => {
      if (leg) legs.push(leg);
      leg = null;
    };
    let last = 0;
    for (const q of found) {
      const actor = actorAt(q.at);
      if (actor !== 'all' && !actors.includes(actor)) actors.push(actor);
      q.ids.forEach((id) => used.add(id));
      units.add(q.unit);
      const between = tokens.slice(last, q.at);
      last = q.end;
      if (between.includes('then') || between.includes(';') || (leg && leg.actor !== actor)) close();
      // "takes a 30-minute break", "rests for 20 minutes".
      const rest = q.kind === 'time' ? restWord(tokens, q) : -1;
      if (rest >= 0) {
        // "stopped for a 1 hour lunch break": every stop word of the phrase is this stop.
        for (let i = Math.max(0, q.at - 4); i <= Math.max(rest, q.end + 1); i++) if (REST.test(tokens[i] ?? '')) restWords.add(i);
        close();
        legs.push({ actor, time: q, rest: true, sentence: s });
        continue;
      }
      if (q.kind === 'distance' && tokens.slice(Math.max(0, q.at - 6), q.end + 1).some((w, i, all) => GOAL_PAIR(w, all[i + 1]))) {
        if (goals.has(actor)) return 'two distances to cover for one traveller';
        goals.set(actor, q);
        continue;
      }
      const l: Leg = leg ?? { actor, sentence: s };
      const filled = (['speed', 'time', 'distance'] as Kind[]).filter((k) => l[k]).length;
      if (l[q.kind] || filled >= 2) {
        close();
        leg = { actor, sentence: s, [q.kind]: q };
      } else {
        l[q.kind] = q;
        leg = l;
      }
    }
    close();
    // "stopping for lunch" with no time said: the trip's time is not known.
    if (tokens.some((w, i) => REST.test(w) && !restWords.has(i))) return `a stop with no time said ("${tokens.find((w, i) => REST.test(w) && !restWords.has(i))}")`;
  }
  // A leg of a speed alone is the speed its actor moves at whenever a leg says none.
  const kept: Leg[] = [];
  for (const l of legs) {
    if (l.speed && !l.time && !l.distance) {
      if (speeds.has(l.actor)) return `two speeds for one traveller without a time or distance for each`;
      speeds.set(l.actor, l.speed);
    } else kept.push(l);
  }
  return { legs: kept, goals, speeds, actors, aliases, units, used };
}

/** The leg's distance and time in meters and seconds, its own speed or its actor's filling the gap; null when too little is said. */
export function settle(l: Leg, speeds: ReadonlyMap<string, MotionQuantity>): { distance: Fraction; time: Fraction } | null {
  if (l.rest) return l.time ? { distance: new Fraction(0), time: l.time.value } : null;
  const speed = l.speed?.value ?? speeds.get(l.actor)?.value;
  if (l.distance && l.time) return l.speed ? null : { distance: l.distance.value, time: l.time.value };
  if (!speed || speed.equals(0)) return null;
  if (l.time) return { distance: speed.mul(l.time.value), time: l.time.value };
  if (l.distance) return { distance: l.distance.value, time: l.distance.value.div(speed) };
  return null;
}
