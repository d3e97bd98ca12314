/**
 * Day-of-the-week puzzles: "If today is Tuesday, what day will it be in 100 days?", "The day before
 * yesterday was Thursday; what day is tomorrow?", "What day of the week was July 4, 1776?", "If the 1st of
 * the month is a Monday, what day is the 20th?". Today is fixed by a weekday or a date; the question's
 * offset is counted in days (weeks are 7). A date's weekday comes from the proleptic Gregorian calendar.
 */
import { decline } from '../../src/solving/solver.js';
import { addDays, fmt, readDate, readToday, utc, valid, WEEKDAYS, type Ymd } from './dates.js';
import { readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

const DAYNAME = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
const COUNT = '(\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
const title = (w: number) => WEEKDAYS[w][0].toUpperCase() + WEEKDAYS[w].slice(1);
const dayIndex = (s: string) => WEEKDAYS.indexOf(s.toLowerCase());
const weekdayOf = (v: Ymd) => new Date(utc(v)).getUTCDay();
const nth = (d: number) => `${d}${[11, 12, 13].includes(d % 100) ? 'th' : ['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'}`;
const mod7 = (k: number) => ((k % 7) + 7) % 7;

/** A time phrase relative to today: "tomorrow", "in 40 days", "3 weeks ago", "100 days later", "10 days from now". */
const TIME = `(today|tomorrow|yesterday|the day after tomorrow|the day before yesterday|(?:in|after) ${COUNT} (?:days?|weeks?)(?: and ${COUNT} days?)?(?: from (?:now|today))?|${COUNT} (?:days?|weeks?)(?: and ${COUNT} days?)? (?:ago|before today|before|earlier|from (?:now|today)|later|after today|afterwards|after|hence))`;
const count = (s: string) => (/^an?$/i.test(s) ? 1 : numberWord(s));

/** Days from today that a whole time phrase names; null when it is not one. */
function offsetOf(phrase: string): number | null {
  const t = phrase.toLowerCase().trim();
  const simple: Record<string, number> = { today: 0, tomorrow: 1, yesterday: -1, 'the day after tomorrow': 2, 'the day before yesterday': -2 };
  if (t in simple) return simple[t];
  const m = t.match(new RegExp(`^(?:(?:in|after) )?${COUNT} (days?|weeks?)(?: and ${COUNT} days?)?(?: (.+))?$`));
  if (!m) return null;
  const k = count(m[1]) * (m[2].startsWith('week') ? 7 : 1) + (m[3] ? count(m[3]) : 0);
  if (!Number.isInteger(k)) return null;
  return /^(?:ago|before|earlier)/.test(m[4] ?? '') ? -k : k;
}

const IF = '(?:(?:if|suppose|assume|given that|say) )?';
const BE = "(?:is|was|will be|would be|'s|it is|it was|it will be)";
/** "Yesterday was Sunday", "It was Monday three days ago", "In 2 days it will be Friday": [weekday, offset]. */
function statementOf(s: string): [number, number] | null {
  const t = s.replace(/[.!,;]+$/, '').replace(/\s+/g, ' ').trim();
  let m = t.match(new RegExp(`^${IF}${TIME},? ${BE} (?:a |an |on a )?${DAYNAME}$`, 'i'));
  if (m) return [dayIndex(m.at(-1)!), offsetOf(m[1])!];
  m = t.match(new RegExp(`^${IF}(?:it|today)(?:'s| is| was| will be) (?:a |an )?${DAYNAME}(?:,? ${TIME})?$`, 'i'));
  if (m) return [dayIndex(m[1]), m[2] ? offsetOf(m[2])! : 0];
  return null;
}

/** The offset a question asks about: "what day will it be 40 days later?", "40 days from now, which day is it?". */
function askedOffset(q: string): number | null {
  const t = q.replace(/[?.!]+$/, '').replace(/\s+/g, ' ').replace(/^(?:so|then|and|now|tell me),? /i, '').trim();
  const WHAT = '(?:(?:what|which) (?:day(?: of the week)?|weekday)|on what day(?: of the week)?)';
  const VERB = '(?:is it|was it|will it be|would it be|is|was|will be|would be|it will be|it was|is it going to be)';
  let m = t.match(new RegExp(`^${WHAT} ${VERB}(?: on)?(?: ${TIME})?$`, 'i'));
  if (m) return m[1] ? offsetOf(m[1]) : 0;
  m = t.match(new RegExp(`^${TIME},? ${WHAT} ${VERB}$`, 'i'));
  if (m) return offsetOf(m[1]);
  return null;
}

/** Today's weekday (and date, when one is given) from the statements; a reason when it cannot be told. */
function readTodayOf(statements: string[]): { weekday: number; date: Ymd | null; how: string } | string {
  const dated = readToday(statements);
  if (dated) return { weekday: weekdayOf(dated.today), date: dated.today, how: dated.how };
  const found: { weekday: number; how: string }[] = [];
  for (const s of statements) {
    for (const clause of s.split(/,? (?:and|but|so) |; /i)) {
      if (!new RegExp(`\\b${DAYNAME}\\b`, 'i').test(clause)) continue;
      const st = statementOf(clause);
      if (!st) return `cannot read "${clause.trim()}"`;
      found.push({ weekday: mod7(st[0] - st[1]), how: clause });
    }
  }
  if (!found.length) return 'cannot tell what day today is';
  if (found.some((f) => f.weekday !== found[0].weekday)) return `the statements disagree about today (${found.map((f) => title(f.weekday)).join(' and ')})`;
  return { ...found[0], date: null };
}

/** "If the 1st of the month is a Monday, what day is the 20th?": both days of one month. */
function sameMonth(text: string): { said: string; value: string } | null {
  const ord = '(\\d{1,2})(?:st|nd|rd|th)';
  const given = text.match(new RegExp(`\\bthe ${ord}(?: (?:day )?of (?:the|a|this|that) month| of \\w+)? (?:is|was|falls on|will be) (?:a |an )?${DAYNAME}\\b`, 'i'));
  const asked = text.match(new RegExp(`\\bwhat (?:day(?: of the week)?|weekday) (?:is|was|will be|falls on) the ${ord}\\b`, 'i')) ?? text.match(new RegExp(`\\bthe ${ord}\\b[^.?]*\\b(?:falls? on|is) (?:what|which) day\\b`, 'i'));
  if (!given || !asked) return null;
  const [d1, d2] = [+given[1], +asked[1]];
  if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31) return null;
  const w = mod7(dayIndex(given[2]) + d2 - d1);
  return { said: `The ${nth(d2)} is ${Math.abs(d2 - d1)} days ${d2 >= d1 ? 'after' : 'before'} the ${nth(d1)}, ${mod7(d2 - d1)} days on in the week, so it is a ${title(w)}.`, value: title(w) };
}

