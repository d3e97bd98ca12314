/**
 * Saving towards a price: "Woody wants to buy a console that costs $282. He already has $42 and receives an allowance
 * of $24 every week. How many weeks will it take him to save the money he needs?".
 * The story is read phrase by phrase into the price (one or more things to pay for), the money already there (saved,
 * a trade-in, a first payment), and what comes in per period (saved, earned, given; less what is spent each period;
 * a part of earnings; days or hours worked in a week). The answer is (price − had) ÷ money per period, rounded up to
 * whole periods, in the period the question asks; a period is turned into another only by what the story says
 * ("5 days a week"). Every number must be taken by a phrase; otherwise the story is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import type { Story } from '../story-text.js';
import { consume, moneyAt, numberAt, tell, type Rule } from './earnings-read.js';
import type { StoryReader } from './reader.js';

type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

interface Goal {
  story: Story;
  people: string[];
  sentence: number;
  costs: { value: Fraction; sentence: number }[];
  had: { value: Fraction; sentence: number; what: string }[];
  /** Money in per period: earned, saved or given; negative when spent. */
  flows: { value: Fraction; period: Period; sentence: number; what: string }[];
  /** "wants to save half of her monthly earnings". */
  part?: { value: Fraction; sentence: number };
  /** "5 days a week", "2 hours on Mondays, 3 hours on Fridays". */
  perWeek?: { value: Fraction; unit: 'day' | 'hour'; sentence: number };
}

const N = '#(\\d+)';
const PER = '(?:per|a|an|each|every)';
const PERIOD = '(hour|day|week|month|year)';
const THING = "(?:[a-z'-]+ ){0,5}?[a-z'-]+";
const WANT = '(?:wants?|wanted|plans?|hopes?|needs?|would like|decides?|decided|is trying|is saving(?: up)?|saves?|is hoping|dreams?)';

/** A clause's subject: the one person, a pronoun, or none said; "her brother has $30" is someone else's money. */
const WHO = '^(?:(?:but|and|so) )?(?:([a-z]+) )?(?:(?:also|already|currently|now|normally|usually|still|only) )*';
const who = (c: Goal, w: string | undefined) => w === undefined || /^(?:she|he|they|i|we)$/.test(w) || c.people.includes(w);

const positive = (v: Fraction | null): v is Fraction => v !== null && v.compare(0) > 0;
const periodOf = (w: string): Period => (w.startsWith('weekend') ? 'week' : (w as Period));

function cost(c: Goal, id: string | undefined): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v)) return false;
  c.costs.push({ value: v, sentence: c.sentence });
  return true;
}
function had(c: Goal, id: string | undefined, what: string): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v)) return false;
  c.had.push({ value: v, sentence: c.sentence, what });
  return true;
}
function flow(c: Goal, id: string | undefined, period: string, sign: 1 | -1, what: string): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v)) return false;
  c.flows.push({ value: sign > 0 ? v : v.neg(), period: periodOf(period), sentence: c.sentence, what });
  return true;
}

