/**
 * Trips in legs (motion-legs.ts) and the one question asked of them: the total distance or time of one
 * traveller or of all ("how far did he drive in total", "how long did the trip take"), the average speed
 * (all the distance over all the time), the difference between two travellers ("how many more miles did
 * Tamika drive than Logan"), what is left of a distance to cover ("how many miles do they still need to
 * travel"), or, for a distance to cover and nothing moved yet, the time it takes at the speed said or the
 * speed it needs in the time said. Relations between speeds ("twice as fast"), meetings and chases, round trips, repeats ("every
 * day") and anything said of a part of a trip are not read: the story is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showValue, unitName } from '../reply.js';
import { readStory } from '../story-text.js';
import { readLegs, settle, TRIP_NOUN, type Leg, type Trips } from './motion-legs.js';
import { inBase, lengthUnit, motionTokens, quantitiesIn, timeUnit, unitLabel, type Kind } from './motion-quantities.js';

/** Words that make a trip more than legs added up: relations, chases, repeats, parts, changes and hypotheticals. */
const NOT_LEGS =
  /\b(?:than|times|thrice|half\w*|third|quarter|faster|slower|opposite|apart|toward|towards|catch\w*|caught|head start|head-start|meet|meets|met|behind|ahead|against|current|wind|stream|upstream|downstream|back|return\w*|round|both ways|each way|every|each|per day|daily|a day|week\w*|month\w*|year\w*|laps?|around|circle|percent|increase\w*|decrease\w*|reduc\w*|slows?|slowed|accelerat\w*|portions?|part|parts|remain\w*|rest of|same|instead|usually|normally|normal|would|could|should|late|early|earlier|later|until|till|ago|fraction|download\w*|upload\w*|video|song|page\w*|words?|average (?:time|distance)|except|only|other|(?<!\bat )first(?! #)|last(?! #)|next(?! #)|several|some|many|few|more|less|fewer|extra|additional|longer|shorter|further|farther|whole|entire|ratio|proportion|either|neither|not|never|no|n't|or|quadruple\w*|quintuple\w*|plus|minus|amount|as|(?:that|this|those|these) (?:long|far|fast|much|many|time|distance|speed|rate|number))\b|%|\$/;

/** Words a question about the story's trips may use without the story using them. */
const QUESTION_WORDS = new Set(
  `how many much far long fast what and is was were are will be the a an his her its their my your our this that did does do would could can should has have had
  it he she they them him i you we me us take takes took taking spend spent need needs needed must still left remain remaining to go in of on for at by
  total all altogether combined together both two in the whole entire trip journey drive ride run walk hike swim flight race distance speed time average
  more farther further longer than compared with per mph kph travel travels traveled travelled traveling travelling cover covers covered go goes went gone
  drive drives drove driven driving ride rides rode ridden riding run runs ran running walk walks walked walking cycle cycles cycled cycling bike bikes
  biked biking swim swims swam swimming fly flies flew flown flying jog jogs jogged jogging hike hikes hiked hiking sail sails sailed sailing row rows rowed
  skate skates skated skating move moves moved moving get gets got there altogether overall end up from away destination`.split(/\s+/),
);

/** Each way of moving, in every form a story writes it, so a question about one can be told from the others. */
const VERB_FAMILY = new Map(
  [
    'drive drives drove driven driving',
    // "rode his bike" and "cycled" are one way of moving.
    'ride rides rode ridden riding cycle cycles cycled cycling bike bikes biked biking',
    'run runs ran running',
    'walk walks walked walking',
    'jog jogs jogged jogging',
    'swim swims swam swimming',
    'fly flies flew flown flying',
    'hike hikes hiked hiking',
    'sail sails sailed sailing',
    'row rows rowed rowing paddle paddles paddled paddling',
    'skate skates skated skating',
    'crawl crawls crawled crawling',
  ].flatMap((forms) => forms.split(' ').map((f) => [f, forms.split(' ')[0]] as const)),
);

/** Where the question's own condition ends: "If Jace drives for 4 hours, ..., how many miles will he travel?". */
const ASK_START = /(?:^|, )((?:in (?:hours|minutes|seconds|miles|kilometers|km|meters|feet|yards), )?(?:at )?(?:how|what|calculate|find|determine)\b.*)$/;

interface Asked {
  kind: Kind;
  /** "more ... than" (two travellers), "still need" (left of a goal). */
  mode: 'total' | 'difference' | 'left';
  unit?: string;
  who: string[];
}

/** The unit the question names: "how many miles", "in minutes", "in miles per hour", "(in mph)". */
function namedUnit(q: string, kind: Kind): string | undefined {
  const tokens = motionTokens(q);
  for (let i = 0; i < tokens.length; i++) {
    if (kind === 'speed') {
      if (/^(?:mph|kph|kmph)$/.test(tokens[i])) return tokens[i] === 'mph' ? 'mile/hour' : 'km/hour';
      const len = lengthUnit(tokens[i]);
      const t = timeUnit(tokens[i + 2]);
      if (len && t && /^(?:per|an|a|\/)$/.test(tokens[i + 1])) return `${len}/${t}`;
    } else {
      const u = kind === 'time' ? timeUnit(tokens[i]) : lengthUnit(tokens[i]);
      if (u && /^(?:in|many|more|fewer|of)$/.test(tokens[i - 1] ?? '') && !/^(?:per|an|a|\/)$/.test(tokens[i + 1] ?? '')) return u;
    }
  }
  return undefined;
}

function readAsked(q: string, trips: Trips, people: readonly string[]): Asked | null {
  let kind: Kind;
  if (/^(?:in \w+, )?how far\b|\bhow many (?:more |fewer )?(?:miles|kilometers|kilometres|km|meters|metres|feet|yards)\b|\bwhat (?:is|was|will be) the (?:total )?distance\b|\bwhat (?:total )?distance\b|\bhow much (?:farther|further)\b/.test(q)) kind = 'distance';
  else if (/^(?:in \w+, )?how long\b|\bhow many (?:more |fewer )?(?:hours|minutes|seconds)\b|\bhow much (?:time|longer)\b/.test(q)) kind = 'time';
  else if (/^(?:in \w+, )?how fast\b|^(?:at )?what speed\b|\bwhat (?:is|was|will be) (?:the |his |her |its |their |my )?(?:[a-z]+ s )?(?:average )?speed\b/.test(q)) kind = 'speed';
  else return null;
  let named = people.filter((p) => new RegExp(`\\b${p}\\b`).test(q));
  // "How far did Kyle drive?" of a story where Kyle does not move.
  const subject = /\b(?:did|does|do|will|would|can|could|is|was|has|have|had|should|must)\s+([a-z]+)/.exec(q)?.[1];
  if (subject && people.includes(subject) && !trips.actors.includes(subject)) return null;
  named = named.filter((p) => trips.actors.includes(p));
  // "How far did the truck go?" after a story about a car; "the trip" is the trip itself.
  const thing = /\b(?:did|does|do|will|would|can|could|has|have|had|should|must)\s+(?:the|a|an|his|her|its|their)\s+([a-z]+)/.exec(q)?.[1];
  if (thing && !TRIP_NOUN.test(thing) && !trips.actors.includes(thing) && !trips.aliases.has(thing)) return null;
  let mode: Asked['mode'] = 'total';
  let who: string[];
  const than = /\b(?:than|compared to|compared with)\b/.test(q);
  const comparing = /\bhow (?:many|much) (?:\w+ )?(?:more|farther|further|longer)\b/.test(q);
  const leftWords = /\b(?:still|left|remain\w*|to go|away from|from (?:the|his|her|its|their))\b/.test(q);
  if (than || (comparing && !leftWords && !trips.goals.size)) {
    if (leftWords || kind === 'speed') return null;
    mode = 'difference';
    // "How many more miles did Joseph drive than Kyle?": the first named, less the second.
    const order = named.map((p) => [q.search(new RegExp(`\\b${p}\\b`)), p] as const).sort((a, b) => a[0] - b[0]).map(([, p]) => p);
    const movers = trips.actors.filter((a) => a !== 'all' && trips.legs.some((l) => l.actor === a));
    if (order.length === 2) who = order;
    else if (order.length === 1 && movers.length === 2 && movers.includes(order[0]) && !than) who = [order[0], movers.find((m) => m !== order[0])!];
    else return null;
  } else {
    // "How fast does he need to go": a speed is never what is left.
    if ((leftWords || comparing) && kind !== 'speed') mode = 'left';
    else if (/\b(?:more|less|fewer)\b/.test(q)) return null;
    const joint = /\b(?:they|them|both|together|combined|the two|all of)\b/.test(q);
    // Only those the story says move: "her car broke down" names no traveller.
    const movers = trips.actors.filter((a) => a !== 'all' && (trips.legs.some((l) => l.actor === a) || trips.speeds.has(a) || trips.goals.has(a)));
    if (named.length > 1 || joint) who = ['all'];
    else if (named.length === 1) who = named;
    else if (movers.length === 1) who = movers;
    else return null;
  }
  const unit = namedUnit(q, kind);
  // A unit word the question uses but not as the answer's unit ("minutes ... in all") is not understood.
  const mentioned = motionTokens(q).some((w) => (kind === 'time' ? timeUnit(w) : lengthUnit(w)) && w !== 'm' && w !== 's' && w !== 'h');
  if (!unit && (mentioned || /\b(?:mph|kph)\b/.test(q))) return null;
  return { kind, mode, who, unit };
}

/** The one unit of a kind the story uses, for a question that names none. */
function soleUnit(units: ReadonlySet<string>, kind: Kind): string | undefined {
  const of = [...units].map((u) => (kind === 'speed' ? (u.includes('/') ? u : null) : kind === 'time' ? (timeUnit(u.split('/').pop()) ? u.split('/').pop()! : null) : lengthUnit(u.split('/')[0]) ? u.split('/')[0] : null)).filter((u): u is string => !!u);
  const set = new Set(of);
  return set.size === 1 ? [...set][0] : undefined;
}

/** The answer, or why the story is not read as trips (for finding what to read next). */
export function readTripsWhy(text: string): Answer | string {
  const stops = everyStop(text.replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1'));
  const answer = readStops(stops.text);
  if (typeof answer === 'string' || !stops.note) return answer;
  return { ...answer, caveat: `${answer.caveat}; ${stops.note}` };
}

const SMALL: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "2 bathroom breaks taking 15 minutes each" → "bathroom breaks taking 30 minutes": several stops of one length as one time. */
function everyStop(text: string): { text: string; note?: string } {
  const notes: string[] = [];
  const out = text.replace(/\b(\d+|two|three|four|five|six) ((?:[a-z]+ )?(?:breaks|stops|rests|pauses)),? (taking|of|lasting) (\d+) (minutes|hours) each\b/gi, (m, n: string, what: string, verb: string, t: string, unit: string) => {
    const count = SMALL[n.toLowerCase()] ?? Number(n);
    notes.push(`${m} read as ${count * Number(t)} ${unit} of stops`);
    return `${what} ${verb} ${count * Number(t)} ${unit}`;
  });
  return { text: out, note: notes.length ? notes.join('; ') : undefined };
}

function readStops(text: string): Answer | string {
  const story = readStory(text);
  if (!story || story.sentences.length < 2 || story.numbers.length > 12) return 'not a story of several sentences and at most 12 numbers';
  const last = story.sentences.length - 1;
  const question = story.sentences[last];
  if (!/\?\s*$/.test(story.original[last]) && !/^(?:calculate|find|determine)\b/.test(question)) return 'the last sentence is not a question';
  const m = ASK_START.exec(question);
  if (!m) return 'no question of how far, how long or how fast';
  const ask = m[1];
  const condition = question.slice(0, m.index).replace(/^(?:if|assuming|suppose) /, '');
  if (/\b(?:if|assuming|suppose|when|while)\b/.test(condition)) return 'a condition inside the question';
  const clauses = story.sentences.slice(0, last).map((s, sentence) => ({ tokens: motionTokens(s), sentence }));
  if (condition) clauses.push({ tokens: motionTokens(condition), sentence: last });
  const other = clauses.map(({ tokens }) => NOT_LEGS.exec(tokens.join(' '))).find(Boolean);
  if (other) return `"${other[0]}": more than legs added up`;
  const trips = readLegs(story, clauses);
  if (typeof trips === 'string') return trips;
  const asked = readAsked(ask, trips, story.people);
  if (!asked) return 'the question is not one of total, difference or distance left';
  // A number in the question ("how far in 3 hours") would be a leg of its own, which this reader does not take.
  if (trips.used.size !== story.numbers.length || quantitiesIn(motionTokens(ask), story.numbers).found.length) return 'a number in the question or outside any trip';
  if (/\b(?:each|every|average (?:time|distance))\b/.test(ask.replace(/\baverage speed\b/, ''))) return 'the question asks for an amount per something';
  // "the speed of the second swim", "the last leg": a part of the trip.
  if (/\b(?:first|third|fourth|last|final|part|half|leg|stretch|segment|portion)\b|\bthe second\b/.test(ask)) return 'the question asks about a part of the trip';
  // "how long did it take to run a mile", "on average": a time or distance per something, not a total.
  if (asked.kind !== 'speed' && /\b(?:on average|average|per|an?|one) (?:mile|kilometer|kilometre|km|meter|metre|foot|yard|hour|minute|second|lap)\b|\baverage\b/.test(ask)) return 'the question asks for a time or distance per something or an average';
  // "How many hours does it take him to ride to a town?": a place or thing the story never mentions is another trip.
  // A word counts as said in another form of it ("paddled", "paddle").
  const stem = (w: string) => w.replace(/(?:ing|ed|es|e|s)$/, '');
  const said = new Set(clauses.flatMap(({ tokens }) => tokens.map(stem)));
  const stranger = motionTokens(ask).find((w) => /^[a-z]+$/.test(w) && !said.has(stem(w)) && !QUESTION_WORDS.has(w) && !lengthUnit(w) && !timeUnit(w));
  if (stranger) return `the question speaks of "${stranger}", which the story does not`;
  // "Dan walked 3 km ... and cycled 10 km ... How many hours did he walk?": the question picks some legs by their verb.
  const verbs = (tokens: string[]) => new Set(tokens.map((w) => VERB_FAMILY.get(w)).filter((f): f is string => !!f));
  const told = verbs(clauses.flatMap(({ tokens }) => tokens));
  const askedVerbs = verbs(motionTokens(ask));
  if (told.size > 1 && askedVerbs.size && [...told].some((v) => !askedVerbs.has(v))) return 'the question asks about some ways of moving and the story has others';
  return solve(trips, asked);
}

function solve(trips: Trips, asked: Asked): Answer | string {
  const legsOf = (who: string) => trips.legs.filter((l) => who === 'all' || l.actor === who);
  // Every leg must be one the question is about, so every number is used.
  // "She lives 480 miles away ... drives at 60 mph ... a 30-minute lunch break. How long does it take her to get there?"
  const goalTrip = goalOnly(trips, asked);
  if (goalTrip) return goalTrip;
  const mine = new Set(asked.who.flatMap((w) => legsOf(w)));
  if (mine.size !== trips.legs.length || !trips.legs.length) return 'a leg the question is not about';
  const speedsUsed = [...trips.speeds.keys()].every((a) => trips.legs.some((l) => l.actor === a && !l.speed && !l.rest));
  if (!speedsUsed) return 'a speed said of someone who has no leg at it';
  const totals = (who: string) => {
    let distance = new Fraction(0);
    let time = new Fraction(0);
    for (const l of legsOf(who)) {
      const s = settle(l, trips.speeds);
      if (!s) return null;
      distance = distance.add(s.distance);
      time = time.add(s.time);
    }
    return { distance, time };
  };
  const unit = asked.unit ?? soleUnit(trips.units, asked.kind);
  if (!unit) return 'the question names no unit and the story uses several';
  const goalOf = (who: string) => trips.goals.get(who);
  let value: Fraction;
  let how: string;
  if (asked.mode === 'difference') {
    if (trips.goals.size) return 'a distance to cover in a comparison';
    const [a, b] = asked.who.map(totals);
    if (!a || !b) return 'a leg with too little or too much said';
    value = asked.kind === 'distance' ? a.distance.sub(b.distance) : a.time.sub(b.time);
    how = `${asked.who[0]}'s total ${asked.kind} less ${asked.who[1]}'s`;
  } else {
    const [who] = asked.who;
    const t = totals(who);
    if (!t) return 'a leg with too little or too much said';
    const goal = goalOf(who);
    if (trips.goals.size > (goal ? 1 : 0)) return 'a distance to cover by someone else';
    if (asked.mode === 'left') {
      if (!goal || asked.kind !== 'distance') return 'no distance to cover';
      value = goal.value.sub(t.distance);
      how = `the distance to cover less the distance of every leg`;
    } else {
      if (goal) return 'a distance to cover, and the question asks no part of it';
      if (asked.kind === 'speed') {
        if (who === 'all' || t.time.equals(0)) return 'no one traveller\'s whole trip to take a speed of';
        value = t.distance.div(t.time);
        how = 'the whole distance over the whole time';
      } else {
        value = asked.kind === 'distance' ? t.distance : t.time;
        how = `the ${asked.kind} of every leg added`;
      }
    }
  }
  if (value.s < 0 || value.equals(0)) return 'the answer comes out zero or negative';
  const shown = value.div(inBase(new Fraction(1), unit));
  return reply(shown, unit, trips.legs, how);
}

export const readTrips = (text: string): Answer | null => {
  const r = readTripsWhy(text);
  return typeof r === 'string' ? null : r;
};

/**
 * A distance to cover and no leg of it moved yet: the time it takes at the one speed said (with every stop),
 * or the speed it needs in the one time said ("get across a 5 mile lake in 10 minutes ... how fast").
 */
function goalOnly(trips: Trips, asked: Asked): Answer | string | null {
  const [who] = asked.who;
  const goal = trips.goals.get(who);
  if (!goal || asked.mode !== 'total' || asked.who.length !== 1 || trips.goals.size !== 1) return null;
  const legs = trips.legs.filter((l) => l.actor === who);
  if (legs.length !== trips.legs.length) return 'a leg the question is not about';
  const stops = legs.filter((l) => l.rest);
  const moving = legs.filter((l) => !l.rest);
  const unit = asked.unit ?? soleUnit(trips.units, asked.kind);
  if (!unit) return 'the question names no unit and the story uses several';
  const speed = trips.speeds.get(who);
  let value: Fraction;
  let how: string;
  if (asked.kind === 'time' && speed && !moving.length && trips.speeds.size === 1) {
    value = stops.reduce((sum, l) => sum.add(l.time!.value), goal.value.div(speed.value));
    how = stops.length ? 'the distance to cover at the speed said, and every stop' : 'the distance to cover at the speed said';
  } else if (asked.kind === 'speed' && !speed && !stops.length && moving.length === 1 && moving[0].time && !moving[0].speed && !moving[0].distance) {
    value = goal.value.div(moving[0].time.value);
    how = 'the distance to cover over the time it must take';
  } else return 'a distance to cover, and the question asks no part of it';
  if (value.s <= 0 || value.equals(0)) return 'the answer comes out zero or negative';
  return reply(value.div(inBase(new Fraction(1), unit)), unit, trips.legs, how);
}

function reply(value: Fraction, unit: string, legs: Leg[], how: string): Answer {
  const label = (u: string) => u.split('/').map((p, i) => (i ? unitLabel(p) : unitName(unitLabel(p), value))).join(' per ');
  const headline = `${showValue(value)} ${label(unit)}`;
  const said = (l: Leg) =>
    [l.rest && 'a stop', l.speed && `${l.speed.unit.replace('/', ' per ')}`, l.time && 'time', l.distance && 'distance'].filter(Boolean).join(', ');
  const working = legs.map((l, i) => `- leg ${i + 1} (sentence ${l.sentence + 1}${l.actor ? `, ${l.actor}` : ''}): ${said(l)}`);
  return {
    content: [headline, '', `Reading the trip in legs; the answer is ${how}:`, ...working].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(value), headline])],
    caveat: 'units converted exactly (60 seconds a minute, 60 minutes an hour, 1 mile = 1.609344 km, 1 foot = 0.3048 m)',
  };
}
