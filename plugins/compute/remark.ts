/**
 * "What's 350 F in celsius? baking a cake": a short remark after the question mark, with no number and no
 * word that could change what is asked or how it is shown (rounding, form, units, conditions), is context.
 * Anything else after the question stays, so the readers see it and decline what they cannot place.
 */
import { wordsToDigits } from '../../src/reading/number-words.js';

const STEERS = /\b(?:round\w*|nearest|decimals?|places?|fractions?|percent\w*|exact\w*|digits?|simplif\w*|mixed|lowest|terms|answer\w*|give|show|just|only|express|write|in|as|to|into|units?|significant|sig|dp|sf|each|per|total|not|no|without|but|if|unless|assum\w*|how|what|which|when|where|why|who|whose|and|or|then|also|plus|minus|times|over|under|than|more|less|metric|imperial|us|uk|british|american)\b/i;
const MAX_WORDS = 8;

export function withoutRemark(core: string): string {
  const m = /^([^]*\?)\s+([^?]+)$/.exec(core);
  if (!m) return core;
  const tail = m[2].trim();
  if (/\d/.test(wordsToDigits(tail.toLowerCase())) || STEERS.test(tail) || tail.split(/\s+/).length > MAX_WORDS) return core;
  return m[1];
}
