/**
 * A bill with one percentage on it: "John buys 3 dress shirts. They sell for $20 each. He also has to pay 10% tax
 * on everything. How much did he pay in total?", "Harry orders 2 large pizzas ... He then adds a 25% tip.",
 * "James buys 6 t-shirts for 50% off. They each cost $20." The things bought and their prices are the shopping
 * reader's to read: the sentence or clause that puts the percentage on the bill is taken out, the rest is read as a
 * shopping list, and the percentage is put back on what was spent. A percentage said of everything (a tax, a tip, a
 * discount on the order) applies to the whole bill; one said of a thing ("but they were 15% off") only when the
 * story prices one thing. Anything that makes the percentage conditional, a second percentage, or a clause not read
 * here passes the story on.
 */
import type { Answer } from '../../../src/plugin-api.js';
import Fraction from 'fraction.js';
import { showAmount } from '../reply.js';
import { readStory } from '../story-text.js';
import { percentReply } from './percentages-common.js';
import { solveShopping } from './shopping-list.js';

/** A percentage as written: "20%", "20 percent", "twenty-five percent". */
const P = String.raw`(?:[\w.-]+ ?(?:%|percent\b|per cent\b))`;
const WHO = String.raw`(?<who>[a-z]+|the [a-z]+)`;
/** What a percentage said of everything is on: "on everything", "on the order", "off of his purchase". */
const ON_ALL = String.raw`(?: (?:on|off|of|off of|for|to) (?:everything|it all|all of it|it|them|(?:all )?(?:the |his |her |their |my |our )?(?:order|bill|total|total bill|total cost|total price|meal|purchases?|food|whole (?:order|bill|meal|purchase)|entire (?:order|bill|meal|purchase)|items|things|goods)(?: (?:he|she|they|i|we) (?:purchased|bought|ordered))?))?`;
const TO_WHOM = String.raw`(?: (?:for|to) the (?:waiter|waitress|server|driver|delivery (?:man|person|driver|guy)|stylist|barber|staff|bartender|cashier))?`;
/** A reason that is not a condition: "for buying in such large bulk", "for being a member". */
const REASON = String.raw`(?: (?:for|because of|since|as) (?!.*\b(?:exceed\w*|over|more than|at least|above|under|below|if|only|first|each|every|per|after|before|when|who|which|that)\b)[a-z ]+)?`;
const LEAD = String.raw`(?:(?:also|then|finally|after that|on top of that|at (?:the )?checkout|at the register|in addition|because [a-z ]+|for purchasing so many|for buying so many),? )?`;
const ADV = String.raw`(?:(?:also|then|still|will|must|decides to|wants to|decided to|wanted to|always) )*`;
const A = String.raw`(?:an? |another |an additional |an extra |the )?`;

type Way = 'up' | 'down';
/** A whole sentence that puts a percentage on the whole bill. */
const WHOLE: [Way, RegExp][] = [
  ['up', new RegExp(String.raw`^${LEAD}${WHO} ${ADV}(?:has to pay|had to pay|have to pay|needs to pay|need to pay|needed to pay|must pay|pays?|paid|gives?|gave|leaves?|left|adds?|added|includes?|included|tips?|tipped) ${A}${P}(?: (?:in )?(?:sales |service )?(?:tax|taxes|tip|gratuity|service charge|service fee))?${ON_ALL}${TO_WHOM}$`, 'i')],
  ['up', new RegExp(String.raw`^(?:the )?(?:sales )?(?:tax|taxes|tax rate) (?:is|was|are|were) ${P}$`, 'i')],
  ['up', new RegExp(String.raw`^there (?:is|was) ${A}${P} (?:sales )?tax${ON_ALL}$`, 'i')],
  ['down', new RegExp(String.raw`^${LEAD}${WHO} ${ADV}(?:gets?|got|receives?|received|is given|was given|were given|are given|is offered|was offered|gets offered|got offered|qualifies for|qualified for) ${A}(?:deal (?:for|of) |special |store |member |bulk |volume )?(?:${P} (?:discount|off)|discount of ${P})${ON_ALL}${REASON}$`, 'i')],
  ['down', new RegExp(String.raw`^there (?:is|was|s) ${A}${P} (?:off )?(?:sale|discount)(?: on everything)?$`, 'i')],
  ['down', new RegExp(String.raw`^everything (?:is|was) ${P} off$`, 'i')],
  ['down', new RegExp(String.raw`^(?:the|a) (?:[a-z]+ )?(?:store|shop|website|restaurant|market|supermarket|bakery) (?:is |was )?(?:currently )?(?:offering|offers|offered|giving|gives|gave|running|runs|ran|having|has|had) ${A}(?:sale (?:for|of) )?${P} (?:off|discount)(?: sale)?(?: (?:on|off) (?:everything|all (?:purchases|items|orders)))?$`, 'i')],
];