/** One question's weekday, with its working; a reason when it cannot be answered. */
function answerOne(ask: string, statements: string[]): { value: string; working: string } | string {
  // "What day of the week is 45 days after a Thursday?": the start is in the question.
  const from = ask.replace(/[?.!]+$/, '').match(new RegExp(`^(?:what|which) (?:day(?: of the week)?|weekday) (?:is|was|will it be|will be|would it be|would be) ${COUNT} (days?|weeks?)(?: and ${COUNT} days?)? (after|before|from) (?:a |an )?${DAYNAME}$`, 'i'));
  if (from) {
    const k = (count(from[1]) * (from[2].toLowerCase().startsWith('week') ? 7 : 1) + (from[3] ? count(from[3]) : 0)) * (from[4].toLowerCase() === 'before' ? -1 : 1);
    if (!Number.isInteger(k)) return `cannot read the count in "${ask}"`;
    const value = title(mod7(dayIndex(from[5]) + k));
    return { value, working: `${Math.abs(k)} days ${k < 0 ? 'before' : 'after'} a ${title(dayIndex(from[5]))} is ${mod7(k)} days on in the week: a ${value}.` };
  }
  // "What day of the week was July 4, 1776?": a date in the question itself.
  const inAsk = readDate(ask);
  if (inAsk && !valid(inAsk)) return `${fmt(inAsk)} is not a date of the calendar`;
  if (inAsk) {
    if (!/^(?:what|which|on what) (?:day|weekday)(?: of the week)? (?:is|was|will be|did|does|fell|falls)(?: it)?/i.test(ask) || /\b(?:days?|weeks?) (?:after|before|from|later|earlier)\b/i.test(ask)) return `cannot tell how "${ask}" counts from the date`;
    const value = title(weekdayOf(inAsk));
    return { value, working: `${fmt(inAsk)} is a ${value} (Gregorian calendar).` };
  }
  const today = readTodayOf(statements);
  if (typeof today === 'string') return today;
  const k = askedOffset(ask);
  if (k === null) return `cannot read which day "${ask}" asks for`;
  const value = title(mod7(today.weekday + k));
  const date = today.date ? ` (${fmt(addDays(today.date, k))})` : '';
  return { value, working: `Today is a ${title(today.weekday)} (from "${today.how.trim()}"); ${k === 0 ? 'that day' : `${Math.abs(k)} days ${k > 0 ? 'later' : 'earlier'}, ${mod7(k)} past whole weeks,`} is a ${value}${date}.` };
}

