/**
 * The quantities of a trip story in one sentence: speeds ("45 mph", "20 feet/second", "61 miles an hour"),
 * lengths of time ("2 hours 20 minutes", "half an hour", "a 30-minute break") and distances ("a 5-mile race",
 * "369 miles"), each in base units (meters, seconds) so legs in different units add exactly. A number that is
 * none of these is left unplaced and the caller declines.
 */
import Fraction from 'fraction.js';
import type { StoryNumber } from '../story-text.js';
import { toBase } from '../units.js';

export type Kind = 'speed' | 'time' | 'distance';

export interface MotionQuantity {
  kind: Kind;
  /** Meters, seconds, or meters per second. */
  value: Fraction;
  /** The units as written, singular: "mile", "hour", "mile/hour". */
  unit: string;
  ids: number[];
  /** Token index of the first number. */
  at: number;
  /** Token index after the quantity's words. */
  end: number;
}

const LENGTH: Record<string, string> = {
  mile: 'mile', miles: 'mile', mi: 'mile', kilometer: 'km', kilometers: 'km', kilometre: 'km', kilometres: 'km', km: 'km', kms: 'km',
  meter: 'm', meters: 'm', metre: 'm', metres: 'm', m: 'm', foot: 'foot', feet: 'foot', ft: 'foot', yard: 'yard', yards: 'yard', yd: 'yard', yds: 'yard',
};
const TIME: Record<string, string> = {
  second: 'second', seconds: 'second', sec: 'second', secs: 'second', s: 'second', minute: 'minute', minutes: 'minute', min: 'minute', mins: 'minute',
  hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour', h: 'hour',
};
/** Speeds written as one word. */
const SPEED_WORDS: Record<string, [string, string]> = { mph: ['mile', 'hour'], kph: ['km', 'hour'], kmph: ['km', 'hour'], kmh: ['km', 'hour'], mps: ['m', 'second'], fps: ['foot', 'second'] };
const UNIT_NAME: Record<string, string> = { mile: 'mile', km: 'kilometer', m: 'meter', foot: 'foot', yard: 'yard', second: 'second', minute: 'minute', hour: 'hour' };

export const lengthUnit = (w: string | undefined) => (w ? LENGTH[w] : undefined);
export const timeUnit = (w: string | undefined) => (w ? TIME[w] : undefined);
export const unitLabel = (u: string) => UNIT_NAME[u] ?? u;

const base = (value: Fraction, unit: string) => toBase(value, unitLabel(unit), null).value;
export const inBase = (value: Fraction, unit: string): Fraction => {
  const [num, den] = unit.split('/');
  return den ? base(value, num).div(base(new Fraction(1), den)) : base(value, num);
};

/** The sentence in tokens: "#3km/hr" → "#3", "km", "/", "hr"; "60/mph" → "60", "mph". */
export function motionTokens(sentence: string): string[] {
  return sentence
    .replace(/(#\d+)(?=[a-z])/g, '$1 ')
    .replace(/(#\d+)\s*\/\s*(?=mph|kph)/g, '$1 ')
    .replace(/\//g, ' / ')
    .replace(/([,;:()?!])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
}

const idOf = (t: string | undefined) => (t && /^#\d+$/.test(t) ? Number(t.slice(1)) : null);

/** "mile per hour", "mile / hour", "miles an hour", "mph": the speed's units and where its words end, or null. */
function speedAt(tokens: string[], i: number): { unit: string; end: number } | null {
  const word = SPEED_WORDS[tokens[i]];
  if (word) return { unit: word.join('/'), end: i + 1 };
  const len = lengthUnit(tokens[i]);
  if (!len) return null;
  if (/^(?:per|an|a|\/|each|every)$/.test(tokens[i + 1] ?? '')) {
    const t = timeUnit(tokens[i + 2]);
    // "miles per hour", "feet/second"; "5 miles a minutes" is not said.
    if (t && (tokens[i + 1] === '/' || !/s$/.test(tokens[i + 2]))) return { unit: `${len}/${t}`, end: i + 3 };
  }
  return null;
}

/**
 * The motion quantities of one sentence's tokens, and the ids of numbers read as none. "2 hours 20 minutes"
 * and "1 hour and 20 minutes" are one time; "half an hour" (0.5 an hour) and "three quarters of an hour" are
 * hours.
 */
export function quantitiesIn(tokens: string[], numbers: readonly StoryNumber[]): { found: MotionQuantity[]; unread: number[] } {
  const found: MotionQuantity[] = [];
  const unread: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const id = idOf(tokens[i]);
    // "an hour", "a minute" after "for", "in", "took": one unit of time.
    if (id === null) {
      if (/^(?:an|a)$/.test(tokens[i]) && /^(?:for|in|takes?|took|taking|spends?|spent|within)$/.test(tokens[i - 1] ?? '') && timeUnit(tokens[i + 1]) && !/s$/.test(tokens[i + 1])) {
        const unit = timeUnit(tokens[i + 1])!;
        found.push({ kind: 'time', value: inBase(new Fraction(1), unit), unit, ids: [], at: i, end: i + 2 });
        i++;
      }
      continue;
    }
    const n = numbers[id];
    if (n.money || n.percent) {
      unread.push(id);
      continue;
    }
    const v = n.value;
    const speed = speedAt(tokens, i + 1);
    if (speed) {
      found.push({ kind: 'speed', value: inBase(v, speed.unit), unit: speed.unit, ids: [id], at: i, end: speed.end });
      i = speed.end - 1;
      continue;
    }
    // "0.5 an hour", "0.75 of an hour": a part of one hour.
    const partOf = tokens[i + 1] === 'of' ? i + 2 : i + 1;
    if (v.compare(1) < 0 && /^(?:an|a)$/.test(tokens[partOf] ?? '') && timeUnit(tokens[partOf + 1])) {
      const unit = timeUnit(tokens[partOf + 1])!;
      found.push({ kind: 'time', value: inBase(v, unit), unit, ids: [id], at: i, end: partOf + 2 });
      i = partOf + 1;
      continue;
    }
    const t = timeUnit(tokens[i + 1]);
    if (t && tokens[i + 1] !== 's' && tokens[i + 1] !== 'h') {
      // "2 hours 20 minutes", "1 hour and 20 minutes": one time in the smaller unit.
      const k = tokens[i + 2] === 'and' ? i + 3 : i + 2;
      const id2 = idOf(tokens[k]);
      const t2 = timeUnit(tokens[k + 1]);
      if (id2 !== null && t2 && base(new Fraction(1), t2).compare(base(new Fraction(1), t)) < 0 && base(numbers[id2].value, t2).compare(base(new Fraction(1), t)) < 0) {
        found.push({ kind: 'time', value: inBase(v, t).add(inBase(numbers[id2].value, t2)), unit: t2, ids: [id, id2], at: i, end: k + 2 });
        i = k + 1;
        continue;
      }
      found.push({ kind: 'time', value: inBase(v, t), unit: t, ids: [id], at: i, end: i + 2 });
      i++;
      continue;
    }
    const len = lengthUnit(tokens[i + 1]);
    if (len) {
      found.push({ kind: 'distance', value: inBase(v, len), unit: len, ids: [id], at: i, end: i + 2 });
      i++;
      continue;
    }
    unread.push(id);
  }
  return { found, unread };
}
