/** Arithmetic questions: read the prose, rewrite word operators, parse on a whitelist, compute exactly. */
import { ReadError } from './exact-value.js';
import { divideWhole, readDivisionAsk } from './integer-division.js';
import { normalizeText } from './normalize-text.js';
import { rewritePhrases } from './math-phrases.js';
import { answerNumberQuestion } from './number-questions.js';
import { parseExpression, tokenize } from './parse-expression.js';
import { presentValue } from './present-value.js';
import { stripFiller } from './read-filler.js';
import { readRounding } from './rounding-request.js';
import type { Outcome } from './solved.js';

const HAS_OP = /[-+*/^!%]|\b(sqrtw|cbrtw|sqrt|cbrt|gcd|lcm|fact|mod)\b/;

/** The expression part of a question, rewritten to symbols, or null if prose remains. */
export function readExpression(raw: string) {
  const normal = normalizeText(raw);
  const division = readDivisionAsk(normal);
  const { text, rounding, as } = readRounding(division?.text ?? normal);
  const plain = stripFiller(text);
  return { plain, expr: stripFiller(rewritePhrases(plain)), rounding, as, division: division?.ask ?? null };
}

export function solveArithmetic(raw: string): Outcome {
  const { plain, expr, rounding, as, division } = readExpression(raw);
  if (!expr) return null;
  const nq = safe(() => answerNumberQuestion(plain));
  if (nq) return nq;
  // Written fractions next to "^" or after a spaced "/" read two ways (2^1/2 is 1 or √2): refused, not guessed.
  if (/\^\s*-?\s*\(?\d+\/\d+/.test(expr) || /\s\/\s+\d+\/\d+/.test(plain)) {
    return { family: 'arithmetic', reason: 'a fraction next to "^" or after a spaced "/" is ambiguous: add parentheses, e.g. 2^(1/2) or (1/2)/(1/4)' };
  }
  const toks = tokenize(expr);
  if (!toks) return null;
  const hasNumber = toks.some((t) => t.k === 'num');
  if (!hasNumber || !(HAS_OP.test(expr) || rounding || as)) return null;
  const whole = divideWhole(expr, division ?? 'both');
  if (division && !whole) return { family: 'arithmetic', reason: 'a quotient and remainder are given for whole numbers a ÷ b with b > 0 only' };
  if (division && whole) {
    return { family: 'arithmetic', headline: whole.headline, forms: whole.forms, working: [whole.working], verified: whole.quotient * BigInt(expr.match(/\d+/g)![1]) + whole.remainder === BigInt(expr.match(/\d+/g)![0]), values: { quotient: `${whole.quotient}`, remainder: `${whole.remainder}` } };
  }
  try {
    const { value, fractionSeen } = parseExpression(expr);
    const shown = presentValue(value, rounding, as, fractionSeen);
    return {
      family: 'arithmetic',
      headline: shown.headline,
      forms: shown.forms,
      working: [`${pretty(expr)} ${shown.headline.startsWith('≈') ? '' : shown.rounded ? '≈ ' : '= '}${shown.headline}`],
      caveat: shown.note,
      verified: true,
      // A whole-number division also answers "quotient" and "remainder" fields of a requested format.
      ...(whole ? { values: { quotient: `${whole.quotient}`, remainder: `${whole.remainder}` } } : {}),
    };
  } catch (e) {
    if (e instanceof ReadError) return { family: 'arithmetic', reason: e.message };
    throw e;
  }
}

function safe<T>(f: () => T): T | { family: 'arithmetic'; reason: string } {
  try {
    return f();
  } catch (e) {
    if (e instanceof ReadError) return { family: 'arithmetic', reason: e.message };
    throw e;
  }
}

export function pretty(expr: string): string {
  return expr
    .replace(/\s*\*\s*/g, ' × ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/(\de)\s*([+-])\s*/g, '$1$2')
    .replace(/(?<!\de)\s*([+-])\s*/g, ' $1 ')
    .replace(/\^\s*-\s*/g, '^-')
    .replace(/^ - /, '-')
    .replace(/\(\s*-\s*/g, '(-')
    .replace(/sqrtw?\s*/g, '√')
    .replace(/cbrtw?\s*/g, '∛')
    .replace(/\s+/g, ' ')
    .trim();
}
