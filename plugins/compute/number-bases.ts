/** Whole numbers between bases 2, 8, 10 and 16: "convert 1011 binary to decimal", "255 in hexadecimal", "0xff in decimal". */
import { normalizeText } from './normalize-text.js';
import { stripFiller } from './read-filler.js';
import type { Outcome } from './solved.js';

const BASES: [RegExp, number, string][] = [
  [/^(?:binary|base 2|base-2|base two)$/, 2, 'binary'],
  [/^(?:octal|base 8|base-8|base eight)$/, 8, 'octal'],
  [/^(?:decimal|base 10|base-10|base ten|denary)$/, 10, 'decimal'],
  [/^(?:hex|hexadecimal|base 16|base-16|base sixteen)$/, 16, 'hexadecimal'],
];
const BASE_WORD = String.raw`binary|octal|decimal|denary|hex|hexadecimal|base[ -](?:2|8|10|16|two|eight|ten|sixteen)`;
const DIGITS = String.raw`(?:0[xbo])?[0-9a-f]+`;
// "1011 binary to decimal", "1011 in binary to decimal", "convert 0xff to decimal", "255 to hex"
const ASK = new RegExp(String.raw`^(?:convert |change |turn |write |express )?(?:the )?(?:(${BASE_WORD}) (?:number )?)?(${DIGITS})(?: (?:in |from )?(${BASE_WORD}))?(?: (?:number|numeral))? (?:to|into|in|as) (?:a )?(${BASE_WORD})(?: (?:number|numeral|form|notation))?$`);

function baseOf(word: string | undefined): { base: number; name: string } | null {
  if (!word) return null;
  const hit = BASES.find(([re]) => re.test(word));
  return hit ? { base: hit[1], name: hit[2] } : null;
}

function parseIn(digits: string, base: number): bigint | null {
  const valid = '0123456789abcdef'.slice(0, base);
  if (!digits || [...digits].some((c) => !valid.includes(c))) return null;
  let n = 0n;
  for (const c of digits) n = n * BigInt(base) + BigInt(valid.indexOf(c));
  return n;
}

export function solveNumberBase(raw: string): Outcome {
  const t = stripFiller(normalizeText(raw));
  const m = ASK.exec(t);
  if (!m) return null;
  let digits = m[2];
  const prefix = /^0([xbo])/.exec(digits);
  const prefixed = prefix ? { x: 16, b: 2, o: 8 }[prefix[1] as 'x' | 'b' | 'o'] : undefined;
  if (prefix) digits = digits.slice(2);
  const said = [baseOf(m[1]), baseOf(m[3])].filter(Boolean) as { base: number; name: string }[];
  const to = baseOf(m[4]);
  if (!to) return null;
  // The source base: named ("1011 binary"), shown by a prefix ("0xff"), or decimal when the digits say nothing else.
  const bases = new Set([...said.map((s) => s.base), ...(prefixed ? [prefixed] : [])]);
  if (bases.size > 1) return { family: 'arithmetic', reason: 'the number is given in two different bases' };
  const fromBase = [...bases][0] ?? 10;
  if (fromBase === to.base) return null;
  const value = parseIn(digits, fromBase);
  if (value === null) return { family: 'arithmetic', reason: `"${digits}" is not a number in base ${fromBase}` };
  const out = value.toString(to.base);
  const check = parseIn(out, to.base);
  const fromName = BASES.find(([, b]) => b === fromBase)![2];
  const forms = [out, ...(to.base === 16 ? [out.toUpperCase(), `0x${out}`, `0x${out.toUpperCase()}`] : to.base === 2 ? [`0b${out}`] : [])];
  return {
    family: 'arithmetic',
    headline: to.base === 16 ? out.toUpperCase() : out,
    forms: [...new Set([to.base === 16 ? out.toUpperCase() : out, ...forms])],
    working: [`${digits} in ${fromName} is ${value} in decimal`, ...(to.base === 10 ? [] : [`${value} written in ${to.name} is ${out}`]), `read back: ${out} in ${to.name} = ${check}`],
    verified: check === value,
  };
}
