/**
 * Pay for time worked, counted through hours a day, days a week and the weeks asked about: "Isabella earns $5 an hour
 * babysitting. She babysits 5 hours every day, 6 afternoons a week. After babysitting for 7 weeks, how much money will
 * Isabella have earned?", "Tim hires two bodyguards. They each charge $20 an hour. He hires them for 8 hours per day.
 * How much does he pay them in a week if he hires them 7 days a week?".
 * The story is read phrase by phrase into one rate of pay (per hour, day, week or month), ratios of time worked (hours a
 * day, days a week, "for 4 hours at a time" on days named, "a 48-hour workweek"), a total of time worked ("for 7
 * days"), and how many are paid alike ("hires two bodyguards", only with "each" said of the pay). The pay is carried
 * through each ratio once, one way only, to the period asked; a year is 12 months or 52 weeks. Every number must be
 * taken, time counted only where work is done, and a question about anything but the pay is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import type { Story } from '../story-text.js';
import { consume, moneyAt, numberAt, tell, type Rule } from './earnings-read.js';
import type { StoryReader } from './reader.js';

type Unit = 'hour' | 'time' | 'day' | 'week' | 'month' | 'year';

interface Said {
  value: Fraction;
  sentence: number;
}

interface Wages {
  story: Story;
  sentence: number;
  /** The statement being read, for the work it names. */
  text: string;
  people: string[];
  /** Verbs that say work is done: "works", and the work the pay is for ("babysitting" → "babysits"). */
  work: RegExp;
  rate?: Said & { per: Unit; each: boolean };
  /** So many of one unit in each of another: 8 hours a day, 5 days a week. */
  ratios: (Said & { num: Unit; den: Unit })[];
  /** Time worked in all: "for 7 days". */
  totals: (Said & { unit: Unit })[];
  /** Hours said "every day": with no days a week said, all seven. */
  everyDay?: boolean;
  /** How many are paid alike: "hires two bodyguards". */
  workers?: Said & { noun: string };
}

const N = '#(\\d+)';
const PER = '(?:a|an|per|each|every|for each|for every)';
const UNIT = '(hour|day|week|month|year)';
const WORK = 'work(?:s|ed|ing)?|labou?r(?:s|ed)?|babysits?|babysat|tutors?|tutored|hires?|hired|employs?|employed';
/** The pay is each one's: "they each charge", "one of them is paid", "each phone rep will be paid". */
const EACH_PAY = /\b(?:they each|each of them|one of them|(?:each|every) (?!(?:hour|day|week|month|year|time|morning|afternoon|evening|night|weekday|weekend|workday)s?\b)[a-z]+)\b/;

const positive = (v: Fraction | null): v is Fraction => v !== null && v.compare(0) > 0;
const unitOf = (w: string): Unit => {
  const u = w.replace(/s$/, '');
  if (/^(?:afternoon|morning|evening|night|workday|weekday)$/.test(u)) return 'day';
  if (u === 'workweek') return 'week';
  return u as Unit;
};

function rate(c: Wages, id: string | undefined, per: string): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v) || c.rate) return false;
  c.rate = { value: v, per: unitOf(per), each: EACH_PAY.test(c.text), sentence: c.sentence };
  return true;
}

/** Time said of work: its clause names the work, or names no one and follows work said in the sentence ("works 8
 * hours a day, 5 days a week"); "she sleeps 8 hours a day and works 5 days a week" says the 8 hours of something else. */
function worked(c: Wages, id: string | undefined): boolean {
  if (id === undefined || !c.work.test(c.text)) return false;
  const clause = c.text.split(/ , | and | but | while | plus /).find((t) => new RegExp(`#${id}\\b`).test(t));
  if (clause === undefined || c.work.test(clause)) return true;
  return !new RegExp(`\\b(?:she|he|they|i|we|you|it|${c.people.join('|') || 'she'})\\b`).test(clause);
}

