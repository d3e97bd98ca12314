/** The "is this mine?" test: a quick filter, then the readers themselves (regex work, well under a millisecond). */
import type { Outcome } from './solved.js';
import { solveQuestion } from './solve-question.js';
import { unitName } from './unit-names.js';

const MATH = /[-+*/^=%×÷√²³!°]|\d\s*x\s*\d|\b(plus|minus|times|divided|multiplied|multiply|divide|add|subtract|take away|away|sum|product|difference|quotient|squared|cubed|square root|cube root|sqrt|power|factorial|percent|percentage|gcd|lcm|hcf|greatest common|least common|highest common|primes?|factori[sz]e|factor|divisible|divisors|solve|equation|convert|how many|how much|how far|round|rounded|nearest|decimal places?|significant|remainder|mod|modulo|interest|discount|increase|decrease|off|of|over|less|more|than|what time|how long|twice|double|triple|half|dozen|odd|even|fraction|decimal)\b/i;
const NUMBER = /\d|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|third|quarter)\b/i;
/** Other solvers' territory: code, tables, QR codes, stories. */
const OTHER = /```|\b(write|code|function|program|script|python|javascript|csv|json|table|qr|story|poem|essay|translate|opinion|think about)\b/i;
/** "12 km to miles", "how many feet in a mile": a unit right after a number, or asked for. */
const UNITISH = /(?:\d|\ban?\b|\bone\b)\s*(°?[a-z]+(?:\/[a-z]+)?(?: [a-z]+)?)|how many ([a-z]+(?: [a-z]+)?) (?:are )?in/gi;

function mentionsUnit(text: string): boolean {
  for (const m of text.matchAll(UNITISH)) {
    const words = (m[1] ?? m[2]).split(' ');
    if (unitName(words[0]) || (words[1] && unitName(words.join(' ')))) return true;
  }
  return false;
}

export function looksLikeMath(text: string): boolean {
  if (!text || text.length > 2000 || OTHER.test(text)) return false;
  const unit = mentionsUnit(text);
  return (NUMBER.test(text) || unit) && (MATH.test(text) || unit);
}

/** Read questions by text, so answer() does not read the same question twice. */
const recent = new Map<string, Outcome>();

export function readQuestion(text: string): Outcome {
  if (recent.has(text)) return recent.get(text)!;
  const out = looksLikeMath(text) ? solveQuestion(text) : null;
  if (recent.size >= 64) recent.delete(recent.keys().next().value!);
  recent.set(text, out);
  return out;
}

/** Read and solved: sure. Recognized as math but declined: low, so a better solver goes first and the reason is still recorded. */
export function claimScore(text: string): number {
  const out = readQuestion(text);
  if (!out) return 0;
  return 'reason' in out ? 0.3 : 0.9;
}
