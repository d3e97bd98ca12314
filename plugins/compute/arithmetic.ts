/** Arithmetic questions: read the prose, rewrite word operators, parse on a whitelist, compute exactly. */
import { ReadError } from './exact-value.js';
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
  const { text, rounding, as } = readRounding(normalizeText(raw));
  const plain = stripFiller(text);
  return { plain, expr: stripFiller(rewritePhrases(plain)), rounding, as };
}

export function solveArithmetic(raw: string): Outcome {
  const { plain, expr, rounding, as } = readExpression(raw);
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
