/** Percent questions: X is what percent of Y, change, increase/decrease, reverse, successive, interest. */
import { normalizeText } from './normalize-text.js';
import { parseDecimal, q, ONE, type Q } from './rational.js';
import { readRounding, type RoundingRequest } from './rounding-request.js';
import { pct, PRICE_BEFORE, PRICE_BEFORE_RE, showMoney, showNumber, showPercent, type Shown } from './present-quantity.js';
import type { Outcome, Solved } from './solved.js';
import { rx, rxGlobal } from './pattern.js';

const NUM = String.raw`(-?\d+(?:\.\d+)?|\(\d+/\d+\))`;
const P = String.raw`${NUM}\s?%`;
const val = (s: string): Q => {
  const f = /^\((\d+)\/(\d+)\)$/.exec(s);
  return f ? q(BigInt(f[1]), BigInt(f[2])) : parseDecimal(s)!;
};

function solved(shown: Shown, working: string[], caveat?: string): Solved {
  const notes = [caveat, shown.note].filter(Boolean).join('; ');
  return { family: 'percent', headline: shown.text, forms: shown.forms, working, caveat: notes || undefined, verified: true };
}

const money = (t: string) => (/\$|\bdollars?\b|\bprice|\bcost|\bpaid|\bpay\b|\bsalary|\bwage/.test(t) ? '$' : null);
const show = (x: Q, t: string, r: RoundingRequest | null) => (money(t) && !r ? showMoney(x, '$') : showNumber(x, r));

/** Quantities written as words the number reader leaves as words: each one is a number the story uses. */
const QUANTITY_WORDS = /\b(?:double[sd]?|twice|triple[sd]?|half|halve[sd]?|quarter|dozens?|first|second|third|fourth|fifth|every)\b/g;
/** Questions about the amount before a change, the change itself or a sum over steps: not the amount after. */
const STORY_QUESTION = new RegExp(
  String.raw`\b(?:before|originally|original|at first|last year|used to|in the morning|at the start|reduction|discount|saved?|savings|difference|how much (?:more|less)|in total|total number|altogether|${PRICE_BEFORE})\b`,
);
const questionOf = (t: string) => t.split(/(?<=[.?!])\s+/).pop() ?? t;

const COMPOUND: Record<string, number> = { annually: 1, yearly: 1, 'each year': 1, 'per year': 1, 'a year': 1, semiannually: 2, 'semi-annually': 2, 'twice a year': 2, quarterly: 4, monthly: 12, 'each month': 12, daily: 365, weekly: 52 };

/** Cheap test first (every question runs through every reader): each reading below has a percent in it. */
const MENTIONS = /%|\bper ?cent|\bpct\b/;

