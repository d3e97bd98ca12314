/**
 * A shopping list: things bought, each at a price said outright ("2 pounds of cheddar for $10", "3 shirts at $20
 * each", "$50 in pants") or through another thing's ("a pound of cream cheese that cost half the price of the
 * cheddar", "a baking dish that cost twice as much", "a book which is $5 more expensive than the necklace"), and the
 * money around them: held ("went to the store with $100", "a budget of $80", "pays with a $20 bill"), given ("her
 * parents give her $15, her grandparents twice as much"), or a part of what is needed ("has half of the money she
 * needs"). Asked: what was spent, what is left or comes back as change, or how much more is needed.
 * Every number must be taken by a phrase read here, and nothing left over may speak of money, prices or
 * comparisons; the story has one buyer, no repetition in time and no discounts. Otherwise it is passed on.
 */
import Fraction from 'fraction.js';
import { showAmount, showValue } from '../reply.js';
import { nounPhrase, readStory, singular, type Story } from '../story-text.js';
import { isMeasure, sameVector, toBase, unitWord } from '../units.js';
import { priceOfOpen } from './shopping-open.js';
import { startOf } from './shopping-start.js';
import { EVERYTHING, readAsked, type Kind } from './shopping-question.js';

/** How one thing's cost is known. */
export interface Item {
  noun: string;
  /** How many, when said (a measure may be a fraction: "1/2 pound of feta"). */
  count: Fraction | null;
  /** Price of one, when said. */
  unit?: Fraction;
  /** What was paid for all of them, when said. */
  total?: Fraction;
  /** Through another's cost: times it, plus an amount; base null is the thing said just before. */
  rel?: { base: string | null; one: boolean; times: Fraction; plus: Fraction };
  /** A part of the money: of all held at first, or of what was left after the things bought before it. */
  part?: { value: Fraction; ofRest: boolean; it?: boolean };
  sentence: number;
  /** Order said in the story. */
  at: number;
  cost?: Fraction;
}

interface Gift {
  from: string;
  value?: Fraction;
  /** "her grandparents twice as much as her parents". */
  rel?: { of: string; times: Fraction };
  sentence: number;
  at: number;
}

/** A price of one said apart from the buying, outright or through another price. */
export interface Price {
  noun: string;
  value: Fraction;
  sentence: number;
  used: boolean;
  per?: string;
  /** "three times as much as a pen": known once the price it names is; `via` is that price, once found. */
  rel?: { base: string; times: Fraction; plus: Fraction };
  via?: Price;
}

export interface Ledger {
  items: Item[];
  /** Prices of one said apart from the buying: "Each carton of ice cream cost $4". */
  prices: Price[];
  /** Money held at the start, or the bill handed over. */
  held: { value: Fraction; sentence: number } | null;
  /** "has only half of the money she needs". */
  heldPart: { part: Fraction; sentence: number } | null;
  gifts: Gift[];
  /** What everything cost together: "bought a table and 4 chairs for $135", "spent a total of $750". */
  total: { value: Fraction; sentence: number } | null;
  /** Money left or given back after buying: "then he had $65 left", "gets $40 in change". */
  leftover: { value: Fraction; sentence: number } | null;
}


interface Ctx {
  story: Story;
  sentence: number;
  ledger: Ledger;
  /** Where the phrase being read starts, so things keep the order they were said in. */
  at: number;
  /** The clause before the phrase being read. */
  before: string;
}

const N = '#(\\d+)';
/** Words that end a noun phrase. */
const STOP =
  'and|or|but|for|at|each|that|which|who|with|on|to|in|from|of|by|cost|costs|costing|costed|is|are|was|were|priced|then|so|he|she|they|it|them|him|her|his|their|its|a|an|the|one|if|also|all|both|total|change|left|bill|back|after|before|had|has|have|got|gets|get|spent|spends|spend|paid|pays|pay|bought|buys|buy|purchased|purchases|plus|only|just|as|together|altogether|combined|worth|finally|more|less|than|times|half|twice|per|apiece|s|while|another|some|much|many|price|same|this|these|those|what|there|i|we|you|my|our|your|also|other';
const WORD = `(?<![a-z'-])(?!(?:${STOP})\\b)[a-z][a-z'-]*`;
/** A noun phrase: up to four words, with one "of" inside ("pairs of pants", "bags of reese s"). */
const NP = `(${WORD}(?: ${WORD}){0,3}(?: of (?:${WORD}(?: s)?)(?: ${WORD}){0,2})?)`;
/** A phrase naming a thing already bought: "the cheddar cheese", "a necklace", "the recipe book". */
const REF = `(the|a|an|one|each|that|her|his|their) ${NP}`;
const DET = '(?:(a|an|one|some|#\\d+|the|another) )?';
const BUY = '(?:buys?|bought|buying|purchases?|purchased|orders?|ordered|gets?|got|picks? up|picked up|grabs?|grabbed|takes?|took|asks? for|asked for|needs?|needed|chooses?|chose|adds?|added)';

