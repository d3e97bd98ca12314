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

/** Cheap test first (every question runs through every reader): every DATE has a month name, a holiday, or digits with "/" or "-". */
const MENTIONS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\bleap year\b|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}|\b(?:christmas|new year|halloween|valentine|boxing day|fourth of july)|\bdays (?:are there |were there |will there be |are |were |will be )?in (?:the year )?\d{4}\b/;

const pad = (n: number) => String(n).padStart(2, '0');
/** Holidays on a fixed date, named with their year: "christmas day 2025", "new year's eve of 1999". */
const HOLIDAYS: [RegExp, number, number][] = [
  [/christmas eve/, 12, 24], [/christmas(?: day)?/, 12, 25], [/new year'?s eve/, 12, 31], [/new year'?s(?: day)?/, 1, 1],
  [/halloween/, 10, 31], [/valentine'?s(?: day)?/, 2, 14], [/boxing day/, 12, 26], [/(?:the )?fourth of july/, 7, 4],
];
const US_HINT = /\(?\b(?:us|american|mm\/dd(?:\/yyyy)?|month first)(?: date| format| style| order)?\b\)?/;
const UK_HINT = /\(?\b(?:uk|british|european|dd\/mm(?:\/yyyy)?|day first)(?: date| format| style| order)?\b\)?/;

/**
 * Dates written with digits and holidays rewritten as ISO dates. "1/15/2023" can only be month first and
 * "31/12/1999" only day first; every numeric date in one request is read the same way, fixed by a hint
 * ("(US date)", "dd/mm") or by one that can be read only one way. When "3/4/2024" could be either, the
 * request is declined: null.
 */
function isoDates(text: string): string | null {
  let t = text;
  for (const [re, m, d] of HOLIDAYS) t = t.replace(new RegExp(`\\b${re.source},? (?:of |in )?(\\d{4})\\b`, 'g'), (_x, y: string) => `${y}-${pad(m)}-${pad(d)}`);
  const numeric = [...t.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)];
  if (!numeric.length) return t;
  let monthFirst: boolean | null = US_HINT.test(t) ? true : UK_HINT.test(t) ? false : null;
  for (const [, a, b] of numeric) {
    const [x, y] = [Number(a), Number(b)];
    const only = x > 12 && y <= 12 ? false : y > 12 && x <= 12 ? true : null;
    if (only === null) continue;
    if (monthFirst !== null && monthFirst !== only) return null;
    monthFirst = only;
  }
  if (monthFirst === null && numeric.some(([, a, b]) => a !== b)) return null;
  t = t.replace(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (_x, a: string, b: string, y: string) => (monthFirst === false ? `${y}-${pad(Number(b))}-${pad(Number(a))}` : `${y}-${pad(Number(a))}-${pad(Number(b))}`));
  return t.replace(/\s*\((?:us|uk|american|british|european|mm\/dd(?:\/yyyy)?|dd\/mm(?:\/yyyy)?)(?: date| format| style)?\)|,? (?:in )?(?:us|uk|american|british) (?:date )?(?:format|style)\b/g, '');
}