export function solvePercent(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const { text, rounding } = readRounding(normalizeText(raw));
  const t = text.replace(/[?.!]+$/, '').replace(/\s*\b(percent|per cent|pct)\b/g, ' %').replace(/(\d)\s+%/g, '$1%').replace(/\$\s*/g, '$').replace(/\$/g, '').replace(/\s+/g, ' ');
  const base = raw.toLowerCase();
  let m: RegExpExecArray | null;

  if ((m = rx`\b(?:what|which) (?:%|percentage)(?: of)? ${NUM} is ${NUM}\b|\b${NUM} is what (?:%|percentage) of ${NUM}\b|\b${NUM} (?:as a|as) (?:%|percentage) of ${NUM}\b|\bwhat (?:%|percentage) is ${NUM} (?:out )?of ${NUM}\b|(?:^|^what is )${NUM} out of ${NUM} (?:as a |in )(?:%|percentage)$`.exec(t))) {
    const [part, whole] = m[1] ? [m[2], m[1]] : m[3] ? [m[3], m[4]] : m[5] ? [m[5], m[6]] : m[7] ? [m[7], m[8]] : [m[9], m[10]];
    if (val(whole).n === 0n) return { family: 'percent', reason: 'a percent of zero is undefined' };
    const r = val(part).div(val(whole)).mul(q(100));
    return solved(showPercent(r, rounding), [`${part} ÷ ${whole} × 100 = ${showPercent(r, rounding).text}`]);
  }
  // "I got 45 out of 60 on my test, what percentage is that?": the only two numbers, a part out of a whole.
  if ((m = rx`\b${NUM} out of ${NUM}\b`.exec(t)) && /\bwhat (?:%|percentage)(?: is (?:that|it|this)| did (?:i|he|she|they|we) (?:get|score))?$|\bas a (?:%|percentage)$/.test(t) && (t.match(/\d+(?:\.\d+)?/g) ?? []).length === 2) {
    if (val(m[2]).n === 0n) return { family: 'percent', reason: 'a percent of zero is undefined' };
    const r = val(m[1]).div(val(m[2])).mul(q(100));
    return solved(showPercent(r, rounding), [`${m[1]} ÷ ${m[2]} × 100 = ${showPercent(r, rounding).text}`]);
  }
  if ((m = rx`(?:^|\s)(?:%|percent(?:age)?) (?:change|increase|decrease|difference)? ?(?:from|between) ${NUM} (?:to|and) ${NUM}\b|^from ${NUM} to ${NUM},? (?:is|was|that is|that's|is that|was that) (?:what|a what|the) (?:%|percent(?:age)?) ?(?:change|increase|decrease)?$|\b(?:goes|going|gone|went|rises|rising|rose|falls|falling|fell|grows|growing|grew|drops|dropping|dropped|increases|increasing|increased|decreases|decreasing|decreased|changes|changed|jumped|climbed)(?: up| down)? from ${NUM} to ${NUM}.*(?:%|percent(?:age)?)`.exec(t))) {
    const [a, b] = m[1] ? [m[1], m[2]] : m[3] ? [m[3], m[4]] : [m[5], m[6]];
    if (val(a).n === 0n) return { family: 'percent', reason: 'a percent change from zero is undefined' };
    const r = val(b).sub(val(a)).div(val(a)).mul(q(100));
    const s = showPercent(r, rounding);
    if (r.n === 0n) return solved({ text: '0% (no change)', forms: ['0%', '0% (no change)'] }, [`${a} to ${b} is no change`]);
    const word = r.s < 0n ? 'decrease' : 'increase';
    const mag = showPercent(r.abs(), rounding);
    // "the percentage decrease from 1,250 to 1,000" is answered by its size when it is one.
    const named = r.s < 0n && /(?:%|percent(?:age)?) decrease\b/.test(t) ? mag.forms : [];
    return solved({ text: `${s.text} (${mag.text.replace('≈ ', '')} ${word})`, forms: [...new Set([...s.forms, ...mag.forms.map((f) => `${f} ${word}`), ...named, ...(r.s < 0n ? [] : s.forms.map((f) => `+${f}`))])], note: s.note }, [`(${b} − ${a}) ÷ ${a} × 100 = ${s.text}`]);
  }
  // "A jacket was $80 and now it's $60. What's the percent decrease?": two amounts, then and now.
  if ((m = rx`^(?:an? |the )?(?:[a-z]+ ){0,3}(?:was|were|used to cost|used to be|cost|costed|went for)\s+${NUM}(?: (?:a|an|per|each) [a-z]+)?,? (?:and |but )?(?:now |today )(?:it is |it's |its |they are |they're |it costs |costs |is |are )?${NUM}(?: (?:a|an|per|each) [a-z]+)?$`.exec(t.split(/(?<=[.?!;])\s+/)[0].replace(/[.!;]$/, ''))) && (t.match(/\d+(?:\.\d+)?/g) ?? []).length === 2 && /(?:%|\bpercent(?:age)?) ?(?:change|decrease|increase|drop|rise|fall|reduction|discount|off)\b|\bby what %|\bwhat % (?:change|decrease|increase)/.test(t)) {
    const [a, b] = [val(m[1]), val(m[2])];
    if (a.n === 0n) return { family: 'percent', reason: 'a percent change from zero is undefined' };
    const r = b.sub(a).div(a).mul(q(100));
    const s = showPercent(r, rounding);
    const mag = showPercent(r.abs(), rounding);
    const word = r.s < 0n ? 'decrease' : 'increase';
    if (r.n === 0n) return solved({ text: '0% (no change)', forms: ['0%', '0% (no change)'] }, [`${m[1]} to ${m[2]} is no change`]);
    // "What's the percent decrease?" is answered by its size when it is one.
    // "What percent off is that?" names a decrease too.
    const named = new RegExp(`% ?${word}|percent(?:age)? ${word}`).test(t) || (r.s < 0n && /% ?(?:off|discount)\b/.test(t)) ? mag.forms : [];
    return solved({ text: `${s.text} (${mag.text.replace('≈ ', '')} ${word})`, forms: [...new Set([...s.forms, ...mag.forms.map((f) => `${f} ${word}`), ...named])], note: s.note }, [`(${m[2]} − ${m[1]}) ÷ ${m[1]} × 100 = ${s.text}`]);
  }
  // Reverse: the price after 20% off is 80, what was it before?
  if ((m = rx`\bafter (?:a |an )?${P} (?:pay |price |salary |wage |rent )?(off|discount|reduction|decrease|cut|increase|rise|raise|markup|tax|vat)\b.*?\b(?:is|was|costs|cost|of|to|becomes|became|earns?|earned|makes?|made|pays|paid|gets?|got|take home|takes home|bring home|brings home)\s+${NUM}\b|\b${NUM}\b (?:after|with|including|includes) (?:a |an )?${P} (off|discount|reduction|decrease|increase|rise|markup|tax|vat|sales tax)\b`.exec(t)) && (/\b(original|before|originally|pre-|without|excluding|start|initial|was it|used to|cost price|wholesale)|\bwhat did (?:the |they |he |she |it |we |i )?(?:\w+ )?(?:pay|spend)\b|\bwhat did (?:it|they|that|the \w+) cost (?:the |them|him|her|us|me)(?:store|shop|retailer|seller|dealer|merchant|company|business|owner)?\b/.test(t) || PRICE_BEFORE_RE.test(t))) {
    const [p, kind, b] = m[1] ? [m[1], m[2], m[3]] : [m[5], m[6], m[4]];
    const down = /off|discount|reduction|decrease|cut/.test(kind);
    const factor = down ? ONE.sub(pct(val(p))) : ONE.add(pct(val(p)));
    if (factor.n === 0n) return { family: 'percent', reason: 'a 100% reduction leaves nothing to reverse' };
    const r = val(b).div(factor);
    return solved(show(r, base, rounding), [`${b} ÷ ${down ? `(1 − ${p}%)` : `(1 + ${p}%)`} = ${show(r, base, rounding).text}`], `the ${p}% is taken of the original amount`);
  }
  // "I paid $45 for shoes that were 25% off": the price paid is the price after the discount.
  const paid = rx`\b(?:paid|pay|spent|got (?:it|them) for) ${NUM} (?:for|on) (?:an? |the |some |my )?[a-z ]{1,30}? (?:that|which) (?:were|was|are|is) (?:on sale (?:at|for) )?${P} off\b`.exec(t);
  if (paid && (/\b(?:original(?:ly)?|before|at first)\b|\bwhat did (?:it|they) cost\b/.test(questionOf(t)) || PRICE_BEFORE_RE.test(questionOf(t)))) {
    const factor = ONE.sub(pct(val(paid[2])));
    if (factor.n === 0n || factor.s < 0n) return { family: 'percent', reason: 'a discount of 100% or more leaves nothing to reverse' };
    const r = val(paid[1]).div(factor);
    return solved(show(r, base, rounding), [`${paid[1]} ÷ (1 − ${paid[2]}%) = ${show(r, base, rounding).text}`], `the ${paid[2]}% is taken of the original price`);
  }
  // "What number increased by 15% gives 230?": the number before the change.
  if ((m = rx`^(?:what|which) (?:number|amount|value|price),? (?:when )?(increased|raised|decreased|reduced|cut|lowered) by ${P},? (?:gives|is|equals|makes|becomes|=) ${NUM}$`.exec(t))) {
    const down = /decreased|reduced|cut|lowered/.test(m[1]);
    const factor = down ? ONE.sub(pct(val(m[2]))) : ONE.add(pct(val(m[2])));
    if (factor.n === 0n || factor.s < 0n) return { family: 'percent', reason: 'a decrease of 100% or more cannot be reversed' };
    const r = val(m[3]).div(factor);
    return solved(showNumber(r, rounding), [`${m[3]} ÷ (1 ${down ? '−' : '+'} ${m[2]}%) = ${showNumber(r, rounding).text}`, `check: ${showNumber(r, rounding).text} × (1 ${down ? '−' : '+'} ${m[2]}%) = ${m[3]}`]);
  }
  // "if 30% of a number is 27, what's the number", "35 is 20% of what": the whole from a part.
  if ((m = rx`^(?:if )?${P} of (?:a |an |the |some |my |this |that )?(?:certain )?(?:number|amount|value|total|sum)\b(?: [a-z]+)? (?:is|was|equals|=) ${NUM},? (?:what is|find|what was|then what is|how much is) (?:the |that |this |it|my )?(?:number|amount|value|total|sum|whole)?$|^${NUM} is ${P} of (?:what|which)(?: number| amount| value)?$|^${NUM} is ${P} of (?:a |the )?(?:number|amount|value)[,.]? (?:what is|find) (?:the |that )?(?:number|amount|value)$`.exec(t))) {
    const [p, part] = m[1] ? [m[1], m[2]] : m[3] ? [m[4], m[3]] : [m[6], m[5]];
    if (val(p).n === 0n) return { family: 'percent', reason: '0% of every number is 0' };
    const r = val(part).div(pct(val(p)));
    return solved(show(r, base, rounding), [`${part} ÷ ${p}% = ${show(r, base, rounding).text}`, `check: ${p}% of ${show(r, base, rounding).text} = ${part}`]);
  }
  // "50% more than 80", "20% less than 50": the amount changed by that share of itself.
  if ((m = rx`^(?:what is |what's |how much is )?${P} (more|greater|higher|bigger|larger|less|lower|smaller|fewer) than ${NUM}$`.exec(t))) {
    const up = /more|greater|higher|bigger|larger/.test(m[2]);
    if (!up && val(m[1]).compare(q(100)) > 0) return { family: 'percent', reason: 'more than 100% less would be negative' };
    const r = val(m[3]).mul(up ? ONE.add(pct(val(m[1]))) : ONE.sub(pct(val(m[1]))));
    return solved(show(r, base, rounding), [`${m[3]} × (1 ${up ? '+' : '−'} ${m[1]}%) = ${show(r, base, rounding).text}`]);
  }
  // "add 20% vat to 150", "add a 15% tip to 80"
  if ((m = rx`^add (?:an? )?${P} (?:vat|tax|sales tax|tip|gratuity|service charge|markup|mark-up|surcharge)?\s?(?:to|on|onto) ${NUM}$`.exec(t))) {
    const r = val(m[2]).mul(ONE.add(pct(val(m[1]))));
    return solved(show(r, base, rounding), [`${m[2]} × (1 + ${m[1]}%) = ${show(r, base, rounding).text}`]);
  }
  const growth = solveGrowth(t, base, rounding);
  if (growth) return growth;
  // Interest before plain increases: "at 5% compounded monthly" also says "increase".
  const interest = solveInterest(t, base, rounding);
  if (interest) return interest;
  // Successive or single increase/decrease of a base amount.
  const verbSteps = [...t.matchAll(rxGlobal`\b(increase[sd]?|decrease[sd]?|raise[sd]?|rise[sn]?|rose|cut|reduce[sd]?|drop(?:s|ped)?|fall(?:s|en)?|fell|marked up|marked down|discounted|grows|grew|goes up|goes down|went up|went down)\s+(?:it |that |again )?(by )?${P}`)];
  // "got a 3.5% raise", "a 10% pay cut": the change named after its percent.
  const nounSteps = [...t.matchAll(rxGlobal`\b(?:got |get |gets |had |received |receives |was given |with )(?:an? )${P} (?:pay |salary |wage |rent )?(raise|increase|rise|cut|decrease|reduction)\b`)].map((m) => Object.assign([m[0], m[2], 'by ', m[1]], { index: m.index }) as unknown as RegExpMatchArray);
  const steps = [...verbSteps, ...nounSteps].sort((a, b) => a.index! - b.index!);
  const startM = rx`(?:^|\b(?:of|price|is|costs?|from|at|starts at|was|on(?: my| his| her| their| our| a| the)?)\s)${NUM}\b(?!\s?%)`.exec(t) ?? rx`^(?:increase|decrease|raise|reduce|cut)\s+${NUM}\b(?!\s?%)`.exec(t);
  const offM = rx`^(?:what is |how much is |what's )?${P} (off|off of|discount on) ${NUM}$|^${NUM} (?:with|less|minus) (?:a )?${P}(?: off| discount)?$|^${NUM} (?:plus|with) (?:a )?${P}(?: increase| tip| tax| markup)?$`.exec(t);
  const direct = rx`^(increase|raise|decrease|reduce|cut|lower|discount) ${NUM} by ${P}$|^${NUM} (increased|raised|decreased|reduced|cut|lowered|discounted) by ${P}$`.exec(t);
  const after = rx`^(?:what is |how much is |what's )?${NUM} after (?:a |an )?${P} (increase|rise|raise|markup|decrease|discount|reduction|cut)$`.exec(t);
  if (after) {
    const up = /increase|rise|raise|markup/.test(after[3]);
    if (!up && val(after[2]).compare(q(100)) > 0) return { family: 'percent', reason: 'a decrease of more than 100% would leave a negative amount' };
    const r = val(after[1]).mul(up ? ONE.add(pct(val(after[2]))) : ONE.sub(pct(val(after[2]))));
    return solved(show(r, base, rounding), [`${after[1]} × (1 ${up ? '+' : '−'} ${after[2]}%) = ${show(r, base, rounding).text}`]);
  }
  if (direct) {
    const [verb, b, p] = direct[1] ? [direct[1], direct[2], direct[3]] : [direct[5], direct[4], direct[6]];
    const up = /increase|raise/.test(verb);
    if (!up && val(p).compare(q(100)) > 0) return { family: 'percent', reason: 'a decrease of more than 100% would leave a negative amount' };
    const r = val(b).mul(up ? ONE.add(pct(val(p))) : ONE.sub(pct(val(p))));
    return solved(show(r, base, rounding), [`${b} × (1 ${up ? '+' : '−'} ${p}%) = ${show(r, base, rounding).text}`]);
  }
  const sale = rx`^(?:if )?(?:an? |the )?${NUM}(?: [a-z]+){1,3} is (?:on sale )?(?:for |at )?${P} off[,.] (?:what is|how much is) (?:the |its )?(?:sale |new |final |discounted )?(?:price|cost)$`.exec(t);
  if (sale) {
    const r = val(sale[1]).mul(ONE.sub(pct(val(sale[2]))));
    return solved(show(r, base, rounding), [`${sale[1]} × (1 − ${sale[2]}%) = ${show(r, base, rounding).text}`]);
  }
  if (offM) {
    const [p, b, down] = offM[1] ? [offM[1], offM[3], true] : offM[4] ? [offM[5], offM[4], true] : [offM[7], offM[6], false];
    const r = val(b).mul(down ? ONE.sub(pct(val(p))) : ONE.add(pct(val(p))));
    return solved(show(r, base, rounding), [`${b} × (1 ${down ? '−' : '+'} ${p}%) = ${show(r, base, rounding).text}`]);
  }
  // "raise 30% of the money" collects money; only "raised by 30%" changes an amount.
  const changes = steps.filter((s) => !/^raise/.test(s[1]) || s[2]);
  if (changes.length && startM && STORY_QUESTION.test(questionOf(t))) {
    return { family: 'percent', reason: 'the question asks for the amount before the change, a difference or a total over several steps, which the percent reader does not read in a story' };
  }
  if (changes.length && startM) {
    let v = val(startM[1]);
    const working: string[] = [];
    for (const s of changes) {
      const up = !/decrease|cut|reduce|drop|fall|fell|down|discount/.test(s[1]);
      if (!up && val(s[3]).compare(q(100)) > 0) return { family: 'percent', reason: 'a decrease of more than 100% would leave a negative amount' };
      const before = v;
      v = v.mul(up ? ONE.add(pct(val(s[3]))) : ONE.sub(pct(val(s[3]))));
      working.push(`${showNumber(before).text} × (1 ${up ? '+' : '−'} ${s[3]}%) = ${showNumber(v).text}`);
    }
    // Every number must be the start or a step, or the question was not read completely.
    const used = 1 + changes.length;
    const all = (t.match(/\d+(?:\.\d+)?/g) ?? []).length + (t.match(QUANTITY_WORDS) ?? []).length;
    if (all !== used) return { family: 'percent', reason: 'the question has numbers the percent reader could not place' };
    const overall = /overall|total|net|combined/.test(t) && /%|percent/.test(t.replace(/\d+(\.\d+)?\s?%/g, '')) ? v.div(val(startM[1])).sub(ONE).mul(q(100)) : null;
    if (overall) return solved(showPercent(overall, rounding), working);
    return solved(show(v, base, rounding), working, changes.length > 1 ? 'each change applies to the amount after the previous one' : undefined);
  }
  return null;
}

