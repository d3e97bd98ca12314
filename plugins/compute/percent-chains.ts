/**
 * Chains of percent changes: tax, tip, discount and markup on one amount ("a $80 meal with 8% tax and then a
 * 15% tip on the total"), successive changes ("up 20% then down 20%") and their net effect. Each step is a
 * factor on the running amount; a tip on the pre-tax amount is added from the base instead. Read only when
 * every number is the base or a step, and the question asks for the final amount or the net change.
 */
import { normalizeText } from './normalize-text.js';
import { pct, PRICE_BEFORE, showMoney, showNumber, showPercent } from './present-quantity.js';
import { parseDecimal, q, ONE, type Q } from './rational.js';
import { readRounding } from './rounding-request.js';
import type { Outcome, Solved } from './solved.js';

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const DOWN_WORDS = /^(?:down|decrease[sd]?|fell|falls?|fallen|drop(?:s|ped)?|cuts?|lower(?:s|ed)?|reduce[sd]?|marks? down|marked down|discount(?:s|ed)?|off|reduction|los(?:es|e|t)|decline[sd]?|shr[iu]nks?|shrank)$/;
const VERB = String.raw`(up|down|increase[sd]?|decrease[sd]?|rise[sn]?|rose|fell|falls?|fallen|drop(?:s|ped)?|grows?|grew|cuts?|raise[sd]|lower(?:s|ed)?|reduce[sd]?|marks? up|marked up|marks? down|marked down|discount(?:s|ed)?|los(?:es|e|t)|gain(?:s|ed)?|decline[sd]?|climb(?:s|ed)?|jump(?:s|ed)?|shr[iu]nks?|shrank)`;
const NOUN = String.raw`(sales tax|tax|vat|tip|gratuity|service charge|discount|off|markup|mark-up|increase|decrease|raise|rise|cut|reduction|surcharge)`;
/**
 * A step: "rose by 20%", "a 15% tip", "tip 18%", "tax is 8%", "sales tax of 6.25%", or "another 10%" or
 * "and then by 10%" after a step (the same kind again).
 */
const STEP = new RegExp(
  String.raw`\b${VERB}\s+(?:(?:[a-z$\d.]+\s+){0,3}?by\s+)?(?:(?:another|a further|an? (?:extra|additional|further))\s+)?${NUM}%|${NUM}%\s+${NOUN}\b|(?:\b(?:and|then)|,)\s+(?:then\s+)?(?:(?:by\s+)?(?:another|a further|an? (?:extra|additional|further))|by)\s+${NUM}%|\b${NOUN}\s+(?:(?:is|was|of|at|rate is|rate of)\s+)?${NUM}%`,
  'g',
);
/** A tip on the amount before tax: "a 15% tip on the pre-tax amount". */
const ON_BASE = /^(?:\s+(?:on|of)\s+(?:the\s+)?(?:pre-?tax|original|subtotal|meal price|price before tax|amount before tax|bill before tax|food|before tax|base))/;
/** The tip is on the taxed total (or the order of the steps is said). */
const ON_TOTAL = /\bthen\b|\bon the (?:total|new total|final|post-tax|taxed)|\bafter tax\b|\bincluding tax\b|\bon top\b/;
// "total percent off" is written "total% off" by the time it is read here.
const ASKS_PERCENT = /\b(?:net|overall|total|combined|final|resulting|effective|single|equivalent) ?(?:(?:percent(?:age)?|%) )?(?:change|effect|increase|decrease|loss|gain|discount|markup|off|reduction|saving)\b|\bby what (?:percent|%)|\bwhat (?:percent|%|percentage)\b|\bhow many (?:percent|%)|\b(?:percentage|%) change\b/;
const ASKS_AMOUNT = /\b(?:total|final|new|sale|selling|retail|end|resulting|last) (?:price|cost|amount|bill|value|total|salary|wage|pay|rent|balance)\b|^(?:the )?(?:selling|sale|retail|final) price\b|\bthe total\b|\bin total\b|\bhow much (?:do|does|did|will|would|should|is|are|was)\b|\bwhat (?:is|was|will be|does) (?:the|it|its)\b|\bwhat do (?:i|you|we) pay\b|\bwhat will (?:the|it|its) (?:\w+ )?be\b|\bhow much in all\b|\bhow much (?:in )?total\b|^(?:the |in )?total\??$|\b(?:calculate|compute|find|determine|work out|what is|what was) the (?:price|cost|amount|value|salary|rent|bill) (?:after|at the end|now)\b|\bwhat does it come to\b|\bnow cost\b|\bnow\??$|\bcosts? how much\b/;
/** The amount before the chain, a saving or difference, or one amount as a percent of another: not the final amount. */
const ASKS_OTHER = new RegExp(String.raw`(?:percent|%|percentage) of\b|\b(?:before|original(?:ly)?|at first|saved?|savings|difference|how much (?:more|less)|amount of (?:tax|tip|discount)|${PRICE_BEFORE})\b`);
/** A step named in the question without a total: the tip or tax alone. */
const ASKS_STEP = /^(?!.*\b(?:total|final|after|with|including|plus|altogether|in all|overall|net|combined|single|equivalent)\b).*\b(?:tax|tip|gratuity|discount|markup|saving|reduction|surcharge|fee|profit|loss|margin)\b/;
/** The amount is itself a step or a result ("the discount she received is $40") rather than the price the chain starts from. */
const NAMED_STEP_AMOUNT = /\b(?:tip|tax|discount|markup|saving|savings|profit|interest|commission|fee|reduction|surcharge)\b(?:\s+\S+){0,4}?\s+(?:is|was|of|=|amounts? to|comes? to|came to|totals?|totaled|totalled)\s+\$?$/;
/** A rate, not an amount: "$10/month", "$4 per kg", "$3 each". */
const RATE_AFTER = /^\s*(?:\/|per\b|an?\s+(?:month|week|day|year|hour|night|item|piece|person|ticket|kg|pound|lb)\b|each\b)/;