export function solveDates(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const iso = isoDates(normalizeText(raw));
  if (iso === null) return { family: 'arithmetic', reason: 'a date like 3/4/2024 reads as 4 March or 3 April: write the month as a word, or say "US date" or "UK date"' };
  let t = sharedYear(stripFiller(iso.replace(/[?.]+$|(?<![\d)])!+$/, '')))
    // "add 3 weeks to 28 june 2025", "subtract 10 days from …": the same as "3 weeks after …".
    .replace(/^add (\d+) (days?|weeks?) to /, '$1 $2 after ')
    .replace(/^(?:subtract|take away) (\d+) (days?|weeks?) from /, '$1 $2 before ')
    .replace(/^count (?:the |all the )?(days|weeks|weekdays|working days|business days) /, 'how many $1 ')
    .replace(/\s*\((?:mon(?:day)?\s*-\s*fri(?:day)?|monday to friday)\)/, '');
  const leap = /^(?:(?:is|was|will) )?(\d{4}) (?:be )?a leap year$/.exec(t);
  if (leap) return leapYear(Number(leap[1]));
  const months = monthsBetween(t);
  if (months) return months;
  const age = ageOn(t);
  if (age) return age;
  const dayOfYear = dayOfYearOf(t);
  if (dayOfYear) return dayOfYear;
  const workdays = weekdaysBetween(t);
  if (workdays) return workdays;
  // "how many days in feb 2024", "how many days are there in 2100": the calendar's own count.
  // "how many days are there in september": every month but February has the same count each year.
  const monthOnly = rx`^(?:(?:how )?many )?days (?:are there |were there |are |were )?in ${MONTH}$`.exec(t);
  if (monthOnly) {
    const m = monthIndex(monthOnly[1]);
    if (m === 1) return { family: 'arithmetic', reason: 'February has 28 days, or 29 in a leap year: say which year' };
    const days = new Date(Date.UTC(2001, m + 1, 0)).getUTCDate();
    return solvedDate(`${days} days`, [`${days}`, `${days} days`], `${capital(m)} has ${days} days every year`);
  }
  const inMonth = rx`^(?:(?:how )?many )?days (?:are there |were there |will there be )?in ${MONTH},? (\d{4})$|^(?:(?:how )?many )?days (?:are there |were there |will there be |are |were |will be )?in (?:the year )?(\d{4})$`.exec(t);
  if (inMonth) {
    const y = Number(inMonth[2] ?? inMonth[3]);
    const m = inMonth[1] ? monthIndex(inMonth[1]) : -1;
    const start = new Date(0).setUTCFullYear(y, m < 0 ? 0 : m, 1);
    const end = new Date(0).setUTCFullYear(m < 0 ? y + 1 : y, m < 0 ? 0 : m + 1, 1);
    const days = Math.round((end - start) / 86400000);
    const what = m < 0 ? `${y}` : `${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)} ${y}`;
    return { family: 'arithmetic', headline: `${days} days`, forms: [`${days}`, `${days} days`], working: [`${what} has ${days} days (Gregorian calendar: a leap year every 4 years, except centuries not divisible by 400)`], verified: true };
  }
  const born = bornSpan(t);
  if (born) return born;
  const today = todayOffset(t);
  if (today) return today;
  // "how many days until 25 dec 2026 from 24 nov 2026": the same question with the dates the other way round.
  const until = rx`^((?:how )?many (?:days|weeks) (?:are there |is it |are left )?)(?:until|till|to|before) (.+?) (?:from|starting from|counting from) (.+)$`.exec(t);
  if (until) t = `${until[1]}from ${until[3]} to ${until[2]}`;
  const between = rx`^(?:(?:how )?many )?(days|(?:full |whole |complete )?weeks|weeks and days) (?:are there )?(?:from|between|since) ${DATE} (?:to|and|until|till|through) ${DATE}( inclusive)?$|^(?:(?:the )?number )?of days (?:from|between) ${DATE} (?:to|and) ${DATE}$`.exec(t);
  if (between) {
    const a = dayNumber(between[1] ? between.slice(2, 11) : between.slice(21, 30));
    const b = dayNumber(between[1] ? between.slice(11, 20) : between.slice(30, 39));
    if (!a || !b) return { family: 'arithmetic', reason: 'one of the dates does not exist' };
    const inclusive = !!between[20];
    const days = Math.abs(b.days - a.days) + (inclusive ? 1 : 0);
    const unit = between[1].includes('weeks') ? 'weeks' : 'days';
    if (unit === 'weeks') {
      const w = `${Math.floor(days / 7)} weeks${days % 7 ? ` and ${days % 7} day${days % 7 === 1 ? '' : 's'}` : ''}`;
      // "How many full weeks": the whole weeks alone, the days left over said after.
      if (/^(?:full|whole|complete) /.test(between[1])) return { family: 'arithmetic', headline: `${Math.floor(days / 7)} full weeks (${days} days: ${w})`, forms: [`${Math.floor(days / 7)}`, `${Math.floor(days / 7)} weeks`, `${Math.floor(days / 7)} full weeks`], working: [`${a.text} to ${b.text} is ${days} days`], verified: true };
      return { family: 'arithmetic', headline: w, forms: [w, `${days} days`], working: [`${a.text} to ${b.text} is ${days} days`], verified: true };
    }
    return { family: 'arithmetic', headline: `${days} days`, forms: [`${days}`, `${days} days`], working: [`${a.text} to ${b.text}: ${days} days${inclusive ? ' counting both ends' : ' (the first day not counted)'}`], verified: true };
  }
  const offset = rx`^(?:(?:(?:what|which) )?(?:the )?(?:date|day)(?: (?:is|was|will it be|will be|is it|was it|comes|falls))? )?(\d+) (days?|weeks?) (after|from|before|past|later than|earlier than) ${DATE}$|^${DATE} (plus|\+|minus|-) (\d+) (days?|weeks?)$`.exec(t);
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
  const weekday = rx`^(?:(?:what|which) )?(?:day(?: of (?:the )?week)?|weekday) (?:was|is|will be|falls on|did|does|will it be(?: on)?|was it(?: on)?|is it(?: on)?|for|of)(?: it on)? ${DATE}(?: (?:fall on|fall|be))?$|^${DATE} (?:was|is|will be|falls on) (?:a |on a )?(?:what|which) day(?: of the week)?$|^(?:(?:what|which) )?(?:day(?: of (?:the )?week)?|weekday) (?:will|did|does|would) ${DATE}(?: (?:be|fall on|fall|land on))?$`.exec(t);
  if (weekday) {
    const block = [1, 10, 19].find((at) => weekday.slice(at, at + 9).some((g) => g !== undefined)) ?? 1;
    const d = dayNumber(weekday.slice(block, block + 9));
    if (!d) return { family: 'arithmetic', reason: 'that date does not exist' };
    // 1 January 1970 was a Thursday.
    const name = WEEKDAYS[(((d.days + 4) % 7) + 7) % 7];
    return { family: 'arithmetic', headline: `${d.text} is a ${name}`, forms: [name], working: [`${d.days} days from Thursday 1 January 1970 (proleptic Gregorian calendar)`], verified: true };
  }
  return null;
}

