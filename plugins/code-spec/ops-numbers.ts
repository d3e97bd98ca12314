/**
 * Operations on integers: primes, divisors, digits, bits, factorials and the series ("the first n odd
 * natural numbers") that sums and powers run over. References stay within exact integers and return
 * undefined beyond, so a candidate never rests on a rounded value.
 */
import { arith, numSeq1, PREC, type Op } from './op-kit.js';
import { PyFloat, type PyValue } from './py-value.js';

const SAFE = 2 ** 52;
/** A non-negative int (not a bool) up to `max`, or undefined. */
const nat = (v: PyValue, max = SAFE): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : undefined);
const int1 = (f: (n: number) => PyValue | undefined, max = SAFE) => (a: PyValue) => {
  const n = nat(a, max);
  return n === undefined ? undefined : f(n);
};
const exact = (n: number): number | undefined => (Number.isSafeInteger(n) && Math.abs(n) <= SAFE ? n : undefined);

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : Math.abs(a * b) / gcd(a, b));
const range = (from: number, to: number): number[] => (to - from > 1_000 ? [] : Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i));

const PY_IS_PRIME = 'n > 1 and all(n % d for d in range(2, math.isqrt(n) + 1))';
const JS_IS_PRIME = 'n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, i) => i + 2).every((d) => n % d !== 0)';
/** The test for one value, written over `v`. */
const primeTest = (template: string, v: string) => template.replace(/\bn\b/g, () => v);

