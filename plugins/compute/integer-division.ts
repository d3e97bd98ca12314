/** "17 divided by 5 with remainder", "just the quotient", "integer division of 100 by 7": whole-number division read as quotient and remainder. */

export type DivisionAsk = 'quotient' | 'remainder' | 'both';

const ASKS: [RegExp, DivisionAsk][] = [
  // "I need the whole number part and what's left over": both named, the quotient first.
  [/[,;.]?\s*\b(?:i need |(?:give|tell|show) me )?(?:just )?the (?:whole[- ]number part|integer part|whole part|quotient) and (?:what is left(?: over)?|what's left(?: over)?|the (?:remainder|rest|leftover|left ?over))\b/, 'both'],
  [/[,;]?\s*\b(?:(?:give|tell|show) me )?(?:just |only )?the (?:whole[- ]number |integer )?quotient(?: only)?\b(?! and)(?! of)/, 'quotient'],
  [/[,;]?\s*\b(?:(?:give|tell|show) me )?(?:just |only )?the (?:whole[- ]number|integer|whole) part(?: only)?(?: of the (?:answer|result))?\b/, 'quotient'],
  [/[,;]?\s*\b(?:(?:give|tell|show) me )?(?:just |only )the remainder\b/, 'remainder'],
  [/[,;]?\s*\b(?:with (?:a |the )?remainders?|(?:(?:and |then )?(?:give|find|tell me|show|write|state) |as |giving |in )?(?:the )?quotient and (?:the )?remainder|(?:using )?(?:integer|long|euclidean) division)\b/, 'both'],
];

/** The question without its division wording, and what it asks for; null when it asks no whole-number division. */
export function readDivisionAsk(text: string): { text: string; ask: DivisionAsk } | null {
  // "99 // 4" is floor division as programmers write it; "how many times does 12 go into 150" asks the quotient.
  const floor = /^(.*?\d)\s*\/\/\s*(\d.*)$/.exec(text);
  if (floor && !floor[2].includes('//')) return { text: `${floor[1]} / ${floor[2]}`, ask: 'quotient' };
  const into = /^(?:what is |tell me )?how many times (?:does|do|will|can|could) (\d+) (?:go|fit) into (\d+)(,? (?:and|with) (?:what is |what's )?(?:the )?(?:remainder|left ?over|rest))?(\s*[?.!]*)$/.exec(text);
  if (into) return { text: `${into[2]} / ${into[1]}${into[4]}`, ask: into[3] ? 'both' : 'quotient' };
  for (const [re, ask] of ASKS) {
    const m = re.exec(text);
    if (m) return { text: (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim(), ask };
  }
  return null;
}

export interface Division {
  quotient: bigint;
  remainder: bigint;
  headline: string;
  forms: string[];
  working: string;
}

/** a ÷ b for whole numbers a ≥ 0, b > 0 written as "a / b"; null for anything else (signs make the remainder a convention). */
export function divideWhole(expr: string, ask: DivisionAsk): Division | null {
  const m = /^\(?\s*(\d+)\s*\/\s*(\d+)\s*\)?$/.exec(expr.trim());
  if (!m || BigInt(m[2]) === 0n) return null;
  const [a, b] = [BigInt(m[1]), BigInt(m[2])];
  const quotient = a / b;
  const remainder = a % b;
  const working = `${a} = ${b} × ${quotient} + ${remainder}`;
  if (ask === 'quotient') return { quotient, remainder, headline: `${quotient}`, forms: [`${quotient}`], working };
  if (ask === 'remainder') return { quotient, remainder, headline: `${remainder}`, forms: [`${remainder}`], working };
  const both = `${quotient} remainder ${remainder}`;
  return { quotient, remainder, headline: both, forms: [both, `${quotient} r ${remainder}`, `${quotient} R${remainder}`, `${quotient} r${remainder}`], working };
}