/** "… on a cost of $25", "… on a bill of $80": the amount is named as the base. */
const BASE_NAMED = /\b(?:on|of|for|to) (?:a |an |the )?(?:cost|price|base|bill|amount|meal|purchase|subtotal|total)(?: price)? of \$?$/;

function isBase(t: string, amount: RegExpMatchArray): boolean {
  const at = amount.index!;
  return (BASE_NAMED.test(t.slice(0, at)) || !NAMED_STEP_AMOUNT.test(t.slice(0, at))) && !RATE_AFTER.test(t.slice(at + amount[0].length));
}
/** "How much is the tip?", "What is a 20% tip on $45.50?": the one step's amount. */
const ASKS_ONE = /\bhow much (?:is|will|would|should|does|do|was)? ?(?:be )?(?:the |my |a |an |our |in )?(?:\d+(?:\.\d+)?% )?(tip|tax|sales tax|vat|gratuity|service charge|discount|markup)\b|\bhow much (tip|tax)\b|^(?:what is |calculate |compute |find |work out |figure out |determine )?(?:the |a |an )?(?:\d+(?:\.\d+)?% )?(tip|tax|sales tax|vat|gratuity|service charge|discount|markup)(?: (?:of|at) \d+(?:\.\d+)?%)? (?:on|of|for)\b/;
const NOUN_STEP = /^(?:sales tax|tax|vat|tip|gratuity|service charge|discount|off|markup|mark-up|surcharge|marks? up|marked up|marks? down|marked down)$/;

interface Step {
  up: boolean;
  p: string;
  kind: string;
  onBase: boolean;
  /** A copy of the step before it ("three times in a row"), not a percent of its own in the text. */
  repeated?: boolean;
}

