/**
 * Time slots from a day's schedule: someone wakes at a time, is seen busy over given intervals, and a place
 * closes at a time; the question asks when they could have gone there. The free time is the waking
 * window minus every sighting. Exactly one free interval is the answer; none or several is said so.
 */
import { decline } from '../../src/solving/solver.js';
import { readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const TIME = '(\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|noon|midnight)';
const RANGE = new RegExp(`(?:from|between)\\s+${TIME}\\s+(?:to|and|until|till|-|–)\\s+${TIME}`, 'i');

/** Minutes after midnight; "12am" is 0, "12pm" noon. */
function minutes(s: string): number | null {
  const t = s.toLowerCase().replace(/\./g, '').replace(/\s+/g, '');
  if (t === 'noon') return 720;
  if (t === 'midnight') return 0;
  const m = t.match(/^(\d{1,2})(?::(\d{2}))?(am|pm)$/);
  if (!m || +m[1] < 1 || +m[1] > 12 || (m[2] && +m[2] > 59)) return null;
  return ((+m[1] % 12) + (m[3] === 'pm' ? 12 : 0)) * 60 + (m[2] ? +m[2] : 0);
}

function show(x: number): string {
  const h = Math.floor(x / 60) % 24;
  const mm = x % 60;
  return `${h % 12 || 12}${mm ? `:${String(mm).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

export const schedule: Family = {
  name: 'schedule',
  detect: (t) => /\b(?:between what times|what times? could|when could|at what times?)\b/i.test(t) && new RegExp(TIME, 'i').test(t),
  solve(text: string): Outcome {
    const { stem: asked, options } = readOptions(text);
    // The story opens with "Today, X went to …"; a task description before it is not part of the day.
    const opening = asked.search(/\btoday,?\s+[A-Z][a-z]+\s+went\b/i);
    const stem = opening > 0 ? asked.slice(opening) : asked;
    const sentences = stem.split(/(?<=[.?!])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
    let start: number | null = null;
    let end: number | null = null;
    const busy: [number, number, string][] = [];
    // A waking, closing or bedtime sentence must be only that: "… but stayed in bed until 9am" is not read past.
    for (let s of sentences) {
      if (/\?$/.test(s) || /^we know that:?$/i.test(s)) continue;
      s = s.replace(/^we know that:?\s*/i, '');
      const ranges = [...s.matchAll(new RegExp(RANGE.source, 'gi'))];
      const range = ranges[0];
      let m: RegExpMatchArray | null;
      if (range) {
        // Every interval of the sentence counts: "from 6am to 9am at school, from 11am to 3pm at work" is two.
        const open = /\b(?:was|is) open\b|\bopens?\b/i.test(s);
        if (open && ranges.length > 1) return decline(`schedule: "${s}" gives several opening intervals`);
        for (const r of ranges) {
          const a = minutes(r[1]);
          const b = minutes(r[2]);
          if (a === null || b === null || b <= a) return decline(`schedule: cannot read the interval in "${s}"`);
          if (open) {
            start = Math.max(start ?? 0, a);
            end = Math.min(end ?? 1440, b);
          } else busy.push([a, b, ranges.length > 1 ? `${s.replace(/[.]$/, '')} (${show(a)} to ${show(b)})` : s.replace(/[.]$/, '')]);
        }
      } else if ((m = s.match(new RegExp(`^(?:[A-Z][a-z]+|he|she|they)\\s+(?:woke(?: up)?|wakes(?: up)?|got up|gets up|was awake|started (?:the|their|her|his) day)\\s+at\\s+${TIME}\\s*[.!]?$`, 'i')))) {
        start = Math.max(start ?? 0, minutes(m[1]) ?? NaN);
      } else if ((m = s.match(new RegExp(`^(?:the\\s+[\\w' -]+?|it|[A-Z][a-z]+|he|she|they)\\s+(?:closed|closes|shut|was closed|is closed)\\s+(?:after|at|from)\\s+${TIME}\\s*[.!]?$`, 'i')))) {
        end = Math.min(end ?? 1440, minutes(m[1]) ?? NaN);
      } else if ((m = s.match(new RegExp(`^(?:the\\s+[\\w' -]+?|it|[A-Z][a-z]+|he|she|they)\\s+(?:(?:closed|was closed|is closed)\\s+(?:before|until)\\s+${TIME}|open(?:s|ed)?\\s+at\\s+${TIME})\\s*[.!]?$`, 'i')))) {
        start = Math.max(start ?? 0, minutes(m[1] ?? m[2]) ?? NaN);
      } else if ((m = s.match(new RegExp(`^(?:the\\s+[\\w' -]+?|it|[A-Z][a-z]+|he|she|they)\\s+(?:went to (?:bed|sleep)|fell asleep)\\s+at\\s+${TIME}\\s*[.!]?$`, 'i')))) {
        end = Math.min(end ?? 1440, minutes(m[1]) ?? NaN);
      } else if (!/^today,?\b/i.test(s)) return decline(`schedule: cannot read "${s}"`);
    }
    if (start === null || end === null || Number.isNaN(start) || Number.isNaN(end)) return decline('schedule: the waking time or the closing time is missing');
    // Free time: the window minus each sighting, as sorted, merged gaps.
    let free: [number, number][] = [[start, end]];
    for (const [a, b] of busy) free = free.flatMap(([x, y]) => [[x, Math.min(y, a)], [Math.max(x, b), y]] as [number, number][]).filter(([x, y]) => y > x);
    const seen = busy.map(([, , s]) => s).join('; ');
    if (!free.length) return { content: `No free time: from ${show(start)} to ${show(end)} every hour is covered by a sighting (${seen}).`, canonical: 'none' };
    if (free.length > 1) return { content: `Not determined: ${free.length} free intervals (${free.map(([a, b]) => `${show(a)} to ${show(b)}`).join(', ')}).`, canonical: `slots:${free.length}` };
    const [a, b] = free[0];
    for (const [x, y] of busy) if (x < b && y > a) throw new Error('schedule slot overlaps a sighting');
    const value = `${show(a)} to ${show(b)}`;
    const working = `Available from ${show(start)} to ${show(end)}; the sightings (${seen}) leave only ${value}.`;
    return withOption(options, value, (o) => {
      const r = o.text.match(new RegExp(`^${TIME}\\s*(?:to|-|–|and)\\s*${TIME}$`, 'i'));
      return !!r && minutes(r[1]) === a && minutes(r[2]) === b;
    }, working, 'schedule');
  },
};
