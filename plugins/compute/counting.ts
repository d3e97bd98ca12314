/** Counting in prose: factorials, arrangements (permutations), selections (combinations), "n choose k", P(n,k), C(n,k). */
import { normalizeText } from './normalize-text.js';
import { groupNumber } from './rational.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';

export const MAX_N = 5000n;
const N = String.raw`(\d+)`;

function factorial(n: bigint): bigint {
  let out = 1n;
  for (let i = 2n; i <= n; i++) out *= i;
  return out;
}
const perm = (n: bigint, k: bigint) => factorial(n) / factorial(n - k);
export const comb = (n: bigint, k: bigint) => perm(n, k) / factorial(k);

/** Each reading: the pattern and what it counts; numbers are n then k, except "choose k from n" forms (from/out of/among). */
const READINGS: [RegExp, 'perm' | 'comb' | 'all'][] = [
  [new RegExp(String.raw`^(?:c|ncr|comb(?:inations?)?)\s*\(\s*${N}\s*,\s*${N}\s*\)$|^${N}\s*c\s*${N}$|^${N} choose ${N}$|^(?:the )?binomial coefficient(?: of)? ${N}(?:,| and| over) ${N}$`), 'comb'],
  [new RegExp(String.raw`^(?:p|npr|perm(?:utations?)?)\s*\(\s*${N}\s*,\s*${N}\s*\)$|^${N}\s*p\s*${N}$`), 'perm'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|combinations|selections|groups|committees|teams|subsets|hands)(?: are there| can you| can we| can i| is it possible)?(?: to)? (?:choose|pick|select|form|make|draw|take)(?: a (?:group|team|committee|subset|hand) of)? ${N} (?:[a-z]+ )*?(?:from|out of|among|of(?: the)?) (?:a (?:group|class|set|pool|team) of )?${N}(?: [a-z]+)*$`), 'comb'],
  [new RegExp(String.raw`^(?:(?:how )?many |(?:the )?(?:number )?of )?(?:combinations|subsets|selections) of ${N} (?:[a-z]+ )*?(?:from|out of|among) ${N}(?: [a-z]+)*$`), 'comb'],
  // "In how many ways can a committee of 4 be chosen from 15 people?": the group named first, then chosen.
  [new RegExp(String.raw`^(?:in )?(?:how )?many (?:different )?ways (?:can|could|may|is it possible for) (?:a|an|the) (?:group|team|committee|subset|hand|set|panel|squad|delegation|jury|crew|sample) of ${N}(?: [a-z]+)? (?:be )?(?:chosen|picked|selected|formed|made|drawn|put together) (?:from|out of|among) (?:a (?:group|class|set|pool|team|club) of )?${N}(?: [a-z]+)*$`), 'comb'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|arrangements|orders|orderings|permutations)(?: are there| can you| can we| can i| is it possible)?(?: to)? (?:arrange|order|line up|seat|rank|award|place)(?: [a-z]+)*? ${N} (?:[a-z]+ )*?(?:from|out of|among|of(?: the)?) ${N}(?: [a-z]+)*$`), 'perm'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|orders|orderings|arrangements|permutations)(?: are there)?(?: for| can| to| of)? (?:arrange |order |line up |seat |rank )?${N} (?:[a-z]+ )*?(?:finish(?: a race)?|be (?:arranged|ordered|seated|lined up|ranked)|line up|sit|stand|arrange(?: themselves)?|be placed)(?: [a-z]+)*$`), 'all'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|arrangements|orders|orderings|permutations)(?: are there)?(?: to| can you| can we| of)? (?:arrange|order|line up|seat|rank|shuffle) (?:the )?${N}(?: [a-z'-]+)*$`), 'all'],
  [new RegExp(String.raw`^(?:(?:how )?many |(?:the )?(?:number )?of )?(?:permutations|arrangements|orderings) (?:are there )?of ${N}(?: [a-z'-]+)*$`), 'all'],
];

