/** A whitelist expression reader: numbers, + - * / ^ ! %, mod, roots, gcd/lcm. Nothing else can run. */
import { add, inverse, mul, neg, pow, rat, ReadError, root, isRational, type Exact } from './exact-value.js';
import { isInt, num, parseDecimal, q, gcdBig } from './rational.js';

type Tok = { k: 'num' | 'op' | 'id'; v: string };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|(sqrtw|cbrtw|sqrt|cbrt|gcd|lcm|fact|mod)\b|([-+*/^()!%,]))/y;
export const MAX_FACTORIAL = 1000;

export function tokenize(text: string): Tok[] | null {
  const toks: Tok[] = [];
  TOKEN.lastIndex = 0;
  let i = 0;
  while (i < text.length) {
    if (/^\s*$/.test(text.slice(i))) break;
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    if (!m) return null;
    toks.push(m[1] ? { k: 'num', v: m[1] } : m[2] ? { k: 'id', v: m[2] } : { k: 'op', v: m[3] });
    i = TOKEN.lastIndex;
  }
  return toks;
}

interface Node {
  value: Exact;
  percent?: boolean;
}

const asInt = (x: Exact, what: string): bigint => {
  if (!isRational(x) || !isInt(x.q)) throw new ReadError(`${what} needs whole numbers`);
  return num(x.q);
};

class Parser {
  private i = 0;
  /** The expression used a written fraction, so a fraction answer reads back naturally. */
  fractionSeen = false;
  constructor(private readonly toks: Tok[]) {}

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private eat(v: string): boolean {
    if (this.peek()?.v === v) return !!++this.i;
    return false;
  }
  private expect(v: string): void {
    if (!this.eat(v)) throw new ReadError(`expected "${v}"`);
  }

  parse(): Exact {
    const n = this.expr();
    if (this.i < this.toks.length) throw new ReadError(`could not read "${this.toks[this.i].v}"`);
    return n.value;
  }

  private expr(): Node {
    let left = this.term();
    for (;;) {
      const op = this.peek()?.v;
      if (op !== '+' && op !== '-') return left;
      this.i++;
      const right = this.term();
      // "100 + 10%" means different things on different calculators; ask for the explicit form.
      if (right.percent && !left.percent) throw new ReadError('adding a bare percent is ambiguous: say "10% of 100" or "increase 100 by 10%"');
      left = { value: add(left.value, op === '+' ? right.value : neg(right.value)), percent: left.percent && right.percent };
    }
  }

  private term(): Node {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (!t) return left;
      if (t.v === '*' || t.v === '/' || t.v === 'mod') {
        this.i++;
        const right = this.unary();
        if (t.v === '*') left = { value: mul(left.value, right.value) };
        else if (t.v === '/') {
          if (right.value.q.n === 0n) throw new ReadError('division by zero is undefined');
          left = { value: mul(left.value, inverse(right.value)) };
        } else {
          const b = asInt(right.value, 'mod');
          if (b === 0n) throw new ReadError('modulo zero is undefined');
          const a = asInt(left.value, 'mod');
          // Languages and textbooks disagree on the sign of a remainder with negative operands.
          if (a < 0n || b < 0n) throw new ReadError('mod with negative numbers depends on the convention (floored or truncated); ask with positive numbers');
          left = { value: rat(q(((a % b) + b) % b)) };
        }
      } else if (t.v === '(' || t.k === 'id' && t.v !== 'mod') {
        // Implicit product: 2(3+4), 3 sqrt 2.
        left = { value: mul(left.value, this.unary().value) };
      } else return left;
    }
  }

  private unary(): Node {
    if (this.eat('-')) return { value: neg(this.unary().value) };
    if (this.eat('+')) return this.unary();
    return this.power();
  }

  private power(): Node {
    const base = this.postfix();
    if (this.eat('^')) {
      const e = this.unary();
      return { value: pow(base.value, e.value) };
    }
    return base;
  }

  private postfix(): Node {
    let n = this.primary();
    for (;;) {
      if (this.eat('!')) {
        // n!! is the double factorial in mathematics, not (n!)!; neither is guessed.
        if (this.peek()?.v === '!') throw new ReadError('"n!!" is ambiguous (double factorial or factorial of a factorial): write (n!)! for the latter');
        n = { value: factorial(n.value) };
      }
      else if (this.eat('%')) n = { value: mul(n.value, rat(q(1, 100))), percent: true };
      else return n;
    }
  }

  private args(): Exact[] {
    this.expect('(');
    const out = [this.expr().value];
    while (this.eat(',')) out.push(this.expr().value);
    this.expect(')');
    return out;
  }

  private primary(): Node {
    const t = this.toks[this.i++];
    if (!t) throw new ReadError('the expression ends too early');
    if (t.k === 'num') return { value: rat(parseDecimal(t.v)!) };
    if (t.v === '(') {
      const start = this.i;
      const n = this.expr();
      if (this.toks[start + 1]?.v === '/' && this.toks[start + 3]?.v === ')') this.fractionSeen = true;
      this.expect(')');
      return n;
    }
    if (t.v === 'sqrt' || t.v === 'cbrt') return { value: root(this.power().value, t.v === 'sqrt' ? 2 : 3) };
    if (t.v === 'sqrtw' || t.v === 'cbrtw') {
      const value = root(this.power().value, t.v === 'sqrtw' ? 2 : 3);
      // In words the root's reach is unclear: "the square root of 16 plus 9" is 13 or 5.
      if (['+', '-', '*', '/', 'mod', '^'].includes(this.peek()?.v ?? '')) throw new ReadError('"the square root of a plus b" is ambiguous: write √(a + b) or (√a) + b');
      return { value };
    }
    if (t.v === 'fact') return { value: factorial(this.postfix().value) };
    if (t.v === 'gcd' || t.v === 'lcm') {
      const xs = this.args().map((x) => asInt(x, t.v));
      let acc = xs[0] < 0n ? -xs[0] : xs[0];
      for (const x of xs.slice(1)) {
        const g = gcdBig(acc, x);
        acc = t.v === 'gcd' ? g : g === 0n ? 0n : (acc / g) * (x < 0n ? -x : x);
      }
      return { value: rat(q(acc)) };
    }
    throw new ReadError(`could not read "${t.v}"`);
  }
}

function factorial(x: Exact): Exact {
  const n = asInt(x, 'a factorial');
  if (n < 0n) throw new ReadError('the factorial of a negative number is undefined');
  if (n > BigInt(MAX_FACTORIAL)) throw new ReadError(`${n}! is too large to compute here (limit ${MAX_FACTORIAL}!)`);
  let out = 1n;
  for (let k = 2n; k <= n; k++) out *= k;
  return rat(q(out));
}

export interface Parsed {
  value: Exact;
  fractionSeen: boolean;
}

export function parseExpression(text: string): Parsed {
  const toks = tokenize(text);
  if (!toks || !toks.length) throw new ReadError('no expression to compute');
  const fractionLiteral = /(?<![\d.])\d+\s*\/\s*\d+(?![\d.])/.test(text);
  const p = new Parser(toks);
  const value = p.parse();
  return { value, fractionSeen: p.fractionSeen || fractionLiteral };
}

