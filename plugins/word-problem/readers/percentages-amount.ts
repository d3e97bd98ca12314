/**
 * One amount and one percentage: the amount before a change, the amount after it, or the change itself.
 * "A luxury bag costs $3000. A reseller wants a 15% profit. How much should she sell it for?", "I paid $51
 * for shoes marked 75% off. What was the original price?", "Insurance covers 80% of a $300 visit. How much
 * does he pay?", "A pole 20 meters long is cut 30% shorter. How long is it now?".
 * The percentage's clause says how the amounts relate (up, down, or a share of the amount before); the
 * amount's clause and the question each say which of the three they are. Where only one of them says it, the
 * other is the one it is not, and only one way round is read: an amount said to be "paid" or "spent" never
 * makes a bare "how much did it cost" mean the price before. Every sentence is the amount's, the
 * percentage's, the question, or says nothing that could change a quantity; anything else passes the story on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { singular, type StoryNumber } from '../story-text.js';
import { isMeasure, unitWord } from '../units.js';
import { percentReply, percentStory } from './percentages-common.js';

type Role = 'before' | 'after' | 'change';
type Way = 'up' | 'down' | 'of';

/** A clause around the number: the sentence cut at commas, "and", "but", "which" and "so". */
function clauseOf(sentence: string, id: number): string {
  const pieces = sentence.split(/,? (?:and|but|so|which|while|because|since|although) |, |; /);
  const clause = pieces.find((p) => new RegExp(String.raw`#${id}\b`).test(p)) ?? sentence;
  return clause.replace(/\b(?:approximately|about|around|roughly|exactly) (?=#)/g, '');
}

/** How the percentage relates the amounts, from the words around it; null when it says none or more than one. */
function wayOf(clause: string, p: string): { way: Way; insured?: boolean } | null {
  const found = new Set<Way>();
  const at = (re: string) => new RegExp(re.replace(/P/g, p)).test(clause);
  if (at(String.raw`\binsurance\b.*\bcover(?:s|ed)?\b.*P|P.*\bcovered by (?:the |his |her |their )?insurance\b`)) return { way: 'down', insured: true };
  // "his friend agrees to pay 25% of that": someone else's share, the rest is the person asked about.
  if (at(String.raw`\b(?:friend|friends|parents?|mother|father|mom|dad|brother|sister|company|employer|boss|school|grandparents?|grandmother|grandfather|aunt|uncle) (?:agrees? to pay|agreed to pay|will pay|pays|paid|covers?|covered|offers? to pay|offered to pay) P(?: of (?:it|that|this|the (?:cost|price|bill|fee)))?$`)) return { way: 'down', insured: true };
  if (at(String.raw`P (?:[a-z]+ )?(?:discount|reduction|markdown|tax|tip|interest|markup|profit|raise|pay raise|increase|fee|surcharge)\b`) && !at(String.raw`P (?:of|off|more|less)\b`)) found.add(at(String.raw`P (?:[a-z]+ )?(?:discount|reduction|markdown)\b`) ? 'down' : 'up');
  if (at(String.raw`\b(?:puts?|adds?|added|deposits?|deposited|hired|hires|gets|got|receives?|received|earns?|earned) (?:in |another |an extra |an additional )?P more\b`)) found.add('up');
  if (at(String.raw`P (?:more|higher|longer|taller|larger|greater|bigger|heavier|more expensive|extra|increase|raise|pay raise|pay rise|salary increase|price increase|rise|markup|mark-up|profit|interest|tax|sales tax|tip|gratuity|service fee|fee|surcharge|service charge|finance charge|late fee)\b`)) found.add('up');
  if (at(String.raw`\b(?:increased|increases|increase|raised|raises|raise|rose|rises|rise|went up|goes up|go up|grew|grows|grow|jumped|jumps|marked up|marks up|mark up|is up|was up|gained|gains) (?:(?:the |his |her |its |their )?[a-z]+ )?(?:by )?P(?! of)\b`)) found.add('up');
  if (at(String.raw`\b(?:an? )?(?:increase|raise|rise|markup|tax|tip|profit|interest|interest rate|fee|surcharge|charge) of P\b|\b(?:adds?|added|plus) P\b`)) found.add('up');
  if (at(String.raw`P (?:less|fewer|lower|shorter|smaller|cheaper|less expensive|off|discount|reduction|decrease|markdown|mark-down|price cut|cut|loss)\b`)) found.add('down');
  if (at(String.raw`\b(?:decreased|decreases|decrease|reduced|reduces|reduce|dropped|drops|drop|fell|falls|fall|went down|goes down|go down|lowered|lowers|lower|cut|cuts|shortened|shortens|shorten|trimmed|trims|discounted|marked down|marks down|is down|was down) (?:(?:the |his |her |its |their )?[a-z]+ )?(?:by )?P(?! of)\b`)) found.add('down');
  if (at(String.raw`\b(?:an? )?(?:discount|reduction|decrease|markdown|cut) of P\b|\b(?:lost|loses|lose|spent|spends|spend|gave away|gives away|donated|donates|used|uses|ate|eats|deleted|deletes) P of\b`)) found.add('down');
  // "18% of this amount in taxes", "10% of his pay is deducted": a share taken from an amount held.
  if (at(String.raw`\b(?:pay|pays|paid|paying) P (?:of (?:it|this|that|this amount|that amount|(?:his|her|their) [a-z]+) )?(?:in|for|as|on) (?:the )?(?:taxe?s?|income tax)\b|P of (?:it|this|that|(?:his|her|their) [a-z]+) (?:is|was|are|were|gets|got) (?:deducted|withheld|taken)\b|P (?:is|was|are|were) (?:deducted|withheld|taken)\b`)) found.add('down');
  // "cost 40% of the original price", "reduced to 25% of", "at 20% of the initial price", "only has to pay 60%".
  const ofPrice = String.raw` of (?:the |its |his |her |their )?(?:original |initial |regular |normal |usual |full |old |list |previous )?(?:price|cost|value|amount)`;
  if (at(String.raw`\b(?:is|was|are|were|costs?|cost|sells? for|sold for|bought (?:it |them |[a-z ]+ )?at|buys (?:it |them |[a-z ]+ )?at|at) (?:only |just )?P${ofPrice}$|\b(?:reduced to|cut to|dropped to|fell to) P(?:${ofPrice})?$`)) found.add('of');
  // "the sales tax is 8%", "the discount was 20%": the rate named, not a share.
  if (at(String.raw`\b(?:tax|sales tax|tip|interest|interest rate|markup|fee|service charge|surcharge) (?:rate )?(?:is|was|will be|of) P$`)) found.add('up');
  if (at(String.raw`\b(?:discount|reduction|markdown) (?:is|was|will be|of) P$|\b(?:marks?|marked|brings?|brought|knocks?|knocked|takes?|took) (?:it|them|the price|its price) (?:down|off) (?:by )?P\b`)) found.add('down');
  if (at(String.raw`\b(?:has|have|had|needs?|needed) to pay (?:only |just )?P$|\bpays? (?:only|just) P$`)) found.add('of');
  if (found.size !== 1) return null;
  return { way: [...found][0] };
}

const BEFORE_WORDS = String.raw`excluding tax|before tax|pre-tax|original|originally|regular|regularly|normal|normally|usual|usually|initial|initially|list price|sticker price|price tag|wholesale|before|excluding|previous|previously|used to|at first|old|last year|last month|last week|starting`;
const AFTER_WORDS = String.raw`new|now|final|sale price|discounted|after|currently|current|this year|reduced to|ended the day at|left with|take-home|take home|retail price`;

/** What the amount's clause says it is; 'weak' when it only says "is", "costs" or "has". */
function amountRole(clause: string, id: number): Role | 'weak' | null {
  const n = `#${id}`;
  if (new RegExp(String.raw`\b(?:the |her |his |their )?(?:discount|tax|tip|interest|total interest|increase|raise|markup|commission|saving|savings|reduction) (?:(?:she|he|they|it|[a-z]+) (?:received|got|paid|earned|earns|gets|pays) )?(?:is|was|amounts to|amounted to|came to|comes to|of) ${n}\b|\b(?:saved|saves|save) ${n}\b`).test(clause)) return 'change';
  const before = new RegExp(String.raw`\b(?:${BEFORE_WORDS})\b`).test(clause);
  if (/\b(?:excluding tax|before tax|pre-tax)\b/.test(clause)) return 'before';
  const after = new RegExp(String.raw`\b(?:${AFTER_WORDS})\b|\b(?:paid|pays|pay|spent|spends|spend|bought (?:it|them|[a-z ]+) for|buys (?:it|them|[a-z ]+) for|got (?:it|them) for)\b`).test(clause);
  if (before && after) return null;
  if (before) return 'before';
  if (after) return 'after';
  return /\b(?:is|are|was|were|costs?|cost|charges?|charged|sells|sold|sells for|sold for|has|have|had|created|creates|made|makes|built|wrote|earns|earned|makes|made|won|wins|receives|received|gets|got|borrowed|borrows|invested|invests|deposited|deposits|puts|put|is worth|was worth|weighs|weighed|holds|held|contains|there (?:are|were|is|was))\b/.test(clause) ? 'weak' : null;
}

/** What the question asks, and whether it is "how much did he pay" with nothing saying before or after. */
function askedRole(q: string, several: boolean): { role: Role; generic: boolean; paying: boolean } | null {
  if (/\b(?:combined|together|both|each|per|every|apiece|average|percent|percentage)\b/.test(q)) return null;
  // "in total" sums the things bought; with one amount it would sum something not read.
  if (/\b(?:total|in all|altogether)\b/.test(q) && !several) return null;
  const paying = /\b(?:pay|paid|out-of-pocket|out of pocket)\b/.test(q);
  if (/\bhow much (?:money )?(?:did|does|will|would|can|could) [a-z]+ save\b|\bhow much (?:is|was|will be|would be) (?:the|his|her|their) (?:discount|tax|tip|interest|increase|raise|markup|commission|saving|savings|reduction|profit)\b|\bhow much (?:money )?(?:in )?(?:tax|taxes|interest|tip|fees?) (?:did|does|will|would)\b/.test(q)) return { role: 'change', generic: false, paying: false };
  const before = new RegExp(String.raw`\b(?:${BEFORE_WORDS})\b`).test(q);
  const after = new RegExp(String.raw`\b(?:${AFTER_WORDS})\b|\b(?:left|remain|remaining|keep|take home)\b`).test(q);
  if (before && after) return null;
  if (before) return { role: 'before', generic: false, paying };
  if (after) return { role: 'after', generic: false, paying };
  // "how much did he pay", "how much does it cost", "how much should she sell it for", "how much will she have".
  if (/^how much (?:money )?(?:(?:did|does|will|would|should|do|must|can) [a-z]+(?: [a-z]+)?|[a-z]+ (?:will|would|should|can|could|must)) (?:pay|spend|bring|have to pay|need to pay|sell|charge|have|get|receive|pay back|give back|return|cost)\b|^how much (?:is|was|will be|would be) (?:the|his|her|their|its|[a-z]+ s) (?:[a-z-]+ )?(?:price|cost|bill|salary|pay|value)\b|^how much (?:is |was )?(?:the (?:amount|price|sum) )?(?:money )?[a-z]+ (?:paid|spent|pays|spends|has to pay|had to pay)\b|^how (?:much|many|long|tall|heavy|far) [a-z ]+$/.test(q)) return { role: 'after', generic: true, paying };
  return null;
}

/** "how much were his earnings" after "spent 10% of his earnings": the whole a share was taken from. */
function wholeAsked(q: string, pClause: string): boolean {
  const m = /^how much (?:is|was|were|are) (?:his|her|their|the) ([a-z]+)$/.exec(q);
  return !!m && new RegExp(String.raw`\b(?:spent|spends|lost|loses|gave away|gives away|donated|donates|used|uses) #\d+ of (?:his|her|their|this|the) ${m[1]}\b`).test(pClause);
}

/** People other than the buyer: a percentage said of them is not the buyer's. */
const RELATIVES = 'sister|brother|friend|friends|mother|father|mom|dad|wife|husband|son|daughter|cousin|neighbou?r|boss|partner|roommate|coworker|colleague|aunt|uncle|grandma|grandpa|grandmother|grandfather|parents?|classmate|teammate';

/** Question words that name no thing or person of the story. */
const PLAIN = new Set(
  'how much many long tall heavy far high is was were are be been will would should shall did does do can could must may might have has had having to the a an of for on in at from with by after before than then his her their its it they he she you i we them him me my your our s new old original originally regular usual initial final current sale discounted now money price cost costs amount sum value pay pays paid paying spend spent left remain remaining keep take home take-home out-of-pocket need needs needed sell sold buy bought get got receive received give back bring charge supposed going end up considering that this these those last next year month week day ago today yesterday salary pay earnings income bill fee rent savings allowance budget what there save saved saves total altogether'.split(' '),
);

/**
 * The question's subject is one the story named: "how much does the hat cost" after a coat is not read. What it
 * is paid for ("to buy a pair of boots") and when ("after the discount") may be new words; so may a buyer's name
 * when the story names no one.
 */
function namesKnown(q: string, statements: { s: string }[], people: string[]): boolean {
  const known = new Set(statements.flatMap((x) => x.s.split(/[^a-z'-]+/)).map(singular));
  const named = people.filter((p) => known.has(p));
  const subject = q.replace(/\b(?:after|considering|including|once|when|with|to buy|for|on) .*$/, '');
  return subject.split(/[^a-z'-]+/).filter((w) => w && !PLAIN.has(w)).every((w) => known.has(singular(w)) || (!named.length && people.includes(w)));
}

/** Sentences with no number may set the scene, but not with a word that could change or divide a quantity. */
const CHANGES = /\b(?:each|every|per|times|double\w*|triple\w*|twice|half|quarter|third|both|again|another|also|additional|extra|other|others|split|share\w*|among|between|instead|except|plus|minus|tax\w*|tip\w*|fees?|discount\w*|off|interest|charge\w*|shipping|delivery|coupon|rebate|refund\w*|return\w*|rest|remain\w*|left|more|less|fewer|increase\w*|decrease\w*|raise\w*|reduc\w*|cut|sale|sold|sells?|bought|buys?|paid|pays?|spent|spends?|costs?|price|profit|loss|lost|gave|gives?|borrow\w*|lend|lent|owe\w*|then|later|after|next|first|second|last|percent\w*|%)\b/;

/**
 * The amount's unit as the question must ask it: "dollar" for money; for a count, the noun after it ("220 liters",
 * "the number of students is 960") which "how many" must repeat; for "how long/tall/heavy/far", a measure. undefined
 * when the question asks something else.
 */
function counted(sentence: string, m: StoryNumber, q: string): string | null | undefined {
  if (m.money) return /^how much\b/.test(q) ? 'dollar' : undefined;
  const after = new RegExp(String.raw`#${m.id} ([a-z]+)`).exec(sentence)?.[1];
  const of = /\bthe (?:number|amount) of ([a-z]+)\b/.exec(sentence)?.[1];
  const noun = after && !/^(?:is|are|was|were|in|on|at|of|and|to|for|from|this|last|long|tall|high)$/.test(after) ? unitWord(after) : of ? unitWord(of) : null;
  if (!noun) return undefined;
  const measure = /^how (long|tall|heavy|far|high)\b/.exec(q);
  if (measure) return isMeasure(noun) && !/^how [a-z]+ [a-z ]*\b(?:in|into) [a-z]+$/.test(q) ? noun : undefined;
  const asked = /^how (?:many|much) ([a-z]+)\b/.exec(q)?.[1];
  return asked && unitWord(asked) === noun ? noun : undefined;
}

interface Items {
  count: StoryNumber;
  price: StoryNumber;
  /** The words that say the price is of one: "$20 each", "each costs $6", taken out before the story is checked for "each". */
  each: string;
}

/** "John buys 10 pins. They are $20 each.": one amount, the count times the price of one. */
function itemsAtPrice(statements: { s: string }[], nums: StoryNumber[]): Items | null {
  const price = nums.find((n) => n.money);
  const count = nums.find((n) => !n.money);
  if (!price || !count || count.value.d !== 1n || count.value.compare(2) < 0) return null;
  const cs = statements.find((x) => new RegExp(String.raw`#${count.id}\b`).test(x.s));
  const us = statements.find((x) => new RegExp(String.raw`#${price.id}\b`).test(x.s));
  if (!cs || !us) return null;
  const bought = new RegExp(String.raw`\b(?:buys|bought|orders|ordered|purchases|purchased|gets|got|picks|picked|wants|needs) #${count.id} ([a-z]+(?: [a-z]+)?)(?= for\b| at\b| from\b| in\b| on\b|,|$)`).exec(cs.s);
  const each = new RegExp(String.raw`#${price.id} (?:each|apiece|a piece)\b|\beach (?:one |of them |([a-z]+) )?(?:costs?|is|was|sells? for|sold for) #${price.id}\b`).exec(us.s);
  if (!bought || !each) return null;
  const head = singular(bought[1].split(' ').at(-1)!);
  // "each table costs $40" after chairs bought: the price of something else.
  if (each[1] && singular(each[1]) !== head) return null;
  // The price is of the things bought: said in the same sentence, or of "they", "each" or the same noun.
  if (cs !== us && !/^(?:they|these|those|each)\b/.test(us.s) && !us.s.split(' ').map(singular).includes(head)) return null;
  return { count, price, each: each[0] };
}

export function readPercentAmount(text: string): Answer | null {
  // "Calculate the current value of the car.": the same ask as "What is the current value of the car?".
  const asked = text.trim().replace(/(^|[.!?]\s+|,\s*)(?:calculate|find|determine|compute|work out) (how (?:much|many)[^.?!]*|the [^.?!]*)[.?!]?$/i, (_, pre: string, rest: string) => `${pre}${/^how/i.test(rest) ? `H${rest.slice(1)}` : `What is ${rest}`}?`);
  const read = percentStory(asked, /\bhow (?:much|many|long|tall|heavy|far)\b|\bwhat (?:is|s|was|will be|would be|are|were)\b/);
  if (!read) return null;
  const { story, statements } = read;
  const q = read.q.replace(/^what (?:is|s|was|will be|would be|are|were)\b/, 'how much is').replace(/^how much is the (number|amount) of /, 'how many ');
  const pcts = story.numbers.filter((n) => n.percent);
  const others = story.numbers.filter((n) => !n.percent);
  const items = others.length === 2 ? itemsAtPrice(statements, others) : null;
  if (pcts.length !== 1 || (others.length !== 1 && !items)) return null;
  const p = pcts[0];
  const m = items ? items.price : others[0];
  const times = items ? items.count.value : new Fraction(1);
  if (p.value.compare(0) <= 0 || m.value.compare(0) <= 0) return null;
  const with_ = (n: StoryNumber) => statements.filter((s) => new RegExp(String.raw`#${n.id}\b`).test(s.s));
  const [ps, ms, cs] = [with_(p), with_(m), items ? with_(items.count) : []];
  if (ps.length !== 1 || ms.length !== 1 || (items && cs.length !== 1)) return null;
  // "goes to the shop to buy a shirt": meaning to buy is not buying.
  for (const s of statements) if (s !== ps[0] && s !== ms[0] && s !== cs[0] && CHANGES.test(s.s.replace(/\b(?:wants?|wanted|decides?|decided|needs?|needed|plans?|planned|goes|went|go|came|comes) to (?:buy|sell|pay|spend)\b/g, ''))) return null;
  if (/#\d/.test(q)) return null;

  // Amounts multiplied or divided ("triple that cost", "$10/month", "each") are more than one amount changed once.
  const all = story.sentences.join(' . ').replace(items?.each ?? '', '');
  if (/\b(?:triple\w*|double\w*|twice|times|quadruple\w*|each|apiece|per|every|both|half|split|share)\b|\//.test(all)) return null;
  const PERIOD: Record<string, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year', annual: 'year', annually: 'year' };
  // "forgot her coupon", "the discount did not apply", "but the shop refused": a change that may not have happened.
  if (/\b(?:not|no|never|n't|without|unless|instead|except|forgot|forgets|forget|refused|refuses|expired|cancel\w*|however|although|though|would have|could have|if only)\b/.test(all)) return null;
  // "gets a 10% discount next month", "his sister paid 10% tax on her order": a change to another time or another buyer.
  if (/\bnext (?:time|day|week|month|year|visit|order)\b|\btomorrow\b|\blater\b/.test(all)) return null;
  if (new RegExp(String.raw`\b(?:his|her|their|my|a|the) (?:${RELATIVES}) (?:also )?(?:paid|pays|got|gets|received|receives|bought|buys|had|has|was given|is given)\b`).test(ps[0].s)) return null;
  const periods = new Set([...all.matchAll(/\b(day|week|month|year|hour|daily|weekly|monthly|yearly|annual|annually)s?\b/g)].map((x) => PERIOD[x[1]] ?? x[1]));
  if (periods.size > 1) return null;
  const unit = counted(story.sentences[m.sentence], m, q);
  if (unit === undefined) return null;
  const pClause = clauseOf(ps[0].s, p.id);
  const way = wayOf(pClause, `#${p.id}`);
  if (!way) return null;
  if (way.way !== 'up' && p.value.compare(100) >= 0) return null;
  // "30% more than his old $250 barbell": the amount compared with is the amount before.
  const than = / than (.+)$/.exec(pClause);
  // "bought 24 tickets for $7 each": the price of one as listed, not what was paid after the change.
  const mClause = clauseOf(ms[0].s, m.id).replace(items ? new RegExp(String.raw`\b(?:bought|buys|ordered|orders|purchased|purchases|gets|got|picks|picked) #${items.count.id} [a-z ]+? (?:for|at) (?=#${m.id})`) : /^$/, 'costs ');
  let mRole = than && new RegExp(String.raw`#${m.id}\b`).test(than[1]) ? 'before' : amountRole(mClause, m.id);
  // A comparison names what it is compared with: the question must be about the other one, and the story must say which is old.
  if (than && mRole !== 'before' && !new RegExp(String.raw`\b(?:${BEFORE_WORDS})\b`).test(than[1])) return null;
  if (!than && /\b(?:more|less|fewer|higher|lower|longer|shorter|taller|larger|greater|bigger|smaller|heavier|cheaper|expensive)\b/.test(pClause) && !/\b(?:increased|decreased|raised|reduced|cut|cuts|trims|trimmed|shortened|shortens|marked|up|down|went|goes|rose|fell|grew|dropped|puts|put|adds|added|deposits|deposited)\b/.test(ps[0].s)) return null;
  if (!namesKnown(q, statements, story.people)) return null;
  const ask = wholeAsked(q, pClause) ? { role: 'before' as Role, generic: false, paying: false } : askedRole(q.replace(/,? (?:in total|in all|altogether)$/, (w) => (items ? '' : w)), !!items);
  if (!ask || !mRole) return null;
  // Insurance pays its share; the question must be what the person pays.
  if (way.insured && (!(ask.paying && ask.role === 'after') || /\b(?:insurance|friend|friends|parents?|mother|father|mom|dad|brother|sister|company|employer|boss|school|grandparents?|grandmother|grandfather|aunt|uncle)\b/.test(q))) return null;
  if (ask.role === 'change' && (mRole === 'weak' ? false : mRole === 'change') ) return null;
  if (ask.role === 'change' && way.way === 'of') return null;
  // Saving is what a cut takes off; a raise saves nothing.
  if (ask.role === 'change' && /\bsave\b/.test(q) && way.way !== 'down') return null;
  // An amount merely held or priced is the one before a change told after it ("has $60 ... puts 20% more in"), unless
  // the change is said of it ("sells for $90, which is 45% of the original price"); told after the change, it is whichever the question is not.
  const first = ms[0].i < ps[0].i || (ms[0] === ps[0] && ms[0].s.indexOf(`#${m.id}`) < ms[0].s.indexOf(`#${p.id}`));
  const saidOfIt = new RegExp(String.raw`\b(?:which|that) (?:is|was|costs?|cost) (?:only |just )?#${p.id}\b`).test(ps[0].s);
  if (mRole === 'weak') mRole = first && !saidOfIt ? 'before' : ask.role === 'before' ? 'after' : 'before';
  if (mRole === ask.role) return null;
  // An amount paid or spent does not make a bare "how much did it cost" the price before.
  if (ask.generic && mRole !== 'before') return null;
  if (ask.role === 'change' && mRole === 'change') return null;

  const r = p.value.div(100);
  const factor = way.way === 'up' ? new Fraction(1).add(r) : way.way === 'down' ? new Fraction(1).sub(r) : r;
  const of: Record<Role, Fraction> = { before: new Fraction(1), after: factor, change: r };
  if (ask.role === 'change' && way.way === 'of') return null;
  const before = m.value.mul(times).div(of[mRole as Role]);
  const value = before.mul(of[ask.role]);
  if (m.money ? value.mul(100).d !== 1n : false) return null;
  // A count of things comes out whole; a measure (litres, seconds) need not.
  const noun = m.money ? 'dollar' : unit;
  if (!m.money && value.d !== 1n && !(unit && isMeasure(unit))) return null;
  const name: Record<Role, string> = { before: 'the amount before', after: 'the amount after', change: 'the change' };
  const working = [
    items ? `sentences ${cs[0].i + 1}, ${ms[0].i + 1}: ${name[mRole as Role]} = ${items.count.text} × ${m.text} = $${m.value.mul(times).toString()}` : `sentence ${ms[0].i + 1}: ${name[mRole as Role]} = ${m.text}`,
    `sentence ${ps[0].i + 1}: ${way.way === 'of' ? `after = ${p.text} of before` : `${way.way} ${p.text}: after = before × (1 ${way.way === 'up' ? '+' : '−'} ${p.text})`}`,
  ];
  return percentReply(value, noun, name[ask.role], working);
}
