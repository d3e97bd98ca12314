/**
 * Buying or making things and selling them: "Dorothy spent $53 on doughnut ingredients. If she made 25 doughnuts and
 * sells each for $3, how much was her profit?" and "Aisha bakes 40 muffins at $0.50 each and sells them for $2 each.
 * How much does she make in profit?".
 * The story is read phrase by phrase into one kind of goods (how many were made or bought, how many sold), what one
 * cost (a buying price, a cost to make, materials for each), lump costs (ingredients, rent, labour), and the selling
 * price of one or of all; or into sales lines that each say a count and a price ("sold 30 pies at $4 and 12 cakes at
 * $9"). Profit = money from sales − every cost; a question about money made with no cost said is the sales alone.
 * Every number must be taken by a phrase; a price "for $8" with no "each" (one item's, or all of them?), a cost of
 * each item with no count made said, one thing's profit and a profit per period are passed on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { showAmount, showValue } from '../reply.js';
import type { Story } from '../story-text.js';
import { consume, keyOf, moneyAt, nounPatterns, numberAt, sameThing, tell, type Rule } from './earnings-read.js';
import type { StoryReader } from './reader.js';

interface Said {
  value: Fraction;
  sentence: number;
}

interface Trade {
  story: Story;
  sentence: number;
  /** The one kind of goods, by its first noun; every later noun must be the same thing. */
  noun?: string;
  /** Made, bought or grown; said in the statements. */
  made?: Said;
  /** Sold, when said apart from what was made. */
  sold?: Said;
  buyEach?: Said;
  buyTotal?: Said;
  sellEach?: Said;
  sellTotal?: Said;
  /** Costs for each item: to make it, its materials, its packaging. */
  unitCosts: (Said & { what: string })[];
  /** Costs said as one amount: ingredients, the wood, labour. */
  lumps: (Said & { what: string })[];
  /** Sales said each with a count and a price, of one or more kinds. */
  sales: (Said & { count: Fraction; noun: string })[];
  /** "per patch", "a bag": the item a price is for, checked against the goods at the end. */
  perNouns: string[];
  /** Prices of one said for a kind: sold at ("sells jeans at $11 each", "charges $20 per drawing"), or only said to
   * cost ("a small bonsai costs $30"), which is a selling price or a cost by what else the story says. */
  prices: (Said & { noun: string; sell: boolean })[];
  /** Counts sold of kinds priced apart: "sold 7 tees and 4 jeans", "sold 24 on Saturday and 16 on Sunday". */
  counted: (Said & { noun: string | null })[];
  /** The days or weeks hours were worked in: "friday", "last week". */
  whens: string[];
}

const N = '#(\\d+)';
const STOP =
  'and|or|but|for|at|each|that|which|who|with|on|to|in|from|of|by|costs?|costing|is|are|was|were|priced|then|so|he|she|they|it|them|him|her|his|their|its|a|an|the|one|if|also|all|both|total|these|those|this|sells?|sold|selling|buys?|bought|makes?|made|per|apiece|piece|plus|only|just|as|every|when|after|before|you|i|we|there|here|will|would|can|could|to|be|has|have|had|do|does|did|charges?|charged|pays?|paid|spends?|spent|profit|money|dollars?';
const { word: WORD, np: NP } = nounPatterns(STOP);
const BUY = '(?:buys?|bought|purchases?|purchased|orders?|ordered|gets?|got|picks? up|picked up|acquires?|acquired)';
const MAKE = '(?:makes?|made|bakes?|baked|produces?|produced|grows?|grew|yields?|yielded|knits?|knitted|builds?|built|creates?|created|prepares?|prepared|cooks?|cooked|brews?|brewed|sews?|sewed|crafts?|crafted|harvests?|harvested|picks?|picked)';
const SELL = '(?:sells?|sold|selling|to sell|to be sold|plans? to sell|can sell|could sell|will sell|is selling|was selling|resells?|resold)';
/** Work done for a charge: "cuts 5 haircuts", "mowed 4 (lawns)". */
const SERVICE = 'cuts?|washe[sd]|wash|repairs?|repaired|cleans?|cleaned|mows?|mowed|walks?|walked|fixe[sd]|fix|serves?|served|teaches|taught|delivers?|delivered|paints?|painted|draws?|drew|tutors?|tutored|hems?|hemmed';
/** Who hours were worked with or where: "with her best friend", "alone", "at the shop". */
const COMPANY = "(?: (?:with|alone|at|in)(?: [a-z'-]+){0,4}?)?";
/** The price is for one item: "each", "apiece", "per patch", "a bag". */
const EACH = `((?:per|a|an|each|for each|for every) (?!(?:yesterday|today|tomorrow|morning|afternoon|evening|night|day|week|month|year|time)\\b)${WORD}|each|apiece|a piece)`;
const TOTAL = '(?:for a total of|for a total|for|at a total of|for the total of)';
const JUST = '(?:just |only )?';
const SUBJ = '(?:[a-z]+ )?';

const positive = (v: Fraction | null): v is Fraction => v !== null && v.compare(0) > 0;
const whole = (v: Fraction | null): v is Fraction => positive(v) && v.d === 1n;

