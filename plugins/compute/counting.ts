/** Counting in prose: factorials, arrangements (permutations), selections (combinations), "n choose k", P(n,k), C(n,k). */
import { normalizeText } from './normalize-text.js';
import { groupNumber } from './rational.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';

const MAX_N = 5000n;
const N = String.raw`(\d+)`;

function factorial(n: bigint): bigint {
  let out = 1n;
  for (let i = 2n; i <= n; i++) out *= i;
  return out;
}
const perm = (n: bigint, k: bigint) => factorial(n) / factorial(n - k);
const comb = (n: bigint, k: bigint) => perm(n, k) / factorial(k);

/** Each reading: the pattern and what it counts; numbers are n then k, except "choose k from n" forms (from/out of/among). */
const READINGS: [RegExp, 'perm' | 'comb' | 'all'][] = [
  [new RegExp(String.raw`^(?:c|ncr|comb(?:inations?)?)\s*\(\s*${N}\s*,\s*${N}\s*\)$|^${N}\s*c\s*${N}$|^${N} choose ${N}$|^(?:the )?binomial coefficient(?: of)? ${N}(?:,| and| over) ${N}$`), 'comb'],
  [new RegExp(String.raw`^(?:p|npr|perm(?:utations?)?)\s*\(\s*${N}\s*,\s*${N}\s*\)$|^${N}\s*p\s*${N}$`), 'perm'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|combinations|selections|groups|committees|teams|subsets|hands)(?: are there| can you| can we| can i| is it possible)?(?: to)? (?:choose|pick|select|form|make|draw|take)(?: a (?:group|team|committee|subset|hand) of)? ${N} (?:[a-z]+ )*?(?:from|out of|among) (?:a (?:group|class|set|pool|team) of )?${N}(?: [a-z]+)*$`), 'comb'],
  [new RegExp(String.raw`^(?:(?:how )?many |(?:the )?(?:number )?of )?(?:combinations|subsets|selections) of ${N} (?:[a-z]+ )*?(?:from|out of|among) ${N}(?: [a-z]+)*$`), 'comb'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|arrangements|orders|orderings|permutations)(?: are there| can you| can we| can i| is it possible)?(?: to)? (?:arrange|order|line up|seat|rank|award|place)(?: [a-z]+)*? ${N} (?:[a-z]+ )*?(?:from|out of|among) ${N}(?: [a-z]+)*$`), 'perm'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|orders|orderings|arrangements|permutations)(?: are there)?(?: for| can| to| of)? (?:arrange |order |line up |seat |rank )?${N} (?:[a-z]+ )*?(?:finish(?: a race)?|be (?:arranged|ordered|seated|lined up|ranked)|line up|sit|stand|arrange(?: themselves)?|be placed)(?: [a-z]+)*$`), 'all'],
  [new RegExp(String.raw`^(?:in )?(?:(?:how )?many |(?:the )?(?:number )?of )?(?:different )?(?:ways|arrangements|orders|orderings|permutations)(?: are there)?(?: to| can you| can we| of)? (?:arrange|order|line up|seat|rank|shuffle) (?:the )?${N}(?: [a-z'-]+)*$`), 'all'],
  [new RegExp(String.raw`^(?:(?:how )?many |(?:the )?(?:number )?of )?(?:permutations|arrangements|orderings) (?:are there )?of ${N}(?: [a-z'-]+)*$`), 'all'],
];

/** Cheap test first (every question runs through every reader): each reading above needs one of these. */
const MENTIONS = /\b(?:ways|choose|binomial|combinations?|selections|subsets|arrangements|orders|orderings|permutations?|ncr|npr|comb|perm)\b|\d\s*[cp]\s*\d|\b[cp]\s*\(/;

export function solveCounting(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const t = stripFiller(normalizeText(raw).replace(/[?.]+$|(?<![\d)])!+$/, ''));
  for (const [re, kind] of READINGS) {
    const m = re.exec(t);
    if (!m) continue;
    const nums = m.slice(1).filter((x) => x !== undefined).map(BigInt);
    // "choose 3 from 10" names k first; "10 choose 3" names n first.
    const [n, k] = kind === 'all' ? [nums[0], nums[0]] : /\b(?:from|out of|among)\b/.test(t) ? [nums[1], nums[0]] : [nums[0], nums[1]];
    if (n > MAX_N) return { family: 'arithmetic', reason: `counts over ${MAX_N} items are not computed here` };
    if (k > n) return { family: 'arithmetic', reason: `cannot choose ${k} from only ${n}` };
    const value = kind === 'comb' ? comb(n, k) : perm(n, k);
    const how = kind === 'comb' ? `C(${n}, ${k}) = ${n}! / (${k}! × ${n - k}!)` : kind === 'perm' ? `P(${n}, ${k}) = ${n}! / ${n - k}!` : `${n}! (every order of ${n} items)`;
    const grouped = groupNumber(`${value}`);
    return { family: 'arithmetic', headline: grouped, forms: [`${value}`, grouped], working: [`${how} = ${value}`], verified: true };
  }
  return null;
}