const QUESTION = /\b(?:what|which) (?:day(?! is the date)|weekday)\b|\bon what day\b|\bwhat day of the week\b/i;

export const weekdays: Family = {
  name: 'weekdays',
  detect: (t) => QUESTION.test(t) && (new RegExp(`\\b${DAYNAME}\\b`, 'i').test(t) || /\bday of the week\b/i.test(t)),
  solve(text: string): Outcome {
    // Common misspellings of the day words, so "tommorow" still fixes today.
    const { stem, options } = readOptions(text.replace(/\btom+or+ow\b/gi, 'tomorrow').replace(/\byest[ae]r?day\b/gi, 'yesterday'));
    const fits = (value: string) => (o: { text: string }) => new RegExp(`^${value}\\b`, 'i').test(o.text.trim());
    const month = sameMonth(stem);
    if (month) return withOption(options, month.value, fits(month.value), month.said, 'weekdays');
    const sentences = stem.split(/(?<=[.?!;])\s+|\n+|,\s+(?=what|which|on what)|,?\s+and\s+(?=what\b|which\b)/i).map((s) => s.trim()).filter(Boolean);
    // "If today is Tuesday, what day …?" or "What day is it in 3 days if today is Friday?": the condition is a statement.
    const asks = sentences.filter((s) => QUESTION.test(s)).map((q) => {
      const lead = q.match(/^(?:if|suppose|assume|given that)\s+(.+?),\s*(?=what|which|on what)/i) ?? q.match(/^(?=what|which|on what)(.+?),?\s+(?:if|given that|when)\s+(.+?)\??$/i);
      return { q, ...(!lead ? { ask: q, condition: null } : lead.length === 2 ? { ask: q.slice(lead[0].length), condition: lead[1] } : { ask: lead[1], condition: lead[2] }) };
    });
    if (!asks.length) return decline('weekdays: no "what day …?" question found');
    if (asks.length > 1 && options) return decline('weekdays: several questions share one set of options');
    const statements = [...sentences.filter((s) => !asks.some((a) => a.q === s)), ...asks.flatMap((a) => (a.condition ? [a.condition] : []))];
    const answers: { value: string; working: string }[] = [];
    for (const { ask } of asks) {
      const one = answerOne(ask, statements);
      if (typeof one === 'string') return decline(`weekdays: ${one}`);
      answers.push(one);
    }
    if (answers.length === 1) return withOption(options, answers[0].value, fits(answers[0].value), answers[0].working, 'weekdays');
    return { content: `${answers.map((a) => a.value).join('; ')}.\n${answers.map((a) => a.working).join('\n')}`, canonical: answers.map((a) => a.value).join(';') };
  },
};