/** A clause inside a buying sentence: a percentage said of the one thing priced ("but they were on sale for 15% off"). */
const OF_ONE: [Way, RegExp][] = [
  ['down', new RegExp(String.raw`,? but (?:they|it|each(?: one)?|the [a-z]+)? ?(?:was|were|is|are) (?:currently |now )?(?:on sale |marked down |discounted )?(?:for |by |at )?(?:${P} off|${A}${P} discount)(?= *[.!]?$)`, 'i')],
  ['down', new RegExp(String.raw`(?<=[a-z]) (?:on sale )?(?:for|at|with) ${A}(?:${P} off|${P} discount)(?=[ .,!]|$)`, 'i')],
];

/** A clause joined to a buying sentence that puts a percentage on the whole bill: ", and paid 20% sales tax". */
const JOINED: [Way, RegExp][] = [['up', new RegExp(String.raw`,? and (?:also )?(?:paid|pays|had to pay|has to pay) ${A}${P} (?:sales )?tax(?=[.!]?$)`, 'i')]];

/** Words a discount leaves in the price sentence: "they are normally $20 each". */
const REGULARLY = /\b(?:normally|usually|regularly|originally) /gi;

/** "after the discount", "including tax": said of the percentage in the question, taken out with it. */
const ASKED_WITH = /,? (?:after|with|including|considering|once|plus) (?:the |all the |all |his |her )?(?:discounts?|(?:sales )?tax(?:es)?|tip|sale|deal|service (?:charge|fee))(?: (?:is|was|are|were|has been|have been) (?:applied|added|included|paid))?(?=[?]?$)/i;

interface Said {
  way: Way;
  /** A tax, a tip, or a cut; a second cut says it comes on top ("an additional 5% off"). */
  kind: 'tax' | 'tip' | 'cut' | 'more cut';
  sentence: number;
  /** Said of the one thing priced, not of everything. */
  ofOne: boolean;
}

interface Taken {
  said: Said[];
  text: string;
}

const kindOf = (way: Way, s: string): Said['kind'] => (way === 'down' ? (/\b(?:additional|another|further|extra)\b/i.test(s) ? 'more cut' : 'cut') : /\btip|gratuity/i.test(s) ? 'tip' : 'tax');

/** The story with its percentage clauses taken out, or null when one is not said in a form read here. */
function takeOut(sentences: string[], people: string[]): Taken | null {
  const found: (Said & { rest: string })[] = [];
  for (const [i, said] of sentences.entries()) {
    if (!/%|percent|per cent/i.test(said)) continue;
    const s = said.trim().replace(/[.!]+$/, '');
    const whole = WHOLE.find(([, re]) => re.test(s));
    if (whole) {
      // "Tom got a 15% discount" after Ken bought: the percentage is someone else's.
      const who = whole[1].exec(s)?.groups?.who?.toLowerCase();
      if (who && !/^(?:he|she|they|i|we|you)$/.test(who) && !(people.length === 1 && people[0] === who)) return null;
      found.push({ sentence: i, way: whole[0], kind: kindOf(whole[0], s), rest: '', ofOne: false });
      continue;
    }
    const hit = ([[JOINED, false], [OF_ONE, true]] as const).flatMap(([list, ofOne]) => list.filter(([, re]) => re.test(s)).map((h) => ({ h, ofOne })))[0];
    if (!hit) return null;
    found.push({ sentence: i, way: hit.h[0], kind: kindOf(hit.h[0], s), rest: `${s.replace(hit.h[1], '').trim()}.`, ofOne: hit.ofOne });
  }
  if (!found.length) return null;
  const kept = sentences.map((s, i) => found.find((f) => f.sentence === i)?.rest ?? s).filter(Boolean);
  let text = kept.join(' ');
  if (found.some((f) => f.way === 'down')) text = text.replace(REGULARLY, '');
  return { said: found, text };
}

/**
 * What the bill is multiplied by. A cut and a tax together multiply either way round; a second cut "on top" is taken
 * from what the first left. Two additions (a tax and a tip) may each be on the bill or one on the other, and a cut
 * with a tip is not said to come first or last: both decline.
 */
function factorOf(said: Said[], rates: Fraction[]): Fraction | null {
  const one = (k: number) => (said[k].way === 'up' ? new Fraction(1).add(rates[k]) : new Fraction(1).sub(rates[k]));
  if (said.length === 1) return one(0);
  if (said.length !== 2) return null;
  const kinds = said.map((x) => x.kind).join(' ');
  if (kinds === 'cut tax' || kinds === 'tax cut' || kinds === 'cut more cut') return one(0).mul(one(1));
  return null;
}