function stepsOf(t: string): Step[] {
  const steps: Step[] = [];
  for (const m of t.matchAll(STEP)) {
    const again = m[5] !== undefined;
    const before = steps.at(-1);
    if (again && !before) continue;
    const word = again ? before!.kind : m[1] ?? m[4] ?? m[6];
    const p = m[2] ?? m[3] ?? m[5] ?? m[7];
    const up = again ? before!.up : !DOWN_WORDS.test(word);
    const onBase = /tip|gratuity|service/.test(word) && ON_BASE.test(t.slice(m.index + m[0].length));
    steps.push({ up, p, kind: word, onBase });
    // "increased by 10% three times in a row": the same step again.
    const times = REPEATED.exec(t.slice(m.index + m[0].length));
    const n = times ? (times[1] ? Number(times[1]) : 2) : 1;
    if (n > MAX_REPEATS) return [];
    for (let i = 1; i < n; i++) steps.push({ up, p, kind: word, onBase, repeated: true });
  }
  return steps;
}

/** A step said to happen n times: "3 times in a row", "twice". */
const REPEATED = /^\s*,?\s*(?:(\d+) times|twice)\b(?: (?:in a row|in succession|running|consecutively|over))?/;
const MAX_REPEATS = 100;
/** "in year 1 … in year 2": a number naming a period, not an amount. */
const LABEL_BEFORE = /\b(?:year|quarter|month|week|day|round|phase|stage|step|period)\s+$/;
/** Words before a year: "in 2024", "since 1999", "fiscal 2023". */
const YEAR_BEFORE = /\b(?:in|since|during|until|till|through|fiscal|year)\s*$/;
/** "discounts of 20% and 10%": one step per percent, each of the named kind. */
const LISTED_STEPS = new RegExp(String.raw`\b(discount|increase|decrease|markup|cut|raise|reduction|rise)s of ${NUM}%((?:,\s*${NUM}%)*),?\s+and\s+${NUM}%`, 'g');

function listedSteps(t: string): string {
  return t.replace(LISTED_STEPS, (whole: string, kind: string) => {
    const ps = whole.match(/\d+(?:\.\d+)?%/g)!;
    return ps.map((p) => `${kind} of ${p}`).join(' and ');
  });
}

/** Numbers that are neither the base nor a step: period labels, and the count of a repeated step. */
function isAmount(t: string, a: RegExpMatchArray): boolean {
  const before = t.slice(0, a.index);
  const after = t.slice(a.index! + a[0].length);
  if (LABEL_BEFORE.test(before) && Number(a[1]) < 100 && !/^\s*(?:[a-z]+\s+)?(?:of|is|was|=)\b/.test(after)) return false;
  if (/\d%\s*,?\s*$/.test(before) && /^ times\b/.test(after)) return false;
  // "In 2024 I paid 15% tax": a year, not the amount taxed.
  if (YEAR_BEFORE.test(before) && /^\d{4}$/.test(a[0]) && Number(a[1]) >= 1900 && Number(a[1]) <= 2100) return false;
  return true;
}

/** Cheap test first (every question runs through every reader). */
const PERCENT = /%|\bper ?cent|\bpct\b/;