/** A date of a DATE match starting at group `at`, as days since 1970 and as text. */
const dateAt = (m: RegExpExecArray, at: number) => dayNumber(m.slice(at, at + 9));

/** "born on 12 may 2019, how many days old is he on 1 june 2025": the days between the birth and the date. */
function bornSpan(t: string): Outcome {
  // The filler reader may have taken "I was" already: "born on …" alone is the same question.
  const m =
    rx`^(?:(?:[a-z]+ ){0,4}(?:was|were|am|is|are) )?born on ${DATE},? how many days old (?:is|was|will|are|am) (?:he|she|they|i|it|you|[a-z]+)(?: be)? on ${DATE}$`.exec(t) ??
    // "how many days old is someone born on 1 january 2000 on 1 january 2026": the same, the question first.
    rx`^(?:how )?many days old (?:is|was|will|would) (?:someone|somebody|a person|a child|a baby|he|she|they|you|i)(?: who (?:is|was))? (?:be )?born (?:on )?${DATE},? (?:be )?(?:on|by|as of) ${DATE}$`.exec(t);
  if (!m) return null;
  const [a, b] = [dateAt(m, 1), dateAt(m, 10)];
  if (!a || !b) return { family: 'arithmetic', reason: 'one of the dates does not exist' };
  if (b.days < a.days) return { family: 'arithmetic', reason: 'the second date is before the birth' };
  const days = b.days - a.days;
  return { family: 'arithmetic', headline: `${days} days`, forms: [`${days}`, `${days} days`], working: [`${a.text} to ${b.text}: ${days} days (the day of birth not counted)`], verified: true };
}

/** "if today is 15 august 2025 what date is it in 3 weeks": a date some days or weeks from a stated today. */
function todayOffset(t: string): Outcome {
  const m = rx`^(?:if |say |suppose )?today is ${DATE},? (?:what|which) (?:date|day) (?:is it|will it be|was it) (?:in (\d+) (days?|weeks?)(?: time)?|(\d+) (days?|weeks?) (from now|from today|ago|later|before|after))$`.exec(t);
  if (!m) return null;
  const d = dateAt(m, 1);
  if (!d) return { family: 'arithmetic', reason: 'that date does not exist' };
  const [n, unit, dir] = m[10] ? [m[10], m[11], 'in'] : [m[12], m[13], m[14]];
  const step = Number(n) * (unit.startsWith('week') ? 7 : 1) * (/ago|before/.test(dir) ? -1 : 1);
  const at = new Date((d.days + step) * 86400000);
  const text = `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()][0].toUpperCase()}${MONTHS[at.getUTCMonth()].slice(1)} ${at.getUTCFullYear()}`;
  const iso = at.toISOString().slice(0, 10);
  const name = WEEKDAYS[at.getUTCDay()];
  return { family: 'arithmetic', headline: `${text} (a ${name})`, forms: [text, iso, `${name}, ${text}`], working: [`${d.text} ${step < 0 ? '−' : '+'} ${Math.abs(step)} days = ${text}`], verified: true };
}