const PERIODS = String.raw`(year|month|week|day|decade|hour)`;
/**
 * A steady rate over whole periods: "a town of 20,000 grows 5% a year, how many after 2 years", "a car loses
 * 15% of its value each year; what is it worth after 3 years". One amount, one rate, one count of periods.
 */
function solveGrowth(t: string, base: string, rounding: RoundingRequest | null): Outcome {
  const rate = rx`\b(grows?|grew|growing|increases?|increased|rises?|rose|gains?|gained|falls?|fell|decreases?|decreased|shrinks?|shrank|drops?|dropped|declines?|declined|loses|lost|depreciates?|depreciated|appreciates?|appreciated)(?: in value)? (?:by )?(?:about )?${P}(?: of its value)? (?:a|per|each|every) ${PERIODS}\b`.exec(t);
  if (!rate) return null;
  const span = rx`\b(?:after|in|for|over) ${NUM} ${PERIODS}s?\b`.exec(t.slice(rate.index + rate[0].length)) ?? rx`\b(?:after|in|for|over) ${NUM} ${PERIODS}s?\b`.exec(t.slice(0, rate.index));
  if (!span || span[2] !== rate[3]) return null;
  const nums = t.match(/\d+(?:\.\d+)?/g) ?? [];
  if (nums.length !== 3 || /\b(?:interest|compound|simple|invest|deposit|loan)/.test(t)) return null;
  const start = nums.find((x) => x !== rate[2] && x !== span[1]);
  const periods = val(span[1]);
  if (!start || periods.d !== 1n || periods.n > 1000n || nums.filter((x) => x === start).length !== 1) return null;
  const up = /^(?:grow|grew|increase|rise|rose|gain|appreciat)/.test(rate[1]);
  if (!up && val(rate[2]).compare(q(100)) > 0) return null;
  const factor = up ? ONE.add(pct(val(rate[2]))) : ONE.sub(pct(val(rate[2])));
  const v = val(start).mul(factor.pow(q(periods.n)));
  const question = questionOf(t);
  // A count of people or things comes out whole, or the question is not answered as asked.
  if (/\bhow many\b/.test(question) && v.d !== 1n) return { family: 'percent', reason: `the count after ${span[1]} ${span[2]}s is not a whole number (${showNumber(v).text})` };
  if (/\b(?:before|originally|at first|increase|decrease|difference|how much (?:more|less)|total|altogether)\b/.test(question) || PRICE_BEFORE_RE.test(question)) return null;
  const shown = show(v, base, rounding);
  return solved(shown, [`${start} × (1 ${up ? '+' : '−'} ${rate[2]}%)^${periods.n} = ${shown.text}`], `the ${rate[2]}% applies to each ${rate[3]}'s new amount (compounded)`);
}