export function solvePercentChain(raw: string): Outcome {
  if (!PERCENT.test(normalizeText(raw))) return null;
  const { text, rounding } = readRounding(normalizeText(raw));
  const t = listedSteps(text.replace(/\s*\b(?:percent|per cent|pct)\b/g, '%').replace(/(\d)\s+%/g, '$1%').replace(/\s+/g, ' '));
  const steps = stepsOf(t);
  if (!steps.length) return null;
  const amounts = [...t.matchAll(/\$?(\d+(?:\.\d+)?)(?!\d|\.\d|\s?%)/g)].filter((a) => isAmount(t, a));
  const sentences = t.split(/(?<=[.?!;])\s+/);
  const asked = sentences.filter((s) => /\?$|^(?:what|how|find|calculate|work out)\b/.test(s)).pop() ?? t;
  // "…, we tip 15% and tax is 8%, how much total": the question is the clause after the last comma when it asks.
  const tail = asked.split(/,\s*/).pop()!;
  const question = tail !== asked && TAIL_QUESTION.test(tail) ? tail : asked;
  if (amounts.length > 1) return null;
  // Every percent must be a step read here ("charges 30% for profit" is not), or the chain was not read whole.
  if ((t.match(/\d%/g) ?? []).length !== steps.filter((s) => !s.repeated).length) return null;
  if (amounts.length && !isBase(t, amounts[0])) return null;
  // A percent asked for is never an amount.
  if (/%|percent/.test(question.replace(/\d+(?:\.\d+)?%/g, '')) && !ASKS_PERCENT.test(question)) return null;
  // One change of a plain kind ("cut by 20%") is the percent reader's; a tax, tip or markup on an amount is read here.
  // The amount before one change ("went up 4% to $1,352, what was it before") is read here too.
  const reverse = reverseChain(t, steps, amounts, question, raw);
  if (reverse) return reverse;
  if (steps.length === 1 && (!NOUN_STEP.test(steps[0].kind) || !amounts.length)) return null;
  // "If the sales tax rate is 9.5%, what's the tax on $240?": the clause after the comma asks, amount and all.
  const one = ASKS_ONE.exec(question) ?? (/^(?:what|how)\b/.test(tail) ? ASKS_ONE.exec(tail) : null);
  if (one && steps.length === 1 && amounts.length === 1 && !ASKS_OTHER.test(question)) {
    const asked = one[1] ?? one[2] ?? one[3];
    // "How much is the tip and the total?": both, or neither.
    const andTotal = new RegExp(String.raw`\b${asked}\b.*\band (?:the |what is the |what's the )?(?:total|final (?:bill|price|amount|cost)|whole bill|bill|grand total)\b`).test(question);
    if (!andTotal && /\band\b/.test(question.slice(one.index! + one[0].length))) return { family: 'percent', reason: 'the question asks for more than the one step' };
    return oneStep(steps[0], asked, parseDecimal(amounts[0][1])!, andTotal);
  }
  // "What's 15% off $80, then 8% tax?": the steps are the question, and the tax names a step, not what is asked.
  const stepsAsked = sentences.length === 1 && /^(?:what is|how much is|calculate|compute|work out|find)\b/.test(t);
  if (ASKS_OTHER.test(question) || (!stepsAsked && ASKS_STEP.test(question))) return { family: 'percent', reason: 'the question asks for a part of the chain or the amount before it, which the percent chain reader does not read' };
  const wantsPercent = steps.length > 1 && ASKS_PERCENT.test(question);
  if (!wantsPercent && !(amounts.length === 1 && (stepsAsked || ASKS_AMOUNT.test(question)))) return null;
  const tipAndTax = steps.some((s) => /tip|gratuity|service/.test(s.kind)) && steps.some((s) => /tax|vat/.test(s.kind));
  // A tip and a tax with no order said: both are taken of the bill, as a tip usually is; the other reading is stated.
  let unordered: string | undefined;
  if (tipAndTax && !steps.some((s) => s.onBase) && !ON_TOTAL.test(t)) {
    if (steps.length !== 2) return { family: 'percent', reason: 'a tip with tax and further steps is read only when it says what the tip is taken on' };
    const other = steps.reduce((v, s) => v.mul(ONE.add(pct(parseDecimal(s.p)!))), parseDecimal(amounts[0]?.[1] ?? '100')!);
    for (const s of steps) if (/tip|gratuity|service/.test(s.kind)) s.onBase = true;
    unordered = `the tip is taken of the bill before tax, as is usual; a tip on the taxed total would make it ${showMoney(other, '$').text}`;
  }
  for (const s of steps) if (!s.up && parseDecimal(s.p)!.compare(q(100)) > 0) return { family: 'percent', reason: 'a decrease of more than 100% would leave a negative amount' };

  const base = amounts.length ? parseDecimal(amounts[0][1])! : q(100);
  let v = base;
  const working: string[] = [];
  // A step on the amount before tax is added from the base after the others, so no later step applies to it.
  for (const s of [...steps.filter((x) => !x.onBase), ...steps.filter((x) => x.onBase)]) {
    const r = pct(parseDecimal(s.p)!);
    const before = v;
    v = s.onBase ? v.add(base.mul(r)) : v.mul(s.up ? ONE.add(r) : ONE.sub(r));
    working.push(s.onBase ? `${showNumber(before).text} + ${s.p}% of ${showNumber(base).text} (${s.kind} on the amount before tax) = ${showNumber(v).text}` : `${showNumber(before).text} × (1 ${s.up ? '+' : '−'} ${s.p}%) = ${showNumber(v).text}  (${s.kind})`);
  }
  if (wantsPercent) {
    const change = v.div(base).sub(ONE).mul(q(100));
    const s = showPercent(change, rounding);
    const mag = showPercent(change.abs(), rounding);
    const word = change.s < 0n ? 'decrease' : 'increase';
    const text = change.n === 0n ? '0% (no change)' : `${s.text} (${mag.text.replace('≈ ', '')} ${word})`;
    // "What is the overall discount?" is answered by its size.
    const named = change.s < 0n && /\b(?:net|overall|total|combined|effective|final|single|equivalent) ?(?:discount|decrease|loss|reduction|drop|% off|off)\b/.test(question) ? mag.forms : [];
    const forms = change.n === 0n ? ['0%', '0% (no change)'] : [...s.forms, ...mag.forms.map((f) => `${f} ${word}`), ...named];
    const note = amounts.length ? undefined : 'a net change does not depend on the starting amount (worked from 100)';
    return solved({ text, forms, note: [s.note, note].filter(Boolean).join('; ') || undefined }, [...working, `net: ${s.text}`]);
  }
  const money = /\$/.test(raw) || /\bdollars?\b|\bprice|\bcost|\bbill|\bmeal|\bpaid|\bpay\b|\btip\b|\btax\b/.test(t);
  const how = unordered ?? (steps.length > 1 ? 'each percent applies to the amount after the step before it, unless said otherwise' : undefined);
  return solved(money && !rounding ? showMoney(v, '$') : showNumber(v, rounding), working, how);
}

