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

const ORDINAL_DAY: Record<string, number> = Object.fromEntries(
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'].map((w, i) => [w, i + 1]),
);

/** Every way a single date is written: "April 30, 2021", "30 April 2021", "04/30/2021", "2021-04-30", holidays of a year. */
export function readDate(s: string, dayFirst = false): Ymd | null {
  let m = s.match(new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'i'));
  if (m) return { y: +m[3], m: monthIndex(m[1]), d: +m[2] };
  m = s.match(new RegExp(`\\b(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`, 'i'));
  if (m) return { y: +m[3], m: monthIndex(m[2]), d: +m[1] };
  m = s.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (m) {
    // Month first unless told otherwise; "31/12/2024" can only be day first, and "13/13/2024" is no date.
    const [md, dm] = [{ y: +m[3], m: +m[1], d: +m[2] }, { y: +m[3], m: +m[2], d: +m[1] }];
    const [first, other] = dayFirst ? [dm, md] : [md, dm];
    return valid(first) ? first : valid(other) ? other : null;
  }
  m = s.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (m) return { y: +m[1], m: +m[2], d: +m[3] };
  m = s.match(/\b(?:the\s+)?(first|last) day of (?:the year\s+)?(\d{4})\b/i);
  if (m) return m[1].toLowerCase() === 'first' ? { y: +m[2], m: 1, d: 1 } : { y: +m[2], m: 12, d: 31 };
  m = s.match(new RegExp(`\\b(?:the\\s+)?(first|last) day of ${MONTH},?\\s+(?:in\\s+|of\\s+)?${YEAR}`, 'i'));
  if (m) {
    const mo = monthIndex(m[2]);
    return m[1].toLowerCase() === 'first' ? { y: +m[3], m: mo, d: 1 } : addDays({ y: mo === 12 ? +m[3] + 1 : +m[3], m: mo === 12 ? 1 : mo + 1, d: 1 }, -1);
  }
  // "the second day of the third month of 1966"
  m = s.match(/\bthe (\w+) day of the (\w+) month of (\d{4})\b/i);
  if (m && ORDINAL_DAY[m[1].toLowerCase()] && ORDINAL_DAY[m[2].toLowerCase()]) return { y: +m[3], m: ORDINAL_DAY[m[2].toLowerCase()], d: ORDINAL_DAY[m[1].toLowerCase()] };
  // "the last day of the first quarter of 2008"
  m = s.match(/\bthe (first|last) day of the (first|second|third|fourth) quarter of (\d{4})\b/i);
  if (m) {
    const q = ORDINAL_DAY[m[2].toLowerCase()];
    const y = +m[3];
    return m[1].toLowerCase() === 'first' ? { y, m: 3 * q - 2, d: 1 } : addDays(q === 4 ? { y: y + 1, m: 1, d: 1 } : { y, m: 3 * q + 1, d: 1 }, -1);
  }
  // "the palindrome day of 2020": MMDDYYYY read backwards is the same, so MMDD is the year reversed.
  m = s.match(/\bpalindrome day of (\d{4})\b/i);
  if (m) return { y: +m[1], m: +(m[1][3] + m[1][2]), d: +(m[1][1] + m[1][0]) };
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

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };

/** The n-th (or last, n = -1) weekday of a month. */
function nthWeekday(y: number, m: number, n: number, weekday: number): Ymd {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return { y, m, d: 1 + ((weekday - first + 7) % 7) + 7 * (n - 1) };
  }
  const lastDay = addDays(m === 12 ? { y: y + 1, m: 1, d: 1 } : { y, m: m + 1, d: 1 }, -1);
  const wd = new Date(utc(lastDay)).getUTCDay();
  return addDays(lastDay, -((wd - weekday + 7) % 7));
}

/** "Thanksgiving is on the fourth Thursday of November" and "Today is the US Thanksgiving of 2001": the holiday's date that year. */
function namedWeekdayHoliday(sentences: string[], s: string): Ymd | null {
  for (const rule of sentences) {
    const r = rule.match(new RegExp(`\\b([A-Z][\\w'’]*(?: [A-Z][\\w'’]*)*) (?:is|falls|is celebrated|is held) on the (first|second|third|fourth|fifth|last) (${WEEKDAYS.join('|')}) (?:of|in) ${MONTH}`, 'i'));
    if (!r) continue;
    const name = r[1].replace(/^(?:In the US|In the UK|In Canada)\s*,?\s*/i, '').trim().toLowerCase();
    const y = s.match(new RegExp(`\\btoday is (?:the )?(?:[A-Z]{2,} |American |Canadian |British )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: day)?(?: of| in)? (\\d{4})\\b`, 'i'));
    if (y) return nthWeekday(+y[1], monthIndex(r[4]), ORDINALS[r[2].toLowerCase()], WEEKDAYS.indexOf(r[3].toLowerCase()));
  }
  return null;
}

