/** Clock-time word problems: a time plus or minus a duration, and the duration between two times. */
import { wordsToDigits } from '../../src/reading/number-words.js';
import type { Outcome, Solved } from './solved.js';
import { rx } from './pattern.js';

const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const DURATION = String.raw`(?:(\d+) ?(?:hours?|hrs?|h))?(?:,? (?:and )?)?(?:(\d+) ?(?:minutes?|mins?|m))?`;

function minutesOf(h: string, m: string | undefined, ap: string | undefined, clock24 = false): number | null {
  let hour = Number(h);
  const min = Number(m ?? 0);
  if (min > 59 || hour > 23 || (ap && (hour < 1 || hour > 12))) return null;
  // Without am/pm, a 12-hour reading is ambiguous unless the request writes 24-hour times (clock24).
  if (!ap && hour >= 1 && hour <= 12 && !clock24) return null;
  if (ap?.startsWith('p') && hour !== 12) hour += 12;
  if (ap?.startsWith('a') && hour === 12) hour = 0;
  return hour * 60 + min;
}

function clockText(total: number): string {
  const day = Math.floor(total / 1440);
  const t = ((total % 1440) + 1440) % 1440;
  const h24 = Math.floor(t / 60);
  const m = String(t % 60).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const note = day > 0 ? ' the next day' : day < 0 ? ' the previous day' : '';
  return `${h12}:${m} ${h24 < 12 ? 'am' : 'pm'}${note}`;
}

const durationText = (mins: number) =>
  [Math.floor(mins / 60) ? `${Math.floor(mins / 60)} hour${Math.floor(mins / 60) === 1 ? '' : 's'}` : '', mins % 60 ? `${mins % 60} minute${mins % 60 === 1 ? '' : 's'}` : ''].filter(Boolean).join(' ') || '0 minutes';

const solved = (headline: string, forms: string[], working: string): Solved => ({ family: 'word', headline, forms, working: [working], verified: true });

/** "08:15", "17:40", "00:30": a time written the 24-hour way makes every time in the request 24-hour. */
const CLOCK_24 = /(?<![\d:])(?:0\d|1[3-9]|2[0-3]):[0-5]\d(?![\d:]|\s*(?:am|pm|a\.m\.|p\.m\.))/;

export function solveClockTime(raw: string): Outcome {
  const t = wordsToDigits(raw.toLowerCase()).replace(/\s+/g, ' ').replace(/ ([?.,!])/g, '$1');
  if (!/\d:\d\d|\d\s*(am|pm|a\.m\.|p\.m\.)/.test(t)) return null;
  const clock24 = CLOCK_24.test(t) && !/\d\s*(?:am|pm|a\.m\.|p\.m\.)/.test(t);
  let m = rx`\b(?:starts?|begins?|leaves?|departs?|left|started|began) at ${TIME}\b.*?\b(?:lasts?|takes?|lasted|took|for|runs?(?: for)?|ran(?: for)?)\s+${DURATION}.*\b(?:when|what time)\b`.exec(t)
    ?? rx`\bwhat time (?:is it|will it be|was it|would it be|is|was)\s+${DURATION} (after|before|from now after) ${TIME}`.exec(t);
  if (m) {
    const first = m[0].startsWith('what');
    const [h, mm, ap, dh, dm, dir] = first ? [m[4], m[5], m[6], m[1], m[2], m[3]] : [m[1], m[2], m[3], m[4], m[5], 'after'];
    const start = minutesOf(h, mm, ap, clock24);
    if (!dh && !dm) return null;
    const d = Number(dh ?? 0) * 60 + Number(dm ?? 0);
    if ((t.match(/\d+/g) ?? []).length !== [h, mm, dh, dm].filter(Boolean).length) return { family: 'word', reason: 'the question has numbers the clock reader could not place' };
    if (start === null) return mm !== undefined ? onTheDial(h, mm, d, dir === 'before' ? -1 : 1) : { family: 'word', reason: 'the clock time needs am or pm (or a 24-hour time)' };
    const end = dir === 'before' ? start - d : start + d;
    const text = clockText(end);
    return solved(text, [text, text.replace(' the next day', '').replace(' the previous day', '')], `${clockText(start)} ${dir === 'before' ? '−' : '+'} ${durationText(d)} = ${text}`);
  }
  m = rx`\b(?:how long|how much time|how many (?:hours|minutes))\b.*\b(?:from|between) ${TIME} (?:to|until|till|and) ${TIME}`.exec(t);
  if (m) {
    const [a, b] = [minutesOf(m[1], m[2], m[3], clock24), minutesOf(m[4], m[5], m[6], clock24)];
    if (a === null || b === null) return { family: 'word', reason: 'the clock times need am or pm (or 24-hour times)' };
    const d = b >= a ? b - a : b + 1440 - a;
    const text = /how many minutes/.test(t) ? `${d} minutes` : durationText(d);
    return solved(text, [text, durationText(d), `${d} minutes`], `${clockText(b)} − ${clockText(a)} = ${durationText(d)}${b < a ? ' (past midnight)' : ''}`);
  }
  return null;
}

/**
 * "3 hours 50 minutes after 10:25" with no am or pm: a 12-hour dial shows the same time either way (2:15);
 * only the half of the day differs, so both readings are stated.
 */
function onTheDial(h: string, mm: string, d: number, sign: 1 | -1): Outcome {
  const hour = Number(h) % 12;
  const am = hour * 60 + Number(mm);
  const [fromAm, fromPm] = [clockText(am + sign * d), clockText(am + 720 + sign * d)];
  const dial = fromAm.replace(/ (?:am|pm).*$/, '');
  return solved(`${dial} (${fromAm} if ${h}:${mm} is am; ${fromPm} if it is pm)`, [dial, fromAm, fromPm], `${h}:${mm} ${sign < 0 ? '−' : '+'} ${durationText(d)} = ${dial} on a 12-hour clock`);
}
