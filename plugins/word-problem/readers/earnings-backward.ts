/**
 * Purchases worked backwards: one thing's price, or the money held at first, found from what was paid in all.
 * "He buys 3 packs. He pays with a $20 bill and gets $11 change. How much did each pack cost?" and "He had $100,
 * bought a shirt for $24 and a pair of socks, and had $65 left. How much is a pair of socks?".
 * Each statement is read phrase by phrase into amounts held at first, left at the end, paid in all, and things
 * bought (a count, a noun, a price when one is said). Then held − left = paid = Σ count × price, with exactly one
 * price (or the amount held) unknown. Every number must be taken by a phrase and nothing but the phrases read may
 * carry an amount; otherwise the story is passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import { readStory, type Story } from '../story-text.js';
import { keyOf, nounPatterns, sameThing } from './earnings-read.js';
import type { StoryReader } from './reader.js';

interface Bought {
  noun: string;
  count: Fraction;
  /** Price of one, when said. */
  price?: Fraction;
  sentence: number;
}

interface Ledger {
  held?: { value: Fraction; sentence: number };
  left?: { value: Fraction; sentence: number };
  /** Paid in all, said outright ("spent $28", "for $1500"), with the things it covers when it is said of some. */
  paid: { value: Fraction; sentence: number; covers: Bought[] | null }[];
  bought: Bought[];
  /** Amounts paid for something without a count ("$30 on a shirt"). */
  lumps: { value: Fraction; noun: string; sentence: number }[];
  /** Prices of one said apart from the buying ("If a t-shirt costs $100"). */
  prices: { noun: string; value: Fraction; sentence: number }[];
  /** Prices said through another's: "three times as much as a pen", "$4 less". */
  relations: { noun: string; of: string; times?: Fraction; plus?: Fraction; sentence: number }[];
}