/** A ratio of time, taken only in a statement where work is done. */
function ratio(c: Wages, id: string | undefined, num: string, den: string): boolean {
  const v = numberAt(c.story, id === undefined ? undefined : `#${id}`);
  const [n, d] = [unitOf(num), unitOf(den)];
  if (!positive(v) || n === d || !worked(c, id)) return false;
  if (n === 'day' && d === 'week' && v.compare(7) > 0) return false;
  if (n === 'hour' && d === 'day' && v.compare(24) > 0) return false;
  c.ratios.push({ value: v, num: n, den: d, sentence: c.sentence });
  return true;
}

function total(c: Wages, id: string | undefined, unit: string): boolean {
  const v = numberAt(c.story, `#${id}`);
  if (!positive(v) || !worked(c, id)) return false;
  c.totals.push({ value: v, unit: unitOf(unit), sentence: c.sentence });
  return true;
}

const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?';
const RULES: Rule<Wages>[] = [
  // The pay: "earns $5 an hour babysitting", "they each charge $20 an hour", "one of them is paid $15 per hour of work".
  [new RegExp(`\\b(?:earns?|earned|makes?|made|(?:is|was|are|were|will be|would be|gets?|got|is getting) paid|charges?|charged|receives?|received|gets?|got)(?: an? (?:hourly|daily) (?:wage|rate|salary) of)? ${N} ${PER} ${UNIT}(?: of work| worked)?`), (m, c) => rate(c, m[1], m[2])],
  [new RegExp(`\\b(?:pays?|paid|will pay) (?:her|him|them|each of them|each) ${N} ${PER} ${UNIT}(?: of work| worked)?`), (m, c) => rate(c, m[1], m[2])],
  [new RegExp(`\\b(?:hires? (?:a|an|the) [a-z]+ for ${N} ${PER} ${UNIT})`), (m, c) => rate(c, m[1], m[2])],
  [new RegExp(`(?:\\b(?:that |who |which )?(?:pays?|paid|will pay|offers?) (?:her|him|them|you) )?\\b(?:at (?:the|a) rate of ${N} ${PER} (hour|day)|an? (hourly|daily) (?:rate|wage) of ${N})`), (m, c) => rate(c, m[1] ?? m[4], m[2] ?? (m[3] === 'daily' ? 'day' : 'hour'))],
  [new RegExp(`\\b(?:her|his|their|the) (hourly|daily|weekly|monthly) (?:rate|wage|pay|salary|income) (?:is|was|of) ${N}`), (m, c) => rate(c, m[2], { hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month' }[m[1]]!)],
  // Who is paid alike: "hires two bodyguards", "hired 2 men to dig a well", "wants to hire 50 new phone reps".
  [new RegExp(`\\b(?:hires?|hired|to hire|employs?|employed) ${N} (?:new )?([a-z]+(?: reps?| workers?)?)`), (m, c) => {
    const v = numberAt(c.story, `#${m[1]}`);
    if (!positive(v) || v.d !== 1n || c.workers) return false;
    c.workers = { value: v, noun: m[2], sentence: c.sentence };
    return true;
  }],
  // Time worked in a period: "8 hours a day", "5 days a week", "6 afternoons a week", "a 48-hour workweek".
  [new RegExp(`${N} (hours?|days?|afternoons?|mornings?|evenings?|nights?|workdays?) (${PER}) (day|week|month|year)`), (m, c) => ratio(c, m[1], m[2], m[4]) && (c.everyDay ||= m[3] === 'every' && m[4] === 'day', true)],
  [new RegExp(`\\b(?:a|an|for a|for an) ${N} (?:-)?hour (workweek|work week|week|day|workday|shift day)`), (m, c) => ratio(c, m[1], 'hour', m[2].replace(/ ?work ?/, '').replace('shift ', '') || 'week')],
  // "for 4 hours at a time", "it takes her 3 hours each time": hours on each of the days worked.
  [new RegExp(`${N} hours? (?:at a time|each time|every time)`), (m, c) => ratio(c, m[1], 'hour', 'time')],
  // "on monday, wednesday, and saturday each week": the days named, counted.
  [new RegExp(`\\bon (${DAY}(?:(?: ,| and| , and) ${DAY})+) (?:each|every|a|per) week`), (m, c) => {
    const days = m[1].split(/ ,| and/).map((d) => d.trim().replace(/s$/, '')).filter(Boolean);
    if (new Set(days).size !== days.length || !c.work.test(c.text)) return false;
    c.ratios.push({ value: new Fraction(days.length), num: 'day', den: 'week', sentence: c.sentence });
    return true;
  }],
  // Time worked in all: "for 7 days", "for 10 hours".
  [new RegExp(`\\bfor ${N} (hours?|days?|weeks?|months?)(?= ,|$| and | on | to )`), (m, c) => total(c, m[1], m[2])],
];

/** Words left that would say more than was read: another amount, a change in pay or hours, spending, someone else. */
const LEFT_OVER =
  /#\d|\b(?:more|less|fewer|than|times|extra|additional|bonus\w*|overtime|tips?|tax\w*|fees?|commission\w*|raise|half|double|twice|third|quarter|except|but|only|instead|spend\w*|spent|costs?|pays?|paid|earn\w*|made|makes?|sav\w*|per|hours?|days?|weeks?|months?|years?|shifts?|also|another|other|others|both|lost|lose|missed|miss|sick|late|off|vacation|unpaid|docked|deduct\w*|fine\w*|rent|buy|bought|sells?|sold|goal|once|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|brothers?|sisters?|mom|mother|dad|father|parents?|friends?|wife|husband|sons?|daughters?|uncle|aunt|cousins?|neighbou?rs?|partners?|helpers?|assistants?)\b/;

interface Asked {
  /** The period asked about and how many of it; none when the question asks for all the pay. */
  unit?: Unit;
  count?: Fraction;
  /** The one asked about, when the question names someone. */
  who?: string;
  /** A number in the question that must be the count of those paid ("all 50 new employees"). */
  workers?: Fraction;
}

/** Who is asked about: a pronoun, one word (a person the story names, checked after), or a business ("the company"). */
const WHO = '(?<who>she|he|they|you|i|we|it|[a-z]+|the [a-z]+(?: [a-z]+)?)';
const PAY_VERB = '(?:earn|make|get|get paid|be paid|receive|collect|charge|pay(?: them| him| her| (?:all )?#\\d+ (?:new )?[a-z]+| (?:the|these|those|his|her|their) [a-z]+)?|have (?:earned|made|received|been paid))';
const Q_PAY = [
  new RegExp(`^how much (?:money )?(?:in total |total )?(?:will|would|does|did|do|can|could|is|was) ${WHO} (?:have to |expect to |be able to )?${PAY_VERB}(?: in total| in all| altogether| total)?(?<tail>.*)$`),
  new RegExp(`^(?:what|how much) (?:does|did|will|would) it cost ${WHO} to (?:hire|pay) (?:the|these|those|them|his|her|their|all)?(?: [a-z]+){0,3}?(?<tail>(?: (?:in|per|for|every|each|a) .*)?)$`),
  new RegExp(`^(?:what (?:is|was|will be|s) |calculate |determine |find |compute |work out |how much (?:is|was|will be) )(?:her|his|their|the) (?:total )?(?:pay|earnings|income|salary|wages?)(?<tail>.*)$`),
];
/** "her annual salary", "his weekly pay": the period said in the noun. */
const Q_NOUN = /^(?:what (?:is|was|will be|s) |calculate |determine |find |compute |work out |how much (?:is|was|will be) )(?:her|his|their|the) (annual|yearly|monthly|weekly|daily) (?:pay|earnings|income|salary|wages?)$/;

function readTail(tail: string, story: Story): Asked | null {
  const t = tail.trim();
  if (t === '') return {};
  const one = /^(?:in|per|for|every|each|a|in one|in a|for a|for one|by the end of the|at the end of the|in the) (?:one |a )?(day|week|month|year)$/.exec(t);
  if (one) return { unit: one[1] as Unit, count: new Fraction(1) };
  const many = /^(?:in|for|after|over|in the next|during) #(\d+) (days|weeks|months|years)$/.exec(t);
  if (many) {
    const v = numberAt(story, `#${many[1]}`);
    return positive(v) ? { unit: unitOf(many[2]), count: v } : null;
  }
  return null;
}

function readAsked(question: string, story: Story): Asked | null {
  let q = question.replace(/\bin dollars\b/g, ' ').replace(/^(?:so|then|now|and) /, '').replace(/\s+/g, ' ').trim();
  // "After babysitting for 7 weeks, how much ...", "After 5 days, how much ...": the period said first.
  let lead: Asked | null = null;
  const after = /^(?:after|at the end of) (?:[a-z-]+ing(?: [a-z-]+){0,4} )?(?:for )?(#\d+ (?:days|weeks|months|years)) (how .+)$/.exec(q);
  if (after) {
    lead = readTail(`in ${after[1]}`, story);
    if (!lead) return null;
    q = after[2];
  }
  const noun = Q_NOUN.exec(q);
  if (noun && !lead) return { unit: ({ annual: 'year', yearly: 'year', monthly: 'month', weekly: 'week', daily: 'day' } as const)[noun[1] as 'annual'], count: new Fraction(1) };
  for (const re of Q_PAY) {
    const m = re.exec(q);
    if (!m) continue;
    const tail = readTail(m.groups?.tail ?? '', story);
    if (!tail || (lead && tail.unit)) return null;
    const asked = lead ?? tail;
    asked.who = m.groups?.who;
    const all = /\bpay (?:all )?#(\d+) /.exec(q);
    if (all) asked.workers = numberAt(story, `#${all[1]}`) ?? undefined;
    return asked;
  }
  return null;
}

const money = (v: Fraction) => showAmount(v, 'dollar');
/** Known ratios, used only to reach a year from the story's months or weeks. */
const YEAR: Partial<Record<Unit, number>> = { month: 12, week: 52 };

/** Where the last story was passed on, for tracing. */
export let wagesTrace = '';

export function solveWages(text: string): { value: Fraction; lines: string[]; converted: string | null } | null {
  wagesTrace = 'told';
  const told = tell(text);
  if (!told || told.people.length > 1) return null;
  const { story } = told;
  if (story.numbers.some((n) => n.percent)) return null;
  // "What does it cost him to hire them if one of them is paid $15 an hour?": the condition is one more statement.
  const cond = /^((?:what|calculate|determine|find)\b.+?) if (.+)$/.exec(told.question);
  if (cond) told.statements.push({ text: cond[2], sentence: story.sentences.length - 1 });
  const question = cond ? cond[1] : told.question;
  wagesTrace = `question: ${question}`;
  const asked = readAsked(question, story);
  if (!asked) return null;
  // "How much does Bob earn?": a name asked about must be the story's one person.
  if (asked.who && !/^(?:she|he|they|you|i|we|it|the .+)$/.test(asked.who) && !told.people.includes(asked.who)) return null;
  // The work the pay is for names a verb that says work is done: "earns $5 an hour babysitting" → "babysits".
  const doing = /\b(?:earns?|makes?|is paid|gets? paid|charges?)\b[^,.]*?\b(?:for |by |when |while )?([a-z]+?)ing\b/.exec(told.statements.map((s) => s.text).join(' . '));
  const stem = doing && !/^(?:work|th|br|s|r|k|dur|morn|even|noth|someth|everyth|anyth)$/.test(doing[1]) ? doing[1].replace(/([tpnmgbdr])\1$/, '$1') : null;
  const work = new RegExp(`\\b(?:${WORK}${stem ? `|${stem}(?:e|es|s|ed)?` : ''})\\b`);
  const c: Wages = { story, people: told.people, sentence: 0, text: '', work, ratios: [], totals: [] };
  wagesTrace = 'read';
  for (const s of told.statements) {
    c.sentence = s.sentence;
    // "one of them is paid $15": the number one read as a word again.
    c.text = s.text.replace(/#(\d+) of them\b/g, (t, id: string) => (numberAt(story, `#${id}`)?.equals(1) ? 'one of them' : t));
    const rest = consume(c.text, RULES, c);
    if (LEFT_OVER.test(rest)) {
      wagesTrace = `left: ${rest}`;
      return null;
    }
  }
  if (!c.rate) return null;
  // Those paid alike: only when the pay is said to be each one's, and a count asked for must be theirs.
  if (c.workers && !c.rate.each) return null;
  if (c.rate.each && !c.workers) return null;
  if (asked.workers && !(c.workers && asked.workers.equals(c.workers.value))) return null;
  // Hours "at a time" on the days worked: one time a day.
  if (c.ratios.some((r) => r.den === 'time')) {
    if (c.ratios.some((r) => r.num === 'time' || (r.num === 'hour' && r.den === 'day'))) return null;
    for (const r of c.ratios) if (r.den === 'time') r.den = 'day';
  }
  const at = (s: Said) => `sentence ${s.sentence + 1}`;
  const lines = [`${at(c.rate)}: ${money(c.rate.value)} a ${c.rate.per}${c.rate.each ? ' each' : ''}`];
  let value = c.rate.value;
  let unit: Unit = c.rate.per;
  const left = [...c.ratios];
  // Each ratio carries the pay from one unit to a longer one; a unit met twice could be read two ways.
  if (new Set(left.map((r) => r.num)).size !== left.length) return null;
  for (;;) {
    const i = left.findIndex((r) => r.num === unit);
    if (i < 0) break;
    const [r] = left.splice(i, 1);
    value = value.mul(r.value);
    unit = r.den;
    lines.push(`${at(r)}: ${showValue(r.value)} ${r.num}s a ${r.den}, so ${money(value)} a ${unit}`);
  }
  if (left.length) return null;
  let converted: string | null = null;
  // "3 hours every day" and weeks asked or worked: seven days each week.
  if (unit === 'day' && c.everyDay && !c.ratios.some((r) => r.den === 'week') && (asked.unit === 'week' || c.totals[0]?.unit === 'week')) {
    value = value.mul(7);
    unit = 'week';
    lines.push(`every day, 7 days a week, so ${money(value)} a week`);
  }
  if (asked.unit) {
    // The period asked: reached by the story's ratios, or a year from months or weeks.
    if (c.totals.length) return null;
    if (unit !== asked.unit) {
      const k = YEAR[unit];
      if (asked.unit !== 'year' || k === undefined) return null;
      value = value.mul(k);
      lines.push(`${k} ${unit}s a year, so ${money(value)} a year`);
      converted = `${k} ${unit}s taken as a year`;
      unit = 'year';
    }
    value = value.mul(asked.count!);
    if (!asked.count!.equals(1)) lines.push(`${showValue(asked.count!)} ${unit}s: ${money(value)}`);
  } else {
    // All the pay: the time worked in all, in the unit the pay was carried to.
    if (c.totals.length !== 1 || c.totals[0].unit !== unit) return null;
    value = value.mul(c.totals[0].value);
    lines.push(`${at(c.totals[0])}: ${showValue(c.totals[0].value)} ${unit}s, so ${money(value)}`);
  }
  if (c.workers) {
    value = value.mul(c.workers.value);
    lines.push(`${at(c.workers)}: ${showValue(c.workers.value)} ${c.workers.noun} paid alike, so ${money(value)}`);
  }
  // Nothing carried: the pay as said is no answer worth checking.
  if (lines.length < 2) return null;
  return { value, lines, converted };
}

export const wages: StoryReader = (text) => {
  const solved = solveWages(text);
  if (!solved) return null;
  const headline = money(solved.value);
  const answer: Answer = {
    content: [headline, '', 'The pay carried through the time worked:', ...solved.lines.map((l) => `- ${l}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(solved.value), headline],
  };
  if (solved.converted) answer.caveat = solved.converted;
  return answer;
};
