/** Questions about whole numbers: is it prime, its factors, divisors, divisibility, the next prime. */
import { divisors, factorize, factorText, isPrime, nextPrime, primesBetween } from './number-theory.js';
import type { Refusal, Solved } from './solved.js';
import { rx } from './pattern.js';

const INT = String.raw`(\d+)`;
const solved = (headline: string, forms: string[], working: string[]): Solved => ({ family: 'arithmetic', headline, forms, working, verified: true });
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function answerNumberQuestion(t: string): Solved | Refusal | null {
  let m = rx`^(?:is|check if|check whether|tell me if|is the number)?\s*${INT} (?:is )?an? (?:prime|prime number)$|^is ${INT} prime$|^${INT} (?:is )?(?:an? )?prime(?: number)?$`.exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2] ?? m[3]);
    const p = isPrime(n);
    const why = p ? `${n} has no divisor other than 1 and itself` : n < 2n ? `${n} is less than 2` : `${n} = ${factorText(factorize(n))}`;
    return solved(`${yesNo(p)}: ${n} is ${p ? '' : 'not '}prime`, [yesNo(p)], [why]);
  }
  m = rx`^(?:the )?(?:prime factori[sz]ation|prime factors|prime decomposition) (?:of )?${INT}$|^(?:factori[sz]e|factor|decompose) ${INT}(?: into primes)?$`.exec(t);
  if (m) {
    const n = BigInt(m[1] ?? m[2]);
    const fs = factorize(n);
    const check = fs.reduce((acc, [p, k]) => acc * p ** BigInt(k), 1n);
    if (check !== n) return null;
    const text = factorText(fs);
    return solved(text, [text, factorText(fs, '*'), factorText(fs, ' * '), factorText(fs, '×')], [`multiplying back gives ${n}`]);
  }
  m = rx`^(?:the )?(?:next|first|smallest) prime (?:number )?(?:after|above|greater than|bigger than) ${INT}$`.exec(t);
  if (m) {
    const p = nextPrime(BigInt(m[1]));
    return solved(`${p}`, [`${p}`], [`every number between ${m[1]} and ${p} has a divisor`]);
  }
  m = rx`^(?:list )?(?:the |all )?(?:the )?prime(?:s| numbers) (?:between|from) ${INT} (?:and|to) ${INT}$|^(?:list )?(?:the |all )?prime(?:s| numbers) (?:less than|below|under|up to) ${INT}$`.exec(t);
  if (m) {
    const [a, b] = m[1] ? [BigInt(m[1]), BigInt(m[2])] : [2n, BigInt(m[3]) - (/up to/.test(t) ? 0n : 1n)];
    const ps = primesBetween(a, b);
    if (ps.length > 1000) return { family: 'arithmetic', reason: `that list has ${ps.length} primes; ask how many, or for a shorter range` };
    const text = ps.join(', ');
    return solved(text || 'none', [text || 'none'], [`${ps.length} primes`]);
  }
  m = rx`^(?:how )?many prime(?:s| numbers) (?:are there )?(?:less than|below|under|up to) ${INT}$`.exec(t);
  if (m) {
    const ps = primesBetween(2n, BigInt(m[1]) - (/up to/.test(t) ? 0n : 1n));
    return solved(`${ps.length}`, [`${ps.length}`], [`primes below ${m[1]}: ${ps.length}`]);
  }
  m = rx`^(?:is )?${INT} (?:evenly )?divisible by ${INT}$`.exec(t);
  if (m && BigInt(m[2]) !== 0n) {
    const [a, b] = [BigInt(m[1]), BigInt(m[2])];
    const ok = a % b === 0n;
    return solved(`${yesNo(ok)}: ${a} ÷ ${b} ${ok ? `= ${a / b}` : `leaves remainder ${a % b}`}`, [yesNo(ok)], [`${a} mod ${b} = ${a % b}`]);
  }
  m = rx`^(?:list )?(?:all )?(?:the )?(?:divisors|factors) of ${INT}$`.exec(t);
  if (m) {
    const ds = divisors(BigInt(m[1]));
    const text = ds.join(', ');
    return solved(text, [text], [`${ds.length} divisors`]);
  }
  m = rx`^(?:is )?${INT} (?:an? )?(even|odd)(?: number)?$`.exec(t);
  if (m) {
    const even = BigInt(m[1]) % 2n === 0n;
    const ok = (m[2] === 'even') === even;
    return solved(`${yesNo(ok)}: ${m[1]} is ${even ? 'even' : 'odd'}`, [yesNo(ok)], [`${m[1]} mod 2 = ${even ? 0 : 1}`]);
  }
  return null;
}