/** Cheap test first (every question runs through every reader): each reading above and below needs one of these. */
const MENTIONS = /\b(?:ways|choose|different|hands|binomial|combinations?|selections|subsets|arrangements|orders|orderings|permutations?|ncr|npr|comb|perm|handshakes|diagonals|outcomes|codes?|pins?|passwords?|passcodes?|teams|groups|committees|pairs|digit|letter)\b|\d\s*[cp]\s*\d|\b[cp]\s*\(/;

const counted = (value: bigint, how: string): Outcome => {
  const grouped = groupNumber(`${value}`);
  return { family: 'arithmetic', headline: grouped, forms: [`${value}`, grouped], working: [`${how} = ${value}`], verified: true };
};
const SMALL: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const smallCount = (w: string) => (/^\d+$/.test(w) ? Number(w) : SMALL[w] ?? NaN);
const POLYGONS: Record<string, number> = { pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10, dodecagon: 12 };
/** Places and medals are one word each even when written without commas ("gold silver and bronze"). */
const PLACE_WORDS = /^(?:gold|silver|bronze|first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|winner|runner-up)$/;
/** Positions one person fills each; a list of other nouns ("a boy and a girl") may draw from different groups, so it is not read. */
const ROLES = /^(?:president|vice[- ]president|vp|secretary|treasurer|captain|vice[- ]captain|chair|chairperson|chairman|chairwoman|vice[- ]chair|leader|deputy|manager|director|editor|spokesperson|goalkeeper|(?:first|second|third|1st|2nd|3rd) (?:prize|place)|prize)$/;

/** How many distinct roles a list names ("a president, vp and secretary" is 3); NaN when an item cannot be told apart. */
function roleCount(list: string): number {
  const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.replace(/^(?:an?|the)\s+/, '').trim()).filter(Boolean);
  let k = 0;
  for (const item of items) {
    const words = item.split(/\s+/);
    if (ROLES.test(item)) k++;
    else if (words.every((w) => PLACE_WORDS.test(w))) k += words.length;
    else return NaN;
  }
  return items.length >= 2 ? k : NaN;
}

/** Distinct roles named in a list, each filled by a different one of n: P(n, k); null when the list is not all roles. */
function rolesFilled(list: string, pool: string): Outcome {
  const k = roleCount(list);
  if (!Number.isInteger(k)) return null;
  const n = BigInt(pool);
  if (BigInt(k) > n) return { family: 'arithmetic', reason: `${k} roles cannot be filled from only ${n}` };
  return counted(perm(n, BigInt(k)), `${k} different roles: P(${n}, ${k})`);
}

/** Letters of a word in every order: n! over the factorial of each letter's count. */
function letterArrangements(word: string): { value: bigint; how: string } {
  const counts = new Map<string, number>();
  for (const ch of word) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let value = factorial(BigInt(word.length));
  const repeats: string[] = [];
  for (const [ch, c] of counts) {
    value /= factorial(BigInt(c));
    if (c > 1) repeats.push(`${c}! for ${ch.toUpperCase()}`);
  }
  return { value, how: `${word.length}!${repeats.length ? ` / (${repeats.join(', ')})` : ''}` };
}

/**
 * Everyday counting that is not "n choose k" in so many words: handshakes, subsets, diagonals, dice and
 * coin outcomes, codes and PINs, letters of a word, distinct roles, teams of k. Every reading is anchored:
 * any condition left over ("even", "starting with 5") means the question is not read.
 */