const RULES: Rule<Goal>[] = [
  // The price: "wants to buy a helmet for $340", "is saving to buy a dress, which costs $80", "wants to buy a $282 console".
  [new RegExp(`\\b${WANT} (?:to (?:buy|purchase|get|afford)|for|to save(?: up)? for|up for)(?: (?:herself|himself|themselves|her|him))? (?:a|an|the|some|his|her|their) (?:new )?${THING} ?,? (?:that |which )?(?:costs?|for|worth|priced at|at) ${N}$`), (m, c) => cost(c, m[1])],
  [new RegExp(`\\b${WANT} (?:to (?:buy|purchase|get|afford)|for|to save(?: up)? for|up for)(?: (?:herself|himself|themselves|her|him))? (?:a|an|the) ${N} ${THING}$`), (m, c) => cost(c, m[1])],
  // "to buy the vehicle of her dreams worth $16000", after another phrase was read.
  [new RegExp(`\\bto (?:buy|purchase|get|afford) (?:a|an|the|some|his|her|their) (?:new )?${THING} ?,? (?:that |which )?(?:costs?|for|worth|priced at|at) ${N}$`), (m, c) => cost(c, m[1])],
  // "wants to buy a new iPhone": the thing, priced in another sentence.
  [new RegExp(`\\b${WANT} to (?:buy|purchase|get) (?:a|an|the|some) (?:new )?${THING}$`), () => true],
  // "The new iPhone costs $800", "the bike is $120": the price said apart.
  [new RegExp(`^(?:the|a|an|his|her|their|this|that) (?:new )?${THING} (?:costs?|is|sells for|is priced at) ${N}$`), (m, c) => cost(c, m[1])],
  // "He needs $5,000 to cover the trip".
  [new RegExp(`\\bneeds? ${N} (?:to (?:cover|pay for|buy|afford)|for) ${THING}$`), (m, c) => cost(c, m[1])],
  // "buys a new car for $13,380. He pays $5,400 and pays the rest by giving $420 a month."
  [new RegExp(`^(?:[a-z.]+ )?(?:[a-z]+ )?(?:buys|bought) (?:a|an) (?:new )?${THING} for ${N}$`), (m, c) => cost(c, m[1])],
  [new RegExp(`\\bpays? ${N}(?: up front| down)? and pays the rest (?:by giving|by paying|in payments of|at) ${N} ${PER} ${PERIOD}$`), (m, c) => had(c, m[1], 'paid first') && flow(c, m[2], m[3], 1, 'paid')],
  // What is there already: "already has $42", "has $2,900 in savings", "was able to save $1.50 already", "can trade in her phone for $240".
  [new RegExp(`${WHO}(?:has|had) (?:already )?(?:saved )?${N}(?: (?:in (?:her |his )?savings|saved(?: up)?|already|so far|right now|now))*$`), (m, c) => who(c, m[1]) && had(c, m[2], 'had')],
  [new RegExp(`${WHO}(?:(?:was|is) able to save ${N} already|has (?:already )?saved(?: up)? ${N}(?: already| so far)?)$`), (m, c) => who(c, m[1]) && had(c, m[2] ?? m[3], 'saved already')],
  [new RegExp(`${WHO}can trade in (?:her|his|their) (?:old )?${THING} for ${N}$`), (m, c) => who(c, m[1]) && had(c, m[2], 'trade-in')],
  // Money in per period: "saves $0.50 per week", "receives an allowance of $24 every week", "can make $80 per week babysitting".
  [new RegExp(`${WHO}(?:saves?|can save(?: up)?|is able to save|puts? (?:away|aside)|sets? aside|deposits?) ${N} ${PER} ${PERIOD}\\b`), (m, c) => who(c, m[1]) && flow(c, m[2], m[3], 1, 'saved')],
  [new RegExp(`${WHO}(?:receives?|gets?|is given|earns?|makes?|can make|can earn) (?:an allowance of )?${N}(?: allowance)? ${PER} ${PERIOD}\\b`), (m, c) => who(c, m[1]) && flow(c, m[2], m[3], 1, 'earned')],
  [new RegExp(`${WHO}(?:receives?|gets?|is given) (?:a|an) ${N} allowance ${PER} ${PERIOD}\\b`), (m, c) => who(c, m[1]) && flow(c, m[2], m[3], 1, 'allowance')],
  [new RegExp(`${WHO}(?:receives?|gets?|earns?|makes?|is paid) ${N} (?:for (?:every|each)|per|an|a) hour\\b`), (m, c) => who(c, m[1]) && flow(c, m[2], 'hour', 1, 'earned')],
  [new RegExp(`\\b(?:her|his|their) parents give (?:her|him|them) (?:an allowance of )?${N} ${PER} (week|month|day)\\b`), (m, c) => flow(c, m[1], m[2], 1, 'given')],
  // "but she also spends $10 each weekend at the arcades".
  [new RegExp(`${WHO}spends? ${N} ${PER} (day|week|weekend|month)\\b`), (m, c) => who(c, m[1]) && flow(c, m[2], m[3], -1, 'spent')],
  // A part of what is earned: "wants to save half of her monthly earnings".
  [new RegExp(`\\b(?:wants? to |plans? to |decides? to )?saves? (half|#\\d+) of (?:her|his|their) (?:monthly |weekly |daily |yearly )?(?:earnings|income|pay|salary|allowance)\\b`), (m, c) => {
    const f = m[1] === 'half' ? new Fraction(1, 2) : numberAt(c.story, m[1]);
    if (!positive(f) || f.compare(1) >= 0 || c.part) return false;
    c.part = { value: f, sentence: c.sentence };
    return true;
  }],
  // Days or hours a week: "5 days a week", "2 hours on mondays, an hour on wednesdays, and 3 hours on fridays".
  [new RegExp(`${N} days ${PER} week\\b`), (m, c) => week(c, numberAt(c.story, m[1]), 'day')],
  [/(?:\bfor )?((?:(?:#\d+ hours|an hour|#\d+ hour) on [a-z]+days(?: ,| and|, and)* ?){2,})/, (m, c) => {
    let sum = new Fraction(0);
    for (const part of m[1].matchAll(/(?:#(\d+) hours?|an hour) on ([a-z]+)days/g)) {
      if (!/^(?:mon|tues|wednes|thurs|fri|satur|sun)$/.test(part[2])) return false;
      const h = part[1] === undefined ? new Fraction(1) : numberAt(c.story, part[1]);
      if (!positive(h)) return false;
      sum = sum.add(h);
    }
    const days = [...m[1].matchAll(/on ([a-z]+)days/g)].map((d) => d[1]);
    return new Set(days).size === days.length && week(c, sum, 'hour');
  }],
];

function week(c: Goal, v: Fraction | null, unit: 'day' | 'hour'): boolean {
  if (!positive(v) || c.perWeek || (unit === 'day' && v.compare(7) > 0)) return false;
  c.perWeek = { value: v, unit, sentence: c.sentence };
  return true;
}

/** Words left that would say more than was read: another amount, a spending, a change of price, someone else's money. */
const LEFT_OVER =
  /#\d|\b(?:more|less|than|times|extra|additional|bonus\w*|tips?|tax\w*|fees?|interest|discount\w*|sale|off|half|double|twice|except|spend\w*|spent|costs?|pays?|paid|earns?|made|makes?|saves?|saved|savings|allowance|per|each|every|hours?|days?|weeks?|weekends?|months?|years?|also|another|other|both|lost|loses|lose|gave|give|gives|borrow\w*|lend|lent|owes?|owed|owing|debt|loan|sold|sells?|buys?|bought)\b/;

const Q = /^(?:in )?how many (?:more )?(hours|days|weeks|months|years)(?: of saving| of work)? (?:will|would|does|do|did|must|should|is|has|can)\b(.*)$/;
/** The question asks when the price is reached, not something else about the weeks. */
const Q_GOAL = /\b(?:to (?:buy|purchase|afford|pay for|save|reach|get|gather)|will it take|need|needs|have to|has to|must|should|wait|until|be able to|be (?:fully )?paid|enough)\b/;

/** What the last story left unread, for tracing. */
export let goalTrace = '';

export function solveGoal(text: string): { value: Fraction; exact: Fraction; unit: string; lines: string[] } | null {
  goalTrace = '';
  const told = tell(text);
  if (!told || told.people.length > 1) return null;
  const { story } = told;
  if (story.numbers.some((n) => n.percent)) return null;
  goalTrace = 'question';
  const q = Q.exec(told.question);
  if (!q || !Q_GOAL.test(q[2]) || /\b(?:than|after|both|each|together|same)\b/.test(q[2])) return null;
  const c: Goal = { story, people: told.people, sentence: 0, costs: [], had: [], flows: [] };
  for (const s of told.statements) {
    c.sentence = s.sentence;
    for (const clause of s.text.split(/ ?(?:,? and then|, then|;|, so| and (?=(?:she|he|they|already|currently|can|receives?|gets?|earns?|saves?|spends?)\b)|, but (?=(?:she|he|they)\b)|, (?=(?:she|he|they|already|currently)\b)) ?/)) {
      const rest = consume(clause.replace(/[ ,]+$/, ''), RULES, c);
      if (LEFT_OVER.test(rest)) {
        goalTrace = rest;
        return null;
      }
    }
  }
  goalTrace = 'read';
  if (c.costs.length !== 1 || !c.flows.length) return null;
  const unit = q[1].replace(/s$/, '') as Period;
  const lines: string[] = [];
  const money = (v: Fraction) => showAmount(v, 'dollar');
  // Money in per period: every flow in one period, then a part of it kept, then turned into the asked period.
  const periods = new Set(c.flows.map((f) => f.period));
  if (periods.size !== 1) return null;
  const [period] = periods;
  let rate = new Fraction(0);
  for (const f of c.flows) {
    rate = rate.add(f.value);
    lines.push(`sentence ${f.sentence + 1}: ${f.value.compare(0) < 0 ? '−' : '+'}${money(f.value.abs())} a ${f.period} (${f.what})`);
  }
  if (c.part) {
    if (c.flows.some((f) => f.what !== 'earned')) return null;
    rate = rate.mul(c.part.value);
    lines.push(`sentence ${c.part.sentence + 1}: ${showValue(c.part.value)} of it saved = ${money(rate)} a ${period}`);
  }
  if (period !== unit) {
    // Only "5 days a week" or "hours on Mondays ..." turn a day's or an hour's money into a week's.
    if (unit !== 'week' || !c.perWeek || c.perWeek.unit !== period) return null;
    rate = rate.mul(c.perWeek.value);
    lines.push(`sentence ${c.perWeek.sentence + 1}: ${showValue(c.perWeek.value)} ${period}s a week, so ${money(rate)} a week`);
  } else if (c.perWeek) return null;
  if (rate.compare(0) <= 0) return null;
  const price = c.costs[0].value;
  let need = price;
  lines.unshift(`sentence ${c.costs[0].sentence + 1}: ${money(price)} to pay`);
  for (const h of c.had) {
    need = need.sub(h.value);
    lines.push(`sentence ${h.sentence + 1}: ${money(h.value)} ${h.what}`);
  }
  if (need.compare(0) <= 0) return null;
  const exact = need.div(rate);
  const value = exact.ceil();
  lines.push(`${money(need)} still needed ÷ ${money(rate)} a ${unit} = ${showValue(exact)}${value.equals(exact) ? '' : `, so ${showValue(value)} whole ${unit}s`}`);
  return { value, exact, unit, lines };
}

export const goal: StoryReader = (text) => {
  const solved = solveGoal(text);
  if (!solved) return null;
  const headline = `${showValue(solved.value)} ${solved.unit}${solved.value.equals(1) ? '' : 's'}`;
  const answer: Answer = {
    content: [headline, '', 'The money still needed, divided by what comes in each period:', ...solved.lines.map((l) => `- ${l}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(solved.value), headline])],
  };
  if (!solved.value.equals(solved.exact)) answer.caveat = `${showValue(solved.exact)} rounded up: a part of a ${solved.unit} more is still needed`;
  return answer;
};