/** The goods named: the first noun sets the kind, each later one must be the same thing. */
function goods(c: Trade, np: string | undefined): boolean {
  if (np === undefined) return true;
  const key = keyOf(np);
  if (!c.noun) {
    c.noun = key;
    return true;
  }
  return sameThing(c.noun, key);
}

function once(c: Trade, key: 'made' | 'sold' | 'buyEach' | 'buyTotal' | 'sellEach' | 'sellTotal', v: Fraction | null): boolean {
  if (!positive(v) || c[key]) return false;
  if ((key === 'made' || key === 'sold') && v.d !== 1n) return false;
  c[key] = { value: v, sentence: c.sentence };
  return true;
}

/** "each", "apiece" or "per patch": a price for one; the named item is checked against the goods at the end. */
function each(c: Trade, e: string | undefined): boolean {
  if (e === undefined) return false;
  const noun = /^(?:per|a|an|each|for each|for every) (.+)$/.exec(e)?.[1];
  if (noun) c.perNouns.push(noun);
  return true;
}

function lump(c: Trade, id: string | undefined, what: string): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v)) return false;
  c.lumps.push({ value: v, sentence: c.sentence, what: what.trim() });
  return true;
}

function unitCost(c: Trade, id: string | undefined, what: string, np: string | undefined): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v) || !goods(c, np)) return false;
  c.unitCosts.push({ value: v, sentence: c.sentence, what });
  return true;
}

function price(c: Trade, np: string, id: string, sell: boolean): boolean {
  const v = moneyAt(c.story, id);
  if (!positive(v)) return false;
  c.prices.push({ value: v, noun: keyOf(np), sell, sentence: c.sentence });
  return true;
}

function counted(c: Trade, n: string, np: string | null): boolean {
  const v = numberAt(c.story, n);
  if (!whole(v)) return false;
  c.counted.push({ value: v, noun: np === null ? null : keyOf(np), sentence: c.sentence });
  return true;
}

/** Hours worked at one time ("on friday", "last week"), each time once. */
function when(c: Trade, n: string, at: string): boolean {
  const v = numberAt(c.story, `#${n}`);
  const key = at.replace(/^on /, '');
  if (!positive(v) || c.whens.includes(key) || (c.whens.length && /day$/.test(key) !== /day$/.test(c.whens[0]))) return false;
  if (/day$/.test(key) && !/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(key)) return false;
  c.whens.push(key);
  c.counted.push({ value: v, noun: 'hour', sentence: c.sentence });
  return true;
}

function sale(c: Trade, n: string, np: string, price: string, e: string | undefined): boolean {
  const count = numberAt(c.story, n);
  const v = moneyAt(c.story, price);
  if (!whole(count) || !positive(v) || !each(c, e)) return false;
  c.sales.push({ value: v, count, noun: keyOf(np), sentence: c.sentence });
  return true;
}