const capital = (month: number) => `${MONTHS[month][0].toUpperCase()}${MONTHS[month].slice(1)}`;
const solvedDate = (headline: string, forms: string[], working: string): Outcome => ({ family: 'arithmetic', headline, forms, working: [working], verified: true });

/**
 * "from 1st of june to 31st of august 2024", "from 1 to 31 july 2025": the year (and month) said once, after
 * the second date, belong to the first too. Only when the first date then comes before the second: "from
 * 1 dec to 5 jan 2025" may start in 2024, so it is left unread.
 */
function sharedYear(t: string): string {
  return t
    .replace(rx`\b(from|between) ${DAY} (?:of )?${MONTH} (to|and|until|till|through) ${DAY} (?:of )?${MONTH},? (\d{4})\b`, (whole, from: string, d1: string, m1: string, to: string, d2: string, m2: string, y: string) =>
      order(monthIndex(m1), Number(d1), monthIndex(m2), Number(d2)) ? `${from} ${d1} ${m1} ${y} ${to} ${d2} ${m2} ${y}` : whole)
    .replace(rx`\b(from|between) ${MONTH} ${DAY} (to|and|until|till|through) ${MONTH} ${DAY},? (\d{4})\b`, (whole, from: string, m1: string, d1: string, to: string, m2: string, d2: string, y: string) =>
      order(monthIndex(m1), Number(d1), monthIndex(m2), Number(d2)) ? `${from} ${d1} ${m1} ${y} ${to} ${d2} ${m2} ${y}` : whole)
    .replace(rx`\b(from|between) ${DAY} (to|and|until|till|through|-) ${DAY} (?:of )?${MONTH},? (\d{4})\b`, (whole, from: string, d1: string, to: string, d2: string, m: string, y: string) =>
      Number(d1) <= Number(d2) ? `${from} ${d1} ${m} ${y} ${to === '-' ? 'to' : to} ${d2} ${m} ${y}` : whole);
}
const order = (m1: number, d1: number, m2: number, d2: number) => m1 >= 0 && m2 >= 0 && (m1 < m2 || (m1 === m2 && d1 <= d2));

function leapYear(y: number): Outcome {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const why = y % 400 === 0 ? 'divisible by 400' : y % 100 === 0 ? 'a century year not divisible by 400' : y % 4 === 0 ? 'divisible by 4 and not a century year' : 'not divisible by 4';
  return solvedDate(leap ? `Yes, ${y} is a leap year` : `No, ${y} is not a leap year`, [leap ? 'yes' : 'no'], `${y} is ${why} (Gregorian calendar)`);
}

/** "how many months between january 2020 and september 2023": whole calendar months from one to the other. */
function monthsBetween(t: string): Outcome {
  const m = rx`^(?:(?:how )?many )?months (?:are there )?(?:from|between|since) ${MONTH},? (\d{4}) (?:to|and|until|till) ${MONTH},? (\d{4})$`.exec(t);
  if (!m) return null;
  const [a, b] = [Number(m[2]) * 12 + monthIndex(m[1]), Number(m[4]) * 12 + monthIndex(m[3])];
  const n = Math.abs(b - a);
  return solvedDate(`${n} months`, [`${n}`, `${n} months`], `${capital(monthIndex(m[1]))} ${m[2]} to ${capital(monthIndex(m[3]))} ${m[4]}: ${Math.floor(n / 12)} years and ${n % 12} months`);
}

