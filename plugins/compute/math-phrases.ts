/** Operators written in words ("divided by", "the sum of 3 and 4") rewritten as symbols. */
import { comb, MAX_N } from './counting.js';

/** A single operand: a number, a word fraction "(2/3)", a mixed number "(2+1/3)", optionally a percent. */
const N = String.raw`(?:-?\d+/\d+(?![\d.])|-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?%?|\(\d+(?:\+\d+)?/\d+\)%?)`;
const A = `(${N})`;
/** "fifteen more than a quarter of 48": the second operand goes on ("of 48"), so the rule would cut it short. */
const OPERAND_ENDS = String.raw`(?!\s*(?:of|times|\*|/|×|÷|divided|multiplied)\b)`;

const ORDINALS = ['third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "A, B, C and D" as operands: every item of a list of two or more. */
/** After a sum or mean of operands, a power or factorial could take the last operand or the whole: neither is read. */
const WHOLE_ENDS = String.raw`(?![\d.])(?!\s*(?:squared|cubed|!|\^|factorial|to the|raised|%|percent)\b|\s*[!^%])`;
const LIST = String.raw`(?:${A}((?:,\s*${N})*),?\s+and\s+${A}|${A}((?:,\s*${N})+),\s*${A}(?=\s*[?.]?\s*$))${OPERAND_ENDS}${WHOLE_ENDS}`;
const listItems = (first: string, middle: string, last: string) => [first, ...middle.split(',').map((x) => x.trim()).filter(Boolean), last];
/** The items of a LIST match, written with "and" or with commas only ("the mean of 1, 2, 3, 4"). */
const itemsOf = (g: string[]) => (g[0] !== undefined ? listItems(g[0], g[1], g[2]) : listItems(g[3], g[4], g[5]));
/** "add up 4, 5 and 6", "the total of …": one sum over the whole list. */
const sumOfList = (_m: string, ...g: string[]) => ` (${itemsOf(g).join(' + ')}) `;
/** "the average of 12, 15, 20 and 33": the sum over the count. */
const meanOfList = (_m: string, ...g: string[]) => {
  const items = itemsOf(g);
  return ` ((${items.join(' + ')}) / ${items.length}) `;
};

type Rewrite = [RegExp, string | ((m: string, ...groups: string[]) => string)];

const REWRITES: Rewrite[] = [
  // "12 choose 4 times 8 choose 2": each "n choose k" is one number, bound tighter than any operator.
  [/\b(\d+) choose (\d+)\b/g, (m: string, n: string, k: string) => (BigInt(k) <= BigInt(n) && BigInt(n) <= MAX_N ? ` (${comb(BigInt(n), BigInt(k))}) ` : m)],
  // Mixed numbers: "2 1/3" is 2 + 1/3.
  [/(?<![\d./])(\d+) (\d+)\/(\d+)(?![\d.])/g, '($1+$2/$3)'],
  // "the square root of 1/4" is √(1/4); "the square root of 16 plus 9" could be either, so it is left unreadable.
  [/\b(?:the )?(?:positive |principal )?square root of (\d+(?:\.\d+)?\/\d+(?:\.\d+)?)(?![\d.])/g, ' sqrt(($1)) '],
  [/\b(?:the )?cube root of (\d+(?:\.\d+)?\/\d+(?:\.\d+)?)(?![\d.])/g, ' cbrt(($1)) '],
  // A written fraction is one number: "1/2 divided by 1/4" is 2, not ((1/2)/1)/4. After "^" it is left alone ("2^1/2" stays unreadable-as-root),
  // and inside a mixed number "(1+1/2)" it already is one.
  [/(?<![\d.)^/]\s*)(?<![\d.(]|\(\d+\+)(\d+)\/(\d+)(?![\d.(^]|\s*\^)/g, '($1/$2)'],
  [/\b(the )?(positive |principal )?square root of\b/g, ' sqrtw '],
  [/\b(the )?cube root of\b/g, ' cbrtw '],
  [/\bsqrt of\b/g, ' sqrtw '],
  [/\b(the )?(factorial of|factorial)\s+(?=\d)/g, ' fact '],
  [new RegExp(String.raw`${A} factorial\b`, 'g'), '$1!'],
  [/\b(the )?(greatest common (divisor|factor)|highest common factor|gcd|gcf|hcf) of\b/g, ' gcd of '],
  [/\b(the )?(least|lowest) common (multiple|denominator)|\blcm of\b/g, ' lcm '],
  [/\blcm of\b/g, ' lcm '],
  [new RegExp(String.raw`\bgcd of ${A},? and ${A}`, 'g'), ' gcd($1,$2) '],
  [new RegExp(String.raw`\blcm (?:of )?${A},? and ${A}`, 'g'), ' lcm($1,$2) '],
  [new RegExp(String.raw`\bgcd of ${A}, ${A},? and ${A}`, 'g'), ' gcd($1,$2,$3) '],
  [new RegExp(String.raw`\blcm (?:of )?${A}, ${A},? and ${A}`, 'g'), ' lcm($1,$2,$3) '],
  [/\b(gcd|hcf|gcf)\s*\(/g, ' gcd('],
  [/\blcm\s*\(/g, ' lcm('],
  [new RegExp(String.raw`\b(?:the )?(?:average|mean|arithmetic mean) (?:of )?${LIST}`, 'g'), meanOfList],
  // "the smallest number divisible by 4, 6 and 10" is their least common multiple.
  [new RegExp(String.raw`\b(?:the )?(?:smallest|least|lowest) (?:positive )?(?:whole )?(?:number|integer) (?:that is |that's |which is )?(?:divisible by|a multiple of)(?: each of| all of| both)? ${LIST}`, 'g'), (_m: string, ...g: string[]) => ` lcm(${itemsOf(g).join(',')}) `],
  [new RegExp(String.raw`\b(?:add up|add together|sum up|(?:the )?total of|(?:the )?sum of) ${LIST}`, 'g'), sumOfList],
  [new RegExp(String.raw`\b(the )?sum of ${A} and ${A}${WHOLE_ENDS}`, 'g'), ' ($2 + $3) '],
  [new RegExp(String.raw`\b(the )?product of ${A} and ${A}${WHOLE_ENDS}`, 'g'), ' ($2 * $3) '],
  [new RegExp(String.raw`\b(the )?difference (between|of) ${A} and ${A}${WHOLE_ENDS}`, 'g'), ' ($3 - $4) '],
  [new RegExp(String.raw`\b(the )?quotient of ${A} (and|by) ${A}`, 'g'), ' ($2 / $4) '],
  [new RegExp(String.raw`\badd ${A} (and|to) ${A}`, 'g'), ' ($1 + $3) '],
  [new RegExp(String.raw`\b(subtract|take|take away) ${A} from ${A}`, 'g'), ' ($3 - $2) '],
  [new RegExp(String.raw`\btake ${A} away from ${A}`, 'g'), ' ($2 - $1) '],
  [new RegExp(String.raw`\bmultiply ${A} (by|and|with) ${A}`, 'g'), ' ($1 * $3) '],
  [new RegExp(String.raw`\bdivide ${A} by ${A}`, 'g'), ' ($1 / $2) '],
  [new RegExp(String.raw`${A} (less than|subtracted from) ${A}${OPERAND_ENDS}`, 'g'), ' ($3 - $1) '],
  [new RegExp(String.raw`${A} (added to) ${A}${OPERAND_ENDS}`, 'g'), ' ($3 + $1) '],
  [new RegExp(String.raw`${A} more than ${A}${OPERAND_ENDS}`, 'g'), ' ($2 + $1) '],
  // Ordinals were read as fractions ("third" → (1/3)); "to the third power" is a cube.
  [/\bto the \(1\/(\d+)\)( power)?/g, ' ^ $1 '],
  [/\bto the second( power)?/g, ' ^ 2 '],
  ...ORDINALS.map((w, i): [RegExp, string] => [new RegExp(String.raw`\bto the ${w}( power)?`, 'g'), ` ^ ${i + 3} `]),
  // "the remainder when 10^100 is divided by 7": a power as the dividend.
  [new RegExp(String.raw`\bremainder (?:when|of) (\d+)\s*\^\s*(\d+) (?:is )?divided by ${A}`, 'g'), ' (($1 ^ $2) mod $3) '],
  [new RegExp(String.raw`\bremainder (?:when|of) ${A} (?:is )?divided by ${A}`, 'g'), ' ($1 mod $2) '],
  [new RegExp(String.raw`\b(?:the )?sum of ${A}, ${A},? and ${A}${WHOLE_ENDS}`, 'g'), ' ($1 + $2 + $3) '],
  [new RegExp(String.raw`\b(?:the )?sum of ${A}, ${A}, ${A},? and ${A}${WHOLE_ENDS}`, 'g'), ' ($1 + $2 + $3 + $4) '],
  [new RegExp(String.raw`\b(?:the )?product of ${A}, ${A},? and ${A}${WHOLE_ENDS}`, 'g'), ' ($1 * $2 * $3) '],
  [/\b(raised )?to the power (of )?/g, ' ^ '],
  [/\braised to( the)?\b/g, ' ^ '],
  [new RegExp(String.raw`\bto the ${A}(st|nd|rd|th)( power)?`, 'g'), ' ^ $1 '],
  // "2 to the 10": after a number, "to the" and a whole number with no ordinal ending is a power.
  [/(?<=[\d)]\s*)\bto the (\d+)\b(?!\s*(?:%|percent|st|nd|rd|th)\b)/g, ' ^ $1 '],
  // "-3 squared" is read as 9 by some and -9 by others: left unreadable rather than guessed.
  [/(^\s*|[-+*/(]\s*)(?:-\s*|negative\s+)(\d+(?:\.\d+)?)\s+(squared|cubed)\b/g, '$1 ambiguous-sign $2 $3 '],
  // Only as the whole question: "the square of 12 plus 1" could be 145 or 169.
  [new RegExp(String.raw`\b(?:the )?square of ${A}(?=\s*(?:[?.!,]|$))`, 'g'), ' ($1 ^ 2) '],
  [new RegExp(String.raw`\b(?:the )?cube of ${A}(?=\s*(?:[?.!,]|$))`, 'g'), ' ($1 ^ 3) '],
  [/\bsquared\b/g, ' ^ 2 '],
  [/\bcubed\b/g, ' ^ 3 '],
  [/\b(multiplied by|times|multiply by)\b/g, ' * '],
  [new RegExp(String.raw`${A}\s*x\s*(?=${N})`, 'g'), '$1 * '],
  [/\b(divided by|over|divide by)\b/g, ' / '],
  // "1 and 3/4": what is left of "A and B" after the sum, product and list rules is a mixed number.
  [/(?<![\d/.)])(\d+) and \((\d+)\/(\d+)\)/g, '($1+$2/$3)'],
  [/\b(plus|added to|and then add|add)\b/g, ' + '],
  [/\b(minus|take away|less)\b/g, ' - '],
  [/\bnegative\s+/g, ' -'],
  [/\b(mod|modulo|modulus)\b/g, ' mod '],
  [/\s*\b(percent|per cent|pct)\b/g, '% '],
  [/\b(double|twice)\s+(?=\d|\()/g, ' 2 * '],
  [/\btriple\s+(?=\d|\()/g, ' 3 * '],
  [/\bhalf of\b/g, ' (1/2) of '],
  // "of" between two values is multiplication: "3/4 of 80", "20% of 50".
  // Only after a fraction, a percent or a decimal below one: "3 of 4" is not a product anyone asks for.
  [/(\)|%|\b0?\.\d+)\s+of\s+(?=[\d(.-]|sqrt|cbrt)/g, '$1 * '],
];

/** "divide 144 by 12 then add 7": each step after "then" applies to everything before it. */
const THEN_STEP = new RegExp(String.raw`^(.+?),? (?:and )?then (add|plus|subtract|minus|take away|multiply(?: it)? by|times|divide(?: it)? by|divided by) ${A}(?=\s|$)`);
const STEP_OP: Record<string, string> = { add: '+', plus: '+', subtract: '-', minus: '-', 'take away': '-', times: '*', 'divided by': '/' };

function thenSteps(text: string): string {
  let t = text.trim();
  for (let m = THEN_STEP.exec(t); m; m = THEN_STEP.exec(t)) {
    const op = STEP_OP[m[2]] ?? (m[2].startsWith('multiply') ? '*' : '/');
    t = `(${m[1]}) ${op} ${m[3]}${t.slice(m[0].length)}`;
  }
  return t;
}

export function rewritePhrases(text: string): string {
  let t = ` ${/\bthen\b/.test(text) ? thenSteps(text) : text} `.replace(/\s+/g, ' ');
  // Spaces are collapsed after each rewrite that changed something, so the next pattern sees single spaces.
  for (const [re, s] of REWRITES) {
    const next = typeof s === 'string' ? t.replace(re, s) : t.replace(re, s);
    if (next !== t) t = next.replace(/\s+/g, ' ');
  }
  return t.replace(/\s+/g, ' ').trim();
}
