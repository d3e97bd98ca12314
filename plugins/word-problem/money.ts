/**
 * Money stories: what someone holds, spends and takes in, read as a signed sum of rate chains. Each amount of
 * money in the story is placed with its unit (rates.ts), grouped with the quantities it multiplies into a
 * product in dollars, and given a role by the verb that governs it: held ("has $20", "pays with a $20 bill"),
 * spent ("buys", "costs", "pays for") or taken in ("sells", "earns", "is paid"). The question says how the
 * roles combine: what is spent, what is earned, what is left or given back as change (held + taken in −
 * spent), or the profit (taken in − spent). Every number must fall into one product, every product must come
 * out in dollars, and every way of grouping the story's quantities must give the same answer; otherwise the
 * story is declined, naming what could not be read.
 */
import Fraction from 'fraction.js';
import type { Answer, Decline } from '../../src/plugin-api.js';
import { clockKeptApart, looksPlural, PER_A, placeNumbers, plainWord, productOf, splitQuestion, type Product, type RateFactor } from './rates.js';
import { showAmount, showValue, unitName } from './reply.js';
import { readStory, type Story } from './story-text.js';
import { TIME_WORDS, toBase, unitWord, type Vector } from './units.js';

/** `price`: money said to be the price ("the price of beef is $5.50"), spent or taken in as the verbs around it say. */
export type Role = 'hold' | 'spend' | 'income' | 'price';
export type Asked = 'spent' | 'earned' | 'left' | 'change' | 'profit' | 'need';

export interface MoneyAnswer {
  value: Fraction;
  asked: Asked;
  per: string | null;
  /** A cost shared equally: the whole and how many share it. */
  shared?: { among: Fraction; total: Fraction };
  /** "a year taken as 52 weeks": a convention the answer rests on, said in the caveat. */
  year?: { unit: string; count: number };
  /** The products added (+1) or taken away (−1), each with its factors and role. */
  groups: { sign: 1 | -1; role: Role; value: Fraction; factors: { factor: RateFactor; exponent: 1 | -1 }[]; modifiers?: Modifier[] }[];
}

/**
 * Words that make a story more than held, spent and taken in: comparisons, parts, percentages, sharing,
 * debts and gifts of money, whose reading belongs to the owner-by-owner reader or to none yet.
 */