/** "how old is someone born 3 feb 1985 on 1 jan 2026": whole years completed by the second date. */
function ageOn(t: string): Outcome {
  const m =
    rx`^(?:how )?old (?:is|was|will|would) (?:someone|somebody|a person|a child|he|she|they|you|i|[a-z]+)(?: who (?:is|was))? (?:be )?born (?:on )?${DATE},? (?:be )?(?:on|by|as of|at) ${DATE}$`.exec(t) ??
    // "if my birthday is 9 december 2000, how old am i on 24 november 2026": a birthday with its year is the birth date.
    rx`^(?:if )?(?:(?:i was|he was|she was|they were|you were|we were) born|born|(?:my|his|her|their|your) (?:birthday|date of birth|birth date|dob) is)(?: on)? ${DATE},? (?:then )?how old (?:am i|is he|is she|are they|are you|will i be|will he be|will she be|will they be|will you be|would i be|was i|was he|was she) (?:on|by|as of) ${DATE}$`.exec(t);
  if (!m) return null;
  const [a, b] = [dateAt(m, 1), dateAt(m, 10)];
  if (!a || !b) return { family: 'arithmetic', reason: 'one of the dates does not exist' };
  if (b.days < a.days) return { family: 'arithmetic', reason: 'the second date is before the birth' };
  const [from, to] = [new Date(a.days * 86400000), new Date(b.days * 86400000)];
  // Someone born on 29 February has a birthday only in leap years; when it counts in other years is a convention.
  if (from.getUTCMonth() === 1 && from.getUTCDate() === 29) return { family: 'arithmetic', reason: 'a 29 February birthday falls on 28 February or 1 March in other years, by convention' };
  const before = to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  const years = to.getUTCFullYear() - from.getUTCFullYear() - (before ? 1 : 0);
  return solvedDate(`${years} years old`, [`${years}`, `${years} years`, `${years} years old`], `${a.text} to ${b.text}: ${years} whole years (the birthday ${before ? 'not yet reached' : 'reached'} in ${to.getUTCFullYear()})`);
}

/** "what day of the year is 15 august 2024": its ordinal in its year, 1 January being day 1. */
function dayOfYearOf(t: string): Outcome {
  const m = rx`^(?:(?:what|which) )?(?:day (?:of the year|number)|day-of-year) (?:is|was|will be|of) ${DATE}$|^${DATE} is (?:what|which) day of the year$`.exec(t);
  if (!m) return null;
  const d = dateAt(m, m.slice(1, 10).some((g) => g !== undefined) ? 1 : 10);
  if (!d) return { family: 'arithmetic', reason: 'that date does not exist' };
  const date = new Date(d.days * 86400000);
  const start = Math.round(new Date(0).setUTCFullYear(date.getUTCFullYear(), 0, 1) / 86400000);
  const n = d.days - start + 1;
  return solvedDate(`day ${n} of ${date.getUTCFullYear()}`, [`${n}`, `day ${n}`], `${d.text} is ${n - 1} days after 1 January ${date.getUTCFullYear()}`);
}

/**
 * "how many weekdays from 1 july 2025 to 31 july 2025 inclusive": Monday to Friday, both ends counted. Whether
 * the ends count must be said ("inclusive", "through"), and public holidays are not known here.
 */
function weekdaysBetween(t: string): Outcome {
  const m = rx`^(?:(?:how )?many )?(?:weekdays|week days|working days|work days|business days) (?:are there )?(?:from|between) ${DATE} (to|and|until|till|through) ${DATE}( inclusive)?$`.exec(t);
  if (!m) return null;
  const [a, b] = [dateAt(m, 1), dateAt(m, 11)];
  if (!a || !b) return { family: 'arithmetic', reason: 'one of the dates does not exist' };
  if (!m[20] && m[10] !== 'through') return { family: 'arithmetic', reason: 'say whether both end dates count ("inclusive")' };
  if (b.days < a.days) return { family: 'arithmetic', reason: 'the second date is before the first' };
  let n = 0;
  // 1 January 1970 (day 0) was a Thursday: weekday index (days + 4) mod 7, Sunday 0.
  for (let d = a.days; d <= b.days; d++) if (((d + 4) % 7 + 7) % 7 % 6 !== 0) n++;
  return { family: 'arithmetic', headline: `${n} weekdays`, forms: [`${n}`, `${n} weekdays`], working: [`Monday to Friday from ${a.text} to ${b.text}, both counted: ${n}`], caveat: 'public holidays are not taken out', verified: true };
}
