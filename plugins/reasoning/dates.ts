/**
 * Date puzzles: one sentence fixes today (directly, or as yesterday, tomorrow, N days ago, a birthday or
 * anniversary, a holiday of a year), and the question asks for the date some offset away in MM/DD/YYYY,
 * among options when given. Calendar arithmetic is in UTC days. A month or year step that lands on a day
 * the target month lacks (Jan 31 + 1 month) is declined: conventions differ.
 */
import { decline } from '../../src/solving/solver.js';
import { readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary|urary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
const DAYMS = 86_400_000;

export interface Ymd { y: number; m: number; d: number }
export const utc = ({ y, m, d }: Ymd) => Date.UTC(y, m - 1, d);
const ymd = (t: number): Ymd => {
  const x = new Date(t);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
export const valid = (v: Ymd) => v.m >= 1 && v.m <= 12 && v.d >= 1 && ymd(utc(v)).d === v.d;
export const addDays = (v: Ymd, k: number) => ymd(utc(v) + k * DAYMS);
export const fmt = (v: Ymd) => `${String(v.m).padStart(2, '0')}/${String(v.d).padStart(2, '0')}/${String(v.y).padStart(4, '0')}`;
const monthIndex = (s: string) => MONTHS.indexOf(s.toLowerCase().slice(0, 3)) + 1;
/** An option written MM/DD/YYYY that is the date v. */
function sameDate(option: string, v: Ymd): boolean {
  const d = option.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return !!d && +d[1] === v.m && +d[2] === v.d && +d[3] === v.y;
}
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Month or year steps keep the day of month; null when the target month has no such day. */
function addMonths(v: Ymd, k: number): Ymd | null {
  const total = v.y * 12 + (v.m - 1) + k;
  const out = { y: Math.floor(total / 12), m: (total % 12) + 1, d: v.d };
  return valid(out) ? out : null;
}

const HOLIDAYS: [RegExp, number, number][] = [
  [/christmas eve/i, 12, 24], [/christmas(?: day)?/i, 12, 25], [/new year'?s eve/i, 12, 31], [/new year'?s(?: day)?/i, 1, 1],
  [/halloween/i, 10, 31], [/valentine'?s day/i, 2, 14], [/(?:us |american )?independence day|the fourth of july/i, 7, 4], [/boxing day/i, 12, 26],
];

/** Every way a single date is written: "April 30, 2021", "30 April 2021", "04/30/2021", "2021-04-30", holidays of a year. */
export function readDate(s: string, dayFirst = false): Ymd | null {
  let m = s.match(new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'i'));
  if (m) return { y: +m[3], m: monthIndex(m[1]), d: +m[2] };
  m = s.match(new RegExp(`\\b(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`, 'i'));
  if (m) return { y: +m[3], m: monthIndex(m[2]), d: +m[1] };
  m = s.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (m) return dayFirst ? { y: +m[3], m: +m[2], d: +m[1] } : { y: +m[3], m: +m[1], d: +m[2] };
  m = s.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (m) return { y: +m[1], m: +m[2], d: +m[3] };
  m = s.match(/\b(?:the\s+)?(first|last) day of (?:the year\s+)?(\d{4})\b/i);
  if (m) return m[1].toLowerCase() === 'first' ? { y: +m[2], m: 1, d: 1 } : { y: +m[2], m: 12, d: 31 };
  m = s.match(new RegExp(`\\b(?:the\\s+)?(first|last) day of ${MONTH},?\\s+(?:in\\s+|of\\s+)?${YEAR}`, 'i'));
  if (m) {
    const mo = monthIndex(m[2]);
    return m[1].toLowerCase() === 'first' ? { y: +m[3], m: mo, d: 1 } : addDays({ y: mo === 12 ? +m[3] + 1 : +m[3], m: mo === 12 ? 1 : mo + 1, d: 1 }, -1);
  }
  for (const [re, mo, d] of HOLIDAYS) {
    const h = s.match(new RegExp(`${re.source}(?:,)?\\s+(?:of|in)?\\s*${YEAR}`, 'i'));
    if (h) return { y: +h[1], m: mo, d };
  }
  return null;
}

/** A span "3 days", "one week", "a month", "24 hours", "a decade" as [amount, unit]. */
function span(s: string): [number, 'day' | 'month' | 'year'] | null {
  const m = s.match(/\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s+(days?|weeks?|months?|years?|hours?|decades?)\b/i);
  if (!m) return null;
  const k = /^an?$/i.test(m[1]) ? 1 : numberWord(m[1]);
  if (!Number.isInteger(k)) return null;
  const u = m[2].toLowerCase().replace(/s$/, '');
  if (u === 'hour') return k % 24 === 0 ? [k / 24, 'day'] : null;
  if (u === 'week') return [7 * k, 'day'];
  if (u === 'decade') return [10 * k, 'year'];
  return [k, u as 'day' | 'month' | 'year'];
}

function shift(v: Ymd, [k, u]: [number, 'day' | 'month' | 'year'], sign: number): Ymd | null {
  if (u === 'day') return addDays(v, sign * k);
  return addMonths(v, sign * k * (u === 'year' ? 12 : 1));
}

const BEFORE = /\b(?:ago|before|earlier|prior|back)\b/i;
const AFTER = /\b(?:from now|from today|later|after|in the future|away|hence|afterwards?)\b|^in\b/i;

/** Today, from the sentences that state it; null when none can be read. */
export function readToday(sentences: string[]): { today: Ymd; how: string } | null {
  const dayFirst = sentences.some((s) => /day before the month|DD\/MM/i.test(s));
  for (const s of sentences) {
    if (/\?\s*$/.test(s) || /^\s*what\b/i.test(s)) continue;
    // "Jane thought today is …, but it is in fact …": two todays; not guessed between.
    if (/\b(?:thought|believed|mistakenly|in fact|actually|wrongly)\b/i.test(s) && !/\bago\b/i.test(s)) return null;
    const date = readDate(s, dayFirst);
    const wk = s.match(/\btoday is the (first|second|third|last) (monday|tuesday|wednesday|thursday|friday|saturday|sunday) of (\d{4})\b/i);
    if (wk) {
      const y = +wk[3];
      const want = WEEKDAYS.indexOf(wk[2].toLowerCase());
      const n = { first: 1, second: 2, third: 3 }[wk[1].toLowerCase() as 'first'];
      if (n) {
        const jan1 = new Date(Date.UTC(y, 0, 1)).getUTCDay();
        return { today: { y, m: 1, d: 1 + ((want - jan1 + 7) % 7) + 7 * (n - 1) }, how: s };
      }
    }
    if (!date) continue;
    if (!valid(date)) return null;
    const bday = sentences.find((t) => /today is (?:her|his|their|my) (\d+)(?:-year-old|th|st|nd|rd)? birthday/i.test(t));
    if (/\bborn\b/i.test(s) && bday) {
      const age = Number(bday.match(/today is (?:her|his|their|my) (\d+)/i)![1]);
      const t = addMonths(date, 12 * age);
      return t ? { today: t, how: `${s} ${bday}` } : null;
    }
    const anniv = sentences.find((t) => /today is (?:their|our|the) (?:(\d+)(?:st|nd|rd|th)|(silver|golden|ruby|diamond)) (?:wedding )?anniversary/i.test(t));
    if (/\bmarried\b/i.test(s) && anniv) {
      const a = anniv.match(/(\d+)(?:st|nd|rd|th)|(silver|golden|ruby|diamond)/i)!;
      const years = a[1] ? Number(a[1]) : { silver: 25, ruby: 40, golden: 50, diamond: 60 }[a[2].toLowerCase() as 'silver'];
      const t = addMonths(date, 12 * years);
      return t ? { today: t, how: `${s} ${anniv}` } : null;
    }
    const rest = s.replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g, ' ');
    const sp = span(rest);
    if (/\bday before yesterday\b/i.test(s) && !sp) return { today: addDays(date, 2), how: s };
    if (/\bday after tomorrow\b/i.test(s) && !sp) return { today: addDays(date, -2), how: s };
    if (/\byesterday\b/i.test(s) && !sp) return /\b(?:was|is)\b/i.test(s) ? { today: addDays(date, 1), how: s } : null;
    if (/\btomorrow\b/i.test(s) && !sp) return { today: addDays(date, -1), how: s };
    if (/\bdelayed\b|\bpostponed\b|\bpushed back\b/i.test(s) && /\bto today\b/i.test(s) && sp) {
      const t = shift(date, sp, 1);
      return t ? { today: t, how: s } : null;
    }
    if (sp && BEFORE.test(rest)) {
      const t = shift(date, sp, 1);
      return t ? { today: t, how: s } : null;
    }
    if (sp && AFTER.test(rest)) {
      const t = shift(date, sp, -1);
      return t ? { today: t, how: s } : null;
    }
    if (sp) return null;
    if (/\btoday\b|\bit is\b|\bnow\b|\bthis is\b/i.test(s)) return { today: date, how: s };
  }
  return null;
}

/** "What is the date", "what will the date be", "whats the date", "on which date": a question for a date. */
const ASKS_DATE = /\b(?:what|which)(?:'s|s| is| was| will| would)?(?: be)? the date\b|\bwhat will the date be\b|\b(?:which|what) date\b/i;

/** "Tom left on May 30, 2022 and came back 45 days later. On what date did he come back?": an event a span after a dated one. */
function afterEvent(sentences: string[], q: string): { target: Ymd; working: string } | null {
  if (/\b(?:today|tomorrow|yesterday|now)\b/i.test(sentences.join(' '))) return null;
  const facts = sentences.filter((x) => x !== q);
  if (facts.length !== 1 || !/^on (?:what|which) date (?:did|does|will|is|was)\b/i.test(q)) return null;
  const date = readDate(facts[0]);
  const rest = facts[0].replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g, ' ');
  const sp = span(rest);
  const later = /\b(?:later|after that|afterwards|after this)\b/i.test(rest);
  const earlier = /\b(?:earlier|before that|before this)\b/i.test(rest);
  if (!date || !valid(date) || !sp || later === earlier || (rest.match(/\b\d+\s+(?:days?|weeks?|months?|years?)\b/gi) ?? []).length > 1) return null;
  const target = shift(date, sp, later ? 1 : -1);
  return target && { target, working: `${fmt(date)} ${later ? 'plus' : 'minus'} ${sp[0]} ${sp[1]}(s) is ${fmt(target)} (from "${facts[0]}").` };
}

export const dates: Family = {
  name: 'dates',
  detect: (t) => (/\bMM\/DD\/YYYY\b/i.test(t) || ASKS_DATE.test(t)) && (/\b(?:today|yesterday|tomorrow|ago|from now|later)\b/i.test(t) || /\b(?:days?|weeks?|months?|years?) (?:after|before)\b/i.test(t)),
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text);
    // Sentence ends, but not the dot of "Sept. 1st"; "If today is …, what is the date …?" is a statement and a question.
    const sentences = stem
      .split(/(?<!\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.)(?<=[.?!])\s+|\n+|(?<=\d{4}),\s+(?=what\b|which date\b|on (?:what|which) date\b)/i)
      .map((s) => s.trim().replace(/^(?:if|suppose|say|given that|assume)\s+(?=today|yesterday|tomorrow|it)/i, ''))
      .filter(Boolean);
    const q = sentences.find((s) => ASKS_DATE.test(s));
    if (!q) return decline('dates: no question "What is the date … ?" found');
    const ask = q.replace(/\b(?:in|as|answer as|in the format|format)?\s*MM\/DD\/YYYY\b/gi, '');
    // "What is the date 100 days after January 1, 2023?": the question holds its own starting date.
    const from = readDate(ask);
    const fromSpan = from && span(ask.replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g, ' '));
    if (from && fromSpan) {
      const dir = ask.match(/\b(after|before|from|later than|earlier than|prior to)\b/i);
      if (!dir || !valid(from)) return decline(`dates: cannot tell how "${q}" counts from the date`);
      const target = shift(from, fromSpan, /before|earlier|prior/i.test(dir[1]) ? -1 : 1);
      if (!target) return decline('dates: a month or year step lands on a day the month lacks; conventions differ');
      const value = fmt(target);
      return withOption(options, value, (o) => sameDate(o.text, target), `${fmt(from)} ${/before|earlier|prior/i.test(dir[1]) ? 'minus' : 'plus'} ${fromSpan[0]} ${fromSpan[1]}(s) is ${value}.`, 'dates');
    }
    const event = afterEvent(sentences, q);
    if (event) return withOption(options, fmt(event.target), (o) => sameDate(o.text, event.target), event.working, 'dates');
    const t = readToday(sentences.filter((s) => s !== q));
    if (!t) return decline('dates: cannot tell what today is from the text');
    const { today, how } = t;
    if (!valid(today)) return decline('dates: the date given does not exist');
    let target: Ymd | null;
    let label: string;
    const sp = span(ask);
    // "40 days before tomorrow" counts from another day than today; not read, so not guessed.
    if (sp && /\b(?:tomorrow|yesterday)\b/i.test(ask)) return decline(`dates: "${q}" counts a span from another day than today`);
    if (/\bday after tomorrow\b/i.test(ask)) (target = addDays(today, 2)), (label = 'the day after tomorrow');
    else if (/\bday before yesterday\b/i.test(ask)) (target = addDays(today, -2)), (label = 'the day before yesterday');
    else if (sp && BEFORE.test(ask.replace(/^.*?\bdate\b/i, ''))) (target = shift(today, sp, -1)), (label = `${sp[0]} ${sp[1]}(s) before today`);
    else if (sp && /\b(?:from|after|later|in)\b/i.test(ask)) (target = shift(today, sp, 1)), (label = `${sp[0]} ${sp[1]}(s) after today`);
    else if (sp) return decline(`dates: cannot tell whether "${q}" looks back or ahead`);
    else if (/\btomorrow\b/i.test(ask)) (target = addDays(today, 1)), (label = 'tomorrow');
    else if (/\byesterday\b/i.test(ask)) (target = addDays(today, -1)), (label = 'yesterday');
    else if (/\btoday\b/i.test(ask)) (target = today), (label = 'today');
    else return decline(`dates: cannot read which day "${q}" asks for`);
    if (!target) return decline('dates: a month or year step lands on a day the month lacks; conventions differ');
    const value = fmt(target);
    const working = `Today is ${fmt(today)} (from "${how.trim()}"); ${label} is ${value}.`;
    return withOption(options, value, (o) => sameDate(o.text, target), working, 'dates');
  },
};