const plainOf = (story: Story, id: string) => {
  const n = story.numbers[Number(id)];
  return n && !n.money && !n.percent ? n.value : null;
};
const money = (c: Ctx, id: string) => c.story.numbers[Number(id)]?.money === true;
const plain = (c: Ctx, id: string) => plainOf(c.story, id);
const value = (c: Ctx, id: string) => c.story.numbers[Number(id)].value;
const keyOf = (np: string): string => {
  // "books about whales": the head is said before "about".
  const [head, ...about] = np.trim().replace(/ s\b/g, "'s").split(' about ');
  return [nounPhrase(head.split(' ')), ...about].join(' about ');
};
/** "kilogram of dried fruits" and "kilogram of dried fruit": the last word is taken in the singular too. */
const norm = (key: string) => {
  const words = key.split(' ');
  words[words.length - 1] = singular(words.at(-1)!);
  return words.map((w) => w.replace(/(?:ve|fe)$/, 'f').replace(/ie$/, 'y')).join(' ');
};
/** "cheddar cheese" and "cheese", "bag of beans" and "bag": the same thing, one said more fully. */
export const sameThing = (x: string, y: string) => {
  const [a, b] = [norm(keyOf(x)), norm(keyOf(y))];
  const of = (k: string) => (k.includes(' of ') ? norm(keyOf(k.split(' of ')[1])) : null);
  return a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`) || /^(?:of|about) /.test(a.slice(b.length + 1)) && a.startsWith(`${b} `) || /^(?:of|about) /.test(b.slice(a.length + 1)) && b.startsWith(`${a} `) || of(a) === b || of(b) === a;
};
/** The head a count or a price per is said of: "pounds of cheese" → "pound", "bags" → "bag". */
const headOf = (np: string) => {
  const words = keyOf(np).split(' ');
  return words.includes('of') ? words[words.indexOf('of') - 1] : words.at(-1)!;
};

/** The measure a noun phrase counts in ("pounds of cheese" → "pound"), or null for things counted one by one. */
const measureOf = (np: string): string | null => {
  const head = unitWord(headOf(np));
  return isMeasure(head) ? head : null;
};
const sameMeasure = (a: string, b: string) => {
  const [x, y] = [toBase(new Fraction(1), a, null), toBase(new Fraction(1), b, null)];
  return x.value.equals(y.value) && sameVector(x.vector, y.vector);
};

/** How many a determiner says: "a", "one", "#3"; null for "some", "the", none. */
function countOf(c: Ctx, det: string | undefined): Fraction | null | false {
  if (!det) return null;
  if (/^(?:a|an|one|another)$/.test(det)) return new Fraction(1);
  if (det.startsWith('#')) {
    const v = plain(c, det.slice(1));
    return v && v.compare(0) > 0 ? v : false;
  }
  return null;
}

/** A count that fits its noun: whole for things, any positive amount for a measure ("1/2 pound"). */
function fits(count: Fraction | null, np: string): boolean {
  if (!count) return true;
  return count.d === 1n || isMeasure(unitWord(headOf(np)));
}

/** "#4 times", "#2 (1/2)": a multiplier read from its token; "half" is already (1/2). */
function times(c: Ctx, id: string | undefined, word: string | undefined): Fraction | null {
  if (word === 'double') return new Fraction(2);
  if (word === 'triple') return new Fraction(3);
  if (!id) return null;
  const v = plain(c, id);
  return v && v.compare(0) > 0 ? v : null;
}

type Rule = [RegExp, (m: RegExpExecArray, c: Ctx) => boolean];

const EACH = '(?: each| apiece| a piece| per (\\w+)| a (\\w+)| an (\\w+)| ?/ ?(\\w+)| for each(?: one)?| each (\\w+))';
const PRICED = "(?:at|for|costing|cost|costs|that costs?|which costs?|that costed|which costed|that (?:is|are|was|were)|which (?:is|are|was|were)|that s|priced at|each costing|each at|each for|, each costing|, each at|, each for|, each|each|each of which costs?)";
const REL_BASE = `(?: (?:than|as|of) ${REF})?`;

const LIST = `((?:(?:#\\d+|a|an|one|another) ${NP.replace(/\(/, '(?:')}(?:,? and |, ))*(?:#\\d+|a|an|one|another) ${NP.replace(/\(/, '(?:')})`;
const TOTAL_SAID = '(?: in total| total| altogether| all together| combined| in all)';
/** What follows money left: what it is for, what was bought just before, where it is kept. */
const LEFT_AFTER = "(?: to spend(?: on [a-z' ]+)?| after (?:purchasing|buying|paying for|shopping|spending)(?: [a-z' ]+)?| in (?:her|his|their) (?:wallet|purse|pocket))?";
const CHANGE = '(?:in change|as change|back in change|back as change|back|change)';

const RULES: Rule[] = [
  // "bought a patio table and 4 chairs for $135", "bought 15 keyboards and 25 printers for a total of $2050".
  [new RegExp(`\\b${BUY} ${LIST} (?:for|at) (a total of |a total |)${N}(${TOTAL_SAID})?(?= ;|$| ,)`, 'g'), (m, c) => together(c, m[1], m[3], !!(m[2] || m[4]))],
  // "Four tires and one battery together cost $224".
  [new RegExp(`^(?:the )?${LIST}( together| altogether| in total)? (?:cost|costs|costed) (a total of )?${N}(${TOTAL_SAID})?$`, 'g'), (m, c) => together(c, m[1], m[4], !!(m[2] || m[3] || m[5]))],
  // "He spent a total of $750 for all those items", "spent $28 in total".
  [new RegExp(`\\b(?:spent|spends|spend|paid|pays|pay) (?:a total of ${N}|${N}${TOTAL_SAID})(?: (?:on|for) (?:all (?:of )?(?:those|these|the|her|his|their) (?:items|things|purchases)|everything|them|all of them|it all|(?:the|her|his|their) (?:items|things|purchases)))?(?= ;|$| ,)`, 'g'), (m, c) => setTotal(c, m[1] ?? m[2])],
  // "The total cost of Katerina's items is $100".
  [new RegExp(`^the total (?:cost|price|bill|amount)(?: of (?:[a-z]+ s |her |his |their |the |all (?:the |her |his |their )?)?(?:items|things|purchases|groceries|shopping|order))? (?:is|was|came to|comes to) ${N}$`, 'g'), (m, c) => setTotal(c, m[1])],
  // "Then he had $65 left", "she was left with $3".
  // "When she left the store, she had only $35 left", "she has $7 remaining after purchasing the beanie", "$20 left to spend on a seat".
  [new RegExp(`(?:^|,? and )(?:then |now |after that |afterwards )?(?:(?:when|after|once) [a-z' ]+ , )?(?:[a-z]+ )?(?:(?:had|has|have|still has|still had|ended up with) (?:only )?${N} (?:left|remaining|left over)|(?:was|is) left with (?:only )?${N})${LEFT_AFTER}$`, 'g'), (m, c) => setLeftover(c, m[1] ?? m[2])],
  // "gives $850 and gets $40 in change".
  [new RegExp(`\\b(?:gives?|gave|hands?|handed|pays?|paid) ${N} and (?:gets?|got|receives?|received) ${N} ${CHANGE}\\b`, 'g'), (m, c) => money(c, m[1]) && held(c, value(c, m[1])) && setLeftover(c, m[2])],
  [new RegExp(`\\b(?:gets?|got|receives?|received) ${N} ${CHANGE}\\b`, 'g'), (m, c) => setLeftover(c, m[1])],
  // "If each chair cost the same amount": what asking the price of one already takes for granted.
  [new RegExp(`^(?:if )?(?:each|all(?: of)? the|all the other|the other) ${NP} (?:cost|costs|costed|is|was|are|were|has|have|had) the same (?:price|amount|value|cost)$`, 'g'), () => true],
  // "gave the cashier two $20 bills", "if she had one $50 bill", "paid with 3 $10 bills".
  [new RegExp(`\\b(?:pays?|paid|paying|gives?|gave|hands?|handed|has|had|have|uses?|used)(?: the (?:cashier|clerk|shopkeeper|seller|vendor|store))?(?: with)? #(\\d+) ${N} (?:bills?|notes?)\\b`, 'g'), (m, c) => {
    const k = plain(c, m[1]);
    return !!k && k.d === 1n && k.compare(0) > 0 && money(c, m[2]) && held(c, k.mul(value(c, m[2])));
  }],
  // "she gave $250 to the cashier".
  [new RegExp(`\\b(?:gives?|gave|hands?|handed|pays?|paid) ${N} to the (?:cashier|clerk|shopkeeper|seller|vendor)\\b`, 'g'), (m, c) => money(c, m[1]) && held(c, value(c, m[1]))],
  // "pays with a $20 bill", "gives the cashier $50", "for a $20 bill" (asked of change).
  [new RegExp(`\\b(?:pays?|paid|paying)(?: for (?:it|them|everything|the \\w+(?: \\w+)?))? with (?:a|an|one) ${N}(?: bill| note)?\\b|\\b(?:gives?|gave|hands?|handed) the (?:cashier|clerk|shopkeeper|seller|vendor|store) (?:a |an )?${N}(?: bill| note)?\\b|\\b(?:from|for|out of|with) (?:a|an|one|her|his|the) ${N} bill\\b|\\b(?:gives?|gave|hands?|handed|pays?|paid|has|had|have|uses?|used) (?:him |her |them )?(?:a|an|one|only one) ${N} bill\\b`, 'g'), (m, c) => {
    const id = m.slice(1).find(Boolean)!;
    return money(c, id) && held(c, value(c, id));
  }],
  // "went to the store with $100", "has a budget of $80", "has an $80 budget", "had $15 for his shopping", "has $60 to spend".
  [new RegExp(`\\b(?:goes|went|go|going|comes|came) (?:to (?:the |a )?[a-z]+(?: [a-z]+)?|shopping) with ${N}\\b|\\b(?:has|had|have|with|set) (?:a|an) (?:\\w+ )?budget of ${N}\\b|\\b(?:has|had|have|with|set) (?:a|an) ${N}(?: \\w+)? budget\\b|^(?:[a-z]+ )?(?:has|had|have|brought|brings|took|takes|received|receives|got|gets) (?:only )?${N}(?: with (?:him|her|them))?(?: (?:as a gift|to spare|for (?:her|his) birthday|to go (?:shopping|to the \\w+(?: \\w+)?)|to (?:the|a) \\w+(?: \\w+)?|on a shopping trip(?: to the \\w+)?|to spend(?: at the \\w+| on (?:a |an |the |some )?(?:new )?\\w+)?))(?: ,|$)|^(?:[a-z]+ )?(?:already |only |now )+(?:has|had|have) ${N}$|^(?:[a-z]+ )?(?:has|had|have) (?:only )?${N} in (?:her|his|their) (?:wallet|purse|pocket)$|^(?:[a-z]+ )?(?:has|had|have) (?:only )?${N}(?: to spend| for (?:his|her|their|the) (?:shopping|groceries|purchases))?$|^(?:[a-z]+ )?(?:has|had|have) (?:only )?${N}(?: to spend| for (?:his|her|their|the) (?:shopping|groceries|purchases))? (?:,|and\\b)`, 'g'), (m, c) => {
    const id = m.slice(1).find(Boolean)!;
    return money(c, id) && held(c, value(c, id));
  }],
  // "She spent half of it on rides", "spent 2/3 of her $150": a part of the money held at first; "then spent a quarter of
  // the remaining money": a part of what the things bought before it left. Its cost follows from the money held, or,
  // asked what was held at first, from what was left at the end.
  [new RegExp(`(?:\\b(spent|spends|spend|used|uses) |^(?:then )?|\\band (?:then )?)#(\\d+) of (?:(it|that|the amount|(?:her|his|their|the) money|(?:her|his|their) ${N})|(the (?:remaining|remainder|rest)(?: of (?:it|(?:her|his|their|the) money))?(?: money| amount)?|what (?:was|is) left|the money (?:she|he|they) had left))(?: (?:on|to buy) (?:a |an |the |some |new )?${NP})?`, 'g'), (m, c) => {
    const [, verb, id, whole, bill, rest, np] = m;
    const part = plain(c, id);
    if (!part || part.compare(1) >= 0 || part.compare(0) <= 0 || c.ledger.gifts.length) return false;
    // "and then 1/3 of the remaining money on a scarf": the verb said once before, so what was bought must be said.
    if (!verb && !np) return false;
    if (bill && !(money(c, bill) && held(c, value(c, bill)))) return false;
    c.ledger.items.push({ noun: np ? keyOf(np) : '', count: null, part: { value: part, ofRest: !!rest, it: /^(?:it|that|the amount)$/.test(whole ?? '') }, sentence: c.sentence, at: c.at });
    return true;
  }],
  // "Delores has some money", "has some money to spend on a new bike": an amount not said, found when asked what was held at first.
  [/^(?:[a-z]+ )?(?:(?:has|had) (?:some|a certain amount of|a sum of) (?:money|cash)(?: to spend(?: on [a-z' ]+)?)?|(?:starts?|started) (?:her |his |their )?shopping with (?:some|a certain amount of) (?:money|cash))$/g, () => true],
  // "has only half of the money she needs".
  [/^(?:[a-z]+ )?(?:has|had|have) (?:only |already |saved )?#(\d+) of the money (?:she|he|they) needs?$/g, (m, c) => {
    const part = plain(c, m[1]);
    if (!part || part.compare(1) >= 0 || c.ledger.heldPart) return false;
    c.ledger.heldPart = { part, sentence: c.sentence };
    return true;
  }],
  // "her parents decided to give her $15 (for that purpose)", "Reggie's father gave him $48".
  [new RegExp(`^(?:[a-z]+ s |her |his |their )?(mom|mother|dad|father|parents|grandparents|grandma|grandmother|grandpa|grandfather|aunt|uncle|brother|sister) (?:decided to |decides to |also )?(?:gives?|gave) (?:her|him|them) (?:another )?${N}(?: for (?:that|this) purpose)?`, 'g'), (m, c) => {
    if (!money(c, m[2])) return false;
    c.ledger.gifts.push({ from: m[1], value: value(c, m[2]), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "and her grandparents twice as much as her parents".
  [/\b(?:and )?(?:her |his |their )(mom|mother|dad|father|parents|grandparents|grandma|grandmother|grandpa|grandfather|aunt|uncle|brother|sister) (?:gave |give |gives )?(?:her |him |them )?#(\d+) times as much as (?:her |his |their )(mom|mother|dad|father|parents|grandparents|grandma|grandmother|grandpa|grandfather|aunt|uncle|brother|sister)(?: did| do| does)?$/g, (m, c) => {
    const k = plain(c, m[2]);
    if (!k || k.compare(0) <= 0) return false;
    c.ledger.gifts.push({ from: m[1], rel: { of: m[3], times: k }, sentence: c.sentence, at: c.at });
    return true;
  }],
  // Prices of any one, said through each other: "A notebook costs three times as much as a pen", "a chair costs 1/7 of
  // the cost of a table", "the cost of a slice of cake is three-fourths of the cost of a cup of milk tea".
  [new RegExp(`(?:^|\\bif |\\band |, )(?:the (?:price|cost) of )?(?:(?:a|an|one|each|the) )?${NP} (?:costs?|costed|is|was) (?:#(\\d+) times (?:the (?:price|cost) of ${REF}|as much as ${REF})|#(\\d+) (?:of )?(?:the (?:price|cost) of ${REF}|as much as ${REF})|(${N}|a dollar) (more|less) than ${REF})(?=$| ,| and| ;)`, 'g'), (m, c) => {
    const np = m[1];
    // A thing already bought is read with the things bought, below.
    if (c.ledger.items.some((x) => sameThing(x.noun, np))) return false;
    let [times, plus] = [new Fraction(1), new Fraction(0)];
    if (m[2] || m[7]) {
      const k = plain(c, m[2] ?? m[7]);
      // "#4 times" is a whole; "half", "1/7" a part.
      if (!k || k.compare(0) <= 0 || (m[7] && k.compare(1) >= 0)) return false;
      times = k;
    } else {
      if (m[13] && !money(c, m[13])) return false;
      const amount = m[13] ? value(c, m[13]) : new Fraction(1);
      plus = m[14] === 'more' ? amount : amount.neg();
    }
    const base = m[4] ?? m[6] ?? m[9] ?? m[11] ?? m[16];
    c.ledger.prices.push({ noun: keyOf(np), value: new Fraction(0), sentence: c.sentence, used: false, rel: { base, times, plus } });
    return true;
  }],
  // Through another's cost: "a pound of cream cheese that cost half the price of the cheddar cheese",
  // "a pack that cost #2 times the price", "a baking dish that cost twice as much", "an apron that cost a dollar more than the recipe book".
  [new RegExp(`${DET}${NP}(?: ,)? (?:that |which )?(?:costs? |costed |is |was |for |at |that s |which s )?(?:#(\\d+) times|(double|triple)) (?:the (?:price|cost)(?: of ${REF})?|as much(?: as ${REF})?|(?:as )?(?:expensive|costly)(?: as ${REF})?)`, 'g'), (m, c) => {
    const [, det, np, id, word, d1, b1, d2, b2, d3, b3] = m;
    const k = times(c, id, word);
    const base = b1 ?? b2 ?? b3;
    return !!k && related(c, m[0], det, np, { base: base ?? null, one: /^(?:a|an|one|each)$/.test(d1 ?? d2 ?? d3 ?? ''), times: k, plus: new Fraction(0) });
  }],
  [new RegExp(`${DET}${NP}(?: ,)? (?:that |which )?(?:costs? |costed |is |was |for |at |that s |which s )?#(\\d+) (?:of )?(?:the (?:price|cost)(?: of ${REF})?|as much(?: as ${REF})?)`, 'g'), (m, c) => {
    const [, det, np, id, d1, b1, d2, b2] = m;
    const k = plain(c, id);
    // "half the price", "a third of the price": a part, never a whole count read as one.
    if (!k || k.compare(1) >= 0 || k.compare(0) <= 0) return false;
    return related(c, m[0], det, np, { base: b1 ?? b2 ?? null, one: /^(?:a|an|one|each)$/.test(d1 ?? d2 ?? ''), times: k, plus: new Fraction(0) });
  }],
  [new RegExp(`${DET}${NP}(?: ,)? (?:that |which )?(?:costs? |costed |is |was |for |at |that s |which s )?(?:${N}|a dollar) (more|less|cheaper|more expensive)${REL_BASE}`, 'g'), (m, c) => {
    const [, det, np, id, way, d1, b1] = m;
    if (id && !money(c, id)) return false;
    const amount = id ? value(c, id) : new Fraction(1);
    const plus = /more/.test(way) ? amount : amount.neg();
    return related(c, m[0], det, np, { base: b1 ?? null, one: /^(?:a|an|one|each)$/.test(d1 ?? ''), times: new Fraction(1), plus });
  }],
  // "5 books, each of which cost $2", "18 knobs, which each cost $2.50".
  [new RegExp(`${DET}${NP}(?: ,)? (?:each of which (?:costs?|costed|is|was)|each of them costs?|(?:that|which) each costs?|each costing|each costs?|each (?:at|for|priced at)) ${N}(?!(?: each)? per| a | an |/)`, 'g'), (m, c) => {
    const [, det, np, id] = m;
    const count = countOf(c, det);
    if (!money(c, id) || count === false || !count || !fits(count, np)) return false;
    c.ledger.items.push({ noun: keyOf(np), count, unit: value(c, id), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "20 eggs at the price of $2 per egg".
  [new RegExp(`${DET}${NP} (?:at|for) the (?:price|cost|rate) of ${N}(?: per (\\w+)| each| a (\\w+))`, 'g'), (m, c) => {
    const [, det, np, id, u1, u2] = m;
    const unit = u1 ?? u2;
    const count = countOf(c, det);
    if (!money(c, id) || count === false || !count || !fits(count, np) || (unit && !sameThing(unit, headOf(np)))) return false;
    c.ledger.items.push({ noun: keyOf(np), count, unit: value(c, id), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "4 bags of Reese's for $9 per bag", "3 t-shirts that cost $20 each", "20 bags of beans at $1.25/bag", "1/2 pound of feta cheese that's $8 a pound".
  [new RegExp(`${DET}${NP}(?: ,)? ${PRICED} ${N}${EACH}`, 'g'), (m, c) => {
    const [, det, np, id, ...per] = m;
    // "A pencil costs $0.50 each" opening a clause: a price said, not a thing bought (read as a price below).
    if (/^(?:(?:if|and|,|;)\s*)*$/.test(c.before.trim()) && /^[^#]* (?:cost|costs|costed|is|are|was|were) #\d+/.test(m[0]) && !/\b(?:that|which|each) (?:cost|costs|costed|is|are|was|were) #/.test(m[0])) return false;
    const unit = per.find(Boolean);
    if (!money(c, id) || (unit && !sameThing(unit, headOf(np)) && !sameThing(unit, np))) return false;
    const count = countOf(c, det);
    if (count === false || !count || !fits(count, np)) return false;
    c.ledger.items.push({ noun: keyOf(np), count, unit: value(c, id), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "2 pounds of cheddar cheese for $10", "a vacuum cleaner for $250", "some salami for $4", "a shirt that costs $20", "a glass of juice at $2".
  [new RegExp(`${DET}${NP}(?: ,)? (?:for|at|that costs?|which costs?|that costed|which costed|costing|that (?:is|was)|which (?:is|was)|that s|priced at|worth) ${N}(?! each| apiece| a piece| per| a | an |/| more| less| times)`, 'g'), (m, c) => {
    const [, det, np, id] = m;
    if (!money(c, id)) return false;
    const count = countOf(c, det);
    if (count === false || !fits(count, np)) return false;
    // "5 televisions that cost $50", "three binders for $2": each or all is not said. "2 pounds of cheddar for $10" is
    // all of a measure: a price per pound is said "per pound".
    if (count && !count.equals(1) && !(/ for #/.test(m[0]) && isMeasure(unitWord(headOf(np))))) return false;
    c.ledger.items.push({ noun: keyOf(np), count, total: value(c, id), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "$50 in pants", "$80 of condiments", "spent $30 on a shirt", "$4.65 on a sandwich".
  [new RegExp(`(?:\\b(?:spent|spends|spend|pays?|paid) )?${N} (?:on|in|of|worth of|for) (?:a |an |the |some |his |her |their |new )?${NP}`, 'g'), (m, c) => {
    // "$3 in loose coins", "$20 in cash": money held, not a thing bought.
    if (!money(c, m[1]) || /\b(?:coins?|bills?|cash|change|notes?|money|cents?|quarters|dimes|nickels|pennies|wallet|purse|pocket|pockets|bank|account)\b/.test(m[2])) return false;
    c.ledger.items.push({ noun: keyOf(m[2]), count: null, total: value(c, m[1]), sentence: c.sentence, at: c.at });
    return true;
  }],
  // "went to the mall and spent $250".
  [new RegExp(`\\b(?:spent|spends|spend|paid|pays) (?:another )?${N}(?= ;|$| ,| and| at| there)`, 'g'), (m, c) => {
    if (!money(c, m[1])) return false;
    c.ledger.items.push({ noun: '', count: null, total: value(c, m[1]), sentence: c.sentence, at: c.at });
    return true;
  }],
  // Prices of one said apart: "each carton of ice cream cost $4", "cappuccinos cost $2", "a ticket for a bumper car cost $2", "the price of a pen is $4".
  [new RegExp(`(?:^|\\bif |\\band |, )(?:(each|a|an|one|every|the|#\\d+) )?${NP} (each )?(?:costs?|costed|was|is|were|are|sells? for|is worth|are worth) ${N}( each| apiece| a piece| per (\\w+)| a (\\w+))?(?=$| ,| and| ;)`, 'g'), (m, c) => {
    const [, det, np, each, id, tail, per1, per2] = m;
    if (!money(c, id)) return false;
    const unit = per1 ?? per2;
    // "The meat costs $82 per kilogram": a price per measure, said of what is weighed.
    const per = unit && isMeasure(unitWord(unit)) && !measureOf(np) ? unitWord(unit) : undefined;
    if (unit && !per && !sameThing(unit, headOf(np))) return false;
    if (det?.startsWith('#') && !value(c, det.slice(1)).equals(1)) return false;
    const plural = keyOf(np) !== np.trim().replace(/ s\b/g, "'s");
    // "The chairs cost $20": all of them or each is not said.
    if (plural && !each && !tail) return false;
    if (!plural && !det && !each && !tail) return false;
    c.ledger.prices.push({ noun: keyOf(np), value: value(c, id), sentence: c.sentence, used: false, per });
    return true;
  }],
  [new RegExp(`(?:^|\\bif |\\band |, )the (?:price|cost) of (?:(?:each|a|an|one|the) )?${NP} (?:is|was) ${N}(?=$| ,| and| ;)`, 'g'), (m, c) => {
    if (!money(c, m[2])) return false;
    c.ledger.prices.push({ noun: keyOf(m[1]), value: value(c, m[2]), sentence: c.sentence, used: false });
    return true;
  }],
  // Things bought whose price is said apart: "He bought 10 cartons of ice cream and 4 cartons of frozen yoghurt".
  [new RegExp(`\\b${BUY} ((?:(?:#\\d+|a|an|one|another) ${NP.replace(/\(/, '(?:')}(?: ,| and|, and)? ?)+)`, 'g'), (m, c) => {
    const out = listed(c, m[1]);
    if (!out) return false;
    c.ledger.items.push(...out);
    return true;
  }],
  // "bought 2 soft drinks for $4 each and 5 candy bars": more things after one priced, their prices open.
  [new RegExp(`; ?(?:,? and|,) ${LIST}(?= ;|$| ,)`, 'g'), (m, c) => {
    const out = listed(c, m[1]);
    if (!out) return false;
    c.ledger.items.push(...out);
    return true;
  }],
];

/** "a patio table and 4 chairs", "10 cartons of ice cream , 4 cartons of yoghurt": things counted, their prices open. */
function listed(c: Ctx, list: string): Item[] | null {
  const parts = list.trim().replace(/,? and /g, ' , ').split(/ ?, ?/).filter(Boolean);
  const out: Item[] = [];
  for (const p of parts) {
    const x = new RegExp(`^(#\\d+|a|an|one|another) ${NP}$`).exec(p.trim());
    if (!x) return null;
    const count = countOf(c, x[1]);
    if (!count || !fits(count, x[2])) return null;
    out.push({ noun: keyOf(x[2]), count, sentence: c.sentence, at: c.at });
  }
  return out;
}

/** What several things cost together, said once: the things go in open, the sum is kept. */
function together(c: Ctx, list: string, id: string, said: boolean): boolean {
  const out = listed(c, list);
  // "a pen and a pad for $6", "four pizzas for $80 in total": all of them; "2 pounds of cheddar for $10" is read as its cost.
  if (!out || !money(c, id) || c.ledger.total || (out.length < 2 && !said)) return false;
  c.ledger.items.push(...out);
  c.ledger.total = { value: value(c, id), sentence: c.sentence };
  return true;
}

function setTotal(c: Ctx, id: string): boolean {
  if (!money(c, id) || c.ledger.total) return false;
  c.ledger.total = { value: value(c, id), sentence: c.sentence };
  return true;
}

function setLeftover(c: Ctx, id: string): boolean {
  if (!money(c, id) || c.ledger.leftover) return false;
  c.ledger.leftover = { value: value(c, id), sentence: c.sentence };
  return true;
}

function held(c: Ctx, v: Fraction): boolean {
  if (c.ledger.held) return false;
  c.ledger.held = { value: v, sentence: c.sentence };
  return true;
}

function related(c: Ctx, phrase: string, det: string | undefined, np: string, rel: NonNullable<Item['rel']>): boolean {
  const count = countOf(c, det);
  // "2 adult tickets that cost twice as much": each or all is not said; one thing only.
  if (count === false || (count && !count.equals(1))) return false;
  // "She bought a fridge and a computer. The fridge costs $500 more than the computer": said of one already bought.
  const bought = c.ledger.items.filter((x) => sameThing(x.noun, np));
  if (bought.length > 1 || bought.some((x) => x.unit || x.total || x.rel)) return false;
  // "A notebook costs three times as much as a pen": a price said of any one, not a thing bought.
  if (!bought.length && !/ (?:that|which|for|at) /.test(phrase)) return false;
  if (bought.length === 1) {
    if (bought[0].count && !bought[0].count.equals(1)) return false;
    bought[0].rel = rel;
    return true;
  }
  c.ledger.items.push({ noun: keyOf(np), count: count ?? null, rel, sentence: c.sentence, at: c.at });
  return true;
}

/** Words that make the story more than buying at prices. */
const NOT_READ =
  /%|\b(?:discount\w*|off|sale|sales|tax|taxes|tip|tips|fee|fees|shipping|delivery|coupon\w*|rebate\w*|refund\w*|return\w*|free|shar\w*|split\w*|divide\w*|equally|sell|sells|sold|selling|earn\w*|profit\w*|income|salary|wage\w*|allowance|job|work\w*|wash\w*|mow\w*|babysit\w*|charge\w*|borrow\w*|owe\w*|lend|lent|loan|debt|interest|hour\w*|minute\w*|day|days|daily|week\w*|month\w*|year\w*|annual\w*|every|night\w*|morning\w*|evening\w*|times a|per person|each person|average|instead|would have|could have|if (?:she|he|they) (?:had|bought|buys)|cheapest|cheaper option|option|either|neither|dozens?|rest(?! of (?:it|(?:her|his|their|the) money)\b)|remainder(?! of (?:it|(?:her|his|their|the) money)\b)|(?<!of the )remaining money|lost|lose|found|stole\w*|donat\w*|saved|saves|savings|bank|account|wallet had|piggy|ratio|exchange|convert\w*|cents?|pennies|nickels?|dimes?|quarters|euros?|pounds? sterling)\b/;

/** People who could be buying or giving instead of the one asked about. */
const OTHERS = /\b(?:mom|mother|dad|father|parents?|grandparents?|grandma|grandmother|grandpa|grandfather|aunt|uncle|brother|sister|friends?|wife|husband|son|daughter|cousin|teacher|boss|neighbou?r|roommate|partner|boyfriend|girlfriend|kids?|children|family|team|class|coworker|colleague)\b/;

const REQUEST_WORDS = /^(?:can|could|please|pls|plz|hi|hello|hey|quick|question|help|solve|thanks|thank|ok|okay|here|hw|homework|problem)$/;

/** Reads every statement; null when a number or a money word is left that no phrase read. */
function readLedger(story: Story, statements: { text: string; sentence: number }[]): { ledger: Ledger; rest: string } | null {
  const ledger: Ledger = { items: [], prices: [], held: null, heldPart: null, gifts: [], total: null, leftover: null };
  const rests: string[] = [];
  for (const { text, sentence } of statements) {
    const c: Ctx = { story, sentence, ledger, at: 0, before: '' };
    for (const [k, clause] of text.split(/ ?(?:,? and then\b|, then\b|;|, so\b|, while\b|, but\b) ?/).entries()) {
      // "needed to buy 3 avocados": what is wanted is bought as far as the story goes.
      let rest = clause
        .replace(/,/g, ' ,')
        // "Athena wants to buy snacks for her friends", "went to McDonald's to buy something for dinner": what the story is
        // about, said as the whole rest of the clause.
        .replace(/\b(?:(?:needs?|needed|wants?|wanted|decides?|decided|plans?|planned|goes|went|go|going) )?to (?:buy|get|pick up) (?:some |her |his |their )?(?:new )?(?:groceries|things|food|supplies|gifts|presents|snacks|ingredients|stuff|items|clothes|something)(?: for (?:herself|himself|themselves|dinner|lunch|breakfast|school|(?:her|his|their) [a-z' ]+))?(?= ,|$)/g, ' ')
        .replace(/\b(?:needs?|needed|wants?|wanted|decides?|decided|plans?|planned) to (buy|get|purchase|order|pick up)\b/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
      for (const [re, take] of RULES) {
        re.lastIndex = 0;
        // A phrase read is blanked to its own length, so what follows keeps its place.
        rest = rest.replace(re, (...args) => {
          const m = args.slice(0, -2) as unknown as RegExpExecArray;
          const whole = args[0] as string;
          c.at = sentence * 1e6 + k * 1e4 + (args.at(-2) as number);
          c.before = (args.at(-1) as string).slice(0, args.at(-2) as number);
          return take(m, c) ? whole.replace(/^( ?)(.*?)( ?)$/, (_x, a: string, mid: string, b: string) => `${a}${';'.repeat(mid.length)}${b}`) : whole;
        });
      }
      rest = rest.replace(/;+/g, ';').replace(/\s+/g, ' ').trim();
      if (/#\d/.test(rest)) return fail(`left: ${rest}`);
      if (/\b(?:costs?|costed|costing|price\w*|paid|pays?|spent|spends?|spend|change|left|budget|bill|total|each|per|apiece|more|less|than|times|as much|twice|double|triple|half|worth|expensive|cheaper|costly|dollars?|bucks|needs?|a dollar)\b/.test(rest)) return fail(`word: ${rest}`);
      // "She bought a book for $16 and a pen": a thing bought whose price was never said.
      // "Sarah is buying Christmas presents for her family": what the story is about, said as the whole clause.
      const general = rest
        .replace(/\bto (?:buy|get|pick up) (?:some |her |his )?(?:groceries|things|food|supplies|gifts|presents|snacks|ingredients|stuff|items|clothes)\b/g, ' ')
        .replace(/\b(?:is|was|are|were) (?:buying|shopping for) (?:some |her |his |their )?(?:[a-z]+ )?(?:groceries|supplies|gifts|presents|snacks|ingredients|clothes)(?: for (?:her|his|their) (?:family|friends|kids|children|class|team))?$/, ' ');
      if (new RegExp(`\\b${BUY} (?!;)[a-z#]`).test(general) || /; ?(?:,? and|,) (?:(?:a|an|some|one|the|another|more|#\d+) )?(?!(?:and|she|he|they|i|we|also|another|more|buys?|bought|purchased|orders?|ordered|gets?|got|picks?|picked)\b|;)[a-z]/.test(general)) return fail(`unpriced: ${rest}`);
      rests.push(rest);
    }
  }
  ledger.items.sort((a, b) => a.at - b.at);
  return { ledger, rest: rests.join(' . ') };
}

/** Each price said through another's, from the one price it names; false when one is not found one way only. */
function pricesThrough(prices: Price[]): boolean {
  for (let pass = 0; pass < prices.length; pass++) {
    for (const p of prices) {
      if (!p.rel) continue;
      const bases = prices.filter((q) => q !== p && sameThing(q.noun, p.rel!.base));
      if (bases.length !== 1) return false;
      if (bases[0].rel) continue;
      p.value = bases[0].value.mul(p.rel.times).add(p.rel.plus);
      p.via = bases[0];
      delete p.rel;
    }
  }
  return prices.every((p) => !p.rel && p.value.compare(0) > 0);
}

/**
 * Parts of the money, as said in order: "of the remaining money" after something bought, "of her money" before anything
 * else. "Then spent 1/4 of it" after another part, or "1/4 of the remaining money on snacks and 1/2 of the remaining money
 * on juice" in one breath, may be read two ways, and is declined.
 */
export const partsInOrder = (items: Item[]) =>
  items.every((it, i) => {
    if (!it.part) return true;
    const prev = items[i - 1];
    if (it.part.ofRest) return i > 0 && !(prev.part?.ofRest && prev.sentence === it.sentence);
    return !(it.part.it && i > 0) && items.slice(0, i).every((x) => x.part && !x.part.ofRest);
  });

/** Each thing's cost, in the order bought (all but the open one); false when one cannot be found one way only. */
export function costs(l: Ledger, line: (s: number, what: string) => void, open?: Item): boolean {
  const show = (v: Fraction) => showAmount(v, 'dollar');
  if (!partsInOrder(l.items) || !pricesThrough(l.prices)) return false;
  let spent = new Fraction(0);
  for (const [i, it] of l.items.entries()) {
    if (i > 0 && l.items[i - 1].cost) spent = spent.add(l.items[i - 1].cost!);
    // The one thing whose price is asked: its cost is what the others leave of the sum.
    if (it === open) continue;
    if (it.part) {
      // A part of the money: known only from money held before it and nothing given or left open.
      if (!l.held || l.held.sentence > it.sentence || l.gifts.length || open) continue;
      const of = it.part.ofRest ? l.held.value.sub(spent) : l.held.value;
      it.cost = of.mul(it.part.value);
      line(it.sentence, `${it.noun || 'spent'}: ${showValue(it.part.value)} × ${show(of)}${it.part.ofRest ? ' left' : ''} = ${show(it.cost)}`);
    } else if (it.total) {
      it.cost = it.total;
      line(it.sentence, `${it.noun || 'spent'}: ${show(it.total)}`);
    } else if (it.unit || !it.rel) {
      let unit = it.unit;
      if (!unit) {
        const p = l.prices.filter((x) => sameThing(x.noun, it.noun));
        if (p.length !== 1) return false;
        // "2 kg of meat" at "$82 per kilogram": the count and the price are of the same measure, or neither is a measure.
        const [bought, priced] = [measureOf(it.noun), p[0].per ?? measureOf(p[0].noun)];
        if ((bought || priced) && !(bought && priced && sameMeasure(bought, priced))) return false;
        p[0].used = true;
        unit = p[0].value;
      }
      if (!it.count) return false;
      it.cost = it.count.mul(unit);
      line(it.sentence, `${it.noun}: ${showValue(it.count)} × ${show(unit)} = ${show(it.cost)}`);
    } else {
      const r = it.rel;
      let base: Fraction | null = null;
      let baseName = '';
      if (r.base === null) {
        const prev = l.items[i - 1];
        // "a baking dish that cost twice as much": as much as the one thing said just before, in the same sentence.
        if (!prev?.cost || prev.sentence !== it.sentence || (prev.count && !prev.count.equals(1) && !prev.total)) return false;
        if (prev.count && !prev.count.equals(1)) return false;
        base = prev.cost;
        baseName = prev.noun;
      } else {
        const named = l.items.slice(0, i).filter((x) => x.noun && sameThing(x.noun, r.base!));
        const priced = l.prices.filter((x) => sameThing(x.noun, r.base!));
        if (named.length + priced.length !== 1) return false;
        if (named.length) {
          const b = named[0];
          // "the price of the cheddar" is what was paid for it; "as much as a can" is one of several at a price each.
          if (b.count && !b.count.equals(1) && b.total) {
            // "2 pounds of cheddar for $10", then "the price of the cheddar": the $10 paid.
            if (r.one) return false;
            base = b.total;
          } else if (b.count && !b.count.equals(1)) {
            if (!r.one || !b.unit || isMeasure(unitWord(headOf(b.noun)))) return false;
            base = b.unit;
          } else base = b.cost!;
          baseName = b.noun;
        } else {
          priced[0].used = true;
          base = priced[0].value;
          baseName = priced[0].noun;
        }
      }
      if (!base) return false;
      it.cost = base.mul(r.times).add(r.plus);
      if (it.cost.compare(0) <= 0) return false;
      line(it.sentence, `${it.noun}: ${r.times.equals(1) ? '' : `${showValue(r.times)} × `}${show(base)} (${baseName})${r.plus.equals(0) ? '' : ` ${r.plus.compare(0) > 0 ? '+' : '−'} ${show(r.plus.abs())}`} = ${show(it.cost)}`);
    }
  }
  // A price named only through another's ("as much as a pen") is used when that one is.
  return l.prices.every((p) => p.used || l.prices.some((q) => q.used && q.via === p));
}

/** "ice cream" for "cartons of ice cream" or "ice cream cones": the thing said, or the first words of its name. */
const namedBy = (noun: string, asked: string) => !!noun && (sameThing(noun, asked) || `${norm(noun)} `.startsWith(`${norm(keyOf(asked))} `));

/** How much more went on one kind of thing than on another; every thing bought must be one of the two. */
function spentMore(items: Item[], a: string, b: string): { value: Fraction; working: string[] } | string {
  // "than his brother spent on cookies": someone else's spending, not a kind of thing.
  const other = /\b(?:spent|spend|spends|paid|pay|pays|did|does|do|he|she|they|him|her|his|them|their|i|we|you|on|for|at|than)\b/;
  if ([a, b].some((x) => other.test(x.replace(/^(?:the|her|his|their) /, '')) || OTHERS.test(x))) return 'more: not things';
  const [onA, onB] = [items.filter((it) => namedBy(it.noun, a)), items.filter((it) => namedBy(it.noun, b))];
  if (!onA.length || !onB.length || onA.some((it) => onB.includes(it)) || onA.length + onB.length !== items.length) return 'more: not two kinds';
  const sum = (xs: Item[]) => xs.reduce((t, it) => t.add(it.cost!), new Fraction(0));
  const [x, y] = [sum(onA), sum(onB)];
  if (x.compare(y) <= 0) return 'more: not more';
  const show = (v: Fraction) => showAmount(v, 'dollar');
  return { value: x.sub(y), working: [`on ${a}: ${show(x)}, on ${b}: ${show(y)}`, `more = ${show(x)} − ${show(y)} = ${show(x.sub(y))}`] };
}

/** Where the last story was passed on, for tracing. */
export let passedAt: number | string = 0;
const fail = (at: number | string): null => {
  passedAt = at;
  return null;
};

export interface ShoppingAnswer {
  value: Fraction;
  kind: Kind;
  working: string[];
}

export function solveShopping(text: string): ShoppingAnswer | null {
  // "Each sweatshirt cost 15$": the sign written after the amount; "for$ 4": run into the word before.
  // "Méliès": a name read without its accents.
  const plainText = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(?<![\d$.,])(\d+(?:\.\d+)?) ?\$(?!\.?\d)/g, '$$$1')
    .replace(/([a-z])\$/gi, '$1 $$');
  const story = readStory(plainText);
  if (!story || (story.sentences.length < 2 && !/^if\b.*, ?how much\b/.test(story.sentences[0] ?? '')) || !story.numbers.some((n) => n.money) || story.numbers.length > 14) return fail(1);
  if (story.numbers.some((n) => n.percent)) return fail(2);
  const last = story.sentences.length - 1;
  let question = story.sentences[last];
  // "If Kendra went to the shop with a $100 bill ..., calculate the change she received.": asked without a question mark.
  if (!/\?\s*$/.test(story.original[last]) && !/^(?:(?:if|so if) [^,]+ ?, ?)?(?:calculate|find|determine)\b/.test(question)) return fail(3);
  const statements = story.sentences.slice(0, last).map((t, i) => ({ text: t, sentence: i }));
  for (const s of statements) if (/^[^:\d$]{0,25}:/.test(story.original[s.sentence])) s.text = s.text.replace(/^[^:]{0,25}: ?/, '');
  // "If roses cost $5 each, how much ...": the condition first is one more statement; "..., how much" after a statement too.
  const first = /^(?:if |so if |and if )?(.+?) ?, ?((?:so |then )?(?:in dollars ,? |collectively ,? )?(?:how much|what|calculate|find|determine) .+)$/.exec(question);
  if (first && /^(?:if|so if|and if)\b/.test(question)) {
    statements.push({ text: first[1], sentence: last });
    question = first[2].replace(/^(?:so|then) /, '');
  }
  const cond = /^(how much .+?) ,? ?\bif (.+)$/.exec(question.replace(/,/g, ' ,'));
  if (cond) {
    question = cond[1].trim();
    statements.push({ text: cond[2].replace(/ ,/g, ',').trim(), sentence: last });
  }
  question = question.replace(/,/g, ' ,').replace(/\s+/g, ' ').replace(/ ,$/, '').trim();
  const all = statements.map((s) => s.text).join(' . ');
  if (NOT_READ.test(all) || NOT_READ.test(question)) return fail(4);
  const asked = readAsked(question);
  if (!asked) return fail(5);
  const subject = asked.who;
  // "How much change does she get from a $10 bill?": the bill is said in the question.
  if (asked.bill) {
    if (!story.numbers[Number(asked.bill)].money) return fail(24);
    statements.push({ text: `she pays with a #${asked.bill} bill`, sentence: last });
  }
  let read = readLedger(story, statements);
  if (!read) return null;
  let { kind, tail } = asked;
  const open = read.ledger.total || read.ledger.leftover;
  // A sum or the money left said outright leaves one price open; asked anything else, it is not read here.
  if (open && kind !== 'price' && kind !== 'start') return fail(26);
  if (!open && kind === 'price') {
    // "How much did the groceries cost?", "How much does a printer cost?": nothing is open, so what was spent on them.
    if (asked.det !== 'the' && !asked.list) return fail(27);
    [kind, tail] = ['spent', asked.det === 'the' ? asked.item : undefined];
  }
  // "How much do 38 pencils and 56 pens cost?": the things are counted in the question, their prices said before.
  if (asked.list && kind === 'spent') {
    statements.push({ text: `she buys ${asked.list}`, sentence: last });
    read = readLedger(story, statements);
    if (!read) return null;
  }
  const { ledger, rest } = read;
  // One buyer: the people named outside what was bought, and the one asked about.
  const people = story.people.filter((p) => !REQUEST_WORDS.test(p));
  const named = people.filter((p) => new RegExp(`\\b${p}\\b`).test(rest));
  if (named.length > 1) return fail(7);
  if (subject && !/^(?:he|she|they|i|we|you|him|her|them)$/.test(subject) && !(named.length === 1 && subject === named[0]) && !(named.length === 0 && people.includes(subject))) return fail(8);
  if (/^(?:they|them)$/.test(subject ?? '') && named.length === 1) return fail(9);
  if (OTHERS.test(rest.replace(/\b(?:for|to|with) (?:her|his|their|my) (?:\w+ )?(?:mom|mother|dad|father|parents|brother|sister|friends?|wife|husband|son|daughter|kids|children|family|team|class)\b/g, ''))) {
    if (kind !== 'need' || ledger.gifts.length === 0) return fail(10);
  }
  if (kind === 'start') {
    const start = startOf(ledger, costs);
    return typeof start === 'string' ? fail(start) : start;
  }
  if (kind === 'price') {
    const priced = priceOfOpen(ledger, asked, (id) => plainOf(story, id), costs);
    return typeof priced === 'string' ? fail(priced) : priced;
  }
  if (!ledger.items.length) return fail(11);
  const working: string[] = [];
  const line = (s: number, what: string) => working.push(`sentence ${s + 1}: ${what}`);
  if (!costs(ledger, line)) return fail(12);
  if (ledger.items.some((it) => !it.cost || it.cost.compare(0) <= 0)) return fail(13);
  const spent = ledger.items.reduce((a, it) => a.add(it.cost!), new Fraction(0));
  const show = (v: Fraction) => showAmount(v, 'dollar');
  // Gifts, each from an amount or from an earlier gift.
  let given = new Fraction(0);
  for (const g of ledger.gifts) {
    if (g.rel) {
      const of = ledger.gifts.filter((x) => x !== g && x.from === g.rel!.of && x.value);
      if (of.length !== 1) return fail(14);
      g.value = of[0].value!.mul(g.rel.times);
      line(g.sentence, `given by ${g.from}: ${showValue(g.rel.times)} × ${show(of[0].value!)} = ${show(g.value)}`);
    } else line(g.sentence, `given by ${g.from}: ${show(g.value!)}`);
    given = given.add(g.value!);
  }
  if (ledger.gifts.filter((g) => !g.rel).some((g) => ledger.gifts.filter((x) => x.from === g.from).length > 1)) return fail(15);
  if (/#\d/.test(tail ?? '')) return fail(23);
  // Things counted in the question are all that is asked about: nothing may be bought before it.
  if (asked.list && kind === 'spent' && ledger.items.some((it) => it.sentence !== last)) return fail(25);
  if (kind === 'more') {
    if (ledger.held || ledger.heldPart || ledger.gifts.length) return fail(28);
    const more = spentMore(ledger.items, tail ?? '', asked.than ?? '');
    return typeof more === 'string' ? fail(more) : { value: more.value, kind, working: [...working, ...more.working] };
  }
  if (tail !== undefined) {
    const t = tail.trim();
    if (!EVERYTHING.test(t) && !ledger.items.every((it) => it.noun && sameThing(it.noun, t.replace(/^(?:the|all the|all|her|his|their) /, '')))) return fail(16);
  }
  const items = `spent = ${ledger.items.map((it) => show(it.cost!)).join(' + ')} = ${show(spent)}`;
  if (kind === 'spent') {
    if (ledger.held || ledger.heldPart || ledger.gifts.length) return fail(17);
    return { value: spent, kind, working: [...working, items] };
  }
  if (kind === 'left' || kind === 'change') {
    if ((!ledger.held && !ledger.gifts.length) || ledger.heldPart) return fail(18);
    const had = (ledger.held?.value ?? new Fraction(0)).add(given);
    const value = had.sub(spent);
    if (value.compare(0) < 0) return fail(19);
    if (ledger.held) line(ledger.held.sentence, `${show(ledger.held.value)} at hand`);
    return { value, kind, working: [...working, items, `${kind} = ${show(had)} − ${show(spent)} = ${show(value)}`] };
  }
  // Needed: the cost of what is wanted, less what is held and given.
  if (ledger.held && ledger.heldPart) return fail(20);
  let have = given;
  if (ledger.held) have = have.add(ledger.held.value);
  if (ledger.heldPart) {
    const part = spent.mul(ledger.heldPart.part);
    line(ledger.heldPart.sentence, `held: ${showValue(ledger.heldPart.part)} × ${show(spent)} = ${show(part)}`);
    have = have.add(part);
  }
  if (!ledger.held && !ledger.heldPart && ledger.gifts.length === 0) return fail(21);
  const value = spent.sub(have);
  if (value.compare(0) < 0) return fail(22);
  return { value, kind, working: [...working, `cost = ${show(spent)}`, `still needed = ${show(spent)} − ${show(have)} = ${show(value)}`] };
}
