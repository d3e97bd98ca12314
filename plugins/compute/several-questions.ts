/**
 * Several questions in one request ("what is 20% of 50 and what is 30% of 90?", "Convert 10 gallons to litres
 * and 5 miles to km"): each part is read on its own, and the request is answered only when every part is.
 * Parts are cut only where a new question starts, so a story's sentences never become questions of their own.
 */
import type { Outcome, Solved } from './solved.js';

const QUESTION_START = String.raw`(?:what|what's|whats|how|convert|solve|find|calculate|compute|work out|simplify|write)\b`;
const CUT = new RegExp(String.raw`[?;]\s+(?:and\s+(?:also\s+)?)?(?=${QUESTION_START})|,?\s+and\s+(?:also\s+)?(?=${QUESTION_START})`, 'i');
/** "Convert A to B and C to D": the second conversion borrows the verb. */
const CONVERSIONS = /^(convert|change)\s+(.+?\s(?:to|into|in)\s.+?)\s+and\s+(\d[\d.,]*\s*[^\d\s].*?\s(?:to|into|in)\s.+)$/i;

/** "what's 15% of 200 and 20% of 150": the second question borrows the first one's opening. */
const AND_NUMBER = /,?\s+and\s+(?:also\s+)?(?=-?\d)/;

/** Words that join their operands with "and": "add 1 1/2 and 2 2/3" is one sum, never two questions. */
const JOINS_OPERANDS = /\b(?:add|adding|added|sum|total|plus|product|multiply|multiplied|difference|between|average|mean|median|mode|range|gcd|gcf|hcf|lcm|greatest|least|common|both|compare|bigger|larger|smaller|order)\b/i;
/** A part that is only a number asks nothing: it is an operand cut off from its question. */
const BARE_NUMBER = /^[-(\s]*\d[\d\s,./()]*[?.!]?$/;

function partsOf(text: string): string[] {
  const c = CONVERSIONS.exec(text.trim());
  if (c) return [`${c[1]} ${c[2]}`, `${c[1]} ${c[3]}`];
  const parts = text.split(CUT).map((p) => p.trim()).filter(Boolean);
  if (parts.length > 1) return parts;
  const pieces = text.split(AND_NUMBER).map((p) => p.trim()).filter(Boolean);
  return pieces.length > 1 && JOINS_OPERANDS.test(pieces[0]) ? [] : pieces;
}

export function solveSeveral(text: string, solveOne: (part: string) => Outcome): Outcome {
  const parts = partsOf(text);
  if (parts.length < 2 || parts.length > 5) return null;
  const outs: Solved[] = [];
  for (const p of parts) {
    if (BARE_NUMBER.test(p)) return null;
    const out = solveOne(p);
    if (!out || 'reason' in out || !out.verified) return null;
    outs.push(out);
  }
  const caveats = outs.map((o, i) => o.caveat && `(${i + 1}) ${o.caveat}`).filter(Boolean);
  return {
    family: outs[0].family,
    headline: outs.map((o, i) => `(${i + 1}) ${o.headline}`).join('; '),
    forms: [outs.map((o) => o.forms[0]).join('; '), outs.map((o) => o.headline).join('; ')],
    working: outs.flatMap((o, i) => [`(${i + 1}) ${parts[i]}`, ...o.working]),
    caveat: caveats.length ? caveats.join('; ') : undefined,
    verified: true,
  };
}
