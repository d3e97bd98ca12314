/**
 * One price or amount changed by percentages in turn: "Ruiz receives a monthly salary of $500. If he received
 * a 6% raise, how much will be Ruiz's new salary?", "Lyra bought a pair of shoes at a 20% discount. If she
 * paid $480, how much was the original price?", "The price was decreased by 15% and then increased by 40%".
 * The amount before the changes is one unknown, the amount after is linear in it; the story fixes one of
 * them and the question asks for the other (or the saving). Every clause must be one of the forms read and
 * every number used; anything else passes the story on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import type { StoryNumber } from '../story-text.js';
import { percentReply, percentStory, readAll, type Lin, lin, times } from './percentages-common.js';

interface Ctx {
  numbers: StoryNumber[];
  used: Set<number>;
  /** The amount after the changes so far, linear in the amount before. */
  now: Lin;
  changes: number;
  fixed: { value: Lin; is: Fraction }[];
  working: string[];
  sentence: number;
}

const BEFORE: Lin = lin(1, 0);
const SUBJECT = String.raw`(?:(?:[a-z']+ ){1,6}?)`;
const UP = 'increased|raised|increases|rises|rose|went up|goes up|grew|grows|marked up|goes up|jumped|jumps';
const DOWN = 'decreased|reduced|decreases|reduces|dropped|drops|fell|falls|went down|goes down|cut|lowered|lowers|discounted|marked down';
const RAISE = 'raise|pay raise|pay rise|increase|salary increase|price increase|markup';
const CUT = 'discount|reduction|price cut|pay cut|markdown';

/** "12.5%" as a share; only percentages below 100 are read here. */
function rate(n: StoryNumber): Fraction | null {
  return n.percent && n.value.compare(0) > 0 && n.value.compare(100) < 0 ? n.value.div(100) : null;
}

function change(ctx: Ctx, id: string, sign: 1 | -1): boolean {
  const n = ctx.numbers[Number(id)];
  const r = rate(n);
  if (!r || ctx.used.has(n.id)) return false;
  ctx.used.add(n.id);
  ctx.now = times(ctx.now, sign > 0 ? new Fraction(1).add(r) : new Fraction(1).sub(r));
  ctx.changes++;
  ctx.working.push(`sentence ${ctx.sentence + 1}: ${sign > 0 ? 'up' : 'down'} ${n.text}: × ${sign > 0 ? '(1 + ' : '(1 − '}${n.text})`);
  return true;
}

function fix(ctx: Ctx, id: string, after: boolean): boolean {
  const n = ctx.numbers[Number(id)];
  if (!n.money || ctx.used.has(n.id)) return false;
  // The amount before is given before any change; the amount after only once there is one.
  if (after ? !ctx.changes : ctx.changes) return false;
  ctx.used.add(n.id);
  ctx.fixed.push({ value: after ? ctx.now : BEFORE, is: n.value });
  ctx.working.push(`sentence ${ctx.sentence + 1}: ${after ? 'after the changes' : 'before the changes'} = ${n.text}`);
  return true;
}

/** One clause; false when it is not one of the forms read here. */
function clause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "the price of a book was $400", "a luxury bag costs $3000", "Ruiz receives a monthly salary of $500", "her pay is $500".
  if ((m = new RegExp(String.raw`^(?:${SUBJECT})?(?:costs?|is|was|sells for|sold for|earns|earned|makes|made|receives|received|gets|got|is priced at|was priced at|was originally priced at|is originally priced at|originally cost|originally costs|normally costs?|usually costs?|regularly costs?|used to cost|is worth|was worth|had)(?: a (?:weekly |monthly |yearly |annual )?(?:salary|wage|income|price|value|paycheck|bill) of)? #(\d+)(?: (?:last|this) (?:week|month|year))?$`).exec(c)))
    return fix(ctx, m[1], false);
  // "it was increased by 15%", "the price of the ticket is down by 20%", "his salary increased by 30%".
  if ((m = new RegExp(String.raw`^(?:and |then |but )*(?:${SUBJECT})?(?:(?:was|is|has been|had been|got|gets|will be|were|are) )?(?:(${UP})|(${DOWN})|(?:is |was )?(up|down)) by #(\d+)$`).exec(c)))
    return change(ctx, m[4], m[1] || m[3] === 'up' ? 1 : -1);
  // "he received a 6% raise", "she got a 20% discount", "she bought it at a 20% discount", "it went on sale for 25% off".
  if ((m = new RegExp(String.raw`^(?:and |then |but )*(?:${SUBJECT})?(?:received|receives|got|gets|was given|is given|is offered|was offered|(?:is|was) (?:offered|sold|available) (?:with|at)|has|had|offers|offered|bought [a-z ]+? (?:at|with)|buys [a-z ]+? (?:at|with)) an? #(\d+) (?:(${RAISE})|(${CUT}))(?: on (?:all|every|each) (?:items?|products?|things?|goods)| on (?:a|an|the|his|her|their) [a-z]+(?: [a-z]+)?)?$`).exec(c)))
    return change(ctx, m[1], m[2] ? 1 : -1);
  if ((m = new RegExp(String.raw`^(?:and |then |but )*(?:${SUBJECT})?(?:is|was|went|goes) on sale (?:for|at) #(\d+) off$`).exec(c))) return change(ctx, m[1], -1);
  // "if she paid $480", "she paid the sale price of $450", "it now costs $135".
  if ((m = new RegExp(String.raw`^(?:${SUBJECT})?(?:paid|pays|now costs|now sells for|sold it for|is now|was then)(?: the (?:sale|discounted|new|final) price of)? #(\d+)(?: for (?:it|them|(?:the|a|an|a pair of) [a-z ]+))?$`).exec(c)))
    return fix(ctx, m[1], true);
  return false;
}

