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
  const read = readExpression(raw);
  const { plain, rounding, as, division } = read;
  let expr = read.expr;
  if (!expr) return null;
  if (!tokenize(expr)) expr = embeddedExpression(expr) ?? expr;
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

/** A run of numbers joined by operators: "999999999999 * 999999999999", "(17 + 8) * 4 - 6". */
const SPAN = /\(*\s*-?\d+(?:\.\d+)?\s*\)*(?:\s*[-+*/^]\s*\(*\s*-?\d+(?:\.\d+)?\s*\)*|\s*!)+/g;
/**
 * The prose an embedded expression may stand in: words about who asks and why, never about what to do with
 * the result ("is … prime", "in binary", "cats", "the meme answer"). Any other word and the request is not read.
 */
const NEUTRAL_WORDS = new Set(
  ('a an the this that it its my our your his her their me us you i we he she they to for by of on with at is are was were be been am do does did ' +
    'what whats how much please thanks thank so just really actually again here now today quick quickly ' +
    'need needs needed want wants wanted work working worked out calculate compute figure get got know tell give check find help ' +
    'answer result real actual value number asked asks ask said says told trying try can could would will should ' +
    'teacher homework class school kid kids son daughter child boss budget sheet spreadsheet report invoice hand head calculator paper ' +
    'sum problem question exercise worksheet test exam').split(' '),
);
const proseIsNeutral = (prose: string) => prose.split(/[^a-z']+/).filter(Boolean).every((w) => NEUTRAL_WORDS.has(w.replace(/'s$/, '')));

/**
 * "my teacher asked us to work out 999999999999 x 999999999999 by hand, whats the real answer": the one
 * expression in a sentence of prose, when the prose holds no other number and no word that would change
 * what is computed. Null otherwise.
 */
function embeddedExpression(expr: string): string | null {
  const spans = [...expr.matchAll(SPAN)];
  if (spans.length !== 1) return null;
  const span = spans[0][0];
  const prose = expr.slice(0, spans[0].index) + ' ' + expr.slice(spans[0].index! + span.length);
  if (/\d|[=%$£€<>]/.test(prose) || !proseIsNeutral(prose) || !/[a-z]{2}/.test(prose)) return null;
  // "3-4 eggs" is a range and "12/25" may be a date: a bare "-" or "/" alone does not make an expression here.
  if (!/[*+^!]|\s[-/]\s/.test(span)) return null;
  const opens = (span.match(/\(/g) ?? []).length;
  if (opens !== (span.match(/\)/g) ?? []).length) return null;
  return span.trim();
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
