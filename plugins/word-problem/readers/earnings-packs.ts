/**
 * Goods counted in packs and sold by the piece: "A pie shop charges $3 per slice of pie. They cut each whole pie into
 * 10 slices. If they make 6 whole pies, how much money will the pie shop earn?", "Each box has 10 candy bars in it. He
 * sells 5 boxes. He sells each candy bar for $1.50 and buys each bar for $1. How much profit does he make?".
 * The story is read phrase by phrase into one pack (so many pieces in each), counts of packs or pieces made, had,
 * bought or sold, the selling price of a piece or a pack, and what was paid (for each, or for all). Every count is
 * turned into pieces through the pack; money in = pieces sold × price, and the profit takes off what was paid. A
 * story with no pack said, a price with no "each" (one's or all's?), or a count of something else is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import type { Story } from '../story-text.js';
import { consume, keyOf, moneyAt, nounPatterns, numberAt, tell, type Rule } from './earnings-read.js';
import { readAsked } from './earnings-profit.js';
import type { StoryReader } from './reader.js';

type Role = 'stock' | 'sold' | 'bought';

interface Packs {
  story: Story;
  sentence: number;
  pack?: { outer: string; inner: string; per: Fraction; sentence: number };
  counts: { value: Fraction; noun: string; role: Role; sentence: number }[];
  sell: { value: Fraction; noun: string; sentence: number }[];
  buyEach: { value: Fraction; noun: string; sentence: number }[];
  buyTotal: { value: Fraction; noun: string; count?: Fraction; sentence: number }[];
}

const N = '#(\\d+)';
const STOP =
  'and|or|but|for|at|each|every|that|which|who|with|on|to|in|into|from|of|by|costs?|is|are|was|were|then|so|he|she|they|it|them|him|her|his|their|its|a|an|the|one|if|also|all|these|those|this|sells?|sold|selling|buys?|bought|makes?|made|per|apiece|as|when|after|before|you|i|we|there|will|would|can|could|be|has|have|had|charges?|pays?|paid|plans?|profit|money|dollars?';
const { np: NP } = nounPatterns(STOP);
const MAKE = '(?:makes?|made|bakes?|baked|produces?|produced|prepares?|prepared)';
const HAVE = '(?:has|had|have|donated|received|receives|gets?|got|was given|were given|is given|are given)';
const BUY = '(?:buys?|bought|purchases?|purchased|orders?|ordered)';
const SELL = '(?:sells?|sold|can sell|will sell|plans? to sell|is selling|was selling)';
const SUBJ = "(?:(?:the|a|an|this|that|her|his|their) )?(?:[a-z'-]+ ){0,3}?";
const EACH = '(?:each|apiece|a piece)';

const positive = (v: Fraction | null): v is Fraction => v !== null && v.compare(0) > 0;
const whole = (v: Fraction | null): v is Fraction => positive(v) && v.d === 1n;

/** The word a noun phrase names its thing by: "box of erasers" → "box", "whole custard pies" → "pie". */
const headOf = (np: string) => {
  const key = keyOf(np.replace(/^(?:whole|full|entire) /, ''));
  const head = key.includes(' of ') ? key.split(' of ')[0] : key.split(' ').at(-1)!;
  return head.replace(/(?:ve|fe)$/, 'f').replace(/ie$/, 'y');
};

function pack(c: Packs, outer: string, n: string, inner: string): boolean {
  const v = numberAt(c.story, `#${n}`);
  if (!whole(v) || v.compare(1) <= 0 || c.pack) return false;
  c.pack = { outer: headOf(outer), inner: headOf(inner), per: v, sentence: c.sentence };
  return c.pack.outer !== c.pack.inner;
}

function count(c: Packs, n: string, noun: string, role: Role): boolean {
  const v = numberAt(c.story, `#${n}`);
  if (!whole(v)) return false;
  c.counts.push({ value: v, noun: headOf(noun), role, sentence: c.sentence });
  return true;
}

function price(list: Packs['sell'], c: Packs, id: string, noun: string): boolean {
  const v = moneyAt(c.story, `#${id}`);
  if (!positive(v)) return false;
  list.push({ value: v, noun: headOf(noun), sentence: c.sentence });
  return true;
}

