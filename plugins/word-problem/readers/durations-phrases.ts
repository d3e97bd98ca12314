/**
 * Periods said in words that the rate readers do not read: "4 hours and 30 minutes", "3 and a half hours",
 * "an hour and a half", "every other day", "on weekdays", "Monday through Friday", "a decade". Each is
 * rewritten into the plain form those readers know ("270 minutes", "every 2 days", "5 days a week",
 * "10 years") and the story is read again; the answer says which reading and which fixed fact was used
 * (60 minutes an hour, 60 seconds a minute, 5 weekdays and 2 weekend days a week, 10 years a decade,
 * 2 weeks a fortnight). A story none of them applies to is passed on untouched, and anything ambiguous
 * ("weekdays and weekends" in one story, "every other" something that is not a period) is left alone.
 */
import Fraction from 'fraction.js';
import { wordsToDigits, type Answer } from '../../../src/plugin-api.js';
import { moneyReply, solveMoney } from '../money.js';
import { solveRates } from '../rates.js';
import { rateReply } from '../reply.js';
import { readPeriodRates } from './durations-periods.js';

/** A number as written: digits, a decimal, or a number word of the small kind ("four", "twenty-five"). */
const NUM = String.raw`(\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|an?)`;

/** The exact value of a number matched by NUM, or null. */
function valueOf(word: string): Fraction | null {
  const w = word.toLowerCase();
  if (w === 'a' || w === 'an') return new Fraction(1);
  const digits = /^\d+(?:\.\d+)?$/.test(w) ? w : wordsToDigits(w).trim();
  return /^\d+(?:\.\d+)?$/.test(digits) ? new Fraction(digits) : null;
}

const exact = (v: Fraction) => (v.d === 1n ? v.toString() : `(${v.floor().toString()}+${v.sub(v.floor()).toFraction()})`);

interface Rewrite {
  pattern: RegExp;
  /** The replacement, or null when this match cannot be read (then the story is passed on). */
  to: (m: RegExpExecArray) => string | null;
  /** What the reading rests on, said in the caveat. */
  note: string;
}

/** A larger and a smaller clock unit said together: "4 hours and 30 minutes" as minutes. */
function mixed(big: string, small: string, per: number): Rewrite {
  return {
    pattern: new RegExp(String.raw`\b${NUM} ${big}s? (?:and )?${NUM} ${small}s?\b`, 'gi'),
    to: (m) => {
      const a = valueOf(m[1]);
      const b = valueOf(m[2]);
      if (!a || !b || b.compare(per) >= 0) return null;
      return `${exact(a.mul(per).add(b))} ${small}s`;
    },
    note: `${per} ${small}s ${big === 'hour' ? 'an' : 'a'} ${big}`,
  };
}

const HALVES: Record<string, string> = { half: '1/2', quarter: '1/4' };

const WEEKDAYS = 'a week has 5 weekdays';
const WEEKENDS = 'a weekend is 2 days';
const EVERY_OTHER = "'every other' read as every 2";

const REWRITES: Rewrite[] = [
  mixed('hour', 'minute', 60),
  mixed('minute', 'second', 60),
  // "3 and a half hours", "an hour and a half".
  {
    pattern: /\b(\d+) and (?:a|one) (half|quarter)\b/gi,
    to: (m) => `(${m[1]}+${HALVES[m[2].toLowerCase()]})`,
    note: '',
  },
  {
    pattern: /\ban? (hour|minute|day|week|mile|year) and a (half|quarter)\b/gi,
    to: (m) => `(1+${HALVES[m[2].toLowerCase()]}) ${m[1]}s`,
    note: '',
  },
  // "every other day": every 2 days.
  { pattern: /\bevery other (day|week|month|year|hour|minute)\b/gi, to: (m) => `every 2 ${m[1]}s`, note: EVERY_OTHER },
  // "5 miles per day on weekdays", "12 laps every afternoon, Monday through Friday".
  {
    pattern: /(?:,? (?:on|during) (?:the )?weekdays(?: only)?|,? (?:from )?monday (?:through|thru|to) friday|,? every weekday)\b/gi,
    to: () => ', 5 days a week',
    note: WEEKDAYS,
  },
  {
    pattern: /(?:,? (?:on|during) (?:the )?weekends(?: only)?|,? every weekend\b(?! day)|,? (?:on )?saturdays? and sundays?)\b/gi,
    to: () => ', 2 days a week',
    note: WEEKENDS,
  },
  { pattern: /\b(?:a|one|each|every|per) decade\b/gi, to: (m) => m[0].replace(/decade/i, '10 years').replace(/^(?:a|one) /i, ''), note: 'a decade is 10 years' },
  // "How many words can he type in a working day?": one of the days he works.
  { pattern: /\b(in|during) (a|one) (?:working|work) ?day(?=\s*\?)/gi, to: (m) => `${m[1]} ${m[2]} day`, note: '' },
  { pattern: /\b(?:a|one) fortnight\b/gi, to: () => '2 weeks', note: 'a fortnight is 2 weeks' },
];

