/**
 * Digit questions on whole numbers, exact with BigInt: the sum, product or count of digits, the first,
 * last or k-th digit, how often a digit occurs (in a number or in all numbers of a range), and the
 * digital root. The number may be written out (commas allowed) or as a^b or n!. Each result is computed
 * from the decimal string and checked against arithmetic on the number itself (repeated division by 10).
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

// "2^50", "2**50", "2 to the power of 50", "2 to the 50th power", "2 to the 50", "50!", "50 factorial".
const NUM = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\s*(?:\\^|\\*\\*)\\s*(\\d+)|\\s+(?:raised\\s+)?to\\s+the\\s+(?:power\\s+(?:of\\s+)?|(\\d+)(?:st|nd|rd|th)?(?:\\s+power)?\\b)(\\d+)?|(\\s*!|\\s+factorial\\b))?';
/**
 * What follows the number when it is only the start of an expression ("2 to the 50" read without its power,
 * "3 × 7", "3.14", "12 squared"): the digits asked about are not this number's, so the question is declined.
 */
const MORE = /^\s*(?:[-+*/×÷^%]|\.\d|x\s*\d|\(|\b(?:times|plus|minus|divided|multiplied|over|squared|cubed|to the|raised|mod|modulo|percent|factorial)\b)/i;
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const ORD: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const LIMIT_DIGITS = 100_000;

/** The number a phrase names, or why not. */
function numberOf(m: RegExpMatchArray, at: number): bigint | string {
  const base = BigInt(m[at].replace(/,/g, ''));
  const exp = m[at + 1] ?? m[at + 2] ?? m[at + 3];
  if (exp === undefined && /\bto\s+the\b/i.test(m[0])) return `no power read in "${m[0]}"`;
  if (exp !== undefined) {
    const e = Number(exp);
    if (e * Math.max(1, m[at].replace(/,/g, '').length) > LIMIT_DIGITS) return `${m[at]}^${exp} has too many digits to write out`;
    return base ** BigInt(e);
  }
  return m[at + 4] ? factorial(base) : base;
}

function factorial(n: bigint): bigint | string {
  if (n > 20000n) return `${n}! has too many digits to write out`;
  let f = 1n;
  for (let k = 2n; k <= n; k++) f *= k;
  return f;
}

function digitsByDivision(n: bigint): number[] {
  const out: number[] = [];
  let x = n < 0n ? -n : n;
  do {
    out.unshift(Number(x % 10n));
    x /= 10n;
  } while (x > 0n);
  return out;
}

function check(n: bigint, s: string): number[] {
  const ds = [...s].map(Number);
  if (ds.join('') !== digitsByDivision(n).join('')) throw new Error('digit check failed');
  return ds;
}

const shown = (n: bigint, s: string) => (s.length > 60 ? `${s.slice(0, 20)}…${s.slice(-20)} (${s.length} digits)` : s);

export const digits: Family = {
  name: 'digits',
  detect: (t) => /\bdigits?\b|\bdigital root\b|\bhow many \ds\b/i.test(t) && /\d/.test(t),
  solve(text: string): Outcome {
    const t = text.replace(/\s+/g, ' ').trim();
    let m: RegExpMatchArray | null;
    // How many times does the digit 7 appear in the numbers from 1 to 100?
    if ((m = t.match(/\bhow many times (?:does|will|would) (?:the )?digit (\d) (?:appear|occur|be (?:written|used))[^?]*?\b(?:from|between) (\d+) (?:to|and|through) (\d+)/i)) ?? (m = t.match(/\bhow many (\d)s? (?:are|do you write|are written|are used)[^?]*?\b(?:from|between) (\d+) (?:to|and|through) (\d+)/i))) {
      const d = m[1];
      const a = Number(m[2]);
      const b = Number(m[3]);
      if (b < a || b - a > 2_000_000) return decline('digits: the range is empty or longer than 2,000,000 numbers');
      let count = 0;
      let check2 = 0;
      for (let k = a; k <= b; k++) {
        const s = String(k);
        for (const ch of s) if (ch === d) count++;
        for (let x = k; ; x = Math.floor(x / 10)) {
          if (x % 10 === Number(d) && !(x === 0 && k !== 0)) check2++;
          if (x < 10) break;
        }
      }
      if (count !== check2) throw new Error('digit count check failed');
      return { content: `${count}\nThe digit ${d} is written ${count} times in the numbers from ${a} to ${b}.`, canonical: String(count) };
    }
    // "Siobhan has 19 lanterns. How many digits does 100! have?": a number said before the question is not the one asked about.
    const sentences = t.split(/(?<=[.!?])\s+(?=\S)/);
    if (sentences.slice(0, -1).some((x) => /\d/.test(x))) return decline('digits: a number in a sentence before the question, which may or may not be the one asked about');
    const target = t.match(new RegExp(`\\b(?:of|in|does|for|has|is)\\s+(?:the\\s+(?:number|integer)\\s+)?${NUM}`, 'i')) ?? t.match(new RegExp(`\\b${NUM}(?=\\s+(?:have|has|contain))`, 'i'));
    const factorialWord = t.match(/\bfactorial of (\d+)\b/i);
    let n: bigint | string;
    let label: string;
    if (factorialWord) {
      n = factorial(BigInt(factorialWord[1]));
      label = `${factorialWord[1]}!`;
    } else if (target) {
      if (MORE.test(t.slice((target.index ?? 0) + target[0].length))) return decline(`digits: "${target[0]}" is followed by more of an expression than is read here`);
      n = numberOf(target, 1);
      label = target[0].replace(/^(?:of|in|does|for|has|is)\s+(?:the\s+(?:number|integer)\s+)?/i, '');
    } else return decline('digits: no whole number found to read the digits of');
    if (typeof n === 'string') return decline(`digits: ${n}`);
    const s = n.toString();
    const ds = check(n, s);
    const about = `${label}${label.replace(/,/g, '') === s ? '' : ` = ${shown(n, s)}`}`;
    if (/\bdigital root\b/i.test(t)) {
      let r = ds.reduce((a, b) => a + b, 0);
      const steps = [r];
      while (r >= 10) steps.push((r = [...String(r)].reduce((a, b) => a + Number(b), 0)));
      if (n > 0n && r !== Number(((n - 1n) % 9n) + 1n)) throw new Error('digital root check failed');
      return { content: `${r}\nDigit sums of ${about}: ${steps.join(' → ')}.`, canonical: String(r) };
    }
    if (/\b(?:sum|add(?:ing)? up|total) (?:of )?(?:all )?(?:the |its )?digits\b|\bdigit sum\b|\bsum of (?:the |its )?digits\b/i.test(t)) {
      const sum = ds.reduce((a, b) => a + b, 0);
      return { content: `${sum}\nThe digits of ${about} add up to ${sum}.`, canonical: String(sum) };
    }
    if (/\bproduct of (?:the |its |all )?digits\b/i.test(t)) {
      const p = ds.reduce((a, b) => a * BigInt(b), 1n);
      return { content: `${p}\nThe product of the digits of ${about} is ${p}.`, canonical: String(p) };
    }
    if ((m = t.match(/\bhow many (?:times (?:does|is) (?:the )?digit (\d)|(\d)s)\b|\bhow (?:many|often) (?:times )?(?:does )?(?:the )?digit (\d) (?:appear|occur)/i))) {
      const d = m[1] ?? m[2] ?? m[3];
      const count = ds.filter((x) => String(x) === d).length;
      return { content: `${count}\nThe digit ${d} occurs ${count} time${count === 1 ? '' : 's'} in ${about}.`, canonical: String(count) };
    }
    if (/\bhow many (?:distinct |different |unique )?digits\b|\bnumber of (?:distinct |different |unique )?digits\b|\bcount (?:of )?(?:the )?digits\b/i.test(t)) {
      if (/\b(?:distinct|different|unique)\b/i.test(t)) {
        const k = new Set(ds).size;
        return { content: `${k}\n${about} uses ${k} different digits.`, canonical: String(k) };
      }
      return { content: `${ds.length}\n${about} has ${ds.length} digit${ds.length === 1 ? '' : 's'}.`, canonical: String(ds.length) };
    }
    // "the first 3 digits", "the last two digits": k digits from one end, written as they stand ("01").
    if ((m = t.match(/\b(first|leading|last|final|trailing) (\d+|one|two|three|four|five|six|seven|eight|nine|ten) digits\b/i))) {
      const k = /^\d+$/.test(m[2]) ? Number(m[2]) : COUNT_WORDS[m[2].toLowerCase()];
      if (!k || k > ds.length) return decline(`digits: ${about} has ${ds.length} digits, fewer than ${m[2]}`);
      const fromRight = /^(?:last|final|trailing)$/i.test(m[1]);
      const part = fromRight ? s.slice(-k) : s.slice(0, k);
      const byDivision = fromRight ? (n % 10n ** BigInt(k)).toString().padStart(k, '0') : (n / 10n ** BigInt(ds.length - k)).toString();
      if (part !== byDivision) throw new Error('digit slice check failed');
      return { content: `${part}\nThe ${fromRight ? 'last' : 'first'} ${k} digits of ${about} are ${part}.`, canonical: part };
    }
    if ((m = t.match(/\b(last|units?|ones|first|leading|(\w+)(?:st|nd|rd|th)?) digit(?!s)(?: from the (left|right|end|start))?/i))) {
      const w = m[1].toLowerCase();
      let k: number;
      let fromRight: boolean;
      if (/^(?:last|units?|ones)$/.test(w)) (k = 1), (fromRight = true);
      else if (/^(?:first|leading)$/.test(w) && !m[3]) (k = 1), (fromRight = false);
      else {
        k = ORD[w] ?? numberWord(w.replace(/(?:st|nd|rd|th)$/, ''));
        fromRight = m[3] === 'right' || m[3] === 'end';
      }
      if (!Number.isInteger(k) || k < 1) return decline(`digits: cannot tell which digit "${m[0]}" means`);
      if (k > ds.length) return { content: `${about} has only ${ds.length} digits, so there is no digit number ${k}.`, canonical: 'none' };
      const d = fromRight ? ds[ds.length - k] : ds[k - 1];
      return { content: `${d}\nDigit ${k} from the ${fromRight ? 'right' : 'left'} of ${about} is ${d}.`, canonical: String(d) };
    }
    return decline('digits: cannot tell what is asked about the digits');
  },
};