export const NUMBER_OPS: readonly Op[] = [
  { name: 'is_leap', args: ['num'], out: 'bool', infix: true, prec: PREC.choice, argPrec: PREC.product, ref: (a) => (typeof a === 'number' && Number.isInteger(a) ? (a % 4 === 0 && a % 100 !== 0) || a % 400 === 0 : undefined), py: (a) => `${a} % 4 == 0 and (${a} % 100 != 0 or ${a} % 400 == 0)`, js: (a) => `${a} % 4 === 0 && (${a} % 100 !== 0 || ${a} % 400 === 0)`, words: /\bleap year/i, edges: [1900, 2000, 2023, 2024] },
  { name: 'bit_length', args: ['num'], out: 'num', ref: int1((n) => n.toString(2).replace(/^0$/, '').length), py: (a) => `${a}.bit_length()`, js: (a) => `(${a} === 0 ? 0 : ${a}.toString(2).length)`, words: /\b(?:halv|halved|bit[- ]?length|binary (?:digits|length)|bits (?:needed|required))/i, edges: [0, 1, 8, 255] },
  { name: 'is_prime', args: ['num'], out: 'bool', prec: PREC.and, argPrec: PREC.product, ref: (a) => (typeof a === 'number' && Number.isInteger(a) && a < 1e7 ? isPrime(a) : undefined), infix: true, py: (a) => primeTest(PY_IS_PRIME, a), imports: ['math'], js: (a) => primeTest(JS_IS_PRIME, a), words: /\bprime/i, edges: [0, 1, 2, 9, -7] },
  { name: 'primes_in', args: ['seq'], out: 'seq', ref: numSeq1((xs) => (xs.length <= 1_000 && xs.every((x) => Number.isInteger(x) && x < 1e6) ? xs.filter(isPrime) : undefined)), py: (a) => `[p for p in ${a} if ${primeTest(PY_IS_PRIME, 'p')}]`, imports: ['math'], js: (a) => `${a}.filter((p) => ${primeTest(JS_IS_PRIME, 'p')})`, words: /\bprime/i },
  { name: 'factorial', args: ['num'], out: 'num', ref: int1((n) => exact(range(1, n).reduce((p, x) => p * x, 1)), 17), py: (a) => `math.factorial(${a})`, imports: ['math'], words: /\bfactorial/i },
  { name: 'fibonacci', args: ['num'], out: 'num', ref: int1((n) => { let [x, y] = [0, 1]; for (let i = 0; i < n; i++) [x, y] = [y, x + y]; return exact(x); }, 70), py: (a) => `fibonacci_number(${a})`, helpers: { fibonacci_number: 'def fibonacci_number(n: int) -> int:\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a' }, js: (a) => `fibonacciNumber(${a})`, jsHelpers: { fibonacciNumber: 'function fibonacciNumber(n) {\n  let [a, b] = [0, 1];\n  for (let i = 0; i < n; i++) [a, b] = [b, a + b];\n  return a;\n}' }, words: /\bfibonacci/i },
  { name: 'gcd', args: ['num', 'num'], out: 'num', ref: (a, b) => (typeof a === 'number' && typeof b === 'number' && Number.isInteger(a) && Number.isInteger(b) ? gcd(a, b) : undefined), py: (a, b) => `math.gcd(${a}, ${b})`, imports: ['math'], words: /\b(?:gcd|hcf|greatest common (?:divisor|factor)|highest common)/i },
  { name: 'lcm', args: ['num', 'num'], out: 'num', ref: (a, b) => (typeof a === 'number' && typeof b === 'number' && Number.isInteger(a) && Number.isInteger(b) ? exact(lcm(a, b)) : undefined), py: (a, b) => `math.lcm(${a}, ${b})`, imports: ['math'], words: /\b(?:lcm|least common multiple|lowest common multiple)/i },
  { name: 'lcm_all', args: ['seq'], out: 'num', ref: numSeq1((xs) => (xs.length && xs.every(Number.isInteger) ? exact(xs.reduce(lcm, 1)) : undefined)), py: (a) => `math.lcm(*${a})`, imports: ['math'], words: /\b(?:lcm|least common multiple|smallest multiple)/i },
  { name: 'digit_sum', args: ['num'], out: 'num', ref: int1((n) => [...String(n)].reduce((s, d) => s + Number(d), 0)), py: (a) => `sum(int(d) for d in str(${a}))`, js: (a) => `[...String(${a})].reduce((s, d) => s + Number(d), 0)`, words: /\bdigit/i, edges: [0, 7, 1203] },
  { name: 'digit_count', args: ['num'], out: 'num', ref: int1((n) => String(n).length), py: (a) => `len(str(${a}))`, js: (a) => `String(${a}).length`, words: /\b(?:digit|length)/i },
  { name: 'is_square', infix: true, prec: PREC.and, argPrec: PREC.compare, args: ['num'], out: 'bool', ref: (a) => (typeof a === 'number' && Number.isInteger(a) && a <= SAFE ? a >= 0 && Math.round(Math.sqrt(a)) ** 2 === a : undefined), py: (a) => `${a} >= 0 and math.isqrt(${a}) ** 2 == ${a}`, imports: ['math'], js: (a) => `${a} >= 0 && Math.round(Math.sqrt(${a})) ** 2 === ${a}`, words: /\bperfect square/i, edges: [0, 1, 10, -4] },
  { name: 'popcount', args: ['num'], out: 'num', ref: int1((n) => [...n.toString(2)].filter((c) => c === '1').length), py: (a) => `bin(${a}).count("1")`, js: (a) => `[...${a}.toString(2)].filter((c) => c === '1').length`, words: /\b(?:set bits|parity|ones?\b)/i },
  { name: 'divisor_sum', infix: true, prec: PREC.atom, argPrec: PREC.product, args: ['num'], out: 'num', ref: int1((n) => range(1, n - 1).filter((d) => n % d === 0).reduce((s, d) => s + d, 0), 1_000), py: (a) => `sum(d for d in range(1, ${a}) if ${a} % d == 0)`, js: (a) => `Array.from({ length: Math.max(0, ${a} - 1) }, (_, i) => i + 1).filter((d) => ${a} % d === 0).reduce((s, d) => s + d, 0)`, words: /\b(?:divisors|abundant|perfect number|deficient)/i },
  { name: 'max2', args: ['num', 'num'], out: 'num', ref: arith((x, y) => Math.max(x, y)), py: (a, b) => `max(${a}, ${b})`, js: (a, b) => `Math.max(${a}, ${b})`, words: /\b(?:max|largest|greatest|bigger|biggest|larger|clamp|limit|bound)/i },
  { name: 'min2', args: ['num', 'num'], out: 'num', ref: arith((x, y) => Math.min(x, y)), py: (a, b) => `min(${a}, ${b})`, js: (a, b) => `Math.min(${a}, ${b})`, words: /\b(?:min|smallest|least|smaller|lesser|clamp|limit|bound)/i },
  { name: 'radians', args: ['num'], out: 'num', ref: (a) => (typeof a === 'number' || a instanceof PyFloat ? new PyFloat(((typeof a === 'number' ? a : a.value) * Math.PI) / 180) : undefined), py: (a) => `math.radians(${a})`, imports: ['math'], words: /\bradian/i },
  { name: 'range_to', infix: true, prec: PREC.atom, argPrec: PREC.sum, args: ['num'], out: 'seq', ref: int1((n) => range(1, n), 1_000), py: (a) => `range(1, ${a} + 1)`, js: (a) => `Array.from({ length: ${a} }, (_, i) => i + 1)`, words: /\b(?:first n|natural numbers|1 to n|from 1|till|up ?to|series|numbers? below|upto)/i },
  { name: 'range_between', infix: true, prec: PREC.atom, argPrec: PREC.product, args: ['num', 'num'], out: 'seq', ref: (a, b) => (nat(a, 1e6) !== undefined && nat(b, 1e6) !== undefined && (b as number) - (a as number) <= 1_000 ? range(a as number, b as number) : undefined), py: (a, b) => `range(${a}, ${b} + 1)`, js: (a, b) => `Array.from({ length: Math.max(0, ${b} - ${a} + 1) }, (_, i) => ${a} + i)`, words: /\b(?:range|between|from \w+ to)/i },
  { name: 'first_odds', infix: true, prec: PREC.atom, argPrec: PREC.product, args: ['num'], out: 'seq', ref: int1((n) => range(1, n).map((i) => 2 * i - 1), 1_000), py: (a) => `range(1, 2 * ${a}, 2)`, js: (a) => `Array.from({ length: ${a} }, (_, i) => 2 * i + 1)`, words: /\bodd natural/i },
  { name: 'first_evens', infix: true, prec: PREC.atom, argPrec: PREC.product, args: ['num'], out: 'seq', ref: int1((n) => range(1, n).map((i) => 2 * i), 1_000), py: (a) => `range(2, 2 * ${a} + 1, 2)`, js: (a) => `Array.from({ length: ${a} }, (_, i) => 2 * i + 2)`, words: /\beven natural/i },
  {
    name: 'pow_each',
    args: ['seq', 'num'],
    out: 'seq',
    ref: (a, k) => (nat(k, 12) === undefined ? undefined : numSeq1((xs) => { const out = xs.map((x) => exact(x ** (k as number))); return out.every((v) => v !== undefined) && xs.every(Number.isInteger) ? out : undefined; })(a)),
    py: (a, k) => `[x ** ${k} for x in ${a}]`,
    js: (a, k) => `${a}.map((x) => x ** ${k})`,
    words: /\b(?:power|squares?|cubes?|squared|cubed|\w+th power)/i,
  },
];