/** The question's ask: the amount after, the amount before, or what the changes saved. */
function asked(q: string): 'after' | 'before' | 'saved' | null {
  if (/^how much (?:is|was|will be|would be|does|did|do) (?:[a-z']+ )?(?:s )?(?:new|final|current|discounted|sale) (?:price|salary|pay|wage|bill|rent|income|cost|value)(?: of [a-z ]+)?(?: now)?$/.test(q)) return 'after';
  if (/^how much (?:did|does|will|would|do) [a-z]+ (?:pay|have to pay|need to pay|spend)(?: for (?:it|them|the [a-z ]+))?(?: (?:now|after the discount|after the raise|after the increase|in total))?$/.test(q)) return 'after';
  if (/^how much (?:is|was|will be) (?:[a-z']+ )?(?:s )?(?:salary|pay|price|bill|rent|cost) now$|^how much does (?:it|the [a-z ]+) cost now$/.test(q)) return 'after';
  if (/^how much (?:is|was|were) the (?:original|regular|initial|old|usual) (?:price|cost|salary|value)(?: of [a-z ]+)?$|^how much did (?:it|the [a-z ]+) (?:originally )?cost (?:originally|before the discount|before the increase|at first|before)$/.test(q)) return 'before';
  if (/^how much (?:money )?did [a-z]+ save$/.test(q)) return 'saved';
  if (/^how much (?:does|did|will) the (?:discounted|new|reduced|sale) [a-z ]+ cost$/.test(q)) return 'after';
  return null;
}

const SPLIT = /\s*(?:, and then |, then |, and |; | and then | then |, but | but | and (?=(?:then )?(?:it|the|his|her|its|this|that|paid|pays)\b))\s*/;

export function readPercentChange(text: string): Answer | null {
  const read = percentStory(text, /\bhow much\b|\bwhat (?:is|s|was|will be|would be)\b/);
  if (!read) return null;
  const { story, statements } = read;
  // "what is the new price", "what was the original price of the table": the same asks as "how much is ...".
  const q = read.q.replace(/^what (?:is|s|was|will be|would be)\b/, (w) => `how much ${w === 'what s' ? 'is' : w.slice(5)}`);
  const ask = asked(q);
  if (!ask) return null;
  const ctx: Ctx = { numbers: story.numbers, used: new Set(), now: BEFORE, changes: 0, fixed: [], working: [], sentence: 0 };
  const when = /^(?:last (?:week|month|year)|this (?:week|month|year)|today|yesterday|after a year|after [a-z ]+), /;
  if (!readAll(statements, SPLIT, (c, i) => ((ctx.sentence = i), clause(ctx, c)), when)) return null;
  if (ctx.used.size !== story.numbers.length || !ctx.changes || ctx.fixed.length !== 1) return null;
  const f = ctx.fixed[0];
  const original = f.is.sub(f.value.b).div(f.value.a);
  if (original.compare(0) <= 0) return null;
  const after = ctx.now.a.mul(original).add(ctx.now.b);
  // "how much did she pay" after a raise, or "how much did he save" when it went up, is not what was read.
  const up = ctx.now.a.compare(1) > 0;
  if (ask === 'saved' && up) return null;
  if (ask === 'after' && /^how much (?:did|does|will|would|do) [a-z]+ (?:pay|have to pay|need to pay|spend)\b/.test(q) && up) return null;
  const value = ask === 'after' ? after : ask === 'before' ? original : original.sub(after);
  if (value.mul(100).d !== 1n) return null;
  const what = ask === 'after' ? 'the amount after the changes' : ask === 'before' ? 'the amount before the changes' : 'the amount saved';
  const working = [...ctx.working];
  if (f.value !== BEFORE && ask !== 'before') working.push(`so the amount before the changes = $${original.toString()}`);
  return percentReply(value, 'dollar', what, working);
}