function everydayCount(t: string): Outcome {
  let m = /^(?:how )?many handshakes(?: are there| will there be| happen| take place| are made)?,? (?:if|when) (\d+) [a-z]+ (?:all |each )?shake hands(?: once)?(?: with (?:each other|one another|everyone(?: else)?|every other person|everybody(?: else)?))?(?: exactly)?(?: once)?$/.exec(t);
  if (m) return counted(comb(BigInt(m[1]), 2n), `C(${m[1]}, 2), one handshake per pair`);
  m = /^(?:how )?many (?:games|matches) (?:are (?:there|played) )?in a round[- ]robin (?:tournament )?(?:of|with|for) (\d+) (?:teams|players)(?: if each pair plays once)?$/.exec(t);
  if (m) return counted(comb(BigInt(m[1]), 2n), `C(${m[1]}, 2), one game per pair`);
  m = /^(?:how )?many (non-?empty |proper )?subsets (?:does|do|can|are there (?:of|in|for)|of|in) (?:a |the )?set (?:of|with) (\d+) (?:elements|members|items|things|numbers)(?: have| be formed| there)?$/.exec(t);
  if (m) {
    const n = BigInt(m[2]);
    if (n > MAX_N) return { family: 'arithmetic', reason: `counts over ${MAX_N} items are not computed here` };
    const less = m[1] ? 1n : 0n;
    return counted(2n ** n - less, `2^${n}${less ? ' - 1' : ''}`);
  }
  m = /^(?:how )?many diagonals (?:does|do|are (?:there )?in|in|has) (?:a |an )?(?:(?:regular |convex )?(?:(\d+)[- ]sided (?:polygon|shape|figure)|polygon with (\d+) sides|(\d+)[- ]gon|(pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)))(?: have)?$/.exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2] ?? m[3] ?? POLYGONS[m[4]]);
    if (n < 3n || n > MAX_N) return null;
    return counted((n * (n - 3n)) / 2n, `${n} × (${n} - 3) / 2`);
  }
  m = /^(?:how )?many (?:possible |different )?outcomes (?:are there )?(?:when|if|for) (?:you )?(?:roll|rolling|throw|throwing|toss|tossing|flip|flipping) (\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten) (?:(?:fair |standard |ordinary )?(?:six-sided |6-sided )?(dice|die)|(?:fair )?(coins?))$/.exec(t);
  if (m) {
    const n = smallCount(m[1]);
    const sides = m[2] ? 6n : 2n;
    if (!Number.isInteger(n) || n < 1 || n > 1000) return null;
    return counted(sides ** BigInt(n), `${sides}^${n} (each ${m[2] ? 'die' : 'coin'} independently)`);
  }
  m = /^(?:how )?many (?:different |possible |distinct )?(\d+)[- ]?(digit|letter) (pin(?: code| number)?s?|codes?|passcodes?|passwords?|(?:lock )?combinations?|numbers?|integers?|strings?|words?)(.*)$/.exec(t);
  if (m) return codes(Number(m[1]), m[2], m[3], m[4]);
  // "how many ways can the letters of LEVEL be arranged": the same count, said the other way round.
  const passive = /^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different |distinct |unique )?ways (?:(?:can|could) (?:all )?(?:the )?letters (?:of|in) (?:the word )?"?([a-z]{1,30})"? be|(?:that )?(?:all )?(?:the )?letters (?:of|in) (?:the word )?"?([a-z]{1,30})"? (?:can|could) be) (?:arranged|rearranged|ordered|permuted)$/.exec(t);
  if (passive) {
    const word = passive[1] ?? passive[2];
    const { value, how } = letterArrangements(word);
    return counted(value, `${word.toUpperCase()}: ${how}`);
  }
  m = /^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different |distinct |unique )?(?:ways (?:can|could|are there to|to) (?:you |we |i |one )?(?:arrange|rearrange|order|permute) |arrangements (?:are there )?(?:of|for) |permutations (?:are there )?(?:of|for) )(?:all )?(?:the )?letters (?:of|in) (?:the word )?"?([a-z]{1,30})"?(?: be arranged)?$/.exec(t);
  if (m) {
    const { value, how } = letterArrangements(m[1]);
    return counted(value, `${m[1].toUpperCase()}: ${how}`);
  }
  m = /^(?:in )?(?:how )?many (?:different )?ways (?:can|could|are there to|to) (?:you |we |i |they )?(.+?) (?:be )?(?:chosen|picked|selected|elected|appointed|awarded|given|handed out|choose|pick|select|elect|appoint|award) (?:from|out of|among|to) (?:a (?:group|class|club|team|committee) of )?(\d+)(?: [a-z]+)?$/.exec(t);
  if (m) return rolesFilled(m[1], m[2]);
  // "how many ways to award gold, silver and bronze among 20 swimmers": the roles named before the pool.
  m = /^(?:in )?(?:how )?many (?:different )?ways (?:can|could|are there to|to) (?:you |we |i |they )?(?:award|give out|give|hand out|assign|fill) (?:the )?(.+?)(?: medals?| places?| positions?| prizes?| roles?)? (?:among|to|from|between) (?:a (?:group|class|club|team|field) of )?(\d+)(?: [a-z]+)?$/.exec(t);
  if (m) return rolesFilled(m[1], m[2]);
  m = /^(?:in )?(?:how )?many (?:different )?ways (?:can|could) (\d+) [a-z]+ (?:get|win|take|be awarded|receive|finish) (?:the )?(.+?)(?: medals?| places?| positions?| prizes?)?$/.exec(t);
  if (m) {
    const k = roleCount(m[2]);
    if (!Number.isInteger(k)) return null;
    const n = BigInt(m[1]);
    if (BigInt(k) > n) return null;
    return counted(perm(n, BigInt(k)), `${k} different places: P(${n}, ${k})`);
  }
  m = /^(?:how )?many (?:different |possible )?(?:teams|groups|committees|pairs|sets|hands|combinations|selections) of (\d+) (?:[a-z]+ )?(?:can (?:you |we )?(?:be )?|could be |are )?(?:made|formed|chosen|picked|selected|drawn|possible|make|form|choose|pick|select|draw)? ?(?:from|out of) (\d+)(?: [a-z]+)?$/.exec(t);
  if (m) {
    const [k, n] = [BigInt(m[1]), BigInt(m[2])];
    if (n > MAX_N || k > n) return null;
    return counted(comb(n, k), `C(${n}, ${k})`);
  }
  // "A pizza place has 14 toppings. How many different 3-topping pizzas can you make?": k different of the n named.
  m = /^(?:an? |the )?(?:[a-z']+ ){0,4}(?:has|have|offers?|sells?|stocks?|with) (\d+) (?:different )?([a-z]+?)s?[.,]? (?:how )?many (?:different |possible |distinct )?(\d+)[- ]([a-z]+) ([a-z]+)s? (?:can (?:you|i|we|they|one|people) (?:make|order|get|choose|create|build)|(?:are|is) (?:there|possible))$/.exec(t);
  if (m && m[4] === m[2]) {
    const [n, k] = [BigInt(m[1]), BigInt(m[3])];
    if (n > MAX_N || k > n) return null;
    return counted(comb(n, k), `C(${n}, ${k}): ${k} different ${m[2]}s out of ${n}, order not mattering`);
  }
  // "How many different 5-card hands can be dealt from a standard 52 card deck?"
  m = /^(?:how )?many (?:different |possible |distinct )?(\d+)[- ]card (?:poker )?hands (?:can be |are |could be )?(?:dealt|made|drawn|formed|possible|there)?(?: are there)? ?(?:from|out of|with) (?:a |the )?(?:(?:standard|regular|normal|ordinary|full) )?(?:(\d+)[- ]card )?deck(?: of cards| of (\d+) cards)?$/.exec(t);
  if (m) {
    const [k, n] = [BigInt(m[1]), BigInt(m[2] ?? m[3] ?? '52')];
    if (k > n || n > MAX_N) return null;
    return counted(comb(n, k), `C(${n}, ${k}): hands of ${k} from ${n} cards, order not mattering`);
  }
  m = /^(?:choose|pick|select) (\d+) (?:from|out of) (\d+)$/.exec(t);
  if (m) {
    const [k, n] = [BigInt(m[1]), BigInt(m[2])];
    if (n > MAX_N || k > n) return null;
    return counted(comb(n, k), `C(${n}, ${k})`);
  }
  return null;
}

/** "4 digit pin codes", "3 letter codes from 26 letters if letters can repeat", "3-digit numbers with different digits". */
function codes(length: number, symbol: string, kind: string, rest: string): Outcome {
  let r = rest.replace(/^\s*(?:are there|are possible|can be (?:made|formed)|exist|can you make|can be written)\b/, '').trim();
  let alphabet = symbol === 'digit' ? 10 : 26;
  const from = /^,?\s*(?:from|using) (?:the )?(\d+) (?:letters|digits|symbols)(?: of the alphabet)?/.exec(r);
  if (from) {
    alphabet = Number(from[1]);
    r = r.slice(from[0].length).trim();
  }
  let repeat: boolean | null = null;
  const allowed = /^,?\s*(?:if (?:the )?(?:letters|digits) (?:can|may) (?:be )?repeat(?:ed)?|with repetition(?: allowed)?|(?:if|where|when) repetition is allowed|repetition allowed)/.exec(r);
  const forbidden = /^,?\s*(?:without repetition|with no repeat(?:s|ed (?:letters|digits))?|(?:if|where|when) no (?:letter|digit) (?:is |can be )?repeat(?:s|ed)?|(?:if|where|when) (?:the )?(?:letters|digits) (?:can(?:not|'t)|may not) (?:be )?repeat(?:ed)?|with (?:all )?(?:different|distinct) (?:letters|digits)|no repetition)/.exec(r);
  if (allowed) (repeat = true), (r = r.slice(allowed[0].length));
  else if (forbidden) (repeat = false), (r = r.slice(forbidden[0].length));
  r = r.replace(/^\s*(?:are there|are possible|can be (?:made|formed)|exist)\b/, '').trim();
  if (r || length < 1 || length > 100) return null;
  const numbers = /^(?:numbers?|integers?)$/.test(kind);
  if (numbers && (symbol !== 'digit' || alphabet !== 10)) return null;
  // A PIN or lock code may repeat digits unless told otherwise; letter codes must say.
  if (repeat === null) {
    if (symbol === 'digit') repeat = true;
    else return { family: 'arithmetic', reason: 'say whether letters may repeat' };
  }
  const [n, k] = [BigInt(alphabet), BigInt(length)];
  if (!repeat && k > n) return counted(0n, `${length} different symbols from only ${alphabet}`);
  if (numbers) {
    // A number does not start with 0.
    if (repeat) return counted(9n * 10n ** (k - 1n), `9 × 10^${length - 1} (no leading zero)`);
    return counted(9n * perm(9n, k - 1n), `9 × P(9, ${length - 1}) (no leading zero, digits different)`);
  }
  return repeat ? counted(n ** k, `${alphabet}^${length}`) : counted(perm(n, k), `P(${alphabet}, ${length})`);
}

export function solveCounting(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const t = stripFiller(normalizeText(raw).replace(/[?.]+$|(?<![\d)])!+$/, ''));
  for (const [re, kind] of READINGS) {
    const m = re.exec(t);
    if (!m) continue;
    // "8 runners finish first, second and third" counts the podium, not every order of the 8.
    if (kind === 'all' && /\b(?:first|second|third|1st|2nd|3rd|top|places?|podium|medals?|gold|silver|bronze|positions?|prizes?)\b/.test(t)) continue;
    const nums = m.slice(1).filter((x) => x !== undefined).map(BigInt);
    // "choose 3 from 10" and "arrange 3 of 5" name k first; "10 choose 3" names n first.
    const [n, k] = kind === 'all' ? [nums[0], nums[0]] : /\b(?:from|out of|among)\b|\b\d+ (?:[a-z]+ )*?of(?: the)? \d+/.test(t) ? [nums[1], nums[0]] : [nums[0], nums[1]];
    if (n > MAX_N) return { family: 'arithmetic', reason: `counts over ${MAX_N} items are not computed here` };
    if (k > n) return { family: 'arithmetic', reason: `cannot choose ${k} from only ${n}` };
    const value = kind === 'comb' ? comb(n, k) : perm(n, k);
    const how = kind === 'comb' ? `C(${n}, ${k}) = ${n}! / (${k}! × ${n - k}!)` : kind === 'perm' ? `P(${n}, ${k}) = ${n}! / ${n - k}!` : `${n}! (every order of ${n} items)`;
    const grouped = groupNumber(`${value}`);
    return { family: 'arithmetic', headline: grouped, forms: [`${value}`, grouped], working: [`${how} = ${value}`], verified: true };
  }
  return everydayCount(t);
}
