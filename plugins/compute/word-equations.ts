/**
 * Linear equations stated in words: "five less than twice a number is nineteen", "a number increased by 7 is 3
 * times it". The sentence is parsed by a small grammar of English arithmetic phrases into a polynomial on each
 * side of "is"; anything outside the grammar leaves the question to the other readers. Written by hand because
 * the phrases are few and their precedence ("5 less than twice x" is 2x − 5) is what matters.
 */
import { normalizeText } from './normalize-text.js';
import { addP, coef, constant, degree, mulP, subtract, type Poly } from './polynomial.js';
import { exactDecimal, fractionText, parseDecimal, q, terminates, type Q } from './rational.js';
import { solveQuadratic } from './quadratic.js';
import type { Outcome } from './solved.js';

const UNKNOWN = ['a certain number', 'a number', 'the number', 'some number', 'that number', 'the same number', 'this number', 'the unknown number', 'itself', 'it', 'n', 'x'];
const EQUALS = ['is equal to', 'is the same as', 'equals', 'gives', 'makes', 'is', 'will be', 'becomes', 'results in', 'you get'];
/** The question after the statement asks for the number itself, nothing else. */
const ASK = /^(?:(?:so |then |now )?(?:what is|what's|find|determine|which is|give|name|work out|tell me|what was|what number is)(?: the| this| that)?(?: number| it| unknown| value(?: of the number)?)?|what number(?: is it| was it)?|find it|solve(?: for (?:it|the number|x|n))?)$/;
const LEAD = /^(?:if|when|suppose|given that|we know that|i know that)\s+/;

type Tokens = { words: string[]; at: number };

const X: Poly = new Map([['x', q(1)]]);
const add = addP;
const times = mulP;
const scale = (a: Poly, f: Q): Poly => mulP(a, constant(f));

class Phrase {
  constructor(private readonly t: Tokens) {}

  private take(...phrases: string[]): string | null {
    for (const p of phrases) {
      const ws = p.split(' ');
      if (ws.every((w, i) => this.t.words[this.t.at + i] === w)) {
        this.t.at += ws.length;
        return p;
      }
    }
    return null;
  }

  private number(): Q | null {
    const w = this.t.words[this.t.at];
    const frac = /^\((\d+)\/(\d+)\)$/.exec(w ?? '');
    const v = frac ? q(BigInt(frac[1]), BigInt(frac[2])) : /^-?\d+(?:\.\d+)?$/.test(w ?? '') ? parseDecimal(w) : null;
    if (v) this.t.at++;
    return v;
  }

  /** A whole side: a prefix phrase, then postfix operations applied left to right. */
  side(): Poly | null {
    let left = this.prefix();
    while (left) {
      if (this.take('increased by', 'plus')) {
        const r = this.prefix();
        left = r && add(left, r);
      } else if (this.take('decreased by', 'reduced by', 'minus', 'less', 'take away')) {
        const r = this.prefix();
        left = r && add(left, r, -1);
      } else if (this.take('multiplied by', 'times')) {
        const r = this.prefix();
        left = r && times(left, r);
      } else if (this.take('divided by', 'over')) {
        const n = this.number();
        left = n && n.n !== 0n ? scale(left, q(1).div(n)) : null;
      } else if (this.take('doubled', 'tripled', 'halved', 'squared')) {
        // "a number doubled plus 7": the word acts on what came before it.
        const w = this.t.words[this.t.at - 1];
        left = w === 'squared' ? times(left, left) : scale(left, w === 'doubled' ? q(2) : w === 'tripled' ? q(3) : q(1, 2));
      } else return left;
    }
    return null;
  }

  /** "the sum of A and B": A is one prefix phrase, so it stops at "and". */
  private pair(): [Poly, Poly] | null {
    const a = this.prefix();
    if (!a || !this.take('and')) return null;
    const b = this.prefix();
    return b ? [a, b] : null;
  }

  private prefix(): Poly | null {
    if (this.take('the sum of', 'the total of')) {
      const p = this.pair();
      return p && add(p[0], p[1]);
    }
    if (this.take('the difference between', 'the difference of')) {
      const p = this.pair();
      return p && add(p[0], p[1], -1);
    }
    if (this.take('the product of')) {
      const p = this.pair();
      return p && times(p[0], p[1]);
    }
    if (this.take('the square of')) {
      const a = this.prefix();
      return a && times(a, a);
    }
    // "a number plus its half" (the number reader writes "its (1/2)"): the unknown named again through "its".
    const its = this.take('its (1/2)', 'its double', 'its square');
    if (its) return its === 'its square' ? times(X, X) : scale(X, its === 'its (1/2)' ? q(1, 2) : q(2));
    const factor = this.take('twice', 'double', 'triple', 'thrice', 'half of', 'half');
    if (factor) {
      this.take('of');
      const a = this.prefix();
      return a && scale(a, factor === 'twice' || factor === 'double' ? q(2) : factor.startsWith('half') ? q(1, 2) : q(3));
    }
    const start = this.t.at;
    const n = this.number();
    if (n) {
      if (this.take('less than', 'fewer than', 'subtracted from')) {
        const a = this.side();
        return a && add(a, constant(n), -1);
      }
      if (this.take('more than', 'greater than', 'added to')) {
        const a = this.side();
        return a && add(a, constant(n));
      }
      if (this.take('times', 'of')) {
        const a = this.prefix();
        return a && times(constant(n), a);
      }
      this.t.at = start;
      const v = this.number()!;
      return constant(v);
    }
    if (this.take(...UNKNOWN)) return X;
    return null;
  }

  done(): boolean {
    return this.t.at === this.t.words.length;
  }

  equals(): boolean {
    return this.take(...EQUALS) !== null;
  }
}

/** Reads "LHS is RHS" over the whole sentence, or null. */
function readStatement(sentence: string): [Poly, Poly] | null {
  const words = sentence.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const p = new Phrase({ words, at: 0 });
  const left = p.side();
  if (!left || !p.equals()) return null;
  const right = p.side();
  return right && p.done() ? [left, right] : null;
}

/** Cheap test first (every question runs through every reader): the statement names the unknown. */
const MENTIONS = /\b(?:numbers?|integers|it|itself|n|x)\b/;

const N = String.raw`(-?\d+(?:\.\d+)?)`;
const SUM_DIFFERENCE = new RegExp(String.raw`^(?:if )?the sum of (?:two|2) numbers is ${N},? and (?:their|the) difference is ${N}|^(?:if )?the difference (?:of|between) (?:two|2) numbers is ${N},? and (?:their|the) sum is ${N}`);
const ASK_BOTH = /^(?:(?:so )?(?:what|which|find|determine|give|name|work out) (?:are |is )?(?:the |these |those |both )?(?:(?:two|2) )?numbers|what are they|find them)$/;
/** "what's the larger number?", "find the smaller one". */
const ASK_ONE = /^(?:(?:so )?(?:what|which|find|determine|give|name|work out) (?:is )?(?:the )?(larger|bigger|greater|smaller|lesser)(?: one| 1| number| of the two| of them)?)$/;

/** "The sum of two numbers is 20 and their difference is 4": the larger is (20 + 4)/2. */
function sumAndDifference(t: string): Outcome {
  const [statement, ask, ...rest] = t.replace(/[?!]/g, '.').split(/[.;]\s*|,\s*(?=what|find|which)/).map((x) => x.trim()).filter(Boolean);
  const m = SUM_DIFFERENCE.exec(statement ?? '');
  const one = ask ? ASK_ONE.exec(ask) : null;
  if (!m || rest.length || !ask || !(ASK_BOTH.test(ask) || one) || m[0] !== statement) return null;
  const [sum, diff] = (m[1] ? [m[1], m[2]] : [m[4], m[3]]).map((x) => parseDecimal(x)!);
  const big = sum.add(diff).div(q(2));
  const small = sum.sub(diff).div(q(2));
  if (big.sub(small).compare(diff) !== 0 || big.add(small).compare(sum) !== 0) return { family: 'equation', reason: 'the numbers did not check out' };
  const [a, b] = [fractionText(big), fractionText(small)];
  const working = [`larger = (${fractionText(sum)} + ${fractionText(diff)}) / 2 = ${a}`, `smaller = (${fractionText(sum)} − ${fractionText(diff)}) / 2 = ${b}`, `check: ${a} + ${b} = ${fractionText(sum)}, ${a} − ${b} = ${fractionText(diff)}`];
  if (one) {
    const v = /larger|bigger|greater/.test(one[1]) ? a : b;
    return { family: 'equation', headline: `The ${one[1]} number is ${v}`, forms: [v, `the ${one[1]} number is ${v}`], working, verified: true };
  }
  return { family: 'equation', headline: `The numbers are ${a} and ${b}`, forms: [`${a} and ${b}`, `${a}, ${b}`, `${b} and ${a}`, `${b}, ${a}`], working: [`larger = (${fractionText(sum)} + ${fractionText(diff)}) / 2 = ${a}`, `smaller = (${fractionText(sum)} − ${fractionText(diff)}) / 2 = ${b}`, `check: ${a} + ${b} = ${fractionText(sum)}, ${a} − ${b} = ${fractionText(diff)}`], verified: true };
}

/** One step done to the number so far: "multiply it by 4", "subtract 6", "add 5 to it", "double it". */
const STEPS: [RegExp, (p: Poly, n: Q) => Poly | null][] = [
  [/^(?:then )?(?:multiply|multiplied|times) (?:it |that |the result |this )?by (-?\d+(?:\.\d+)?)$/, (p, n) => scale(p, n)],
  [/^(?:then )?(?:divide|divided) (?:it |that |the result |this )?by (-?\d+(?:\.\d+)?)$/, (p, n) => (n.n === 0n ? null : scale(p, q(1).div(n)))],
  [/^(?:then )?(?:add|added|plus) (-?\d+(?:\.\d+)?)(?: to (?:it|that|the result|this))?$|^(?:then )?add (?:it |that )?to (-?\d+(?:\.\d+)?)$/, (p, n) => add(p, constant(n))],
  [/^(?:then )?(?:subtract|subtracted|minus|take away|take) (-?\d+(?:\.\d+)?)(?: from (?:it|that|the result|this))?$/, (p, n) => add(p, constant(n), -1)],
  [/^(?:then )?(?:double|doubled) (?:it|that|the result|this)$/, (p) => scale(p, q(2))],
  [/^(?:then )?(?:triple|tripled) (?:it|that|the result|this)$/, (p) => scale(p, q(3))],
  [/^(?:then )?(?:halve|halved) (?:it|that|the result|this)$/, (p) => scale(p, q(1, 2))],
];
const THINK = /^(?:i(?: am|'m)? think(?:ing)? of|i thought of|i pick(?:ed)?|i choose|i chose|think of|take) (?:a|some) (?:secret |whole )?number[,.]?\s*/;
const RESULT = /[,.]?\s*(?:and )?(?:i|you|we) (?:get|got|end up with|ended up with|have)\s+(-?\d+(?:\.\d+)?)|[,.]?\s*(?:and )?(?:the|my) (?:result|answer|total) is (-?\d+(?:\.\d+)?)/;
const ASK_NUMBER = /^(?:(?:so )?(?:what|which) (?:was|is) (?:my|the|that|this) (?:original |starting )?number|what number did i (?:think of|pick|choose|start with)|find (?:my|the) number)$/;

/** "I think of a number, multiply it by 4 and subtract 6, I get 30. What was my number?" */
function thinkOfANumber(t: string): Outcome {
  const start = THINK.exec(t);
  if (!start) return null;
  const rest = t.slice(start[0].length).replace(/[?!]/g, '.').trim();
  const result = RESULT.exec(rest);
  if (!result) return null;
  const ask = rest.slice(result.index + result[0].length).replace(/^[,.\s]+|[.\s]+$/g, '');
  if (!ASK_NUMBER.test(ask)) return null;
  const steps = rest.slice(0, result.index).split(/\s*,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+/).map((x) => x.trim()).filter(Boolean);
  if (!steps.length || steps.length > 8) return null;
  let p: Poly = X;
  for (const step of steps) {
    const rule = STEPS.find(([re]) => re.test(step));
    if (!rule) return null;
    const m = rule[0].exec(step)!;
    const n = m[1] ?? m[2];
    const next = rule[1](p, n === undefined ? q(1) : parseDecimal(n)!);
    if (!next) return null;
    p = next;
  }
  const target = parseDecimal(result[1] ?? result[2])!;
  const eq = add(p, constant(target), -1);
  if (!eq.has('x') || coef(eq, 'x').n === 0n) return null;
  const x = coef(eq, '').neg().div(coef(eq, 'x'));
  const v = fractionText(x);
  return { family: 'equation', headline: `The number is ${v}`, forms: [v, `x = ${v}`, `the number is ${v}`], working: [`the steps give ${polyText(p)} = ${fractionText(target)}`, `x = ${v}; done forwards, the steps give ${fractionText(target)}`], verified: coef(eq, 'x').mul(x).add(coef(eq, '')).n === 0n };
}

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
/** "Three consecutive integers add up to 72, what is the smallest?" (also even or odd ones). */
function consecutive(t: string): Outcome {
  const m = /^(?:if )?(?:the sum of )?(two|three|four|five|[2-5]) consecutive (even |odd )?(?:positive )?(?:integers|numbers|whole numbers)(?: add up to| sum to| have a sum of| total| is| add to| make) (-?\d+)[,.?]?\s*(?:(?:so )?(?:what|which|find) (?:is |are )?(?:the )?(smallest|largest|biggest|middle|first|last|numbers|integers|they|them)(?: one| number| integer| of them)?\??)$/.exec(t);
  if (!m) return null;
  const k = BigInt(COUNT[m[1]]);
  const step = m[2] ? 2n : 1n;
  const total = BigInt(m[3]);
  const offsets = (step * k * (k - 1n)) / 2n;
  if ((total - offsets) % k !== 0n) return { family: 'equation', reason: `no ${k} consecutive ${m[2] ?? ''}integers add up to ${total}` };
  const first = (total - offsets) / k;
  if (m[2] && ((first % 2n) + 2n) % 2n !== (m[2].trim() === 'odd' ? 1n : 0n)) return { family: 'equation', reason: `no ${k} consecutive ${m[2]}integers add up to ${total}` };
  const all = Array.from({ length: Number(k) }, (_, i) => first + BigInt(i) * step);
  if (all.reduce((a, b) => a + b, 0n) !== total) return { family: 'equation', reason: 'the numbers did not check out' };
  const which = m[4];
  if (which === 'middle' && k % 2n === 0n) return { family: 'equation', reason: `${k} numbers have no single middle one` };
  const list = all.join(', ');
  const pick = /smallest|first/.test(which) ? all[0] : /largest|biggest|last/.test(which) ? all.at(-1)! : which === 'middle' ? all[Number(k / 2n)] : null;
  const working = [`n + ${all.map((_, i) => `(n + ${BigInt(i) * step})`).slice(1).join(' + ')} = ${total}`.replace('n + (', 'n + ('), `the numbers are ${list}`];
  if (pick !== null) return { family: 'equation', headline: `${pick}`, forms: [`${pick}`], working, verified: true };
  return { family: 'equation', headline: `The numbers are ${list}`, forms: [list, all.join(' and '), all.join(', ').replace(/, (?=[^,]*$)/, ' and ')], working, verified: true };
}

export function solveWordEquation(raw: string): Outcome {
  if (!MENTIONS.test(normalizeText(raw))) return null;
  const both = sumAndDifference(normalizeText(raw));
  if (both) return both;
  const think = thinkOfANumber(normalizeText(raw));
  if (think) return think;
  const run = consecutive(normalizeText(raw));
  if (run) return run;
  // "What number doubled is 58?" states and asks at once: the statement about "a number".
  const t = normalizeText(raw).replace(/^(?:what|which) number,? (?:when )?(?=\S+.* (?:is|equals|gives|makes)\b)/, 'a number ').replace(/\?/g, '.').replace(/\s+/g, ' ').trim();
  // Statement then question, or "if <statement>, what is the number?".
  const parts = t.replace(/;\s*/g, '. ').split(/(?<=\.)\s+|,\s*(?=(?:so |then )?(?:what|find|which|determine|give)\b)/).map((s) => s.replace(/[.!]+$/, '').replace(/^(?:could|can|would) (?:you|u) /, '').trim()).filter(Boolean);
  if (parts.length < 1 || parts.length > 2) return null;
  // The question may come first: "could you find the number? seven more than three times a number is forty".
  if (parts.length === 2 && ASK.test(parts[0])) parts.reverse();
  const statement = parts[0].replace(LEAD, '');
  if (parts.length === 2 && !ASK.test(parts[1])) return null;
  if (parts.length === 1 && !/\bnumber\b/.test(statement)) return null;
  const sides = readStatement(statement);
  if (!sides) return null;
  const eq = subtract(sides[0], sides[1]);
  const d = degree(eq);
  if (d > 2) return { family: 'equation', reason: 'only linear and quadratic statements are solved' };
  if (!eq.has('x') && !eq.has('x^2')) return { family: 'equation', reason: 'the number cancels out of the statement' };
  const shown = `${polyText(sides[0])} = ${polyText(sides[1])}`;
  if (d === 2) {
    const r = solveQuadratic(coef(eq, 'x^2'), coef(eq, 'x'), coef(eq, ''), 'x');
    if (!r.verified) return { family: 'equation', reason: 'the roots did not check out by substitution' };
    return { family: 'equation', headline: r.text, forms: r.forms, working: [`read as ${shown}`, ...r.working], verified: true };
  }
  const x = coef(eq, '').neg().div(coef(eq, 'x'));
  const check = coef(eq, 'x').mul(x).add(coef(eq, ''));
  if (check.n !== 0n) return { family: 'equation', reason: 'the solution did not check out by substitution' };
  const v = fractionText(x);
  const decimal = x.d !== 1n && terminates(x) ? [exactDecimal(x)] : [];
  return { family: 'equation', headline: `The number is ${v}`, forms: [v, ...decimal, `x = ${v}`, `the number is ${v}`], working: [`read as ${shown}`, `x = ${v}; substituted back, both sides are equal`], verified: true };
}

function polyText(p: Poly): string {
  const terms = [...p].sort(([a], [b]) => b.length - a.length).map(([k, c]) => (k ? `${c.equals(q(1)) ? '' : c.equals(q(-1)) ? '-' : fractionText(c)}${k}` : fractionText(c)));
  return terms.length ? terms.join(' + ').replace(/\+ -/g, '− ') : '0';
}