function solveInterest(t: string, base: string, rounding: RoundingRequest | null): Solved | null {
  if (!/\binterest\b|\bcompound|\binvest|\bdeposit|\bsavings|\bloan/.test(t)) return null;
  // Exactly one amount, one rate and one duration: anything else was not read completely.
  const nums = [...t.matchAll(rxGlobal`${NUM}(\s?%|\s+(?:years?|months?)\b)?`)];
  const amounts = nums.filter((x) => !x[2]);
  const rates = nums.filter((x) => x[2]?.includes('%'));
  const times = nums.filter((x) => x[2] && !x[2].includes('%'));
  if (amounts.length !== 1 || rates.length !== 1 || times.length !== 1) return null;
  const principal = [amounts[0][1], amounts[0][1]];
  const rate = [rates[0][0], rates[0][1]];
  const years = [times[0][0], times[0][1], times[0][2].trim()];
  const P0 = val(principal[0]);
  const r = pct(val(rate[1]));
  const T = /month/.test(years[2]) ? val(years[1]).div(q(12)) : val(years[1]);
  const wantsTotal = /\b(total|amount|balance|worth|have|owe|become|grow to|final|end up|future value|will it be)\b/.test(t) && !/how much interest|what interest|interest (earned|paid|is)|the interest\b/.test(t);
  const sym = '$';
  if (/\bsimple\b/.test(t) || !/compound/.test(t)) {
    if (!/\bsimple\b/.test(t)) return null;
    const I = P0.mul(r).mul(T);
    const out = wantsTotal ? P0.add(I) : I;
    const s = rounding ? showNumber(out, rounding) : showMoney(out, sym);
    return solved(s, [`interest = ${principal[0]} × ${rate[1]}% × ${showNumber(T).text} = ${showMoney(I, sym).text}`, ...(wantsTotal ? [`total = ${showMoney(P0.add(I), sym).text}`] : [])]);
  }
  const period = Object.keys(COMPOUND).find((k) => new RegExp(`compounded ${k}|compounding ${k}|${k} compound`).test(t)) ?? (/compound/.test(t) ? 'annually' : null);
  if (!period) return null;
  const n = COMPOUND[period];
  const periods = T.mul(q(n));
  if (periods.d !== 1n || periods.n > 10000n) return null;
  const A = P0.mul(ONE.add(r.div(q(n))).pow(q(periods.n)));
  const out = wantsTotal ? A : A.sub(P0);
  const s = rounding ? showNumber(out, rounding) : showMoney(out, sym);
  const caveat = /compounded|compounding/.test(t) ? undefined : 'compounded once a year (no period was stated)';
  return solved(s, [`amount = ${principal[0]} × (1 + ${rate[1]}%/${n})^${periods.n} = ${showMoney(A, sym).text}`, ...(wantsTotal ? [] : [`interest = amount − principal = ${showMoney(A.sub(P0), sym).text}`])], caveat);
}