/** "every afternoon, 5 days a week": once a day. */
const DAY_PART_EVERY = /\b(?:every|each) (?:morning|afternoon|evening|night), 5 days a week/gi;

/** Days in each month but February, whose length depends on the year. */
const MONTH_DAYS: Record<string, number> = { january: 31, march: 31, april: 30, may: 31, june: 30, july: 31, august: 31, september: 30, october: 31, november: 30, december: 31 };

/**
 * "How much does he spend in April?" after a daily rate: the month's fixed number of days, said only in the
 * question (a month named in the story is a label of its own: "48 clips in April, half as many in May").
 */
function monthInQuestion(text: string, notes: string[]): string {
  const last = Math.max(text.lastIndexOf('. '), text.lastIndexOf('! '));
  const m = /\b(in|during|for|over) (?:the month of )?(january|march|april|may|june|july|august|september|october|november|december)\b(?=\s*[?.,]|\s*$)/i.exec(text.slice(last + 1));
  if (!m || last < 0) return text;
  const month = m[2].toLowerCase();
  const months = text.toLowerCase().match(/\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/g) ?? [];
  if (months.length > 1 || !/\b(?:a|per|each|every) day\b|\bdaily\b/i.test(text.slice(0, last + 1))) return text;
  notes.push(`${m[2]} has ${MONTH_DAYS[month]} days`);
  return text.slice(0, last + 1) + text.slice(last + 1).replace(m[0], `${m[1]} ${MONTH_DAYS[month]} days`);
}

export function readSaidPeriods(text: string): Answer | null {
  const notes: string[] = [];
  let out = monthInQuestion(text, notes);
  for (const r of REWRITES) {
    let failed = false;
    const next = out.replace(r.pattern, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const to = r.to(m);
      if (to === null) failed = true;
      return to ?? m[0];
    });
    if (failed) return null;
    if (next !== out && r.note && !notes.includes(r.note)) notes.push(r.note);
    out = next;
  }
  if (out === text) return null;
  out = out.replace(DAY_PART_EVERY, 'a day, 5 days a week');
  // "every other day" over 9 days is 4 or 5 times by which day it starts: every span ("nine days" too) must be a whole number of pairs.
  if (notes.includes(EVERY_OTHER) && [...wordsToDigits(out).matchAll(/\b(\d+(?:\.\d+)?) (?:days?|weeks?|months?|years?|hours?|minutes?)\b/gi)].some((m) => !/^\d*[02468]$/.test(m[1]))) return null;
  // "She does not go to school on the weekends": a schedule said by what does not happen is not read.
  if ((notes.includes(WEEKDAYS) || notes.includes(WEEKENDS)) && /\b(?:not|never|no|off|n't)\b|n't\b/i.test(text)) return null;
  // Weekdays and weekends in one story are two schedules, which one product cannot add.
  if (/5 days a week/.test(out) && /2 days a week/.test(out) && !/5 days a week/.test(text)) return null;
  const answer = readPeriodRates(out) ?? asRate(out);
  if (!answer) return null;
  const said = `read as "${out.trim()}"`;
  const caveat = [answer.caveat, notes.length > 0 && `periods said in words: ${notes.join(', ')}`, said].filter(Boolean).join('; ');
  return { ...answer, caveat };
}

/** The rewritten story read by the core chain and money readers, as the cascade would have read it. */
function asRate(text: string): Answer | null {
  const r = solveRates(text);
  if (r && !('reason' in r)) return rateReply(r);
  const m = solveMoney(text);
  return m && !('reason' in m) ? moneyReply(m) : null;
}