const ASKS_ORIGINAL = new RegExp(String.raw`\b(?:original(?:ly)?|before|at first|to begin with|to start with|start(?:ed)?|initial(?:ly)?|${PRICE_BEFORE})\b`);
/** The one amount is the result of the chain: "... you pay $43.20", "the final price is 54". */
const RESULT_AMOUNT = /\d%\s+to\s+\$?$|\b(?:pay|paid|pays|is|was|costs?|comes? to|came to|totals?|totalled|totaled|ends? up (?:at|as)|now|final price of|for)\s+\$?$/;

/** A clause that asks on its own: "what's my new salary", "how much total", "selling price?". */
const TAIL_QUESTION = /^(?:so |and )?(?:what|how|calculate|compute|find|determine|work out)\b[^\d]*$|^(?:the |in )?total\??$|^(?:the )?(?:selling|sale|retail|final|total|new) (?:price|cost|amount|bill)\??$/;

/** Words naming the amount before the chain, just before it: "the initial price was", "it started at". */
const STARTING_AMOUNT = /\b(?:initial(?:ly)?|original(?:ly)?|starting|start(?:ed|s)?|at first|to begin with|before|used to)\b[^.?!,;]{0,30}$/;

/** Between a total and the steps it holds: "in total including", "with", "after". */
const INCLUDES = /^\s*(?:in total |total |altogether )?(?:including|includes|incl\.?|with|after)\s+(?:an? |the )?$/;

/** Between a result and the steps that made it: "is the price after", "was the final cost with". */
const NAMED_RESULT = /^\s*(?:is|was|being) (?:the |my |our |its )?(?:(?:sale|final|new|discounted|reduced|marked|total) )?(?:price|cost|amount|total|bill) (?:after|with|including)\s+(?:an? |the )?$/;

