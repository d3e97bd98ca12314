/** Primes, factorization and divisibility on integers of any length, within bounds that finish quickly. */
import { ReadError } from './exact-value.js';

const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];

function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}

/** Miller–Rabin with the first 13 prime bases: deterministic below 3.3·10^24. */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of SMALL_PRIMES) if (n % p === 0n) return n === p;
  if (n >= 3317044064679887385961981n) throw new ReadError('primality is only decided exactly below 3.3×10^24');
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) ((d /= 2n), s++);
  outer: for (const a of SMALL_PRIMES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}

/** Prime factors with exponents; trial division to 10^6, and the rest must be prime. */
export function factorize(n: bigint): [bigint, number][] {
  if (n < 2n) throw new ReadError('only whole numbers from 2 up have a prime factorization');
  const out: [bigint, number][] = [];
  let rest = n;
  for (let p = 2n; p * p <= rest && p <= 1000000n; p += p === 2n ? 1n : 2n) {
    let k = 0;
    while (rest % p === 0n) ((rest /= p), k++);
    if (k) out.push([p, k]);
  }
  if (rest > 1n) {
    if (!isPrime(rest)) throw new ReadError('it has two or more prime factors above a million, which this solver does not search for');
    out.push([rest, 1]);
  }
  return out;
}

export const factorText = (fs: [bigint, number][], times = ' × ') => fs.map(([p, k]) => (k > 1 ? `${p}^${k}` : `${p}`)).join(times);

export function nextPrime(n: bigint): bigint {
  let c = n + 1n;
  while (!isPrime(c)) c++;
  return c;
}

const SIEVE_LIMIT = 10_000_000n;

/** Primes in [a, b]: a sieve below ten million (fast), Miller–Rabin over short ranges above it. */
export function primesBetween(a: bigint, b: bigint): bigint[] {
  if (b <= SIEVE_LIMIT) {
    const n = Number(b);
    const composite = new Uint8Array(n + 1);
    const out: bigint[] = [];
    for (let i = 2; i <= n; i++) {
      if (composite[i]) continue;
      if (i >= Number(a)) out.push(BigInt(i));
      for (let j = i * i; j <= n; j += i) composite[j] = 1;
    }
    return out;
  }
  if (b - a > 10000n) throw new ReadError('above ten million, lists of primes are limited to ranges of 10,000 numbers');
  const out: bigint[] = [];
  for (let n = a; n <= b; n++) if (isPrime(n)) out.push(n);
  return out;
}

export function divisors(n: bigint): bigint[] {
  if (n < 1n) throw new ReadError('divisors are listed for positive whole numbers');
  let ds: bigint[] = [1n];
  for (const [p, k] of factorize(n === 1n ? 2n : n)) {
    if (n === 1n) break;
    const next: bigint[] = [];
    for (const d of ds) for (let i = 0, m = 1n; i <= k; i++, m *= p) next.push(d * m);
    ds = next;
  }
  if (ds.length > 5000) throw new ReadError('that number has too many divisors to list');
  return ds.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}