const NOT_A_LEDGER =
  /%|\b(?:more|less|fewer|than|half|halves|twice|double\w*|triple\w*|quarter|third|fourth|fifth|percent|discount\w*|off|extra|except|additional|free|old|older|younger|age|ages|shar\w*|split\w*|divide\w*|equally|other|another|average|never|difference|loss|lose|lost|either|neither|return\w*|tax|taxes|tip|tips|interest|fee|fees|deposit\w*|increase\w*|decrease\w*|grow\w*|rise|fall|drop\w*|reduc\w*|each other|at most|at least|if not|plus|minus|gain\w*|per cent|instead|else|rest|borrow\w*|owe\w*|owing|lend|lent|debt|loan|refund\w*|donat\w*|(?<!gave |give |gives |giving |given )away|times as|times that|times this|times the|times his|times her|times their|original\w*|initial\w*|before|after|until|total of|enough|short|afford|goal|raise|raised|faster|cheaper|expensive|value|percentage|remaining|trade\w*|exchange\w*|euro\w*|first #\d+|last #\d+)\b/;

/** Verbs that give money a role, nearest before it in its sentence. */
const ROLES: [RegExp, Role][] = [
  [/^(?:has|have|had|holds?|held|carries|carried|saved|saves)$/, 'hold'],
  [/^(?:buys?|bought|buying|spends?|spent|spending|pays?|paid|paying|costs?|costing|rents?|rented|renting|orders?|ordered|purchases?|purchased|hires?|hired|worth|wants?|wanted|needs?|needed|fined|owed)$/, 'spend'],
  [/^(?:priced|price|prices)$/, 'price'],
  [/^(?:sells?|sold|selling|earns?|earned|earning|makes?|made|making|receives?|received|collects?|collected|charges?|charged)$/, 'income'],
];
/** "pays with a $20 bill", "hands the cashier $50": money tendered, which is held until the change comes back. */
const TENDER = /\b(?:pays?|paid|paying|hands?|handed) (?:the (?:cashier|clerk|seller|shopkeeper) )?(?:with )?(?:an? )?$/;

const MONEY = new Set(['dollar', 'cent']);

/** "6 hours a day", "5 days a week": time spent per a longer time, which multiplies the rate it schedules. */
const schedule = (f: RateFactor) => !!f.num && !!f.den && TIME_WORDS.has(f.num) && TIME_WORDS.has(f.den);

const no = (reason: string): Decline => ({ reason });

/** The role of a money amount at token index i of its sentence, from the nearest verb before it. */
function roleAt(tokens: readonly string[], i: number): Role | null {
  const before = tokens.slice(0, i).join(' ');
  if (TENDER.test(`${before} `.replace(/ {2,}/g, ' ')) && /\bwith\b|\bhand/.test(tokens.slice(Math.max(0, i - 4), i).join(' '))) return 'hold';
  for (let k = i - 1; k >= 0; k--) {
    // "is paid $5 per period", "gets paid $10": paid to the subject.
    if (/^(?:paid|pays)$/.test(tokens[k]) && /^(?:is|was|are|were|be|been|get|gets|got|getting)$/.test(tokens[k - 1] ?? '')) return 'income';
    if (/^(?:give|gives|gave|given|giving)$/.test(tokens[k])) return giftRole(tokens, k, i);
    for (const [re, role] of ROLES) if (re.test(tokens[k])) return role;
    // "he's arrested, fined $50": a verb this reader gives no role stands between the amount and any verb before it.
    if (/^[a-z]{3,}ed$/.test(tokens[k]) && !/^(?:need|feed|speed|seed|breed|bleed|red|bed|shed)$/.test(tokens[k])) return null;
    // "The price of beef is $5.50 per pound", "Tickets are $12": a price, whoever pays it.
    if (/^(?:is|are|was|were)$/.test(tokens[k]) && (k === i - 1 || /^(?:price|prices|cost|costs|fare|fee|rate)$/.test(tokens.slice(0, k).find((w) => /^(?:price|prices|cost|costs|fare|rate)$/.test(w)) ?? ''))) return 'price';
  }
  return null;
}

export interface Modifier {
  kind: 'discount' | 'tax' | 'tip';
  /** The percentage as a fraction: 20% → 1/5. */
  rate: Fraction;
  id: number;
  sentence: number;
  /** The singular words of its sentence, to find the things it names. */
  words: string[];
  /** The sentence names what it applies to ("on the shoes", "for the jacket only"). */
  names: boolean;
}

/** "on the shoes", "for the jacket", "only": a percentage said of some things bought, not of everything. */
const NAMES_A_THING = /\b(?:on|for|off) (?:the |his |her |their |each |every )?(?!(?:everything|all|it|them|purchases?|total|bill|order|items?|meal|price|cost|sale|coupon|#\d+)\b)[a-z]+|\bonly\b/;

const MODIFIERS: ['discount' | 'tax' | 'tip', RegExp][] = [
  ['discount', /\b(?:an? |the )?(#\d+) (?:discount|off)\b|\b(?:a |the )?discount of (#\d+)/g],
  ['tax', /\b(?:an? |the )?(#\d+) (?:sales )?tax\b|\b(?:the )?(?:sales )?tax (?:of|is|was|rate of|rate is|rate was) (#\d+)/g],
  ['tip', /\b(?:an? |the )?(#\d+) tip\b|\btip(?:s|ped)? (?:the [a-z]+ |him |her |them )?(#\d+)/g],
];

/** The percentage modifiers of one statement, and the statement without them; a string says what is not read. */
function readModifiers(text: string, numbers: Story['numbers'], sentence: number): { modifiers: Modifier[]; rest: string } | string {
  const modifiers: Modifier[] = [];
  let rest = text;
  for (const [kind, re] of MODIFIERS) {
    rest = rest.replace(re, (whole: string, a?: string, b?: string) => {
      const id = Number((a ?? b)!.slice(1));
      const n = numbers[id];
      if (!n.percent || n.value.compare(100) > 0) return whole;
      modifiers.push({ kind, rate: n.value.div(100), id, sentence, words: text.split(' ').map(unitWord), names: NAMES_A_THING.test(text) });
      return ' ';
    });
  }
  // "had a 20% off coupon but forgot it at home": a change said not to apply, or in doubt.
  if (modifiers.length && /\b(?:forg[eo]t\w*|not|never|expired?|lost|without|instead|cannot|unless|except)\b|n't\b/.test(text)) return 'a percentage said not to apply, or only perhaps';
  const left = /\b(?:discount\w*|off|tax|taxes|tip|tips|tipped)\b/.exec(rest);
  if (left) return `"${left[0]}" not read as a percentage of what is paid`;
  const percent = [...rest.matchAll(/#(\d+)/g)].find((m) => numbers[Number(m[1])].percent);
  if (percent) return `a percentage (${numbers[Number(percent[1])].text}) of something other than what is paid`;
  return { modifiers, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Someone other than the one the story follows, who may give them money. */
const GIVER = /\b(?:mother|mom|mum|father|dad|parents?|grandma|grandmother|grandpa|grandfather|grandparents?|aunt|uncle|brother|sister|friend|boss|teacher|neighbou?r|cousin|employer|company|school)\b/;

/**
 * Money given, from the words between "gave" and the amount: "his mother gave him $95" comes in, "gave the
 * cashier $20" is tendered, "gave $5 to his sister" or "gave away $5" goes out; anything else is not read.
 */
function giftRole(tokens: readonly string[], k: number, i: number): Role | null {
  const between = tokens.slice(k + 1, i).join(' ');
  const before = tokens.slice(0, k).join(' ');
  if (/^(?:was|is|were|are|been|be)$/.test(tokens[k - 1] ?? '') && between === '') return 'income';
  if (/^(?:him|her|them)$/.test(between) && GIVER.test(before) && !/\b(?:he|she|they)\s*$/.test(before)) return 'income';
  if (/^(?:the )?(?:cashier|clerk|seller|shopkeeper|store|shop)$/.test(between)) return 'hold';
  if ((between === '' && tokens[i + 1] === 'to') || between === 'away') return 'spend';
  return null;
}

/** A price offered by whoever sells: "charges $10 for a sketch", "asks $5 for each". */
const CHARGES = /\b(?:charges?|charged|charging|asks?|asked|asking)\b/;

/** People priced per head: "$12 for adults". */
const TICKETED = /^(?:adult|child|kid|senior|student|member|guest|teenager|teen|toddler|infant|person|people|visitor)$/;

/**
 * "sell a tomato for $1", "$100 for a large painting": the price of one of a thing the story counts elsewhere
 * ("200 tomatoes"), so the price pairs with that count; null when the words around the amount are not that.
 */
function priceOfOne(tokens: readonly string[], i: number, counted: ReadonlySet<string>): { noun: string; kind: string } | null {
  const one = /^(?:a|an|one|each)$/;
  const thing = (words: readonly string[]) => {
    if (!words.length || !words.every((x) => plainWord(x)) || looksPlural(words.at(-1)!)) return null;
    const noun = unitWord(words.at(-1)!);
    return counted.has(noun) ? { noun, kind: words.slice(0, -1).join(' ') } : null;
  };
  // "$12 for adults and $10 for children": a price per person of a kind the story counts.
  const who = tokens[i + 1] === 'for' ? unitWord(tokens[i + 2] ?? '') : '';
  if (who && looksPlural(tokens[i + 2]) && !plainWord(tokens[i + 3]) && TICKETED.test(who) && counted.has(who)) return { noun: who, kind: '' };
  // "$100 for a large painting"
  if (tokens[i + 1] === 'for' && one.test(tokens[i + 2] ?? '')) {
    let j = i + 3;
    while (plainWord(tokens[j]) && j < i + 6) j++;
    const found = thing(tokens.slice(i + 3, j));
    if (found) return found;
  }
  // "a tomato for $1", "one large pizza for $12"
  if (tokens[i - 1] === 'for') {
    let k = i - 2;
    while (k >= 0 && plainWord(tokens[k]) && k > i - 5) k--;
    if (k >= 0 && one.test(tokens[k])) return thing(tokens.slice(k + 1, i - 1));
  }
  return null;
}

/** "5 large paintings": the words before the counted noun, which a price "for a small painting" must not contradict. */
function kindOf(tokens: readonly string[], i: number, noun: string): string {
  const words: string[] = [];
  for (let j = i + 1; j < tokens.length && j <= i + 4 && plainWord(tokens[j]); j++) {
    if (unitWord(tokens[j]) === noun) return words.join(' ');
    words.push(tokens[j]);
  }
  return '';
}

/**
 * Whether the one who sells at this price is a shop or someone other than the question's subject: "A farm stand
 * sells ..." when the question asks what Jess spends. A pronoun or the subject's own name is the same one.
 */
function sellerIsOther(tokens: readonly string[], i: number, question: readonly string[], people: readonly string[]): boolean {
  const asked = question.find((w) => people.includes(w));
  let k = i - 1;
  while (k >= 0 && !/^(?:sells?|sold|selling|charges?|charged)$/.test(tokens[k])) k--;
  if (k < 0) return false;
  let start = k - 1;
  while (start >= 0 && !/^(?:,|and|but|so|;)$/.test(tokens[start])) start--;
  const subject = tokens.slice(start + 1, k);
  if (!asked || !subject.length || subject.some((w) => /^(?:he|she|they|it|we|i|you)$/.test(w))) return false;
  return !subject.includes(asked) && /^(?:a|an|the)$/.test(subject[0]) && /\b(?:shop|store|stand|stall|bakery|cafe|market|seller|vendor|supermarket|restaurant|farm|company|kiosk|booth)\b/.test(subject.join(' '));
}

/** Kin and others spoken of through the subject: "his sister", "her friend". */
const KIN = /\b(?:his|her|their|s) (?:[a-z]+ )?(?:sisters?|brothers?|friends?|wife|husband|mom|mother|dad|father|sons?|daughters?|cousins?|aunt|uncle|grandma|grandmother|grandpa|grandfather|parents?|boss|neighbou?rs?|partner|roommates?|classmates?|teacher|coworkers?|siblings?)\b/;

/**
 * The first statement that speaks of someone other than the one the question asks about (another name, or "his
 * sister") in a clause with an amount, unless it is them giving money to that one ("his mother gave him $95") or
 * someone bought for ("for his 3 friends"); null when there is none. A capitalised word that costs something
 * ("Apples are $0.40 each") or is written in lower case elsewhere is a thing, not a person.
 */
function otherPerson(statements: readonly string[][], question: readonly string[], people: readonly string[], lower: string, written: string): number | null {
  // A name is always written with a capital; a word also written in lower case, or that costs money, is a thing.
  // So is one after "a", "the", "of", "on" or a number ("a pair of Nikes", "on Saturdays"), a number word, or a word in -ing.
  const things = new Set(
    people.filter(
      (p) =>
        new RegExp(`\\b${p}\\b`).test(written) ||
        !new RegExp(`\\b${p}\\b`).test(lower) ||
        /ing$/.test(p) ||
        new RegExp(`\\b${p} (?:cost|costs|is|are|was|were|sells?|sold) (?:\\S+ )?#`).test(lower) ||
        new RegExp(`(?:\\b(?:a|an|the|of|on)|#\\d+) ${p}\\b`).test(lower),
    ),
  );
  const persons = people.filter((p) => !things.has(p));
  // "How much did they spend?", "Christian and Sue": everyone's money together.
  if (question.some((w) => /^(?:they|we|their|together|combined|both)$/.test(w)) || question.filter((w) => persons.includes(w)).length > 1) return null;
  const asked = question.find((w) => persons.includes(w)) ?? persons[0];
  for (const [s, tokens] of statements.entries()) {
    for (const clause of tokens.join(' ').split(/ , | and | but | ; | so /)) {
      if (!/#\d/.test(clause)) continue;
      const named = persons.some((p) => p !== asked && new RegExp(`\\b${p}\\b`).test(clause));
      const kin = KIN.exec(clause);
      if (!named && !kin) continue;
      // A gift to the one asked about: the giver is someone else, the money theirs now.
      if (/\b(?:give|gives|gave|given) (?:him|her|them) #\d/.test(clause)) continue;
      // "for his 3 friends", "with her sister": someone the subject buys for or goes with, not someone who pays.
      if (!named && kin && /\b(?:for|with|to|of|on) (?:his|her|their)\b/.test(clause.slice(Math.max(0, kin.index - 6), kin.index + 4))) continue;
      return s;
    }
  }
  return null;
}

/** Who may share a cost. */
const PEOPLE = /^(?:friend|person|people|member|student|roommate|sibling|coworker|colleague|kid|child|adult|guest|teammate|cousin|brother|sister|worker|employee)$/;

/**
 * "They split the bill equally. How much does each of them pay?": the statements' sharing phrase taken out, the
 * question's "each" with it; a string when sharing is said in a way not read (or the question does not ask a share).
 */
function readSharing(stated: string[][], question: string): { question: string; among?: { value: Fraction; id?: number } } | string | null {
  const WITH = /\bsplit\w* (?:the |their |his |her )?(?:bill|cost|check|total|price)(?: of (?:the |a |an )?[a-z]+)? (?:equally |evenly )?with (?:his|her|their) (?:brother|sister|friend|wife|husband|partner|roommate|mom|dad|mother|father|cousin|son|daughter)\b/;
  const EQUALLY = /\b(?:they |we )?(?:decide to |decided to |agree to |agreed to |will |plan to )?split\w* (?:the |their )?(?:bill|cost|check|total|price)(?: of (?:the |a |an )?[a-z]+)? (?:equally|evenly)(?: (?:among|between) (?:them|themselves|all of them))?\b/;
  for (const [k, tokens] of stated.entries()) {
    const text = tokens.join(' ');
    const w = WITH.exec(text) ?? null;
    const e = w ? null : EQUALLY.exec(text);
    if (!w && !e) continue;
    const rest = text.replace((w ?? e)![0], ' ').replace(/^(?:and|if|,)\s+|\s+(?:and|,)\s*$/g, '').trim();
    stated[k] = rest.split(/\s+/).filter(Boolean);
    if (w) return /\beach\b/.test(question) ? 'a share "with" one other asked of each' : { question, among: { value: new Fraction(2) } };
    const asked = question.replace(/\b(?:each of them|each person|each friend|each one|per person)\b|\b(?:they|we) each\b|\beach\b/, (m) => (m.startsWith('they') || m.startsWith('we') ? m.split(' ')[0] : ''));
    if (asked === question) return 'a shared cost with a question that does not ask for each share';
    return { question: asked.replace(/\bowe\b/, 'pay').replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** Question words for each kind of answer; "get paid" is money taken in, "pay" alone money spent. */
const ASKS: [Asked, RegExp][] = [
  ['change', /\b(?:change|get back|receive back|given back|give (?:him|her|them) back)\b/],
  ['need', /^how much more\b.*\b(?:need|needs|have to|has to)\b|^how much (?:money )?(?:does|do|did|will|would) (?:\S+ ){1,2}?(?:still )?need\b/],
  ['profit', /\b(?:profit|profits|net)\b/],
  ['left', /\b(?:left|leftover|remain|remains|remaining)\b|\bhave (?:now|at the end|in total|altogether|in all)\b|\bin (?:his|her|their|the) (?:wallet|piggy bank|account|purse)\b/],
  ['earned', /\b(?:earn|earns|earned|earning|make|makes|made|making|receive|receives|received|collect|collects|collected|earnings|income|salary|wage|wages|sales|charge|charges|charged|(?:get|gets|got|be|is|was) paid)\b/],
  ['spent', /\b(?:spend|spends|spent|pay|pays|paid|cost|costs|bill)\b|^what (?:is|was|s|will be) the total (?:cost|price|bill)\b/],
];

/** Words for everything bought or sold rather than one kind of thing. */
const EVERYTHING = /^(?:it|them|they|everything|all|this|that|these|those|him|her|total|in|a|an|one)$/;

/** What the question asks of the money: a string says why it is not read. */
function readAsked(q: readonly string[]): { asked: Asked; per: string | null; thing: string | null; more: boolean } | string {
  const text = q.join(' ').replace(/^how many dollars\b/, 'how much money').replace(/^how much (?:money )?(?:in dollars )?/, (m) => (/^how much more\b/.test(q.join(' ')) ? m : 'how much '));
  if (!/^how much\b|^what (?:is|was|s|will be) the total\b/.test(text)) return 'not a "how much" question';
  // "How much does a compass cost?": the price of one thing, not a sum of what is spent (purchases worked backwards read it).
  if (/^how much (?:does|did|do|is|was|were|will|would) (?:a|an|one|each|every|a single) [a-z-]+(?: [a-z-]+)?(?: of [a-z-]+)? cost\b/.test(text)) return 'the price of one thing';
  const found = ASKS.filter(([, re]) => re.test(text)).map(([k]) => k);
  if (!found.length) return 'a money question this reader does not know';
  // "how much change", "how much more ... need", "profit", "left": these decide; paying and earning are said along the way.
  const asked = found[0];
  if (asked === 'left' && /\bto (?:spend|buy|pay)\b/.test(text)) return 'what is left for one purpose';
  if ((asked === 'spent' || asked === 'earned') && found.length > 1) return 'a question that speaks of spending and earning';
  // What the question adds: a comparison or a condition is not read here.
  const tail = /\b(?:than|compared|if|when|after|before|each other|instead|half|twice|more|less|extra)\b/.exec(text.replace(/^how much more\b/, ''));
  if (tail) return `"${tail[0]}" in the question`;
  let per: string | null = null;
  for (let i = 2; i < q.length; i++) {
    const w = q[i];
    if ((w === 'per' || w === 'each' || w === 'every' || ((w === 'a' || w === 'an') && PER_A(q[i + 1] ?? ''))) && plainWord(q[i + 1])) {
      if (per) return 'two rates in the question';
      per = unitWord(q[i + 1]);
    } else if ((w === 'each' || w === 'every') && !plainWord(q[i + 1])) return `"${w}" in the question`;
  }
  if (per && asked !== 'spent' && asked !== 'earned' && asked !== 'profit') return 'a rate asked of what is left';
  // "How much did the potatoes cost?", "pay for eggs", "make from selling lemonade": one kind of thing.
  const named = /\b(?:for|on|from selling|from) (?:the |his |her |their |all |all the |of the )?([a-z]+)|^how much (?:do|does|did|will|would) (?:the |all )?([a-z]+) (?:[a-z]+ )?cost\b/.exec(text);
  const thing = named ? (named[1] ?? named[2]) : null;
  // "How much more does she need", "still need": beyond what she has; "how much does she need" alone is the whole cost.
  const more = /^how much more\b|\b(?:still|additional)\b/.test(text);
  return { asked, per, thing: thing && !EVERYTHING.test(thing) ? unitWord(thing) : null, more };
}

export function solveMoney(text: string): MoneyAnswer | Decline | null {
  const story = readStory(text);
  if (!story || story.sentences.length < 2 || !story.numbers.some((n) => n.money) || story.numbers.length > 10) return null;
  const split = splitQuestion(story);
  if (!split) return null;
  // "gets a 20% discount", "sales tax is 8%", "tips 15%": percentages that scale what is spent, taken out before the rest is read.
  // "How much will he spend if he buys 5 more?": the condition is one more statement.
  const cond = split.question.findIndex((w, i) => i > 2 && (w === 'if' || w === 'when'));
  if (cond > 0) {
    split.statements.push(split.question.slice(cond + 1));
    split.question = split.question.slice(0, cond);
  }
  const modifiers: Modifier[] = [];
  const stated: string[][] = [];
  for (const [s, tokens] of split.statements.entries()) {
    const found = readModifiers(tokens.join(' '), story.numbers, Math.min(s, split.qi));
    if (typeof found === 'string') return no(`${found} in "${story.original[Math.min(s, split.qi)]}"`);
    // "Tom got a 15% discount", "his friend got ...", "a 10% discount next month": a percentage of another buyer or another time.
    if (found.modifiers.length) {
      const said = tokens.join(' ');
      const other = new RegExp(`\\b(?:his|her|their|my|a|the) ${GIVER.source.replace(/^\\b/, '')} (?:also )?(?:got|gets|received|receives|paid|pays|was given|is given|had|has)\\b`);
      if (other.test(said) || /\bnext (?:time|day|week|month|year|visit|order)\b|\btomorrow\b/.test(said)) return no('a percentage of someone else, or of another time');
      if (story.people.slice(1).some((p) => new RegExp(`\\b${p} (?:also )?(?:got|gets|received|receives|paid|pays|had|has|was given|is given|used|uses|left|leaves|gave|gives|tipped|tips)\\b`).test(said))) return no('a percentage said of someone other than the first named');
    }
    modifiers.push(...found.modifiers);
    stated.push(found.rest.split(' ').filter(Boolean));
  }
  if (modifiers.some((m) => m.kind === 'discount') && modifiers.some((m) => m.kind === 'tip')) return no('a discount and a tip: which comes first is not said');
  let questionText = split.question.join(' ');
  // "How much did he pay after the discount?", "including tax": the modifiers the story gives, said again.
  for (const m of modifiers) questionText = questionText.replace(new RegExp(`\\b(?:after|with|including|plus) (?:the |a )?(?:${m.kind === 'discount' ? 'discount|sale' : m.kind === 'tax' ? 'sales tax|taxes|tax' : 'tips?'})\\b`), '');
  // "They split the bill equally": the cost shared; "splits the cost with his brother": shared by two.
  const sharing = readSharing(stated, questionText);
  if (typeof sharing === 'string') return no(sharing);
  if (sharing) questionText = sharing.question;
  const question = questionText.split(' ').filter(Boolean);
  split.statements.splice(0, split.statements.length, ...stated);
  split.question = question;
  const statements = split.statements.map((t) => t.join(' ')).join(' . ');
  const flag = NOT_A_LEDGER.exec(`${statements} . ${split.question.join(' ').replace(/^how much more\b/, 'how much')}`);
  if (flag) return no(`"${flag[0]}" asks for more than amounts held, spent and taken in`);
  // "He has $5 left", "gets $3 in change": a result stated, to be worked backwards, which this reader does not do.
  const result = /\b(?:left|remain\w*|change|back|profit|in total|total|altogether|in all|combined)\b/.exec(statements);
  if (result) return no(`"${result[0]}" in a statement states a result to work back from`);
  const asked = readAsked(split.question);
  if (typeof asked === 'string') return no(`could not read the question (${asked})`);
  const other = otherPerson(split.statements, split.question, story.people, story.sentences.join(' . '), story.original.join(' '));
  if (other !== null) return no(`another person's money in "${story.original[Math.min(other, split.qi)]}"`);
  const lower = story.sentences.join(' . ');
  const counted = new Set(
    [...lower.matchAll(/(?:#\d+|how many)((?: [a-z]+){1,3})/g)].map((m) => m[1].trim().split(' ').find(looksPlural)).filter((w): w is string => !!w).map(unitWord),
  );
  const factors: RateFactor[] = [];
  const roles = new Map<number, Role>();
  const asks = new Set<number>();
  const paidAt = new Set<number>();
  const kinds = new Map<number, string>();
  const recounted = new Set<number>();
  const pricedOne = new Map<number, string>();
  for (const [s, tokens] of [...split.statements, split.question].entries()) {
    const sentence = Math.min(s, split.qi);
    if (!tokens.some((t) => /^#\d+$/.test(t))) continue;
    const placed = placeNumbers(story, sentence, tokens, factors, counted);
    if (typeof placed === 'string') return no(`${placed} in "${story.original[sentence]}"`);
    for (const f of placed) {
      const at = tokens.indexOf(`#${f.id}`);
      if (MONEY.has(f.num ?? '') && !f.den) {
        const one = priceOfOne(tokens, at, counted);
        if (one) {
          f.den = one.noun;
          kinds.set(f.id, one.kind);
        } else if (CHARGES.test(tokens.slice(0, at).join(' ')) && tokens[at + 1] === 'for' && /^(?:a|an|one|each|every)$/.test(tokens[at + 2] ?? '')) {
          // "charges $10 for a sketch" with no sketches counted: a price offered, not money taken in.
          return no(`a price for one ${tokens[at + 3] ?? 'thing'}, but the story never says how many in "${story.original[sentence]}"`);
        } else if (/^(?:a|an|one|each|every)(?: [a-z]+){1,3} (?:costs?|is|was|sells for|sold for)$/.test(tokens.slice(0, at).join(' '))) {
          pricedOne.set(f.id, unitWord(tokens[at - 2]));
        }
      } else if (f.num && !MONEY.has(f.num)) kinds.set(f.id, kindOf(tokens, at, f.num));
      // "bought 4 notebooks … How much do 4 notebooks cost?": the question's own count of what the story counts already.
      if (s === split.statements.length && f.num && !MONEY.has(f.num) && factors.some((g) => g.sentence < split.qi && g.num === f.num && !g.den)) recounted.add(f.id);
    }
    // "bought 12 eggs for $3": the price of all twelve, so the count is part of that amount, not a multiplier.
    for (let k = placed.length - 2; k >= 0; k--) {
      const [count, price] = [placed[k], placed[k + 1]];
      if (MONEY.has(count.num ?? '') || count.den || !MONEY.has(price.num ?? '') || price.den) continue;
      const at = tokens.indexOf(`#${price.id}`);
      const phrase = tokens.slice(tokens.indexOf(`#${count.id}`) + 1, at);
      if (phrase.at(-1) !== 'for' || !phrase.slice(0, -1).every((w) => plainWord(w)) || !/^(?:,|and|\.|;)?$/.test(tokens[at + 1] ?? '')) continue;
      price.ids.push(...count.ids);
      // With a count asked ("How much for 30 muffins?"), it is the price of one: $9 ÷ 6.
      if (split.question.some((w) => /^#\d+$/.test(w)) && count.num && !count.value.equals(0)) {
        price.value = price.value.div(count.value);
        price.den = count.num;
      }
      placed.splice(k, 1);
    }
    // "pays $45 for 3 tickets. How much for 5 tickets?": with a count asked, the price of one is $45 ÷ 3.
    if (split.question.some((w) => /^#\d+$/.test(w))) {
      for (let k = placed.length - 2; k >= 0; k--) {
        const [price, count] = [placed[k], placed[k + 1]];
        if (!MONEY.has(price.num ?? '') || price.den || MONEY.has(count.num ?? '') || count.den || !count.num) continue;
        const at = tokens.indexOf(`#${price.id}`);
        if (tokens[at + 1] !== 'for' || tokens[at + 2] !== `#${count.id}` || /^(?:each|every|per|a|an)$/.test(tokens[tokens.indexOf(`#${count.id}`) + 2] ?? '')) continue;
        if (count.value.equals(0)) continue;
        price.value = price.value.div(count.value);
        price.den = count.num;
        price.ids.push(...count.ids);
        placed.splice(k + 1, 1);
      }
    }
    for (const f of placed) {
      const role = roleAt(tokens, tokens.indexOf(`#${f.id}`));
      if (!MONEY.has(f.num ?? '')) {
        // "Dan buys 5 dozen", "sells 30 cupcakes": what is bought or sold says whose money moves, and multiplies its price.
        if ((role === 'spend' || role === 'income') && s < split.statements.length) roles.set(f.id, role);
        continue;
      }
      if (!role) return no(`no verb says whether ${story.numbers[f.id].text} is held, spent or taken in, in "${story.original[sentence]}"`);
      // "$12 on a book and $9 on paints": amounts listed together share one role.
      if (f.ids.some((id) => roleAt(tokens, tokens.indexOf(`#${id}`)) !== role)) return no(`amounts listed together with different roles in "${story.original[sentence]}"`);
      // "A farm stand sells a melon for $3 ... How much does Jess spend?": a seller's price, paid by the one asked about.
      roles.set(f.id, role === 'income' && asked.asked === 'spent' && sellerIsOther(tokens, tokens.indexOf(`#${f.id}`), split.question, story.people) ? 'price' : role);
      if (/^(?:pays?|paid)$/.test(tokens[tokens.indexOf(`#${f.id}`) - 1] ?? '') && !f.den) paidAt.add(f.id);
    }
    // Quantities in the question ("How much did 5 slices cost?") are what is paid for: they multiply.
    if (s === split.statements.length) for (const f of placed) asks.add(f.id);
    // "$1 on the string for each bracelet": a rate word no number took is a rate not read.
    const rateWords = tokens.filter((t) => /^(?:each|every|per|apiece)$/.test(t)).length;
    if (rateWords > placed.filter((f) => f.den || f.den2).length) return no(`a rate ("each", "per") not tied to a number in "${story.original[sentence]}"`);
    factors.push(...placed);
  }
  // "A notebook costs $2. Sam buys 3 folders": the price of one thing, beside things counted that are not it.
  for (const [id, noun] of pricedOne) {
    const other = factors.find((f) => f.num && !MONEY.has(f.num) && !f.den && f.num !== noun);
    if (other) return no(`the price of one ${noun} beside ${other.num}s counted, and no ${noun}s counted`);
  }
  const placedIds = new Set([...factors.flatMap((f) => f.ids), ...modifiers.map((m) => m.id)]);
  const unplaced = story.numbers.find((n) => !placedIds.has(n.id));
  if (unplaced) return no(`could not place ${unplaced.text} in "${story.original[unplaced.sentence]}"`);
  if (modifiers.length && (asked.asked === 'earned' || asked.asked === 'profit')) return no('a percentage with money taken in');
  // Those counted in the question may be the ones the story bought, or more: added to them, the answer may count twice.
  const recount = (m: MoneyAnswer | Decline) =>
    'reason' in m || m.groups.length < 2 || !m.groups.some((g) => g.factors.some((f) => recounted.has(f.factor.id))) ? m : no('the question counts again what the story counts, so it may ask about those or more');
  if (!sharing) return recount(ledger(factors, roles, asks, paidAt, modifiers, asked, story.people, kinds));
  if (asked.asked !== 'spent' || asked.per) return no('a shared cost with a question that is not what each pays');
  // Shared among the people the story counts ("Five friends"), or two when shared "with his brother".
  let among = sharing.among;
  if (!among) {
    const heads = factors.filter((f) => PEOPLE.test(f.num ?? '') && !f.den);
    if (heads.length !== 1) return no(`${heads.length ? 'several counts' : 'no count'} of people to share the cost among`);
    among = { value: heads[0].value, id: heads[0].id };
    factors.splice(factors.indexOf(heads[0]), 1);
  }
  const whole = recount(ledger(factors, roles, asks, paidAt, modifiers, asked, story.people, kinds));
  if ('reason' in whole) return whole;
  const each = whole.value.div(among.value);
  if (each.mul(100).d !== 1n) return no(`the share ${each.toFraction()} is not a whole number of cents`);
  return { ...whole, value: each, shared: { among: among.value, total: whole.value } };
}

/**
 * A year in the story's own smaller unit, as these stories count it: 52 weeks when it speaks of weeks, 365 days
 * when of days and not weeks. Months are left as they are (12 to a year, and no exact number of weeks or days).
 */
function yearAs(factors: readonly RateFactor[], per: string | null): { unit: string; count: number } | null {
  const units = new Set([per, ...factors.flatMap((f) => [f.num, f.den, f.den2])]);
  if (!units.has('year') || units.has('month')) return null;
  if (units.has('week')) return { unit: 'week', count: 52 };
  if (units.has('day')) return { unit: 'day', count: 365 };
  return null;
}

/** A factor in base units, with a year counted as `year` says. */
function inYears(f: Pick<RateFactor, 'value' | 'num' | 'den' | 'den2'>, year: { unit: string; count: number } | null): { value: Fraction; vector: Vector } {
  if (!year) return toBase(f.value, f.num, f.den, f.den2);
  let value = f.value;
  const swap = (u: string | null | undefined, up: boolean) => {
    if (u !== 'year') return u ?? null;
    value = up ? value.mul(year.count) : value.div(year.count);
    return year.unit;
  };
  const num = swap(f.num, true);
  const den = swap(f.den, false);
  const den2 = swap(f.den2, false) ?? undefined;
  return toBase(value, num, den, den2);
}

/** The one signed sum of products the question asks for, or a decline when there is none or several. */
function ledger(factors: RateFactor[], roles: ReadonlyMap<number, Role>, asks: ReadonlySet<number>, paidAt: ReadonlySet<number>, modifiers: readonly Modifier[], question: Exclude<ReturnType<typeof readAsked>, string>, people: readonly string[], kinds: ReadonlyMap<number, string>): MoneyAnswer | Decline {
  const { asked, per } = question;
  const n = factors.length;
  if (n > 10) return no('too many quantities');
  const year = yearAs(factors, per);
  const based = factors.map((f) => inYears(f, year));
  const want = inYears({ value: new Fraction(1), num: 'dollar', den: per }, year);
  const found: MoneyAnswer[] = [];
  const fixed = (f: RateFactor) => (asks.has(f.id) || schedule(f) || (!MONEY.has(f.num ?? '') && roles.has(f.id)) ? 1 : 0);
  /** A partition of the factors into products; 'two' when a product can be formed two ways. */
  const tryPartition = (partition: number[][]): 'two' | undefined => {
    const groups: MoneyAnswer['groups'] = [];
    for (const indices of partition) {
      const members = indices.map((i) => factors[i]);
      // A price times what it is paid for: one amount of money to a product, so "$3 × $4 ÷ $5" is no reading.
      if (members.filter((f) => MONEY.has(f.num ?? '')).length !== 1) return;
      // "$100 for a large painting" with "8 small paintings": a price and a count of different kinds.
      const price = members.find((f) => MONEY.has(f.num ?? '') && f.den && kinds.get(f.id));
      if (price && members.some((f) => f.num === price.den && kinds.get(f.id) && kinds.get(f.id) !== kinds.get(price.id))) return;
      const p = productOf(members, indices.map((i) => based[i]), want, 0, members.length, fixed);
      if (p === 'two') return 'two';
      if (!p) return;
      if (!clockKeptApart(members, p.signs, members.map(() => 0), 'dollar', per)) return;
      // The product's role: its money's, and the buying or selling of what it counts; a price alone takes the question's.
      const groupRoles = new Set(members.map((f) => roles.get(f.id)).filter((r): r is Role => !!r && r !== 'price'));
      const priceOnly = asked === 'earned' ? 'income' : asked === 'spent' || asked === 'need' || asked === 'change' ? 'spend' : null;
      if (groupRoles.size > 1 || (!groupRoles.size && !priceOnly)) return;
      const role = groupRoles.size ? [...groupRoles][0] : priceOnly!;
      groups.push({ sign: 1, role, value: p.value, factors: members.map((factor, i) => ({ factor, exponent: p.signs[i] })) });
    }
    const reading = combine(groups, modifiers, question, people, paidAt);
    if (reading) found.push({ ...reading, ...(year ? { year } : {}) });
  };
  // Products of neighbouring quantities first: "3 pens for $1 each, 4 notebooks for $3 each".
  for (let cuts = 0; cuts < 1 << (n - 1); cuts++) {
    const starts = [0, ...Array.from({ length: n - 1 }, (_, i) => i + 1).filter((i) => cuts & (1 << (i - 1)))];
    if (tryPartition(starts.map((from, k) => Array.from({ length: (starts[k + 1] ?? n) - from }, (_, i) => from + i))) === 'two') return no('the quantities combine into dollars in more than one way');
  }
  // Else each price with the counts it is a price of, wherever they are said: "He bought 9 films and 4 books. Each film cost $5, each book $4."
  if (!found.length) {
    const money = factors.map((f, i) => (MONEY.has(f.num ?? '') ? i : -1)).filter((i) => i >= 0);
    const others = factors.map((f, i) => (MONEY.has(f.num ?? '') ? -1 : i)).filter((i) => i >= 0);
    const ways = money.length ** others.length;
    if (money.length > 1 && ways <= 4096) {
      for (let w = 0; w < ways; w++) {
        const partition = money.map((i) => [i]);
        let code = w;
        for (const i of others) {
          partition[code % money.length].push(i);
          code = Math.floor(code / money.length);
        }
        if (tryPartition(partition.map((g) => g.sort((x, y) => x - y))) === 'two') return no('the quantities combine into dollars in more than one way');
      }
    }
  }
  if (!found.length) return no(`no way of combining the story's amounts gives what the question asks (${asked})`);
  if (found.some((f) => !f.value.equals(found[0].value))) return no('the amounts combine into the answer in more than one way');
  const best = found[0];
  if (best.value.compare(0) < 0) return no(`what is ${asked} comes out negative`);
  return best;
}

/** Which roles each question combines, and with what sign. */
const SIGNS: Record<Asked, Partial<Record<Role, 1 | -1>>> = {
  spent: { spend: 1 },
  earned: { income: 1 },
  profit: { income: 1, spend: -1 },
  left: { hold: 1, income: 1, spend: -1 },
  change: { hold: 1, spend: -1 },
  need: { spend: 1, hold: -1, income: -1 },
};

/** The products signed as the question asks and scaled by the story's percentages; null when they do not fit it. */
function combine(groups: MoneyAnswer['groups'], modifiers: readonly Modifier[], question: Exclude<ReturnType<typeof readAsked>, string>, people: readonly string[], paidAt: ReadonlySet<number>): MoneyAnswer | null {
  const { asked, per, thing, more } = question;
  const has = (r: Role): boolean => groups.some((g) => g.role === r);
  // One kind of thing asked: each product added must be of that thing, or there is only one.
  if (thing && !people.includes(thing) && groups.length > 1 && !groups.every((g) => g.factors.some(({ factor: f }) => f.num === thing || f.den === thing))) return null;
  // "She paid $200 for all the items. How much change?": with nothing else held, the one bare amount paid is what was handed over.
  if (asked === 'change' && !has('hold')) {
    const paid = groups.filter((g) => g.factors.length === 1 && paidAt.has(g.factors[0].factor.id));
    if (paid.length === 1 && groups.length > 1) paid[0].role = 'hold';
  }
  const signs = SIGNS[asked];
  if (groups.some((g) => !signs[g.role])) return null;
  if (asked === 'profit' && !(has('income') && has('spend'))) return null;
  if (asked === 'change' && !(has('hold') && has('spend'))) return null;
  if (asked === 'left' && !((has('hold') || has('income')) && groups.length > 1)) return null;
  if (asked === 'need' && !(has('spend') && (more ? has('hold') || has('income') : !has('hold') && !has('income')))) return null;
  // A change is given back from one amount tendered.
  if (asked === 'change' && groups.filter((g) => g.role === 'hold').length !== 1) return null;
  for (const m of modifiers) {
    // "20% off the shoes": the products of the things it names; a percentage naming nothing covers everything bought.
    const named = groups.filter((g) => g.role === 'spend' && g.factors.some(({ factor: f }) => (f.num && m.words.includes(f.num)) || (f.den && m.words.includes(f.den))));
    // "a 10% off coupon for the jacket only": a thing named that no product is read as is not everything bought.
    if (!named.length && m.names) return null;
    const covered = named.length ? named : groups.filter((g) => g.role === 'spend');
    if (!covered.length) return null;
    for (const g of covered) {
      g.value = g.value.mul(m.kind === 'discount' ? new Fraction(1).sub(m.rate) : new Fraction(1).add(m.rate));
      (g.modifiers ??= []).push(m);
    }
  }
  let value = new Fraction(0);
  for (const g of groups) {
    g.sign = signs[g.role]!;
    value = g.sign > 0 ? value.add(g.value) : value.sub(g.value);
  }
  return { value, asked, per, groups };
}

const ASKED_WORDS: Record<Asked, string> = { spent: 'spent', earned: 'taken in', left: 'left', change: 'change', profit: 'profit', need: 'still needed' };
const ROLE_WORDS: Record<Role, string> = { hold: 'held', spend: 'spent', income: 'taken in', price: 'at the price' };

/** The answer first, then each product with its sign, role and factors. */
export function moneyReply(m: MoneyAnswer): Answer {
  const headline = m.per ? `${showAmount(m.value, 'dollar')} per ${m.per}` : showAmount(m.value, 'dollar');
  const working = m.groups.map((g) => {
    const parts = g.factors.map(({ factor: f, exponent }) => {
      const amount = f.num === 'dollar' ? showAmount(f.value, 'dollar') : `${showValue(f.value)} ${unitName(f.num, f.value)}`;
      return `${exponent > 0 ? '×' : '÷'} ${amount}${f.den ? ` per ${f.den}` : ''}${f.den2 ? ` per ${f.den2}` : ''} (sentence ${f.sentence + 1})`;
    });
    const scaled = (g.modifiers ?? []).map((x) => ` ${x.kind === 'discount' ? `× (1 − ${showValue(x.rate.mul(100))}%) discount` : `× (1 + ${showValue(x.rate.mul(100))}%) ${x.kind}`} (sentence ${x.sentence + 1})`);
    return `- ${g.sign > 0 ? '+' : '−'} ${showAmount(g.value, 'dollar')} ${ROLE_WORDS[g.role]}: ${parts.join(' ')}${scaled.join('')}`;
  });
  const answer: Answer = {
    content: [headline, '', `The money ${ASKED_WORDS[m.asked]}, from the amounts held, spent and taken in:`, ...working].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([showValue(m.value), headline])],
  };
  if (m.shared) answer.content += `\n- shared equally: ${showAmount(m.shared.total, 'dollar')} ÷ ${showValue(m.shared.among)} = ${showAmount(m.value, 'dollar')}`;
  if (m.year) answer.caveat = `a year taken as ${m.year.count} ${m.year.unit}s`;
  return answer;
}