const RULES: Rule<Trade>[] = [
  // Nothing to take from an opening that only says what the business is: "Sean designs and sells patches",
  // "You start a business selling charm bracelets", "James is running a fundraiser selling candy bars".
  [new RegExp(`^${SUBJ}(?:(?:is|are) )?(?:starts?|started|starting|running|runs?|opens?|opened|owns?|has|have) (?:a|an|her|his|their|your) (?:[a-z'-]+ ){0,3}(?:business|stand|shop|store|bakery|fundraiser|booth|stall|company)(?: (?:selling|that sells|to sell) ${NP})?$`), (m, c) => goods(c, m[1])],
  [new RegExp(`^${SUBJ}(?:decides? to |decided to |wants? to )?(?:starts?|started|begins?|began) (?:selling|to sell) ${NP}(?: (?:she|he|they|you) (?:makes?|bakes?|knits?|grows?|builds?))?$`), (m, c) => goods(c, m[1])],
  [new RegExp(`^${SUBJ}(?:makes|bakes|grows|knits|builds|crafts|sews|raises|breeds|designs|paints) ${NP}(?: to sell| for sale)?$`), (m, c) => /s$/.test(m[1].split(' of ')[0]) && goods(c, m[1])],
  [new RegExp(`^${SUBJ}(?:(?:designs|makes|bakes|grows|knits|builds|crafts|sews|raises|breeds) and (?:sells|resells)|sells|resells) ${NP}$`), (m, c) => goods(c, m[1])],
  // Buying with a count and a price for one: "buys 5 bars of chocolate at $5 each", "bought 6 pineapples for $3 each".
  [new RegExp(`\\b${BUY} (?:the )?${N} ${NP} (?:at|for) ${N} ${EACH}`), (m, c) => goods(c, m[2]) && once(c, 'made', numberAt(c.story, m[1])) && once(c, 'buyEach', moneyAt(c.story, m[3])) && each(c, m[4])],
  // Buying with a count for one amount: "bought 25 oranges for $12.50", "bought 200 units for just $3000".
  [new RegExp(`\\b${BUY} (?:the )?${N} ${NP} ${TOTAL} ${JUST}${N}(?! each| apiece| a piece| per| an? )`), (m, c) => goods(c, m[2]) && once(c, 'made', numberAt(c.story, m[1])) && once(c, 'buyTotal', moneyAt(c.story, m[3]))],
  // Buying with no count: "buys handmade rugs at $40 each", "buys bags of popcorn for $4".
  [new RegExp(`\\b${BUY} (?:some )?${NP} (?:at|for) ${N}(?: ${EACH})?`), (m, c) => /s$/.test(m[1].split(' of ')[0]) && goods(c, m[1]) && (m[3] === undefined ? / at #\d+$/.test(m[0]) : each(c, m[3])) && once(c, 'buyEach', moneyAt(c.story, m[2]))],
  // Made or had to sell: "made 25 doughnuts", "the packet of seeds yielded 20 basil plants", "has 40 scarves to sell".
  [new RegExp(`(?:(?:^|\\band )(?:the|this|that|her|his|their) ${NP} )?\\b${MAKE} (?:a total of )?${N} ${NP}`), (m, c) => (m[1] === undefined || !sameThing(keyOf(m[1]), keyOf(m[3]))) && goods(c, m[3]) && once(c, 'made', numberAt(c.story, m[2]))],
  [new RegExp(`\\b${BUY} (?:the )?${N} ${NP}(?=$| ,| and | to | ;)`), (m, c) => goods(c, m[2]) && once(c, 'made', numberAt(c.story, m[1]))],
  [new RegExp(`\\b(?:has|had|have) ${N} ${NP} (?:for sale|to sell)`), (m, c) => goods(c, m[2]) && once(c, 'made', numberAt(c.story, m[1]))],
  // A cost for each item: "each doughnut costs $0.50 to make", "a magazine costs $3 each", "it costs $2 to make one pie".
  [new RegExp(`(?:^|\\bif |\\band |\\bthat )(?:each|every|a|an|one) ${NP} (?:costs?|costed)(?: (?:him|her|them|you))? ${N}(?: each)?(?: to (?:make|produce|bake|build|buy|grow|knit|sew)| in ${WORD}(?: ${WORD})?)(?=$| ,| and )`), (m, c) => unitCost(c, m[2], 'to make or buy one', m[1])],
  // A price of one said apart: "a magazine costs $3 each", "one small bonsai sells for $30", "the clocks are priced at $15 each".
  [new RegExp(`(?:^|\\bif |\\band |\\bthat |, )(?:each|every|a|an|one) ${NP} (costs?|costed|sells? for|is sold for|is priced at|goes for|is) ${N}(?: each| apiece)?(?=$| ,| and )`), (m, c) => price(c, m[1], m[3], m[2].startsWith('s') || m[2].includes('priced') || m[2].startsWith('goes'))],
  [new RegExp(`(?:^|\\bif |\\band |\\bthat |, )(?:the )?${NP} (?:each )?(cost|sell for|are sold for|are priced at|go for|are) ${N} (?:each|apiece)(?=$| ,| and )`), (m, c) => /s$/.test(m[1].split(' of ')[0]) && price(c, m[1], m[3], m[2] !== 'cost' && m[2] !== 'are')],
  [new RegExp(`\\bcharges? (?:customers |people |clients )?${N} (?:per|for each|for every|for a|for an|for one|a|an|each) ${NP}`), (m, c) => price(c, m[2], m[1], true)],
  // "charges $5 for a normal haircut, $6 for a special haircut, and $8 for a trendy haircut".
  [new RegExp(`(?: ,| and|, and) ${N} (?:per|for each|for every|for a|for an|for one|a|an|each) ${NP}(?=$| ,| and )`), (m, c) => c.prices.at(-1)?.sentence === c.sentence && c.prices.at(-1)!.sell && price(c, m[2], m[1], true)],
  // Pay for an hour, with the hours worked counted apart: "earns $15 per hour", "makes $5 an hour for pet-sitting".
  [new RegExp(`\\b(?:earns?|earned|makes?|made|is paid|was paid|gets? paid|got paid|is getting paid|charges?|charged) ${N} (?:an|per|a|every|each|for each|for every) hour(?: of work)?(?: (?:for |by |when |while )?[a-z-]+ing(?: [a-z-]+){0,2})?$`), (m, c) => price(c, 'hour', m[1], true)],
  [new RegExp(`(?:^|\\bif |\\band )(?:each|every|a|an|one) ${NP} (?:takes|needs|requires) ${N} (?:to make|to produce|to bake|in materials|of materials|of ingredients)(?=$| ,| and )`), (m, c) => unitCost(c, m[2], 'to make one', m[1])],
  [new RegExp(`(?:^|\\bif |\\band )(?:the )?${NP} (?:costs?|costed)(?: (?:him|her|them|you))? ${N} each to (?:make|produce|bake|build)(?=$| ,| and )`), (m, c) => unitCost(c, m[2], 'to make one', m[1])],
  [new RegExp(`(?:^|\\bif |\\band )it costs? (?:him |her |them |you )?${N} to (?:make|produce|bake|build) (?:each|every|a|an|one) ${NP}(?=$| ,| and )`), (m, c) => unitCost(c, m[1], 'to make one', m[2])],
  // Materials for each: "spend $1 on the string for each bracelet", "and $3 on beads for each bracelet",
  // "is charged $1.25 per patch", "packaging material that costs him $2 for each bar of chocolate".
  [new RegExp(`(?:\\b(?:spends?|spent|pays?|paid|uses?|used) )?${N} (?:on|for) (?:the )?${NP} (?:for|on|per) (?:each|every|a|one) ${NP}`), (m, c) => unitCost(c, m[1], m[2], m[3])],
  [new RegExp(`\\b(?:is charged|was charged|pays?|paid|spends?|spent) ${N} (?:per|for each|for every|on each|for one|a) ${NP}`), (m, c) => unitCost(c, m[1], 'paid for each', m[2])],
  [new RegExp(`\\b(?:uses? |used )?${NP} (?:that|which) costs? (?:him |her |them |you )?${N} (?:for each|for every|per|a) ${NP}`), (m, c) => unitCost(c, m[2], m[1], m[3])],
  // Selling with a count and a price for one: "sold 453 cakes at $12", "sells all 100 patches for $12.00 each".
  [new RegExp(`\\b${SELL} (?:all |all of |all of the |the |these |those |his |her |their )?${N} ${NP} (?:at|for) ${N}(?: ${EACH})?(?=$| ,| and | to | at | on | in | yesterday| today| last | this )`), (m, c) => {
    const atEach = m[4] !== undefined || / at #\d+$/.test(m[0]);
    return atEach && sale(c, m[1], m[2], m[3], m[4] ?? 'each');
  }],
  // More in a list of sales: "sold 453 cakes at $12 and 126 pies at $7".
  [new RegExp(`(?:,|\\band|, and) ${N} ${NP} (?:at|for) ${N}(?: ${EACH})?(?=$| ,| and | to | at | on | in | yesterday| today| last | this )`), (m, c) => {
    const atEach = m[4] !== undefined || / at #\d+$/.test(m[0]);
    return c.sales.at(-1)?.sentence === c.sentence && atEach && sale(c, m[1], m[2], m[3], m[4] ?? 'each');
  }],
  // Some of the goods sold at a price of one: "sells 30 of them for $2 each", "sold 12 of the lamps at $25".
  [new RegExp(`\\b${SELL} ${N} of (?:them|these|those|(?:the|these|those|her|his|their) ${NP}) (?:at|for) ${N}(?: ${EACH})?(?=$| ,| and | to | at | on | in )`), (m, c) => (m[4] !== undefined || / at #\d+$/.test(m[0])) && goods(c, m[2]) && once(c, 'sold', numberAt(c.story, m[1])) && once(c, 'sellEach', moneyAt(c.story, m[3])) && (m[4] === undefined || each(c, m[4]))],
  // The selling price of one: "sells each for $3", "sells them at $60 each", "to be sold at $3.50 each",
  // "sells each basil plant for $5.00", "sells them at $8" ("for $8" with no "each" may be all of them: passed on).
  [new RegExp(`\\b${SELL} (?:each|each one|every one|each ${NP}|every ${NP}) (?:at|for) ${N}(?: each)?`), (m, c) => goods(c, m[1] ?? m[2]) && once(c, 'sellEach', moneyAt(c.story, m[3]))],
  [new RegExp(`\\b${SELL}(?: (?:them|these|those|it|all|all of them|them all|(?:all |all of )?(?:the|these|those|her|his|their) ${NP}|${NP}))?(?: to (?:her|his|their|the|a|an|some) [a-z]+(?: [a-z]+)?)? (?:at|for) ${N}(?: ${EACH})?`), (m, c) => {
    // "sells jeans at $11 each": a kind priced, matched with the goods or counts sold at the end.
    const named = m[1] ?? m[2];
    if (named !== undefined && m[4] !== undefined && /s$/.test(named.split(' of ')[0]) && (!c.noun || !sameThing(c.noun, keyOf(named)))) return each(c, m[4]) && price(c, named, m[3], true);
    if (!goods(c, named)) return false;
    if (m[4] === undefined) {
      // "sells them at $8", "sells the rugs at $60": a price with no "each" needs "at" and the goods named or pointed to.
      const object = /^\S+ (?:(?:is|plans?|can|could|will|to|was) )?(?:sell|sold|be sold|sells|selling|resells?|resold)? ?(.*?)(?: to (?:her|his|their|the|a|an|some) [a-z]+(?: [a-z]+)?)? (?:at|for) #\d+$/.exec(m[0])?.[1] ?? '';
      const plural = (m[1] ?? m[2] ?? '').split(' of ')[0].endsWith('s');
      return / at #\d+$/.test(m[0]) && (/^(?:them|these|those|all|all of them|them all)$/.test(object) || plural) && once(c, 'sellEach', moneyAt(c.story, m[3]));
    }
    return once(c, 'sellEach', moneyAt(c.story, m[3])) && each(c, m[4]);
  }],
  // More kinds priced in a list: "sells jeans at $11 each and tees at $8 each".
  [new RegExp(`(?:,|\\band|, and) ${NP} (?:at ${N}(?: ${EACH})?|for ${N} ${EACH})(?=$| ,| and )`), (m, c) => {
    const last = c.prices.at(-1);
    return last?.sentence === c.sentence && last.sell && /s$/.test(m[1].split(' of ')[0]) && (m[3] === undefined || each(c, m[3])) && (m[5] === undefined || each(c, m[5])) && price(c, m[1], m[2] ?? m[4], true);
  }],
  // Hours worked, counted by day or week: "worked 10 hours on Friday , 6 hours on Saturday and 14 hours on Sunday",
  // "last week she worked for 20 hours while this week she worked for 30 hours".
  [new RegExp(`(?:^|\\band |\\bwhile |, )(on [a-z]+day|last week|this week)(?: ,)? (?:she|he|they|[a-z]+) (?:worked|works) (?:for )?${N} hours(?= while | and | ,|$)`), (m, c) => when(c, m[2], m[1])],
  [new RegExp(`\\b(?:works?|worked) (?:for )?${N} hours (on [a-z]+day|last week|this week)${COMPANY}(?=$| ,| and | while )`), (m, c) => when(c, m[1], m[2])],
  [new RegExp(`(?:, |\\band |\\bwhile )(?:for )?${N} hours (on [a-z]+day|last week|this week)${COMPANY}(?=$| ,| and | while )`), (m, c) => c.whens.length > 0 && when(c, m[1], m[2])],
  // Counts sold of several kinds: "sold 7 tees and 4 jeans", "cuts 5 normal haircuts , 3 special haircuts".
  [new RegExp(`\\b(?:sells?|sold|${SERVICE}) ${N} ${NP}((?:(?: ,| and| , and) ${N} ${NP})+)(?=$| ,)`), (m, c) => {
    const rest = [...m[3].matchAll(/#(\d+) ([a-z' -]+?)(?= ,| and|$)/g)];
    return counted(c, `#${m[1]}`, m[2]) && rest.every((r) => counted(c, `#${r[1]}`, r[2].trim()));
  }],
  [new RegExp(`\\b(?:sells?|sold|did|does|${SERVICE}) ${N} (?:on|in) ([a-z]+day)((?:(?: ,| and|, and) ${N} (?:on|in) [a-z]+day)+)(?=$| ,)`), (m, c) => {
    const rest = [...m[3].matchAll(/#(\d+) (?:on|in) ([a-z]+day)/g)];
    const days = [m[2], ...rest.map((r) => r[2])];
    if (new Set(days).size !== days.length || !days.every((d) => /^(?:mon|tues|wednes|thurs|fri|satur|sun|to)day$/.test(d))) return false;
    return counted(c, `#${m[1]}`, null) && rest.every((r) => counted(c, `#${r[1]}`, null));
  }],
  // All sold for one amount: "sells these chocolates for a total of $90", "sold them all for $300 in total".
  [new RegExp(`\\b${SELL} (?:them|these|those|them all|all of them|all|everything|(?:all |all of )?(?:the|these|those|her|his|their) ${NP}) (?:for|at) (?:a total of |a total )${N}|\\b${SELL} (?:them|these|those|them all|all of them|all|everything|(?:all |all of )?(?:the|these|those|her|his|their) ${NP}) for ${N} (?:in total|total|altogether|in all)`), (m, c) => goods(c, m[1] ?? m[3]) && once(c, 'sellTotal', moneyAt(c.story, m[2] ?? m[4]))],
  // Sold, counted: "if she sells 25 bracelets", "he sold 18 of them".
  [new RegExp(`\\b(?:sells?|sold|selling) (?:all )?${N} (?:of them|${NP})(?=$| ,| and )`), (m, c) => (m[2] !== undefined && c.prices.length > 0 && !c.made ? counted(c, `#${m[1]}`, m[2]) : goods(c, m[2]) && once(c, 'sold', numberAt(c.story, m[1])))],
  // Lump costs: "spent $53 to buy doughnut ingredients", "spent $2.00 on a packet of basil seeds and $8.00 on potting
  // soil", "paid $3000 for all the labor", "the wood cost $100", "the cost for supplies was $54".
  [new RegExp(`\\b(?:spends?|spent|pays?|paid|uses?|used|invests?|invested) ${N} (?:on|for|to buy|to purchase|to rent|in) (?:all |all of )?(?:a |an |the |some |his |her |their )?${NP}(?=$| ,| and )`), (m, c) => !sameThing(c.noun ?? '-', keyOf(m[2])) && lump(c, m[1], m[2])],
  [new RegExp(`\\b(?:and|,) ${N} (?:on|for) (?:a |an |the |some )?${NP}(?=$| ,| and )`), (m, c) => c.lumps.at(-1)?.sentence === c.sentence && !sameThing(c.noun ?? '-', keyOf(m[2])) && lump(c, m[1], m[2])],
  [new RegExp(`(?:^|\\bif |\\band )(?:the|her|his|their) ${NP} (?:costs?|costed|cost (?:him|her|them|you)|was|were) ${N}(?=$| ,| and )`), (m, c) => lump(c, m[2], m[1])],
  [new RegExp(`(?:^|\\bif |\\band )the (?:cost|price) (?:of|for) (?:the )?${NP} (?:was|is|came to|comes to) ${N}(?=$| ,| and )`), (m, c) => !sameThing(c.noun ?? '-', keyOf(m[1])) && lump(c, m[2], m[1])],
];

/** Words left that would say more than was read: another amount, a change in what is sold or kept, a rate, someone else. */
const LEFT_OVER =
  /#\d|\b(?:more|less|than|times|half|double|triple|third|quarter|tax\w*|tips?|fees?|discount\w*|off|per|each|every|apiece|hours?|days?|weeks?|months?|years?|daily|weekly|monthly|dozens?|pounds?|kg|kilograms?|grams?|ounces?|liters?|gallons?|miles?|costs?|price\w*|paid|pays?|spent|spends?|sells?|sold|selling|buys?|bought|earn\w*|made|makes?|profit\w*|charg\w*|rent\w*|shar\w*|split\w*|lost|lose|loss|rotten|broke\w*|spoil\w*|damaged|free|gave|give\w*|keep|kept|kept|remain\w*|rest|left|except|donat\w*|back|return\w*|worth|value|wage\w*|salary|commission\w*|instead|another|other|others|some|several|most|few|only|just|box\w*|packs?|packets?|bags?|cases?|crates?|bundles?|sets?|pairs?|slices?|pieces?|cut|brothers?|sisters?|mom|mother|dad|father|parents?|friends?|wife|husband|sons?|daughters?|uncle|aunt|cousins?|neighbou?rs?|boss|partners?|assistants?|employees?|workers?|helpers?|team|together|both)\b/;

export interface Asked {
  kind: 'profit' | 'sales';
  /** "by selling 30 bags": a count sold said in the question. */
  sold?: { count: string; noun: string };
  /** "on friday and saturday", "in two weeks": the times asked about, each of which hours must be counted in. */
  days?: string[];
  weeks?: string;
  /** "from selling the rugs": every sale must be of these. */
  of?: string;
}

const WHO = '(?:she|he|they|you|we|i|it|[a-z]+|(?:the|her|his|their) [a-z]+(?: [a-z]+)?)';
const TAILS = [
  '',
  ` ${WHO} (?:will |would |can |could )?(?:make|made|makes|earns?|earned|gets?|got)(?: in total| in all| altogether)?`,
  ` (?:from|by|on|for) (?:selling |the sale of |the sales of |sales of )?(?:all )?(?:them|these|those|it|everything|all of them|(?:all )?(?:the|these|those|her|his|their) (?<of>${NP}))(?: ${WHO} sells?| ${WHO} sold)?`,
  ` (?:from|by|after|for|if ${WHO}) sell(?:ing|s)? (?:all )?(?:the |these )?(?<sold>#\\d+) (?<noun>${NP})`,
  ' (?:in total|in all|altogether|overall)',
  // "in all on friday , saturday and sunday", "in two weeks": the times the hours were counted in, checked at the end.
  ' (?:in all |in total |altogether )?on (?<days>[a-z]+day(?:(?: ,| and| , and|) [a-z]+day)*)',
  ' in (?:the )?(?<weeks>#\\d+) weeks',
];
/** A tail, then perhaps what the work was: "for pet-sitting". */
const TAIL = `(?:${TAILS.map((t) => `(?:${t})`).join('|')})(?: for (?:[a-z]+ )?[a-z]+ing)?`;
const Q_PROFIT = [
  new RegExp(`^how much (?:net |total )?(?:profit|gain) (?:does|did|will|would|can|could|is|was|should) ${WHO} (?:make|get|earn|have|realize|gain|expect to make|be able to make|turn|net)${TAIL}$`),
  new RegExp(`^how much (?:money )?(?:does|did|will|would|can|could) ${WHO} (?:expect to |be able to )?(?:make|earn|get|gain|net|clear) (?:in|as) (?:net )?profits?${TAIL}$`),
  new RegExp(`^how much (?:money )?(?:does|did|will|would|can|could) ${WHO} (?:profit|net)${TAIL}$`),
  new RegExp(`^how many dollars (?:of|in) (?:net )?profit (?:does|did|will|would|can|could) ${WHO} (?:make|get|earn|have)${TAIL}$`),
  new RegExp(`^(?:what (?:is|was|will be|would be|s) |calculate |find |determine |compute |work out |how much (?:is|was|will be|would be) )(?:the |her |his |their |its |your |(?:the )?[a-z]+ s )?(?:total |net )?(?:profit|gain)(?: (?:she|he|they|you|it) (?:will |would )?(?:make|made|makes|gets?|earns?))?${TAIL}$`),
  new RegExp(`^how much (?:will|would) be ${WHO}(?: s)? (?:total |net )?(?:profit|gain)${TAIL}$`),
];
const Q_SALES = [
  new RegExp(`^how much (?:money )?(?:in total )?(?:does|did|will|would|can|could) ${WHO} (?:make|earn|get|collect|take in|bring in|receive|raise)(?: in total| in all| altogether| in sales| from (?:the |her |his |their )?sales?)?${TAIL}$`),
  new RegExp(`^how much (?:money )?(?:was|is|will be) (?:made|earned|raised|collected|taken in)${TAIL}$`),
  new RegExp(`^(?:what (?:is|was|were|will be|are) |calculate |find |determine |how much (?:is|was|were|are|will be) )(?:the |her |his |their |its |(?:the )?[a-z]+ s )?(?:total )?(?:earnings|sales|revenue|income|money made|money earned)${TAIL}$`),
];

export function readAsked(q: string): Asked | null {
  const text = q.replace(/\bin dollars\b/g, ' ').replace(/^(?:so|then|now|and) /, '').replace(/\s+/g, ' ').trim();
  for (const [kind, list] of [['profit', Q_PROFIT], ['sales', Q_SALES]] as const) {
    for (const re of list) {
      const m = re.exec(text);
      if (!m) continue;
      const { sold, noun, days, weeks, of } = m.groups ?? {};
      return { kind, sold: sold === undefined ? undefined : { count: sold, noun }, days: days?.split(/ (?:, )?(?:and )?/).filter((d) => /day$/.test(d)), weeks, of };
    }
  }
  return null;
}

const money = (v: Fraction) => showAmount(v, 'dollar');

/** Where the last story was passed on, for tracing. */
export let profitTrace = '';

export function solveProfit(text: string): { value: Fraction; kind: Asked['kind']; lines: string[] } | null {
  profitTrace = 'told';
  const told = tell(text);
  if (!told || told.people.length > 1) return null;
  const { story } = told;
  if (story.numbers.some((n) => n.percent)) return null;
  const asked = readAsked(told.question);
  profitTrace = `question: ${told.question}`;
  if (!asked) return null;
  profitTrace = 'read';
  const c: Trade = { story, sentence: 0, unitCosts: [], lumps: [], sales: [], perNouns: [], prices: [], counted: [], whens: [] };
  for (const s of told.statements) {
    c.sentence = s.sentence;
    // "sold every one for $12": the number one read as a word again.
    const text = s.text.replace(/\b(each|every) #(\d+)/g, (t, w: string, id: string) => (story.numbers[Number(id)].value.equals(1) && !story.numbers[Number(id)].money ? `${w} one` : t));
    const rest = consume(text, RULES, c);
    if (LEFT_OVER.test(rest)) {
      profitTrace = `left: ${rest}`;
      return null;
    }
  }
  // "How much did she earn from the cakes?": every kind sold must be the one asked about.
  const kinds = [c.noun, ...c.sales.map((x) => x.noun), ...c.prices.map((x) => x.noun), ...c.counted.map((x) => x.noun)];
  if (asked.of && kinds.some((n) => n && !sameThing(n, keyOf(asked.of!)))) return null;
  // The times asked about are exactly the times hours were counted in.
  if (asked.days && (asked.days.length !== c.whens.length || !asked.days.every((d) => c.whens.includes(d)))) return null;
  if (asked.weeks && (!numberAt(story, asked.weeks)?.equals(c.whens.length) || !c.whens.every((w) => w.endsWith('week')))) return null;
  if (asked.sold) {
    c.sentence = story.sentences.length - 1;
    if (!goods(c, asked.sold.noun) || !once(c, 'sold', numberAt(story, asked.sold.count))) return null;
  }
  // A lump is for something other than the goods: "the rugs cost $800" would be all of them or each.
  if (c.noun && c.lumps.some((l) => sameThing(c.noun!, keyOf(l.what)))) return null;
  const named = [c.noun, ...c.prices.map((p) => p.noun)].filter((n): n is string => !!n);
  if (c.perNouns.some((p) => !named.some((n) => sameThing(n, keyOf(p))))) return null;
  const lines: string[] = [];
  const at = (s: Said) => `sentence ${s.sentence + 1}`;
  let revenue = new Fraction(0);
  if (c.counted.length || new Set(c.prices.map((p) => p.noun)).size > 1) {
    // Kinds priced apart and counts sold of each: only lumps may be costs, and a price only said to "cost" is the
    // selling price only when the question asks for the money taken in.
    if (c.made || c.sold || c.buyEach || c.buyTotal || c.sellTotal || c.unitCosts.length) return null;
    if (c.sellEach) {
      if (!c.noun) return null;
      c.prices.push({ ...c.sellEach, noun: c.noun, sell: true });
      c.sellEach = undefined;
    }
    if (c.prices.some((p) => !p.sell) && asked.kind !== 'sales') return null;
    const used = new Set<number>();
    for (const k of c.counted) {
      const to = c.prices.map((p, i) => ({ p, i })).filter(({ p }) => (k.noun === null ? c.prices.length === 1 : sameThing(p.noun, k.noun)));
      if (to.length !== 1) return null;
      used.add(to[0].i);
      const v = k.value.mul(to[0].p.value);
      revenue = revenue.add(v);
      lines.push(`${at(k)}: ${showValue(k.value)} × ${k.noun ?? to[0].p.noun} at ${money(to[0].p.value)} (${at(to[0].p)}) = ${money(v)} taken in`);
    }
    if (used.size !== c.prices.length) return null;
  } else if (c.prices.length) {
    // One kind priced apart: its selling price, or (beside another selling price) what one cost.
    if (c.prices.length > 1 || !goods(c, c.prices[0].noun)) return null;
    const [p] = c.prices;
    if (p.sell) {
      if (c.sellEach || c.sellTotal) return null;
      c.sellEach = p;
    } else if (c.sellEach || c.sellTotal) c.unitCosts.push({ ...p, what: 'what one cost' });
    else if (asked.kind === 'sales' && !c.buyEach && !c.buyTotal) c.sellEach = p;
    else return null;
  }
  // One sales line of the goods themselves: so many sold at one price, checked against what was made.
  if (c.sales.length === 1 && (c.made || c.buyEach || c.unitCosts.length) && !c.sold && !c.sellEach && !c.sellTotal && goods(c, c.sales[0].noun)) {
    const [one] = c.sales;
    c.sold = { value: one.count, sentence: one.sentence };
    c.sellEach = one;
    c.sales = [];
  }
  // Money in: sales lines, or the goods sold at one price, or all of them for one amount.
  const goodsSale = c.sellEach ?? c.sellTotal;
  if (c.sales.length) {
    if (goodsSale || c.sold || c.counted.length) return null;
    // Sales of several kinds go with costs said as lumps only.
    const kinds = c.sales.filter((s, i) => c.sales.findIndex((t) => sameThing(t.noun, s.noun)) === i);
    if (kinds.length > 1 && (c.made || c.buyEach || c.buyTotal || c.unitCosts.length)) return null;
    if (c.noun && c.sales.some((s) => !sameThing(c.noun!, s.noun)) && kinds.length === 1 && (c.made || c.buyEach || c.unitCosts.length)) return null;
    for (const s of c.sales) {
      revenue = revenue.add(s.count.mul(s.value));
      lines.push(`${at(s)}: ${showValue(s.count)} ${s.noun} × ${money(s.value)} = ${money(s.count.mul(s.value))} taken in`);
    }
  }
  // Costs of each item need the count made or bought said: "if he sells 10" does not say how many were made.
  const made = c.made?.value ?? null;
  const sold = c.sold?.value ?? c.made?.value;
  if (c.sold && c.made && c.sold.value.compare(c.made.value) > 0) return null;
  if (c.sellTotal) {
    if (c.sellEach || (c.sold && c.made && !c.sold.value.equals(c.made.value))) return null;
    revenue = c.sellTotal.value;
    lines.push(`${at(c.sellTotal)}: all sold for ${money(revenue)}`);
  } else if (c.sellEach) {
    if (!sold || c.counted.length) return null;
    revenue = sold.mul(c.sellEach.value);
    lines.push(`${at(c.sellEach)}: ${showValue(sold)} sold × ${money(c.sellEach.value)} = ${money(revenue)} taken in`);
  }
  if (revenue.equals(0)) return null;
  // Money out: the goods bought, the cost of each made, and lumps.
  let cost = new Fraction(0);
  if (c.buyTotal) {
    if (c.buyEach) return null;
    cost = cost.add(c.buyTotal.value);
    lines.push(`${at(c.buyTotal)}: ${money(c.buyTotal.value)} paid for the goods`);
  } else if (c.buyEach) {
    if (!made) return null;
    cost = cost.add(made.mul(c.buyEach.value));
    lines.push(`${at(c.buyEach)}: ${showValue(made)} bought × ${money(c.buyEach.value)} = ${money(made.mul(c.buyEach.value))}`);
  }
  for (const u of c.unitCosts) {
    if (!made) return null;
    cost = cost.add(made.mul(u.value));
    lines.push(`${at(u)}: ${showValue(made)} × ${money(u.value)} (${u.what}) = ${money(made.mul(u.value))}`);
  }
  for (const l of c.lumps) {
    cost = cost.add(l.value);
    lines.push(`${at(l)}: ${money(l.value)} (${l.what})`);
  }
  if (asked.kind === 'sales') {
    // Money made, with costs said, might mean the profit: passed on.
    if (!cost.equals(0)) return null;
    lines.push(`money taken in = ${money(revenue)}`);
    return { value: revenue, kind: 'sales', lines };
  }
  if (cost.equals(0)) return null;
  const profit = revenue.sub(cost);
  // A loss answers another question.
  if (profit.compare(0) <= 0) return null;
  lines.push(`profit = ${money(revenue)} − ${money(cost)} = ${money(profit)}`);
  return { value: profit, kind: 'profit', lines };
}

export const profit: StoryReader = (text) => {
  const solved = solveProfit(text);
  if (!solved) return null;
  const headline = money(solved.value);
  return {
    content: [headline, '', solved.kind === 'profit' ? 'Money taken in from sales, less every cost:' : 'Money taken in from sales:', ...solved.lines.map((l) => `- ${l}`)].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [showValue(solved.value), headline],
  } satisfies Answer;
};