const RULES: Rule<Packs>[] = [
  // An opening that only says what is sold: "the student council sells scented erasers in the morning before school".
  [/^(?!.*#)(.*)$/, (m) => /\b(?:sells|is selling|are selling|selling)\b/.test(m[1]) && !LEFT_OVER.test(m[1].replace(/\b(?:sells|is selling|are selling|selling)\b/, ''))],
  // The pack: "each box has 10 candy bars in it", "there are 24 erasers in each box", "they cut each whole pie into 10 slices".
  [new RegExp(`(?:^|\\band |, )(?:each|every|one|a) ${NP} (?:has|holds|contains|is cut into|is sliced into|is divided into|was cut into|is made into|yields) ${N} ${NP}(?: in it| inside(?: it)?)?(?=$| ,| and )`), (m, c) => pack(c, m[1], m[2], m[3])],
  [new RegExp(`\\bthere (?:are|were) ${N} ${NP} in (?:each|every|one|a) ${NP}(?=$| ,| and )`), (m, c) => pack(c, m[3], m[1], m[2])],
  [new RegExp(`\\b(?:cuts?|slices?|divides?|splits?) (?:each|every|one) ${NP} into ${N} ${NP}(?=$| ,| and )`), (m, c) => pack(c, m[1], m[2], m[3])],
  // Counts: "they make 6 whole pies", "the bookstore donated 48 boxes of erasers", "he sells 5 boxes", "bought 3 boxes".
  [new RegExp(`\\b${MAKE} (?:a total of )?${N} ${NP}(?=$| ,| and | to | for (?:the|a|her|his|their) )`), (m, c) => count(c, m[1], m[2], 'stock')],
  [new RegExp(`\\b${HAVE} (?:a total of )?${N} ${NP}(?=$| ,| and | to sell| for sale)`), (m, c) => count(c, m[1], m[2], 'stock')],
  [new RegExp(`\\b${BUY} (?:a total of )?${N} ${NP}(?=$| ,| and )`), (m, c) => count(c, m[1], m[2], 'bought')],
  [new RegExp(`\\b${SELL} (?:all )?${N} ${NP}(?=$| ,| and )`), (m, c) => count(c, m[1], m[2], 'sold')],
  // Selling prices: "sells each candy bar for $1.50", "charges $3 per slice of pie", "sells the erasers for $0.75 each".
  [new RegExp(`\\b${SELL} (?:each|every|a|one) ${NP} (?:for|at) ${N}(?=$| ,| and )`), (m, c) => price(c.sell, c, m[2], m[1])],
  [new RegExp(`\\b(?:charges?|charged) ${N} (?:per|for a|for an|for one|for each|for every|a|an|each) ${NP}(?=$| ,| and )`), (m, c) => price(c.sell, c, m[1], m[2])],
  [new RegExp(`\\b${SELL} (?:the|these|those|her|his|their|all the|all of the) ${NP} (?:for|at) ${N} ${EACH}(?=$| ,| and )`), (m, c) => price(c.sell, c, m[2], m[1])],
  // What was paid: "buys each bar for $1", "bought the 3 boxes for $15".
  [new RegExp(`\\b${BUY} (?:each|every|a|one) ${NP} (?:for|at) ${N}(?=$| ,| and )`), (m, c) => price(c.buyEach, c, m[2], m[1])],
  [new RegExp(`\\b${BUY} (?:the |all |all the |these |those )?(?:${N} )?${NP} for ${N}(?! each| apiece| a piece| per)(?=$| ,| and )`), (m, c) => {
    const v = moneyAt(c.story, `#${m[3]}`);
    const n = m[1] === undefined ? undefined : numberAt(c.story, `#${m[1]}`);
    if (!positive(v) || (m[1] !== undefined && !whole(n ?? null))) return false;
    c.buyTotal.push({ value: v, noun: headOf(m[2]), count: n ?? undefined, sentence: c.sentence });
    // "bought 3 boxes of candles for $24": the boxes bought, counted too.
    if (n) c.counts.push({ value: n, noun: headOf(m[2]), role: 'bought', sentence: c.sentence });
    return true;
  }],
];

/** Words left that would say more than was read: another amount, a change in what is sold or kept, someone else's part. */
const LEFT_OVER =
  /#\d|\b(?:more|less|than|times|half|double|triple|third|quarter|tax\w*|tips?|fees?|discount\w*|off|per|each|every|apiece|dozens?|costs?|price\w*|paid|pays?|spent|spends?|sells?|sold|buys?|bought|earn\w*|made|makes?|profit\w*|charg\w*|rent\w*|shar\w*|split\w*|lost|lose|rotten|broke\w*|burn\w*|spoil\w*|damaged|free|gave|give\w*|ate|eats?|keep|kept|remain\w*|rest|left|except|donat\w*|back|return\w*|worth|instead|another|other|others|only|just|some|most|few|remaining|but|brothers?|sisters?|mom|mother|dad|father|parents?|friends?|wife|husband|sons?|daughters?|uncle|aunt|cousins?|neighbou?rs?|boss|partners?|weigh\w*|pounds?|ounces?|grams?|kilograms?|kg)\b/;

/** Where the last story was passed on, for tracing. */
export let packsTrace = '';

export function solvePacks(text: string): { value: Fraction; kind: 'profit' | 'sales'; lines: string[] } | null {
  packsTrace = 'told';
  const told = tell(text);
  if (!told || told.people.length > 1) return null;
  const { story } = told;
  if (story.numbers.some((n) => n.percent)) return null;
  const asked = readAsked(told.question);
  packsTrace = `question: ${told.question}`;
  if (!asked || asked.sold || asked.days || asked.weeks) return null;
  const c: Packs = { story, sentence: 0, counts: [], sell: [], buyEach: [], buyTotal: [] };
  for (const s of told.statements) {
    c.sentence = s.sentence;
    const rest = consume(s.text, RULES, c);
    if (LEFT_OVER.test(rest)) {
      packsTrace = `left: ${rest}`;
      return null;
    }
  }
  packsTrace = 'read';
  const p = c.pack;
  if (!p) return null;
  // Every noun counted or priced is the pack or the piece; a count in packs is turned into pieces.
  const role = (noun: string) => (noun === p.inner ? 'inner' : noun === p.outer ? 'outer' : null);
  const nouns = [...c.counts, ...c.sell, ...c.buyEach, ...c.buyTotal].map((x) => role(x.noun));
  if (nouns.some((r) => r === null)) return null;
  if (asked.of && !/^sales?$/.test(asked.of) && role(headOf(asked.of)) === null) return null;
  const at = (s: { sentence: number }) => `sentence ${s.sentence + 1}`;
  const lines: string[] = [`${at(p)}: ${showValue(p.per)} ${p.inner}s in each ${p.outer}`];
  const pieces = (x: { value: Fraction; noun: string; sentence: number }) => {
    if (role(x.noun) === 'inner') return x.value;
    const v = x.value.mul(p.per);
    lines.push(`${at(x)}: ${showValue(x.value)} ${p.outer}s × ${showValue(p.per)} = ${showValue(v)} ${p.inner}s`);
    return v;
  };
  const stocks = c.counts.filter((x) => x.role !== 'sold');
  const solds = c.counts.filter((x) => x.role === 'sold');
  if (stocks.length > 1 || solds.length > 1 || c.sell.length !== 1 || c.buyEach.length + c.buyTotal.length > 1) return null;
  // The pack must carry something: a count in packs with a price of a piece, or the other way round.
  if (![...c.counts, ...c.buyEach, ...c.buyTotal].some((x) => role(x.noun) !== role(c.sell[0].noun))) return null;
  const stock = stocks[0] ? pieces(stocks[0]) : null;
  const sold = solds[0] ? pieces(solds[0]) : stock;
  if (!sold || (stock && sold.compare(stock) > 0)) return null;
  // The selling price is of a piece or of a pack; the pieces sold are counted in the same.
  const [sp] = c.sell;
  const soldIn = role(sp.noun) === 'inner' ? sold : sold.div(p.per);
  if (soldIn.d !== 1n) return null;
  const revenue = soldIn.mul(sp.value);
  lines.push(`${at(sp)}: ${showValue(soldIn)} ${sp.noun}s sold × ${showAmount(sp.value, 'dollar')} = ${showAmount(revenue, 'dollar')} taken in`);
  let cost = new Fraction(0);
  const bought = stocks[0]?.role === 'bought' ? stock : null;
  if (c.buyEach.length) {
    const [b] = c.buyEach;
    // Bought pieces are the count bought, or (none said) the pieces sold.
    const n = bought ?? (stock === null ? sold : null);
    if (!n) return null;
    const inUnit = role(b.noun) === 'inner' ? n : n.div(p.per);
    if (inUnit.d !== 1n) return null;
    cost = inUnit.mul(b.value);
    lines.push(`${at(b)}: ${showValue(inUnit)} ${b.noun}s bought × ${showAmount(b.value, 'dollar')} = ${showAmount(cost, 'dollar')}`);
  } else if (c.buyTotal.length) {
    const [b] = c.buyTotal;
    // "bought the 3 boxes for $15": the boxes counted before.
    // "bought the 3 boxes for $15": the boxes counted before, or counted here.
    if (!stocks[0] || (b.count && !(role(b.noun) === role(stocks[0].noun) && b.count.equals(stocks[0].value)))) return null;
    cost = b.value;
    lines.push(`${at(b)}: ${showAmount(cost, 'dollar')} paid for all`);
  }
  if (asked.kind === 'sales') {
    if (!cost.equals(0)) return null;
    return { value: revenue, kind: 'sales', lines };
  }
  if (cost.equals(0)) return null;
  const profit = revenue.sub(cost);
  if (profit.compare(0) <= 0) return null;
  lines.push(`profit = ${showAmount(revenue, 'dollar')} − ${showAmount(cost, 'dollar')} = ${showAmount(profit, 'dollar')}`);
  return { value: profit, kind: 'profit', lines };
}

export const packs: StoryReader = (text) => {
  const solved = solvePacks(text);
  if (!solved) return null;
  const headline = showAmount(solved.value, 'dollar');
  return {
    content: [headline, '', solved.kind === 'profit' ? 'Pieces sold through the pack, less what was paid:' : 'Pieces sold through the pack:', ...solved.lines.map((l) => `- ${l}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(solved.value), headline],
  } satisfies Answer;
};
