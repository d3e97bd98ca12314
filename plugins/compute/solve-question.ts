/** Tries each family's reader in turn; the first that reads the question decides, a refusal included. */
import { solveArithmetic } from './arithmetic.js';
import { solveClockTime } from './clock-time.js';
import { solveCounting } from './counting.js';
import { solveDates } from './dates.js';
import { solveDigitQuestion } from './digit-questions.js';
import { solveFractionForm } from './fraction-forms.js';
import { ReadError } from './exact-value.js';
import { solveEquations } from './equations.js';
import { solveGroupProblem } from './group-problems.js';
import { solvePercentChain } from './percent-chains.js';
import { solvePercent } from './percentages.js';
import type { Outcome } from './solved.js';
import { solveSeveral } from './several-questions.js';
import { solveNumberBase } from './number-bases.js';
import { solveStatistics } from './statistics.js';
import { solveUnits } from './units.js';
import { solveWordEquation } from './word-equations.js';
import { solveWordProblem } from './word-problems.js';
import { unaskedReason } from '../../src/reading/index.js';

const MAX_LENGTH = 2000;
/**
 * Whole-question forms first (counting, digits, fraction forms, dates: anchored patterns that read a question
 * whole or not at all); equations before arithmetic ("2x = 4" is not a product), stated in symbols or in words; word problems before
 * percents (stories carry prices).
 */
const READERS = [solveCounting, solveDigitQuestion, solveFractionForm, solveStatistics, solveNumberBase, solveDates, solveClockTime, solveEquations, solveWordEquation, solvePercentChain, solveGroupProblem, solveWordProblem, solvePercent, solveUnits, solveArithmetic];

/** Readers of stories: their answer stands only if the question asks about the story's people and things. */
const STORY_READERS = new Set([solvePercentChain, solveGroupProblem, solveWordProblem, solvePercent]);

export function solveQuestion(text: string): Outcome {
  const whole = solveWhole(text);
  if (whole && !('reason' in whole)) return whole;
  return solveSeveral(text, solveWhole) ?? whole;
}

function solveWhole(text: string): Outcome {
  if (!text.trim() || text.length > MAX_LENGTH) return null;
  let refusal: Outcome = null;
  for (const read of READERS) {
    let out: Outcome;
    try {
      out = read(text);
    } catch (e) {
      if (!(e instanceof ReadError)) throw e;
      out = { family: 'arithmetic', reason: e.message };
    }
    if (!out) continue;
    if ('reason' in out) {
      refusal ??= out;
      continue;
    }
    const unasked = STORY_READERS.has(read) ? unaskedReason(text) : null;
    if (unasked) return { family: out.family, reason: unasked };
    return out;
  }
  return refusal;
}