/** Words that make the story more than buying at prices: comparisons, parts, percentages, selling, others' money. */
const NOT_READ =
  /%|\b(?:fewer|half|halves|twice|double\w*|triple\w*|quarter|third|fourth|fifth|percent|discount\w*|off|sales|tax|taxes|tip|tips|fee|fees|shar\w*|split\w*|divide\w*|equally|sell|sells|sold|selling|earn\w*|profit\w*|income|salary|wage\w*|save\w*|saving|saved|borrow\w*|owe\w*|lend|lent|loan|debt|refund\w*|return\w*|coupon\w*|free|discounted|cheaper|expensive|worth|value|rate|hour\w*|day|days|week\w*|month\w*|year\w*|every|found|another (?!#)|lost|lose|weigh\w*|pounds?|kg|ounces?|liters?|gallons?|dozens?|cents?|nickels?|dimes?|quarters?|pennies|penny|coins?|either|neither|instead|another|other|others|rest|some|several|different|same|average|mom|dad|mother|father|brother|sister|friend|friends|wife|husband|son|daughter)\b/;

const REQUEST_WORDS = /^(?:can|could|please|pls|plz|hi|hello|hey|quick|question|help|solve|thanks|thank|ok|okay|here|hw|homework|problem)$/;

/** Phrases that only repeat what the reading assumes: money held but not said, things of one price. */
const SAID_ALREADY =
  /^[a-z]+ (?:has|had) some money$|,? ?(?:(?:and |if )?(?:they |each |all |both |(?:each|every|the|both) [a-z]+(?: [a-z]+)? )?(?:each )?(?:cost|costs|costed|were|are|at|for) the same(?: price| amount| amount of money)?|(?:each|all) at the same price)$|\b(?:to )?buy some [a-z]+(?: for [a-z ]+)?$/;

/** Function words that end a noun phrase. */
const STOP =
  'and|or|but|for|at|each|that|which|who|with|on|to|in|from|of|by|costs?|costing|costed|is|are|was|were|priced|then|so|he|she|they|it|them|him|her|his|their|its|a|an|the|one|if|also|all|both|total|altogether|change|left|bill|bills|back|after|before|had|has|have|got|gets|get|spent|spends|spend|paid|pays|pay|bought|buys|buy|purchased|purchases|plus|only|just|as|together|altogether|combined|worth|finally|also';
const { word: WORD, np: NP } = nounPatterns(STOP);
const N = '#(\\d+)';
const SUBJECT = '(?:[a-z]+ )?';
const BUY = '(?:buys?|bought|buying|purchases?|purchased|purchasing|orders?|ordered|gets?|got|picks? up|picked up|chooses?|chose|takes?|took)';


interface Question {
  kind: 'price' | 'held' | 'spent' | 'left';
  noun?: string;
  /** "the battery": one thing, asked of as a whole. */
  definite?: boolean;
}

const Q_PRICE = [
  new RegExp(`^how much (?:money )?(?:did|does|do|was|is|were|will|would) (each|one|a|an|a single|every|the) ${NP} (?:cost|costs|be|go for)?(?: in dollars)?$`),
  new RegExp(`^how much (?:money )?(?:did|does|do|was|is|were|will|would) (each|one|a|an|a single|every|the) ${NP}$`),
  new RegExp(`^(?:what (?:is|was|s|were) |calculate |find |determine )?(?:the )?(?:price|cost) of (each|one|a|an|a single|the) ${NP}(?: in dollars)?$`),
  new RegExp(`^how much did ${SUBJECT}(?:pay|spend) (?:for|on) (each|one|a|an|a single|the) ${NP}$`),
];
const Q_HELD =
  /^how much (?:money )?(?:in dollars )?(?:did|does) [a-z]+ (?:(?:have|start with|bring|take|begin with|start out with|carry)(?: with (?:him|her|them))? (?:at first|at the beginning|in the beginning|initially|originally|to (?:start|begin) with|at the start)|(?:start|begin|start out) with)$/;

const ALL = '(?:everything|both(?: items)?|all(?: of)?(?: the| those| these)? (?:items|things)|them|it|all of them)';
const Q_SPENT = [
  new RegExp(`^how much (?:money )?(?:did|does|will|would) [a-z]+ (?:pay|spend)(?: in total| in all| altogether| total)?(?: (?:for|on) ${ALL})?(?: in total| in all| altogether)?$`),
  new RegExp(`^(?:what (?:is|was) |calculate |find )?the total (?:cost|price|amount)(?: of ${ALL})?$`),
  /^how much did (?:everything|it all|both items|both|they) cost(?: in total| altogether| in all)?$/,
];
const Q_LEFT = /^how much (?:money )?(?:does|did|will|would) [a-z]+ (?:have left|get (?:back )?in change|receive in change|get back)$|^how much change (?:does|did|will|would) [a-z]+ (?:get|receive)(?: back)?$/;

function readQuestion(q: string): Question | null {
  const text = q.replace(/^(?:on average|so|then|now)\s*,?\s*/, '').replace(/[.?!]+$/, '').replace(/,/g, '').replace(/\s+/g, ' ').trim();
  if (Q_HELD.test(text)) return { kind: 'held' };
  if (Q_SPENT.some((re) => re.test(text))) return { kind: 'spent' };
  if (Q_LEFT.test(text)) return { kind: 'left' };
  for (const re of Q_PRICE) {
    const m = re.exec(text);
    if (m) return { kind: 'price', noun: keyOf(m[2]), definite: m[1] === 'the' };
  }
  return null;
}

/** A phrase read from a statement: the pattern and what it records. */
type Rule = [RegExp, (m: RegExpExecArray, at: Ctx) => boolean];

interface Ctx {
  story: Story;
  sentence: number;
  ledger: Ledger;
  /** The story says change came back, so "gives $850" is money handed over. */
  change: boolean;
}

const money = (c: Ctx, id: string) => c.story.numbers[Number(id)]?.money === true;
const count = (c: Ctx, id: string) => {
  const n = c.story.numbers[Number(id)];
  return n && !n.money && !n.percent && n.value.d === 1n && n.value.compare(0) > 0 ? n.value : null;
};
const value = (c: Ctx, id: string) => c.story.numbers[Number(id)].value;

/** "3 barbells", "5 t-shirts and 4 pairs of pants": counted things in a list. */
function countedList(c: Ctx, text: string): Bought[] | null {
  const parts = text.trim().replace(/,? and /g, ' , ').split(/ ?, ?/).filter(Boolean);
  const out: Bought[] = [];
  for (const p of parts) {
    const m = new RegExp(`^${N} ${NP}$`).exec(p.trim()) ?? new RegExp(`^(?:a|an|one) ${NP}$`).exec(p.trim());
    if (!m) return null;
    const n = m.length === 3 ? count(c, m[1]) : new Fraction(1);
    if (!n) return null;
    out.push({ noun: keyOf(m.length === 3 ? m[2] : m[1]), count: n, sentence: c.sentence });
  }
  return out;
}

const LIST = `((?:(?:${N}|a|an|one) ${WORD}(?: ${WORD}){0,3}(?: of ${WORD}(?: ${WORD})?)?(?: ,| and|, and)? ?)+)`;
const PRICE_EACH = `(?:(?:per|each) ${WORD}|each|apiece|a piece)`;

/** Phrases in the order they are tried; each consumes what it reads. */
const RULES: Rule[] = [
  // "pays with a $20 bill", "paid with 2 $50 bills": money handed over.
  [new RegExp(`\\b(?:pays?|paid|paying)(?: for (?:it|them|everything|the [a-z ]+?|(${N} ${NP})))? with (?:(?:a|an|one) )?(?:${N} )?${N}(?: bills?| notes?)?\\b`, 'g'), (m, c) => {
    const [, paidFor, , , k0, id] = m;
    const k = k0 ? count(c, k0) : new Fraction(1);
    if (!k || !money(c, id) || (k0 && money(c, k0))) return false;
    // "pays for 5 sandwiches with two $20 bills": the things paid for are bought.
    const things = paidFor ? countedList(c, paidFor) : [];
    if (!things) return false;
    c.ledger.bought.push(...things);
    return setOnce(c, 'held', value(c, id).mul(k));
  }],
  // "hands the cashier $50", "gives $850 (and gets $40 in change)".
  [new RegExp(`\\b(?:gives?|gave|hands?|handed|pays?|paid) (?:the (?:cashier|clerk|shopkeeper|seller|store|vendor) )?(?:(?:a|an) )?${N}(?: bill| note)?\\b`, 'g'), (m, c) => {
    if (!money(c, m[1]) || (!c.change && !/cashier|clerk|shopkeeper|seller|store|vendor/.test(m[0]))) return false;
    return setOnce(c, 'held', value(c, m[1]));
  }],
  // "gets $11 change", "received $4 back as change", "got no change".
  [new RegExp(`\\b(?:gets?|got|receives?|received|was given|is given|given) (?:back )?${N}(?: back)?(?: (?:in|as|of) change| change| back)\\b`, 'g'), (m, c) => money(c, m[1]) && setOnce(c, 'left', value(c, m[1]))],
  [/\b(?:gets?|got|receives?|received|was given|is given) no change\b|\bthere (?:is|was) no change\b/g, (_m, c) => setOnce(c, 'left', new Fraction(0))],
  // "had $65 left", "is left with $4", "after buying them, he had $14".
  [new RegExp(`\\b(?:has|had|have|is left with|was left with|were left with) (?:only )?${N} (?:left|left over|remaining|leftover)\\b|\\b(?:is|was|were) left with ${N}\\b`, 'g'), (m, c) => money(c, m[1] ?? m[2]) && setOnce(c, 'left', value(c, m[1] ?? m[2]))],
  [new RegExp(`^after (?:buying|paying for|purchasing|getting) (?:them|it|these|those|everything|all of them|the [a-z ]+?) ?,? ${SUBJECT}(?:has|had|have) (?:only )?${N}$`, 'g'), (m, c) => money(c, m[1]) && setOnce(c, 'left', value(c, m[1]))],
  // "went to the store with $20", "has a budget of $200", "had $236 to spend".
  [new RegExp(`\\b(?:goes|went|go|going) to (?:the |a )?[a-z]+(?: [a-z]+)? with ${N}\\b|\\b(?:with|has|had|have) a budget of ${N}\\b|^${SUBJECT}(?:has|had|have) ${N}(?= |$)`, 'g'), (m, c) => {
    const id = m[1] ?? m[2] ?? m[3];
    return money(c, id) && setOnce(c, 'held', value(c, id));
  }],
  // "3 photograph frames, each costing $3", "2 skirts for $13 each", "453 cakes at $12", "5 televisions that each cost $50".
  [new RegExp(`${N} ${NP} ?,? (?:(?:that|which) )?(?:each )?(?:at|for|costing|cost|costs|priced at|that cost|which cost|each costing|each cost|each for|each of which costs?|each of which costed)(?: (?:him|her|them))? ${N}(?: ${PRICE_EACH})?`, 'g'), (m, c) => {
    const n = count(c, m[1]);
    const each = /\b(?:each|apiece|a piece|per|at)\b/.test(m[0].replace(/^#\d+ /, ''));
    if (!n || !money(c, m[3]) || !each) return false;
    c.ledger.bought.push({ noun: keyOf(m[2]), count: n, price: value(c, m[3]), sentence: c.sentence });
    return true;
  }],
  // "a shirt for $24", "one book for $16".
  [new RegExp(`\\b(?:a|an|one) ${NP} for ${N}(?! each| apiece| a piece)`, 'g'), (m, c) => {
    if (!money(c, m[2])) return false;
    c.ledger.bought.push({ noun: keyOf(m[1]), count: new Fraction(1), price: value(c, m[2]), sentence: c.sentence });
    return true;
  }],
  // "5 t-shirts and 4 pairs of pants for $1500", "for a total of $2050": one amount paid for the things listed.
  [new RegExp(`${LIST}for (?:a total of |a total cost of )?${N}(?: total| in total| altogether| in all)?(?! each| apiece| a piece)`, 'g'), (m, c) => {
    const things = countedList(c, m[1]);
    const id = m.at(-1)!;
    if (!things || !money(c, id)) return false;
    // "3 binders for $2" may be each or all three; a list, a total said, or one thing is not.
    if (things.length === 1 && !things[0].count.equals(1) && !/total/.test(m[0])) return false;
    if (things.length === 1) {
      c.ledger.bought.push({ ...things[0], price: value(c, id) });
      return true;
    }
    c.ledger.bought.push(...things);
    c.ledger.paid.push({ value: value(c, id), sentence: c.sentence, covers: things });
    return true;
  }],
  // "then spent another $1.25".
  [new RegExp(`\\b(?:spent|spends|spend|paid|pays) another ${N}$`, 'g'), (m, c) => {
    if (!money(c, m[1])) return false;
    c.ledger.lumps.push({ value: value(c, m[1]), noun: '', sentence: c.sentence });
    return true;
  }],
  // "Four tires and one battery together cost $224".
  [new RegExp(`^${LIST}(?:together |in all |altogether )?(?:cost|costs|costed|come to|came to) (?:a total of )?${N}$`, 'g'), (m, c) => {
    const things = countedList(c, m[1]);
    const id = m.at(-1)!;
    if (!things || things.length < 2 || !money(c, id)) return false;
    c.ledger.bought.push(...things);
    c.ledger.paid.push({ value: value(c, id), sentence: c.sentence, covers: things });
    return true;
  }],
  // "$30 on a button-up shirt", "spent $12 on lunch".
  [new RegExp(`(?:spent |spends |spend |paid |pays )?${N} (?:on|for) (?:a |an |the |his |her |their |all the |all of the |all of her |all of his )?${NP}`, 'g'), (m, c) => {
    if (!money(c, m[1])) return false;
    c.ledger.lumps.push({ value: value(c, m[1]), noun: keyOf(m[2]), sentence: c.sentence });
    return true;
  }],
  // "sneakers that cost $200", "a sports outfit that costs $250"; "a cake that costs $5 per slice" is a rate, not its price.
  [new RegExp(`(?:\\b(?:a|an|one|some) )?${NP} (?:that|which) (?:costs?|costed) ${N}(?! each| apiece| a piece| more| less| times| per | an? [a-z])`, 'g'), (m, c) => {
    if (!money(c, m[2])) return false;
    c.ledger.lumps.push({ value: value(c, m[2]), noun: keyOf(m[1]), sentence: c.sentence });
    return true;
  }],
  // "bought shoes for $190".
  [new RegExp(`\\b${BUY} (?:(?:some|his|her|the) )?${NP} for ${N}(?! each| apiece| a piece)`, 'g'), (m, c) => {
    if (!money(c, m[2])) return false;
    c.ledger.lumps.push({ value: value(c, m[2]), noun: keyOf(m[1]), sentence: c.sentence });
    return true;
  }],
  // "A notebook costs 3 times as much as a pen", "the barbell cost 1/10 as much", "a briefcase for 5 times the price".
  [new RegExp(`(?:^|\\bif |\\band |, )(?:(?:each|a|an|one|the|#\\d+) )?${NP} (?:costs?|costed|is|was|for|which costs?|that costs?) ${N}(?: times)? (?:as much(?: as (?:(?:a|an|the|one|#\\d+) )?${NP})?|the (?:price|cost)(?: of (?:(?:a|an|the|one|#\\d+) )?${NP})?)$`, 'g'), (m, c) => {
    const [, np, k, of1, of2] = m;
    const n = c.story.numbers[Number(k)];
    if (!n || n.money || n.percent) return false;
    return relate(c, m, np, of1 ?? of2, { times: n.value });
  }],
  // "a pen costs $9 more than a pencil", "a bulb which cost $4 less".
  [new RegExp(`(?:^|\\bif |\\band |, )(?:(?:each|a|an|one|the|#\\d+) )?${NP} (?:costs?|costed|is|was|which costs?|that costs?) ${N} (more|less)(?: than (?:(?:a|an|the|one|#\\d+) )?${NP})?$`, 'g'), (m, c) => {
    const [, np, id, way, of] = m;
    if (!money(c, id)) return false;
    return relate(c, m, np, of, { plus: way === 'more' ? value(c, id) : value(c, id).neg() });
  }],
  // "If a t-shirt costs $100", "each chair cost $20", "the patio table cost $55", "the chocolate bars each cost $2", "the price of a pen is $4".
  [new RegExp(`(?:^|\\bif |\\band |, )(?:(each|a|an|one|the|every|#\\d+) )?${NP} (each )?(?:costs?|costed|was|is|were|are) ${N}( ${PRICE_EACH})?(?=$| ,| and )`, 'g'), (m, c) => unitPrice(c, m[1], m[2], !!(m[3] || m[5]), m[4])],
  [new RegExp(`(?:^|\\bif )the (?:price|cost) of (?:(each|a|an|one|the) )?${NP} (?:is|was) ${N}$`, 'g'), (m, c) => unitPrice(c, m[1] ?? 'a', m[2], false, m[3])],
  // "He spent a total of 28 dollars", "paid $560 in all", "the total cost was $50", "for $75 she bought".
  [new RegExp(`\\b(?:spent|spends|spend|paid|pays|pay) (?:a total of |only )?${N}(?: (?:in total|total|altogether|in all|for (?:them|it|everything|all of them|all|the lot|all (?:of )?(?:the|those|these) (?:items|things))))?(?= |$)|\\bthe total (?:cost|bill|price|amount)(?: of (?:all )?(?:the |those |these )?(?:items|things|purchases))? (?:is|was|came to|comes to) ${N}|^for ${N}(?=(?: ,)? ${SUBJECT}${BUY})`, 'g'), (m, c) => {
    const id = m[1] ?? m[2] ?? m[3];
    if (!money(c, id)) return false;
    c.ledger.paid.push({ value: value(c, id), sentence: c.sentence, covers: null });
    return true;
  }],
  // "He buys 5 chocolate bars and 2 bags of chips", "also bought a pair of socks", "spend on 6 books": things whose price may be unknown.
  [new RegExp(`\\b(?:${BUY}|to spend on|spend on|spent on|for)(?: ${SUBJECT})?(?: (?:;|,|and))* ${LIST}`, 'g'), (m, c) => {
    const things = countedList(c, m[1].replace(/ (?:and|,)\s*$/, ''));
    if (!things) return false;
    c.ledger.bought.push(...things);
    return true;
  }],
];

/** A price through another thing's: that thing named, or the one bought just before in the sentence. */
function relate(c: Ctx, m: RegExpExecArray, np: string, of: string | undefined, how: { times?: Fraction; plus?: Fraction }): boolean {
  // "and a bulb which cost $4 less", "a briefcase for 5 times the price": one more thing bought, in a list.
  const listed = /\b(?:for|which costs?|that costs?) #/.test(m[0]);
  const det = /^(?:if |and |, )?(a|an|one|#\d+|each|the)\b/.exec(m[0].trim())?.[1];
  const one = !!det && (/^(?:a|an|one)$/.test(det) || (det.startsWith('#') && c.story.numbers[Number(det.slice(1))].value.equals(1)));
  const before = c.ledger.bought.at(-1);
  const base = of ? keyOf(of) : before?.sentence === c.sentence && before.price ? before.noun : null;
  if (!base) return false;
  const noun = keyOf(np);
  // "a bulb which cost $4 less": the thing is bought here too.
  if (listed) {
    if (!one || c.ledger.bought.some((b) => sameThing(b.noun, noun))) return false;
    c.ledger.bought.push({ noun, count: new Fraction(1), sentence: c.sentence });
  }
  c.ledger.relations.push({ noun, of: base, ...how, sentence: c.sentence });
  return true;
}

function unitPrice(c: Ctx, det: string | undefined, np: string, each: boolean, id: string): boolean {
  if (!money(c, id)) return false;
  // "One roll of paper costs $2": a count of one only.
  if (det?.startsWith('#') && !c.story.numbers[Number(det.slice(1))].value.equals(1)) return false;
  const plural = /s$/.test(np.split(' of ')[0]);
  // "The chairs cost $20": all of them or each is not said.
  if (plural && !each) return false;
  if (!plural && !det) return false;
  c.ledger.prices.push({ noun: keyOf(np), value: value(c, id), sentence: c.sentence });
  return true;
}

function setOnce(c: Ctx, key: 'held' | 'left', v: Fraction): boolean {
  if (c.ledger[key]) return false;
  c.ledger[key] = { value: v, sentence: c.sentence };
  return true;
}

/** Reads every statement; null when a number or a money word is left that no phrase read. */
function readLedger(story: Story, statements: { text: string; sentence: number }[]): Ledger | null {
  const ledger: Ledger = { paid: [], bought: [], lumps: [], prices: [], relations: [] };
  const change = /\bchange\b/.test(story.sentences.join(' '));
  for (const { text, sentence } of statements) {
    const c: Ctx = { story, sentence, ledger, change };
    // Clauses are read one at a time: "and then", ", then", "; ", ", so".
    for (const clause of text.split(/ ?(?:,? and then|, then|;|, so|\. ) ?/)) {
      let rest = ` ${clause.replace(/,/g, ' ,').replace(/\s+/g, ' ').trim()} `.replace(/^ | $/g, '');
      for (const [re, take] of RULES) {
        re.lastIndex = 0;
        rest = rest.replace(re, (...args) => {
          const m = args.slice(0, -2) as unknown as RegExpExecArray;
          return take(m, c) ? ' ; ' : args[0];
        });
        rest = rest.replace(/\s+/g, ' ').trim();
      }
      if (/#\d/.test(rest)) return fail(1);
      // Comparisons are read only inside the phrases above ("3 times as much as a pen", "$4 less").
      if (/\b(?:more|less|than|times|as much)\b/.test(rest)) return fail(1);
      // A money word no phrase read ("costs", "paid") may carry an amount of another thing.
      if (/\b(?:costs?|paid|pays?|spent|spends?|price|change|left(?! the\b)|budget|bill|total)\b/.test(rest)) return fail(2);
    }
  }
  return ledger;
}

/** Where the last story was passed on, for tracing. */
export let passedAt = 0;
const fail = (at: number): null => {
  passedAt = at;
  return null;
};

export interface BackwardAnswer {
  value: Fraction;
  asked: Question;
  working: string[];
}

export function solveBackward(text: string): BackwardAnswer | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2 || !story.numbers.some((n) => n.money) || story.numbers.length > 12) return fail(3);
  // "Can you help?", "Please solve:": capitalised words opening a request are not people.
  const people = story.people.filter((p) => !REQUEST_WORDS.test(p));
  if (people.length > 1 || story.numbers.some((n) => n.percent)) return fail(4);
  const last = story.sentences.length - 1;
  let question = story.sentences[last];
  const statements = story.sentences.slice(0, last).map((t, i) => ({ text: t, sentence: i }));
  // "quick one: Lena bought ...": a short lead-in before a colon, with no amount, is set aside.
  for (const s of statements) if (/^[^:\d$]{0,25}:/.test(story.original[s.sentence])) s.text = s.text.replace(/^[^:]{0,25}: ?/, '');
  // "If a keyboard costs $20, how much does a printer cost?": the condition first is one more statement.
  const first = /^if (.+?) ?, ?((?:how much|what) .+)$/.exec(question);
  if (first) {
    statements.push({ text: first[1], sentence: last });
    question = first[2];
  }
  if (!/^(?:on average ?,? )?(?:how much|what|calculate|find|determine)\b/.test(question) || !/\?\s*$|^(?:calculate|find|determine)\b/.test(story.original[last].toLowerCase())) return fail(5);
  // "How much did he have at first if he has $15 now?": the condition is one more statement.
  const cond = /^(.*?) ,? ?\bif (.+)$/.exec(question.replace(/,/g, ' ,'));
  if (cond) {
    question = cond[1].trim();
    statements.push({ text: cond[2].replace(/ ,/g, ',').replace(/\b(?:now|at the end)\b/, 'left').trim(), sentence: last });
  }
  // "Josh has some money", "all at the same price", "if they cost the same": nothing to read beyond the prices.
  for (const s of statements) s.text = s.text.replace(SAID_ALREADY, ' ').replace(/\s+/g, ' ').trim();
  const all = statements.map((s) => s.text).join(' . ');
  if (NOT_READ.test(all) || NOT_READ.test(question.replace(/^on average\b/, ''))) return fail(6);
  // "How much did one chair cost?": the number one read as a word again.
  question = question.replace(/#(\d+)/g, (tok, id: string) => (story.numbers[Number(id)].value.equals(1) && !story.numbers[Number(id)].money ? 'one' : tok));
  const asked = readQuestion(question.replace(/ ,/g, ','));
  if (!asked || /#\d/.test(question)) return fail(7);
  const ledger = readLedger(story, statements);
  if (!ledger) return fail(8);
  return settle(ledger, asked, story);
}

const show = (v: Fraction) => showAmount(v, 'dollar');

/** held − left = paid = Σ count × price, with one unknown; null unless it is read one way only. */
function settle(l: Ledger, asked: Question, story: Story): BackwardAnswer | null {
  const working: string[] = [];
  const line = (s: number, what: string) => working.push(`sentence ${s + 1}: ${what}`);
  // Prices said apart from the buying go to the one thing bought they name, or wait for a price said through them.
  const table: { noun: string; value: Fraction }[] = [];
  for (const p of l.prices) {
    const to = l.bought.filter((b) => sameThing(b.noun, p.noun));
    if (to.length > 1 || to[0]?.price) return fail(9);
    if (to.length === 1) to[0].price = p.value;
    else if (l.relations.some((r) => sameThing(r.of, p.noun))) table.push(p);
    else return fail(9);
  }
  // Prices through another's, each from one price already known.
  for (const r of l.relations) {
    const known = [...table, ...l.bought.filter((b) => b.price).map((b) => ({ noun: b.noun, value: b.price! }))].filter((t) => sameThing(t.noun, r.of));
    if (known.length !== 1) return fail(18);
    const v = r.times ? known[0].value.mul(r.times) : known[0].value.add(r.plus!);
    if (v.compare(0) <= 0) return fail(18);
    const to = l.bought.filter((b) => sameThing(b.noun, r.noun));
    if (to.length > 1 || to[0]?.price) return fail(18);
    if (to.length === 1) to[0].price = v;
    else table.push({ noun: r.noun, value: v });
    line(r.sentence, `one ${r.noun} = ${r.times ? `${showValue(r.times)} × ` : ''}${show(known[0].value)}${r.plus ? ` ${r.plus.compare(0) > 0 ? '+' : '−'} ${show(r.plus.abs())}` : ''} = ${show(v)}`);
  }
  // A lump paid for a thing bought ("$30 on the socks") is that thing's whole cost.
  const lumps: { value: Fraction; noun: string; sentence: number }[] = [];
  for (const x of l.lumps) {
    const to = l.bought.filter((b) => sameThing(b.noun, x.noun));
    if (to.length > 1 || (to.length === 1 && to[0].price)) return fail(10);
    if (to.length === 1) to[0].price = x.value.div(to[0].count);
    else lumps.push(x);
  }
  const unknown = l.bought.filter((b) => !b.price);
  if (l.paid.length > 1 || l.paid.some((p) => p.covers && p.covers.length !== l.bought.length)) return fail(11);
  // What was paid in all: said outright, or what was held less what was left.
  let paid: Fraction | null = null;
  if (l.held && l.left) {
    paid = l.held.value.sub(l.left.value);
    line(l.held.sentence, `${show(l.held.value)} held`);
    line(l.left.sentence, `${show(l.left.value)} left, so ${show(paid)} paid in all`);
  }
  if (l.paid.length) {
    if (paid && !paid.equals(l.paid[0].value)) return fail(12);
    if (!paid) line(l.paid[0].sentence, `${show(l.paid[0].value)} paid in all`);
    paid = l.paid[0].value;
  }
  let known = new Fraction(0);
  for (const b of l.bought.filter((x) => x.price)) {
    known = known.add(b.count.mul(b.price!));
    line(b.sentence, `${b.count.toString()} ${b.noun} at ${show(b.price!)} = ${show(b.count.mul(b.price!))}`);
  }
  for (const x of lumps) {
    known = known.add(x.value);
    line(x.sentence, `${show(x.value)} for ${x.noun}`);
  }
  if (asked.kind === 'spent' || asked.kind === 'left') {
    // Forward: what was paid, or what is left of what was held; every price known, nothing said of the result.
    if (unknown.length || l.paid.length || l.left) return fail(19);
    if (asked.kind === 'spent' && l.held) return fail(19);
    if (asked.kind === 'left' && !l.held) return fail(19);
    const value = asked.kind === 'spent' ? known : l.held!.value.sub(known);
    if (value.compare(0) < 0) return fail(19);
    return { value, asked, working: [...working, asked.kind === 'spent' ? `paid in all = ${show(value)}` : `left = ${show(l.held!.value)} − ${show(known)} = ${show(value)}`] };
  }
  if (asked.kind === 'held') {
    if (unknown.length || l.held || !l.left || l.paid.length || known.equals(0)) return fail(13);
    line(l.left.sentence, `${show(l.left.value)} left`);
    const value = l.left.value.add(known);
    return { value, asked, working: [...working, `held at first = ${show(l.left.value)} + ${show(known)} = ${show(value)}`] };
  }
  if (!paid || unknown.length !== 1 || l.held?.value.compare(0) === 0) return fail(14);
  const [x] = unknown;
  if (!sameThing(x.noun, asked.noun!) || (asked.definite && !x.count.equals(1))) return fail(15);
  // Other bought things named like the asked one would make "each" unclear.
  if (l.bought.some((b) => b !== x && sameThing(b.noun, asked.noun!))) return fail(16);
  const value = paid.sub(known).div(x.count);
  if (value.compare(0) <= 0 || value.mul(100).d !== 1n) return fail(17);
  working.push(`${x.noun}: (${show(paid)} − ${show(known)}) ÷ ${x.count.toString()} = ${show(value)}`);
  void story;
  return { value, asked, working };
}

export function backwardReply(b: BackwardAnswer): Answer {
  const headline = show(b.value);
  const what = { held: 'the money held at first', spent: 'the money paid in all', left: 'the money left', price: `the price of one ${b.asked.noun}` }[b.asked.kind];
  return {
    content: [headline, '', `${what[0].toUpperCase()}${what.slice(1)}, from what was held, paid and left:`, ...b.working.map((w) => `- ${w}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(b.value), headline],
  };
}

export const backward: StoryReader = (text) => {
  const solved = solveBackward(text);
  return solved ? backwardReply(solved) : null;
};
