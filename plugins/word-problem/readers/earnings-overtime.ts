/**
 * Wages with overtime: "Tina makes $18 an hour. If she works more than 8 hours per shift, overtime is paid at 1.5
 * times her wage. If she works 10 hours every day for 5 days, how much does she make?".
 * The story is read phrase by phrase into a regular pay (an hourly rate, or a salary for so many hours), the hours
 * after which overtime starts and in what period (a shift, a day, a week), the overtime pay (an hourly amount or a
 * multiple of the regular rate), and the hours worked in each period. Each period is paid on its own:
 * regular hours × rate + hours over the limit × overtime rate. Every number must be taken by a phrase, the periods
 * must agree, and a question about weeks ("how many weeks to buy the $4640 car") divides a price by the week's pay.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import type { Story } from '../story-text.js';
import { consume, moneyAt, numberAt, tell, type Rule } from './earnings-read.js';
import type { StoryReader } from './reader.js';

type Period = 'shift' | 'day' | 'week';

interface Work {
  hours: Fraction;
  /** How many such periods. */
  times: Fraction;
  period: Period;
  /** "52 hours per week", "8 hours a day, 5 days a week": the same each week, so the question says how many weeks. */
  weekly: boolean;
  sentence: number;
}

interface Pay {
  story: Story;
  sentence: number;
  rate?: Fraction;
  /** A salary for so many hours in a period ("$500 if she works 40 hours a week"). */
  base?: { pay: Fraction; hours: Fraction };
  limit?: { hours: Fraction; period: Period | null };
  /** Overtime pay for an hour: an amount, or so many times the regular rate. */
  over?: { amount?: Fraction; times?: Fraction; extra?: boolean };
  work: Work[];
  /** "wants to buy a $4640 car". */
  goal?: Fraction;
  lines: string[];
}

const SUBJ = '(?:[a-z]+ )?';
const N = '(#\\d+)';
const HOUR = '(?: an| per| a| each| every| for each| for every|\\/) ?hour';
const PERIOD = '(shift|day|week)';
const EVERY = '(?:per|a|each|every|in a|in one|in each|in any|in any one)';

const setOnce = <K extends 'rate' | 'base' | 'limit' | 'over' | 'goal'>(c: Pay, key: K, v: Pay[K]): boolean => {
  if (c[key] !== undefined || v === undefined || v === null) return false;
  c[key] = v;
  return true;
};
const positive = (v: Fraction | null): v is Fraction => v !== null && v.compare(0) > 0;
const period = (w: string | undefined): Period | null => (w === 'shift' || w === 'day' || w === 'week' ? w : null);

