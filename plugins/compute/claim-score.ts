/** The "is this mine?" test: regular expressions only, never the solver (claims are cheap; answer() reads the question). */
import type { Outcome } from './solved.js';
import { solveQuestion } from './solve-question.js';
import { unitName } from './unit-names.js';

const MATH = /[-+*/^=%×÷√²³!°]|\d\s*x\s*\d|\b(plus|minus|times|divided|multiplied|multiply|divide|add|subtract|take away|away|sum|product|difference|quotient|squared|cubed|square root|cube root|sqrt|power|factorial|percent|percentage|gcd|lcm|hcf|greatest common|least common|highest common|primes?|factori[sz]e|factor|divisible|divisors|solve|equation|convert|how many|how much|how far|round|rounded|nearest|decimal places?|significant|remainder|mod|modulo|interest|discount|increase|decrease|off|of|over|less|more|than|what time|how long|twice|double|doubled|triple|tripled|half|halved|dozen|odd|even|fraction|decimal|choose|ways|permutations?|combinations?|digits?|day of the week|weekday|what day|days|weeks|mixed number|improper|simplify|lowest terms|largest|smallest|order|square of|cube of|to the \d+(?:st|nd|rd|th)|average|mean|median|mode|range|binary|octal|hex|hexadecimal|base|total|handshakes?|subsets?|diagonals?|outcomes|arrange|zeros|go into|leap year|how old|months|weekdays|working days|business days)\b|\d\s*[pc]\s*\d|\b[pc]\s*\(\s*\d|\d\s*['′’]\s*\d+(?:\.\d+)?\s*(?:"|″|''|”)/i;
const NUMBER = /\d|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|third|quarter)\b/i;
/** Other solvers' territory: code, tables, QR codes, stories. */
const OTHER = /```|\b(code|function|program|script|python|javascript|csv|json|table|qr|story|poem|essay|translate|opinion|think about)\b/i;
/** "12 km to miles", "how many feet in a mile": a unit right after a number, or asked for. */
const UNITISH = /(?:\d|\ban?\b|\bone\b)\s*(°?[a-z]+(?:\/[a-z]+)?(?: [a-z]+)?)|how many ([a-z]+(?: [a-z]+)?) (?:are )?in/gi;
/** "How many arrangements of the letters in BANANA": a count with no number in it. */
const LETTER_ORDERS = /\b(?:arrange|rearrange|arrangements|permutations|orderings)\b.*\bletters\b|\bletters\b.*\b(?:arranged|rearranged)\b|\bdiagonals\b.*\b(?:pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)\b/i;
/** Longer questions are not read (solve-question.ts), so they are not claimed either. */
const MAX_LENGTH = 2000;

function mentionsUnit(text: string): boolean {
  for (const m of text.matchAll(UNITISH)) {
    const words = (m[1] ?? m[2]).split(' ');
    if (unitName(words[0]) || (words[1] && unitName(words.join(' ')))) return true;
  }
  return false;
}

/** "How many days are there in September": the calendar's count, with no number in the question. */
const DAYS_IN_MONTH = /\bhow many days\b.*\bin (?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

export function looksLikeMath(text: string): boolean {
  if (!text || text.length > MAX_LENGTH || OTHER.test(text)) return false;
  const unit = mentionsUnit(text);
  return ((NUMBER.test(text) || unit) && (MATH.test(text) || unit)) || LETTER_ORDERS.test(text) || DAYS_IN_MONTH.test(text);
}

/** The question read and solved, a refusal naming what could not be read, or null when it is not a math question. */
export function readQuestion(text: string): Outcome {
  return looksLikeMath(text) ? solveQuestion(text) : null;
}

/**
 * Looks like math: sure enough to be asked first. A question it then cannot read is declined with the
 * reason and the next solver is asked, so a refusal costs an entry in `tried`, never an answer.
 */
export function claimScore(text: string): number {
  return looksLikeMath(text) ? 0.9 : 0;
}