/** "Jane thought today is 3/11/2002, but today is in fact Mar 12, which is 1 day later": the corrected date. */
function correctedToday(s: string): Ymd | null {
  const m = s.match(/^(.*?)\bbut (?:today|it) is (?:in fact|actually|really)\b(.*)$/i);
  if (!m) return null;
  const thought = readDate(m[1]);
  const real = readDate(m[2]);
  if (real) return valid(real) ? real : null;
  const sp = span(m[2]);
  const part = m[2].match(new RegExp(`\\b${MONTH}\\s+${DAY}\\b`, 'i'));
  if (!thought || !valid(thought) || !sp || sp[1] !== 'day') return null;
  const later = /\b(?:later|after)\b/i.test(m[2]);
  if (later === /\b(?:earlier|before)\b/i.test(m[2])) return null;
  const t = addDays(thought, later ? sp[0] : -sp[0]);
  // The day named must be the day counted.
  return part && (monthIndex(part[1]) !== t.m || +part[2] !== t.d) ? null : t;
}

/** Today, from the sentences that state it; null when none can be read. */
export function readToday(sentences: string[]): { today: Ymd; how: string } | null {
  const dayFirst = sentences.some((s) => /day before the month|DD\/MM/i.test(s));
  for (const [i, s] of sentences.entries()) {
    if (/\?\s*$/.test(s) || /^\s*what\b/i.test(s)) continue;
    // "Jane thinks today is 6/18/2019, but John thinks today is 6/19/2019. Jane is correct."
    const views = [...s.matchAll(/\b([A-Z][a-z]+) (?:thinks|thought|believes|believed|says|said) (?:that )?today is ([^,.;]+?\d{4})\b/g)];
    if (views.length >= 2) {
      const judge = sentences[i + 1]?.match(/^([A-Z][a-z]+) is (?:correct|right)\.?$/);
      const chosen = judge && views.filter((v) => v[1] === judge[1]);
      const d = chosen?.length === 1 ? readDate(chosen[0][2], dayFirst) : null;
      return d && valid(d) ? { today: d, how: `${s} ${sentences[i + 1]}` } : null;
    }
    // "Jane thought today is …, but today is in fact …": the corrected date, or nothing guessed between two todays.
    if (/\b(?:thought|believed|mistakenly|in fact|actually|wrongly)\b/i.test(s) && !/\bago\b/i.test(s)) {
      const t = correctedToday(s);
      return t ? { today: t, how: s } : null;
    }
    // "2015 is coming in 36 hours": New Year's Day is that far ahead.
    const coming = s.match(/^(\d{4}) is (?:coming |arriving |starting |here )?in (\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (hours?|days?)\.?$/i);
    if (coming) {
      const k = /^an?$/i.test(coming[2]) ? 1 : numberWord(coming[2]);
      const days = /hour/i.test(coming[3]) ? Math.ceil(k / 24) : k;
      return { today: addDays({ y: +coming[1], m: 1, d: 1 }, -days), how: s };
    }
    // "Today is 3/5, and it is Jane's second time in the year 1973 …": the day and month, and the year named once.
    const partial = s.match(/^today is (\d{1,2})\/(\d{1,2})\b(?!\/)/i);
    const years = s.match(/\b(?:the year|in) (\d{4})\b/gi);
    if (partial && years?.length === 1 && !dayFirst) {
      const t = { y: +years[0].slice(-4), m: +partial[1], d: +partial[2] };
      return valid(t) ? { today: t, how: s } : null;
    }
    // "Jane visits the bookstore on the 16th of each month starting from the October of 2009. It is her 5th visit … today."
    const monthly = s.match(new RegExp(`\\bon the ${DAY} of (?:each|every) month,? starting (?:from|in) (?:the )?${MONTH},?\\s+(?:of\\s+)?${YEAR}`, 'i'));
    const visit = monthly && sentences[i + 1]?.match(/\b(?:her|his|their|my|the) (\d+)(?:st|nd|rd|th) (?:visit|time|trip)\b.*\btoday\b|\btoday is (?:her|his|their|my|the) (\d+)(?:st|nd|rd|th) (?:visit|time|trip)\b/i);
    if (monthly && visit) {
      const t = addMonths({ y: +monthly[3], m: monthIndex(monthly[2]), d: +monthly[1] }, Number(visit[1] ?? visit[2]) - 1);
      return t && valid({ y: +monthly[3], m: monthIndex(monthly[2]), d: +monthly[1] }) ? { today: t, how: `${s} ${sentences[i + 1]}` } : null;
    }
    const holiday = namedWeekdayHoliday(sentences, s);
    if (holiday) return { today: holiday, how: s };
    const date = readDate(s, dayFirst);
    const wk = s.match(/\btoday is the (first|second|third) (monday|tuesday|wednesday|thursday|friday|saturday|sunday) of (\d{4})\b/i);
    if (wk) return { today: nthWeekday(+wk[3], 1, ORDINALS[wk[1].toLowerCase()], WEEKDAYS.indexOf(wk[2].toLowerCase())), how: s };
    if (!date) continue;
    if (!valid(date)) return null;
    const bday = sentences.find((t) => /today is (?:her|his|their|my) (\d+)(?:-year-old|th|st|nd|rd)? birthday/i.test(t));
    if (/\bborn\b/i.test(s) && bday) {
      const age = Number(bday.match(/today is (?:her|his|their|my) (\d+)/i)![1]);
      const t = addMonths(date, 12 * age);
      return t ? { today: t, how: `${s} ${bday}` } : null;
    }
    const anniv = sentences.find((t) => /(?:today is|it is|it's) (?:their|our|the) (?:(\d+)(?:st|nd|rd|th|-year)|(silver|golden|ruby|diamond)) (?:wedding )?anniversary/i.test(t) && /\btoday\b/i.test(t));
    if (/\bmarried\b/i.test(s) && anniv) {
      const a = anniv.match(/(\d+)(?:st|nd|rd|th|-year)|(silver|golden|ruby|diamond)/i)!;
      const years = a[1] ? Number(a[1]) : { silver: 25, ruby: 40, golden: 50, diamond: 60 }[a[2].toLowerCase() as 'silver'];
      const t = addMonths(date, 12 * years);
      return t ? { today: t, how: `${s} ${anniv}` } : null;
    }
    // "Today, 8/3/1997, is a day that we will never forget": today named outright.
    if (/^today,?\s+(?:is\s+)?(?:the\s+)?[\w/.-]+(?:\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})?,/i.test(s) || /^today is\s/i.test(s) && !/\b(?:ago|before|after|later|from now|away|birthday|anniversary)\b/i.test(s)) return { today: date, how: s };
    // "Jane quit her job on Mar 20, 2020. 176 days have passed since then."
    const passed = sentences[i + 1]?.match(/^(.+?) (?:have|has) (?:passed|gone by|elapsed) since (?:then|that day|that date)\.?$/i);
    const since = passed && span(passed[1]);
    if (since && !/\btoday\b/i.test(s)) {
      const t = shift(date, since, 1);
      return t ? { today: t, how: `${s} ${sentences[i + 1]}` } : null;
    }
    const rest = s.replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g, ' ');
    const sp = span(rest);
    if (/\bday before yesterday\b/i.test(s) && !sp) return { today: addDays(date, 2), how: s };
    if (/\bday after tomorrow\b/i.test(s) && !sp) return { today: addDays(date, -2), how: s };
    if (/\byesterday\b/i.test(s) && !sp) return /\b(?:was|is)\b|^yesterday,\s*(?:[A-Z][a-z]{2},\s*)?[\w/.]+(?:\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})?,/i.test(s) ? { today: addDays(date, 1), how: s } : null;
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
    if (/\btoday\b|\bit is\b|\bnow\b|\bthis is\b|\bcurrent (?:local )?(?:date|time|day)\b|\b(?:is|are) celebrating\b/i.test(s)) return { today: date, how: s };
  }
  return null;
}