/** The amount before the chain, from the amount after it: the result divided by every step's factor. */
function reverseChain(t: string, steps: Step[], amounts: RegExpMatchArray[], question: string, raw: string): Solved | null {
  if (amounts.length !== 1 || !ASKS_ORIGINAL.test(question) || steps.some((s) => s.onBase)) return null;
  const at = t.indexOf(amounts[0][0]);
  const allSteps = [...t.matchAll(STEP)];
  const lastStep = allSteps.at(-1)!;
  const after = at >= lastStep.index! + lastStep[0].length && RESULT_AMOUNT.test(t.slice(0, at));
  // "$59.04 in total including 8% tax and a 15% tip": the result stated first, the steps it includes after it.
  const including = at < allSteps[0].index! && RESULT_AMOUNT.test(t.slice(0, at)) && INCLUDES.test(t.slice(at + amounts[0][0].length, allSteps[0].index!));
  // "$68 is the price after 15% off": the result named before the steps.
  const named = at < allSteps[0].index! && NAMED_RESULT.test(t.slice(at + amounts[0][0].length, allSteps[0].index!));
  // "If the initial price was $1000, …": an amount named as the start is the base, wherever it stands.
  if ((!after && !including && !named) || (!named && STARTING_AMOUNT.test(t.slice(0, at)))) return null;
  const result = parseDecimal(amounts[0][1])!;
  const money = /\$/.test(raw) || /\b(?:price|cost|paid|pay|bill)\b/.test(t);
  const tipAndTax = steps.length === 2 && steps.some((s) => /tip|gratuity|service/.test(s.kind)) && steps.some((s) => /tax|vat/.test(s.kind));
  if (tipAndTax && !ON_TOTAL.test(t)) {
    // Both taken of the bill before tax, as a tip usually is: the bill is the total over (1 + tax + tip).
    const factor = ONE.add(pct(parseDecimal(steps[0].p)!)).add(pct(parseDecimal(steps[1].p)!));
    const base = result.div(factor);
    const other = result.div(steps.reduce((f, s) => f.mul(ONE.add(pct(parseDecimal(s.p)!))), ONE));
    const sum = `(1 + ${steps[0].p}% + ${steps[1].p}%)`;
    return solved(money ? showMoney(base, '$') : showNumber(base), [`${showNumber(result).text} ÷ ${sum} = ${showNumber(base).text}`, `check: ${showNumber(base).text} × ${sum} = ${showNumber(base.mul(factor)).text}`], `the tip is taken of the bill before tax, as is usual; with the tip on the taxed total the bill would be ${showMoney(other, '$').text}`);
  }
  if (steps.some((s) => !s.up) && including) return null;
  let factor = ONE;
  for (const s of steps) factor = factor.mul(s.up ? ONE.add(pct(parseDecimal(s.p)!)) : ONE.sub(pct(parseDecimal(s.p)!)));
  if (factor.n === 0n) return null;
  const base = result.div(factor);
  const factors = steps.map((s) => `(1 ${s.up ? '+' : '−'} ${s.p}%)`).join(' × ');
  return solved(money ? showMoney(base, '$') : showNumber(base), [`${showNumber(result).text} ÷ (${factors}) = ${showNumber(base).text}`, `check: ${showNumber(base).text} × ${factors} = ${showNumber(base.mul(factor)).text}`], 'each percent is taken of the amount after the step before it');
}

/** The one step's amount: a 20% tip on $45.50 is $9.10, and with `andTotal` the amount after it too. Only when the step asked is the step given. */
function oneStep(step: Step, asked: string, base: Q, andTotal = false): Solved | null {
  const same = (a: string, b: string) => a.replace(/^sales /, '') === b.replace(/^sales /, '') || (a === 'off' && b === 'discount') || (a === 'discount' && b === 'off');
  if (!same(step.kind, asked)) return null;
  const v = base.mul(pct(parseDecimal(step.p)!));
  const working = [`${step.p}% of ${showNumber(base).text} = ${showNumber(v).text}`];
  if (!andTotal) return solved(showMoney(v, '$'), working);
  const total = step.up ? base.add(v) : base.sub(v);
  const [part, whole] = [showMoney(v, '$'), showMoney(total, '$')];
  const text = `${asked} ${part.text}, total ${whole.text}`;
  return solved({ text, forms: [`${part.text}; ${whole.text}`, text], note: part.note ?? whole.note }, [...working, `${showNumber(base).text} ${step.up ? '+' : '−'} ${showNumber(v).text} = ${showNumber(total).text}`]);
}

function solved(shown: { text: string; forms: string[]; note?: string }, working: string[], caveat?: string): Solved {
  const notes = [caveat, shown.note].filter(Boolean).join('; ');
  return { family: 'percent', headline: shown.text, forms: shown.forms, working, caveat: notes || undefined, verified: true };
}
