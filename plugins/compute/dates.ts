/** Calendar questions: days between two dates, the weekday of a date (proleptic Gregorian calendar, UTC, no time zones). */
import { normalizeText } from './normalize-text.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';
import { rx } from './pattern.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** "3 June 2023", "June 3, 2023", "June 3rd 2023", "2023-06-03". */
const DATE = String.raw`(?:${DAY} (?:of )?${MONTH},? (\d{4})|${MONTH} ${DAY},? (\d{4})|(\d{4})-(\d{2})-(\d{2}))`;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const monthIndex = (m: string) => MONTHS.findIndex((name) => name.startsWith(m.slice(0, 3)));

/** Days since 1970-01-01 of a date found at groups g..g+8 of a DATE match, or null for an impossible date (31 June). */
function dayNumber(g: (string | undefined)[]): { days: number; text: string } | null {
  const [d1, m1, y1, m2, d2, y2, y3, m3, d3] = g;
  const [y, m, d] = d1 ? [Number(y1), monthIndex(m1!), Number(d1)] : m2 ? [Number(y2), monthIndex(m2), Number(d2)] : [Number(y3), Number(m3) - 1, Number(d3)];
  if (m < 0 || m > 11 || d < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, m, d);
  if (date.getUTCMonth() !== m || date.getUTCDate() !== d) return null;
  return { days: Math.round(date.getTime() / 86400000), text: `${d} ${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)} ${y}` };
}

/** Cheap test first (every question runs through every reader): every DATE has a month name or is ISO. */
const MENTIONS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{4}-\d{2}-\d{2}/;

export function solveDates(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const t = stripFiller(normalizeText(raw).replace(/[?.]+$|(?<![\d)])!+$/, ''));
  const between = rx`^(?:(?:how )?many )?(days|weeks) (?:are there )?(?:from|between|since) ${DATE} (?:to|and|until|till|through) ${DATE}( inclusive)?$|^(?:(?:the )?number )?of days (?:from|between) ${DATE} (?:to|and) ${DATE}$`.exec(t);
  if (between) {
    const a = dayNumber(between[1] ? between.slice(2, 11) : between.slice(21, 30));
    const b = dayNumber(between[1] ? between.slice(11, 20) : between.slice(30, 39));
    if (!a || !b) return { family: 'arithmetic', reason: 'one of the dates does not exist' };
    const inclusive = !!between[20];
    const days = Math.abs(b.days - a.days) + (inclusive ? 1 : 0);
    const unit = between[1] === 'weeks' ? 'weeks' : 'days';
    if (unit === 'weeks') {
      const w = `${Math.floor(days / 7)} weeks${days % 7 ? ` and ${days % 7} day${days % 7 === 1 ? '' : 's'}` : ''}`;
      return { family: 'arithmetic', headline: w, forms: [w, `${days} days`], working: [`${a.text} to ${b.text} is ${days} days`], verified: true };
    }
    return { family: 'arithmetic', headline: `${days} days`, forms: [`${days}`, `${days} days`], working: [`${a.text} to ${b.text}: ${days} days${inclusive ? ' counting both ends' : ' (the first day not counted)'}`], verified: true };
  }
  const offset = rx`^(?:(?:(?:what|which) )?(?:date|day) (?:is|was|will it be|will be|is it|was it) )?(\d+) (days?|weeks?) (after|from|before|past|later than|earlier than) ${DATE}$|^${DATE} (plus|\+|minus|-) (\d+) (days?|weeks?)$`.exec(t);
  if (offset) {
    const [n, unit, dir] = offset[1] ? [offset[1], offset[2], offset[3]] : [offset[23], offset[24], offset[22]];
    const d = dayNumber(offset[1] ? offset.slice(4, 13) : offset.slice(13, 22));
    if (!d) return { family: 'arithmetic', reason: 'that date does not exist' };
    const step = Number(n) * (unit.startsWith('week') ? 7 : 1) * (/before|earlier|minus|-/.test(dir) ? -1 : 1);
    const at = new Date((d.days + step) * 86400000);
    const text = `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()][0].toUpperCase()}${MONTHS[at.getUTCMonth()].slice(1)} ${at.getUTCFullYear()}`;
    const iso = at.toISOString().slice(0, 10);
    const name = WEEKDAYS[at.getUTCDay()];
    return { family: 'arithmetic', headline: `${text} (a ${name})`, forms: [text, iso, `${name}, ${text}`], working: [`${d.text} ${step < 0 ? '−' : '+'} ${Math.abs(step)} days = ${text}`], verified: true };
  }
  const weekday = rx`^(?:(?:what|which) )?(?:day(?: of the week)?|weekday) (?:was|is|will be|falls on|did|does)(?: it on)? ${DATE}(?: (?:fall on|fall|be))?$|^${DATE} (?:was|is|will be|falls on) (?:a |on a )?(?:what|which) day(?: of the week)?$`.exec(t);
  if (weekday) {
    const d = dayNumber(weekday.slice(1, 10).some((g) => g !== undefined) ? weekday.slice(1, 10) : weekday.slice(10, 19));
    if (!d) return { family: 'arithmetic', reason: 'that date does not exist' };
    // 1 January 1970 was a Thursday.
    const name = WEEKDAYS[(((d.days + 4) % 7) + 7) % 7];
    return { family: 'arithmetic', headline: `${d.text} is a ${name}`, forms: [name], working: [`${d.days} days from Thursday 1 January 1970 (proleptic Gregorian calendar)`], verified: true };
  }
  return null;
}