/** "What is the date", "what will the date be", "whats the date", "on which date": a question for a date. */
const ASKS_DATE = /\b(?:what|which)(?:'s|s| is| was| will| would)?(?: be)? (?:the|(?:today|tomorrow|yesterday)'s) date\b|\bwhat will the date be\b|\b(?:which|what) date\b/i;

/** "Tom left on May 30, 2022 and came back 45 days later. On what date did he come back?": an event a span after a dated one. */
function afterEvent(sentences: string[], q: string): { target: Ymd; working: string } | null {
  if (/\b(?:today|tomorrow|yesterday|now)\b/i.test(sentences.join(' '))) return null;
  // A format request ("answer as MM/DD/YYYY") is no fact.
  const facts = sentences.filter((x) => x !== q && !/^(?:please\s+)?(?:answer|give it|reply|write it)?\s*(?:as|in)?\s*(?:the format\s+)?MM\/DD\/YYYY\W*$/i.test(x));
  if (facts.length !== 1 || !/^(?:on )?(?:what|which) date (?:did|does|will|is|was)\b/i.test(q)) return null;
  const date = readDate(facts[0]);
  const rest = facts[0].replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g, ' ');
  const sp = span(rest);
  const later = /\b(?:later|after that|afterwards|after this|(?:delayed|postponed|pushed back|put off) by)\b/i.test(rest);
  const earlier = /\b(?:earlier|before that|before this|(?:moved up|brought forward) by)\b/i.test(rest);
  if (!date || !valid(date) || !sp || later === earlier || (rest.match(/\b(?:days?|weeks?|months?|years?|hours?|decades?)\b/gi) ?? []).length > 1) return null;
  const target = shift(date, sp, later ? 1 : -1);
  return target && { target, working: `${fmt(date)} ${later ? 'plus' : 'minus'} ${sp[0]} ${sp[1]}(s) is ${fmt(target)} (from "${facts[0]}").` };
}

export const dates: Family = {
  name: 'dates',
  detect: (t) => (/\bMM\/DD\/YYYY\b/i.test(t) || ASKS_DATE.test(t)) && (/\b(?:today|yesterday|tomorrow|ago|from now|later|delayed by|postponed by|pushed back by|moved up by|brought forward by)\b/i.test(t) || /\b(?:days?|weeks?|months?|years?) (?:after|before)\b/i.test(t)),
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