type Ask = 'paid' | 'part';

/** The question as the shopping reader reads it, and whether the bill or the percentage of it is asked. */
function readQuestion(q: string, way: Way, kind: Said['kind']): { q: string; ask: Ask } | null {
  const plain = q.trim();
  // "How much did he save?", "How much is the tip?": the percentage's part of the bill.
  const part = way === 'down' ? /^how much (?:money )?(?:did|does|do|will|would|can|could) [a-z]+ save\??$/i : /^how much (?:money )?(?:(?:is|was|will be|would be) the (?:tip|tax|gratuity)|(?:did|does|will|would|should) [a-z]+ (?:tip|pay in (?:tips?|tax|taxes)|leave as (?:a )?tip))\??$/i;
  if (part.test(plain)) {
    // "How much is the tax?" after a tip: a part the story never put on the bill.
    const named = /\btip|gratuity/i.test(plain) ? 'tip' : /\btax/i.test(plain) ? 'tax' : null;
    if (named && named !== kind) return null;
    return { q: 'How much did she pay?', ask: 'part' };
  }
  if (/%|percent|discount|\boff\b|\bsale\b|\btax|\btip|gratuity/i.test(plain.replace(ASKED_WITH, ''))) return null;
  return { q: plain.replace(ASKED_WITH, '?').replace(/\?+$/, '?'), ask: 'paid' };
}

/** "spent = $10 + $2.50 = $12.50": what the shopping reader found spent, from its working. */
function spentOf(working: string[]): Fraction | null {
  const line = working.find((w) => w.startsWith('spent = '));
  const m = line && /= \$([\d,]+(?:\.\d+)?)$/.exec(line);
  return m ? new Fraction(m[1].replace(/,/g, '')) : null;
}

export function readBillPercent(text: string): Answer | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2) return null;
  const pcts = story.numbers.filter((n) => n.percent);
  if (!pcts.length || pcts.length > 2 || pcts.some((p) => p.value.compare(0) <= 0 || p.value.compare(100) >= 0)) return null;
  const last = story.original.length - 1;
  if (!/\?\s*$/.test(story.original[last]) || pcts.some((p) => p.sentence === last)) return null;
  const taken = takeOut(story.original.slice(0, last), story.people);
  if (!taken || taken.said.length !== pcts.length) return null;
  // Each clause holds its own percentage, in the order said.
  if (taken.said.some((x, k) => pcts[k].sentence !== x.sentence)) return null;
  // A percentage said of one thing is the bill's only when one thing is priced.
  if (taken.said.some((x) => x.ofOne) && story.numbers.filter((n) => n.money && n.sentence < last).length !== 1) return null;
  const rates = pcts.map((p) => p.value.div(100));
  const factor = factorOf(taken.said, rates);
  if (!factor) return null;
  const way = taken.said[0].way;
  const asked = readQuestion(story.original[last], way, taken.said[0].kind);
  if (!asked || (asked.ask === 'part' && taken.said.length > 1)) return null;
  const solved = solveShopping(`${taken.text} ${asked.q}`);
  if (!solved) return null;
  const $ = (v: Fraction) => showAmount(v, 'dollar');
  const pctText = pcts.map((p) => p.text).join(' and ');
  let bill = solved.value;
  let value: Fraction;
  let what = 'what was paid';
  const working = [...solved.working];
  if (solved.kind === 'spent') {
    value = asked.ask === 'part' ? bill.mul(rates[0]) : bill.mul(factor);
    if (asked.ask === 'part') what = way === 'up' ? 'the amount added' : 'the saving';
  } else if ((solved.kind === 'change' || solved.kind === 'left') && asked.ask === 'paid') {
    // The change is what was held less the bill: the bill with its percentage put back.
    const spent = spentOf(solved.working);
    if (!spent) return null;
    const held = solved.value.add(spent);
    bill = spent;
    value = held.sub(spent.mul(factor));
    what = solved.kind === 'change' ? 'the change' : 'what is left';
    working.push(`held = ${$(held)}`);
  } else return null;
  if (value.compare(0) < 0 || value.mul(100).d !== 1n) return null;
  working.push(`sentence ${taken.said.map((x) => x.sentence + 1).join(', ')}: ${pctText} ${taken.said.map((x) => (x.way === 'up' ? 'added' : 'off')).join(' and ')} on the whole bill: ${$(bill)} × ${factor.toString()} = ${$(bill.mul(factor))}`);
  return percentReply(value, 'dollar', what, working);
}
