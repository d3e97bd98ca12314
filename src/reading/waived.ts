/**
 * A percentage change the story says did not happen, or only might: "had a 20% off coupon but forgot it at
 * home", "the 10% discount had expired", "if he had used his coupon". Readers that apply every percentage they
 * find would answer as if it did, so such a story is declined, whichever reader would answer it.
 */
import { splitSentences } from './sentences.js';

const CHANGE = /\b(?:coupon|voucher|discount|off|sale|rebate|tax|tip|raise|markup|interest)\b/i;
const PERCENT = /\d\s*%|\bper ?cent\b/i;
const WAIVED =
  /\b(?:forg[eo]t\w*|expired?|lost|left (?:it|them|the \w+) at home|(?:did|could|can|would|does|do|will|was|were)(?: not|n't) (?:use|apply|get|have|bring|redeem|qualify|count|remember|work|valid)\w*|cannot (?:use|apply|get)|if only|would have|instead of using)\b/i;

export function waivedChangeReason(text: string): string | null {
  for (const s of splitSentences(text)) {
    if (PERCENT.test(s.text) && CHANGE.test(s.text) && WAIVED.test(s.text)) return `"${s.text.trim()}" says a percentage may not apply`;
  }
  return null;
}