const RULES: Rule<Pay>[] = [
  // "is eligible for overtime", "is considered overtime": nothing more than what the limit says.
  [/\b(?:she|he|they|you|[a-z]+) (?:is|are|becomes?|will be) eligible for overtime\b|\b(?:is|are) (?:considered |counted as |classed as |paid as )?overtime(?: pay)?\b/, () => true],
  // Overtime as a multiple: "paid at 1.5 times the normal rate", "your hourly wage + 1/2 your hourly wage", "time and a half".
  [new RegExp(`\\b(?:(?:is |are |gets? |get )?paid |pays? |earns? |gets? |makes? )?(?:at |by )?(?:a rate of )?${N} times (?:the|your|his|her|their) (?:normal |regular |usual |base |standard )?(?:hourly )?(?:rate|wage|pay)(?: of pay)?(?: for (?:any |all )?overtime(?: hours)?)?\\b`), (m, c) => {
    const k = numberAt(c.story, m[1]);
    return positive(k) && k.compare(1) > 0 && setOnce(c, 'over', { times: k });
  }],
  [new RegExp(`\\b(?:(?:is )?paid )?(?:by |at )?(?:your|his|her|their|the) (?:normal |regular )?hourly (?:wage|rate|pay) ?\\+ ?${N} (?:of )?(?:your|his|her|their|the) (?:normal |regular )?hourly (?:wage|rate|pay)\\b`), (m, c) => {
    const f = numberAt(c.story, m[1]);
    return positive(f) && f.compare(1) < 0 && setOnce(c, 'over', { times: f.add(1) });
  }],
  [/\b(?:(?:is |are |gets? )?paid )?(?:at )?time[ -]and[ -](?:a[ -]half|#(\d+))(?: for (?:any |all )?overtime(?: hours)?)?\b/, (m, c) => (m[1] === undefined || numberAt(c.story, m[1])?.equals(new Fraction(1, 2)) === true) && setOnce(c, 'over', { times: new Fraction(3, 2) })],
  // "gets an extra $20 for every hour of overtime": only where a salary pays the regular hours (else "extra" is unclear).
  [new RegExp(`\\b(?:and )?(?:gets?|earns?|is paid|receives?) an? (?:extra|additional) ${N} (?:for|per) (?:every|each|an) hour of overtime\\b`), (m, c) => positive(moneyAt(c.story, m[1])) && setOnce(c, 'over', { amount: moneyAt(c.story, m[1])!, extra: true })],
  // Overtime as an amount: "$6 an hour for any overtime hours he works", "$15 each hour of overtime after that".
  [new RegExp(`${N}${HOUR} (?:for |of )(?:any |all |each |every )?overtime(?: hours?)?(?: (?:she|he|they) works?)?(?: after that)?`), (m, c) => positive(moneyAt(c.story, m[1])) && setOnce(c, 'over', { amount: moneyAt(c.story, m[1])! })],
  [new RegExp(`${N} (?:for )?(?:each|every|per|an|a) hour of overtime(?: (?:she|he|they) works?)?(?: after that)?`), (m, c) => positive(moneyAt(c.story, m[1])) && setOnce(c, 'over', { amount: moneyAt(c.story, m[1])! })],
  // A salary for so many hours: "earns $500 if she works for 40 hours a week".
  [new RegExp(`\\b(?:earns?|makes?|is paid|gets? paid|gets?) ${N} (?:if|when) (?:she|he|they) works? (?:for )?${N} hours (?:a|per|each|every|in a) ${PERIOD}\\b`), (m, c) => {
    const pay = moneyAt(c.story, m[1]);
    const hours = numberAt(c.story, m[2]);
    return positive(pay) && positive(hours) && setOnce(c, 'base', { pay, hours }) && setOnce(c, 'limit', { hours, period: period(m[3]) });
  }],
  // The regular rate: "makes $18.00 an hour", "gets paid $10 an hour for the first 40 hours she works each week".
  [new RegExp(`\\b(?:makes?|made|earns?|earned|is paid|was paid|gets? paid|got paid|is getting paid|receives?|gets?) ${N}${HOUR}(?: (?:at work|at (?:her|his|the) job))?(?: for (?:the |all |her |his )?(?:regular|normal) hours(?: (?:she|he|they) works?)?| for the first ${N} hours(?: (?:she|he|they) works?)? ${EVERY} ${PERIOD})?\\b`), (m, c) => {
    const rate = moneyAt(c.story, m[1]);
    if (!positive(rate) || !setOnce(c, 'rate', rate)) return false;
    if (m[2] === undefined) return true;
    const hours = numberAt(c.story, m[2]);
    return positive(hours) && setOnce(c, 'limit', { hours, period: period(m[3]) });
  }],
  [new RegExp(`\\b(?:her|his|their|the|your|[a-z]+ s) (?:normal |regular |usual |base )?hourly (?:wage|rate|pay) is ${N}\\b`), (m, c) => positive(moneyAt(c.story, m[1])) && setOnce(c, 'rate', moneyAt(c.story, m[1])!)],
  // Where overtime starts: "more than 8 hours per shift", "anything over 40 hours per week", "all hours over 40 in a week".
  [new RegExp(`\\b(?:works? )?more than ${N} hours? ${EVERY} ${PERIOD}\\b`), (m, c) => {
    const hours = numberAt(c.story, m[1]);
    return positive(hours) && setOnce(c, 'limit', { hours, period: period(m[2]) });
  }],
  [new RegExp(`\\b(?:anything|any hours?|all hours|every hour|each hour|any time|all time|hours) (?:worked )?(?:over|above|after|beyond|past|in excess of) ${N}(?: hours?)?(?: (?:worked )?${EVERY} ${PERIOD})?\\b`), (m, c) => {
    const hours = numberAt(c.story, m[1]);
    return positive(hours) && setOnce(c, 'limit', { hours, period: period(m[2]) });
  }],
  // Hours worked: "works 10 hours every day for 5 days".
  [new RegExp(`\\b(?:works?|worked|working) ${N} hours (?:every|each|a|per) day for ${N} days\\b`), (m, c) => work(c, m[1], m[2], 'day', false)],
  // "works 8 hours a day, 6 days a week", "works 6 days a week, 9 hours a day".
  [new RegExp(`\\b(?:works?|worked|working) ${N} hours (?:a|per|each|every) (day|shift) ,? (?:and |for )?${N} (?:days|shifts) (?:a|per|each|every) week\\b`), (m, c) => work(c, m[1], m[3], period(m[2])!, true)],
  [new RegExp(`\\b(?:works?|worked|working) ${N} (days|shifts) (?:a|per|each|every) week ,? (?:for )?${N} hours (?:a|per|each|every) (?:day|shift)\\b`), (m, c) => work(c, m[3], m[1], m[2] === 'days' ? 'day' : 'shift', true)],
  // "works 44 hours in the first week and 48 hours in the second week", "worked 50 hours last week", "works 52 hours per week".
  [new RegExp(`\\b(?:works?|worked|working) ${N} hours (?:in |during )?(?:the first|one|a|this|last|that|in one|in a|(#\\d+)) week\\b`), (m, c) => (m[2] === undefined || numberAt(c.story, m[2])?.equals(1) === true) && work(c, m[1], null, 'week', false)],
  [new RegExp(`\\b(?:and )?${N} hours (?:in|during) the (?:second|next|following|third) week\\b`), (m, c) => c.work.length > 0 && work(c, m[1], null, 'week', false)],
  [new RegExp(`\\b(?:works?|worked|working) ${N} hours (?:per|a|each|every) week\\b`), (m, c) => work(c, m[1], null, 'week', true)],
  // "wants to purchase a $4640 car", "is saving for a bike that costs $300".
  [new RegExp(`\\b(?:wants?|plans?|hopes?|needs?|would like) to (?:purchase|buy|get|afford) (?:a|an|the) ${N} [a-z]+(?: [a-z]+)?$|\\b(?:wants?|plans?|hopes?|needs?|would like) to (?:purchase|buy|get|afford) (?:a|an|the) [a-z]+(?: [a-z]+)? (?:that|which) costs? ${N}$`), (m, c) => {
    const v = moneyAt(c.story, m[1] ?? m[2]);
    return positive(v) && setOnce(c, 'goal', v);
  }],
];

function work(c: Pay, h: string, times: string | null, p: Period, weekly: boolean): boolean {
  const hours = numberAt(c.story, h);
  const n = times === null ? new Fraction(1) : numberAt(c.story, times);
  if (!positive(hours) || !positive(n) || n.d !== 1n) return false;
  c.work.push({ hours, times: n, period: p, weekly, sentence: c.sentence });
  return true;
}

/** Words left over that would say more than was read: another amount, a deduction, another kind of pay. */
const LEFT_OVER = /#\d|\b(?:more|less|than|times|extra|additional|bonus\w*|tips?|tax\w*|fees?|minus|deduct\w*|half|double|except|unpaid|lunch|break|commission\w*|per|each|every|hours?|overtime|weeks?|days?|shifts?|month\w*|spend\w*|spent|sav\w*|costs?|pays?|paid|earns?|made|makes?|wage\w*|rate|salary|sick|holiday|weekend\w*|saturday|sunday|friends?|brother|sister|wife|husband|also|another|other|both)\b/;

type Asked = { kind: 'pay'; weeks: Fraction | null; perWeek: boolean; days: Fraction | null } | { kind: 'weeks' };

const Q_PAY = new RegExp(
  `^how much (?:money )?(?:in dollars )?(?:does|did|will|would|can|could) ${SUBJ}(?:make|earn|get paid|be paid|receive|take home|get)(?: in total| in all| altogether| total)?` +
    `(?: (?:in|for|over) (?:those |the |these |the next )?${N} (weeks|days)| (?:in |for )?(?:this|that|last|a|one|per|each|every|the) (week)| by the end of the (week))?(?: in total| in all| altogether)?$`,
);
const Q_TOTAL = /^(?:calculate|find|determine|what is|what was|what will be|what s) (?:her|his|their|the) total (?:income|pay|earnings|wages?|salary|paycheck)(?: for (?:the|that|this) (week))?$/;
const Q_WEEKS = /^how many weeks (?:does|will|would|must|should|did) [a-z]+ (?:need to |have to )?work(?: for)? to (?:purchase|buy|afford|pay for|get) (?:the|a|an|his|her|their) [a-z]+(?: [a-z]+)?$/;

function readAsked(q: string, story: Story): Asked | null {
  const m = Q_PAY.exec(q);
  if (m) {
    if (m[1]) {
      const n = numberAt(story, m[1]);
      if (!positive(n) || n.d !== 1n) return null;
      return m[2] === 'weeks' ? { kind: 'pay', weeks: n, perWeek: false, days: null } : { kind: 'pay', weeks: null, perWeek: false, days: n };
    }
    return { kind: 'pay', weeks: null, perWeek: !!(m[3] || m[4]), days: null };
  }
  const t = Q_TOTAL.exec(q);
  if (t) return { kind: 'pay', weeks: null, perWeek: !!t[1], days: null };
  if (Q_WEEKS.test(q)) return { kind: 'weeks' };
  return null;
}

const money = (v: Fraction) => showAmount(v, 'dollar');

/** Pay for one period of `hours`, regular hours first, then overtime past the limit. */
function payFor(c: Pay, hours: Fraction): { value: Fraction; line: string } | null {
  const limit = c.limit!.hours;
  const over = hours.compare(limit) > 0 ? hours.sub(limit) : new Fraction(0);
  const regular = hours.sub(over);
  const overRate = c.over!.amount ?? (c.rate ? c.rate.mul(c.over!.times!) : null);
  if (!overRate) return null;
  if (c.base) {
    // A salary for the limit's hours: fewer hours are not said to be paid less, so only the full salary is read.
    if (!regular.equals(c.base.hours)) return null;
    const value = c.base.pay.add(over.mul(overRate));
    return { value, line: `${money(c.base.pay)} for ${showValue(regular)} hours + ${showValue(over)} overtime hours × ${money(overRate)} = ${money(value)}` };
  }
  const value = regular.mul(c.rate!).add(over.mul(overRate));
  return { value, line: `${showValue(regular)} hours × ${money(c.rate!)} + ${showValue(over)} overtime hours × ${money(overRate)} = ${money(value)}` };
}

/** What the last story left unread, and where it was passed on, for tracing. */
export let leftOver = '';
export let passedAt = 0;
const fail = (at: number): null => {
  passedAt = at;
  return null;
};

export function solveOvertime(text: string): { value: Fraction; lines: string[]; rounded?: Fraction } | null {
  leftOver = '';
  const told = tell(text);
  if (!told || told.people.length > 1) return fail(177);
  const { story } = told;
  if (story.numbers.some((n) => n.percent)) return fail(179);
  const c: Pay = { story, sentence: 0, work: [], lines: [] };
  for (const s of told.statements) {
    c.sentence = s.sentence;
    const rest = consume(s.text, RULES, c);
    if (LEFT_OVER.test(rest)) {
      leftOver = rest;
      return null;
    }
  }
  const asked = readAsked(told.question, story);
  if (!asked || !c.limit || !c.over || !c.work.length) return fail(190);
  // Either an hourly rate or a salary for the regular hours, never both; "extra" only on top of a salary.
  if (!!c.rate === !!c.base || (c.over.extra && !c.base) || (c.base && !c.over.amount)) return fail(192);
  const periods = new Set(c.work.map((w) => w.period));
  if (periods.size !== 1) return fail(194);
  const [workPeriod] = periods;
  const weekly = c.work.every((w) => w.weekly);
  if (!weekly && c.work.some((w) => w.weekly)) return fail(197);
  // The limit's period: said, or a week when every period worked is a week.
  const limitPeriod = c.limit.period ?? (workPeriod === 'week' ? 'week' : null);
  if (!limitPeriod) return fail(200);
  let total = new Fraction(0);
  if (limitPeriod === 'week' && workPeriod !== 'week') {
    // "8 hours a day, 6 days a week" against a weekly limit: the week's hours together.
    if (!weekly || c.work.length !== 1) return fail(204);
    const w = c.work[0];
    const hours = w.hours.mul(w.times);
    const p = payFor(c, hours);
    if (!p) return fail(208);
    c.lines.push(`sentence ${w.sentence + 1}: ${showValue(w.hours)} hours × ${showValue(w.times)} ${w.period}s = ${showValue(hours)} hours a week`, `a week: ${p.line}`);
    total = p.value;
  } else {
    // A shift is read as one a day; otherwise the limit and the work are in the same period.
    const same = limitPeriod === workPeriod || (limitPeriod !== 'week' && workPeriod !== 'week');
    if (!same) return fail(214);
    for (const w of c.work) {
      const p = payFor(c, w.hours);
      if (!p) return fail(217);
      const all = p.value.mul(w.times);
      c.lines.push(`sentence ${w.sentence + 1}: one ${w.period} of ${showValue(w.hours)} hours: ${p.line}${w.times.equals(1) ? '' : `; × ${showValue(w.times)} = ${money(all)}`}`);
      total = total.add(all);
    }
    // "8 hours a day, 5 days a week" under a daily limit: the days make one week.
    if (weekly && workPeriod !== 'week') c.lines.push(`that is one week's pay: ${money(total)}`);
  }
  if (asked.kind === 'weeks') {
    if (!weekly || !c.goal) return fail(226);
    const weeks = c.goal.div(total);
    const whole = weeks.ceil();
    c.lines.push(`${money(c.goal)} ÷ ${money(total)} a week = ${showValue(weeks)} weeks${whole.equals(weeks) ? '' : `, so ${showValue(whole)} whole weeks`}`);
    return { value: whole, lines: c.lines, rounded: whole.equals(weeks) ? undefined : weeks };
  }
  if (c.goal) return fail(232);
  if (asked.days) return fail(233);
  if (weekly) {
    // A pay that repeats each week: the question says a week, or how many.
    if (asked.weeks) {
      total = total.mul(asked.weeks);
      c.lines.push(`× ${showValue(asked.weeks)} weeks = ${money(total)}`);
    } else if (!asked.perWeek) return fail(239);
  } else if (asked.weeks) return fail(240);
  else if (asked.perWeek && !(workPeriod === 'week' && c.work.length === 1)) return fail(241);
  return { value: total, lines: c.lines };
}

export const overtime: StoryReader = (text) => {
  const solved = solveOvertime(text);
  if (!solved) return null;
  const isWeeks = solved.lines.at(-1)!.includes('weeks') && !solved.lines.at(-1)!.startsWith('×');
  const headline = isWeeks ? `${showValue(solved.value)} weeks` : money(solved.value);
  const answer: Answer = {
    content: [headline, '', isWeeks ? 'Weeks of pay, each paid with overtime past the limit:' : 'Pay for each period, with overtime past the limit:', ...solved.lines.map((l) => `- ${l}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(solved.value), headline])],
  };
  if (solved.rounded) answer.caveat = `${showValue(solved.rounded)} rounded up: a part of a week more is still needed`;
  return answer;
};
