/** First pass over a question: lower case, one spelling for symbols, prose lead-ins and politeness removed. */
import { wordsToDigits } from '../../src/reading/number-words.js';

const SYMBOLS: [RegExp, string][] = [
  [/[−–—]/g, '-'],
  [/[×✕⋅·]/g, '*'],
  [/÷/g, '/'],
  [/²/g, '^2'],
  [/³/g, '^3'],
  [/√/g, ' sqrt '],
  [/∛/g, ' cbrt '],
  [/\*\*/g, '^'],
  [/[’‘`]/g, "'"],
  [/[“”]/g, '"'],
];

const LEAD_INS: RegExp[] = [
  /^(hey|hi|hello|ok|okay|so|yo|um|right)\b[,!.]?\s*/,
  /^(there|team|all)\b[,!.]?\s*/,
  /^quick (one|question|q)\b\s*[:,-]?\s*/,
  /^(one )?(more|last|another) (one|question)\b\s*[:,-]?\s*/,
  /^(math|maths|arithmetic) (question|problem)\b\s*[:,-]?\s*/,
];

/** The last few texts normalised: every reader starts from the same question, so it is read once. */
const recent = new Map<string, string>();

/** Lower case and symbols unified; number words become digits. Keeps sentence punctuation. */
export function normalizeText(raw: string): string {
  let t = recent.get(raw);
  if (t === undefined) {
    t = normalizeOnce(raw);
    if (recent.size >= 8) recent.delete(recent.keys().next().value!);
    recent.set(raw, t);
  }
  return t;
}

function normalizeOnce(raw: string): string {
  let t = raw.toLowerCase();
  for (const [re, s] of SYMBOLS) t = t.replace(re, s);
  t = t.replace(/\bwhat'?s\b/g, 'what is').replace(/\bhow'?s\b/g, 'how is').replace(/\blet'?s\b/g, 'let us');
  // Misspellings that are words themselves, so the shared typo repair leaves them: read only where the sense is sure.
  t = t.replace(/\breminder (?=(?:when|of|after|if)\b.*\bdivided\b)/g, 'remainder ').replace(/\bday of (the )?weak\b/g, 'day of $1week').replace(/\bbtwn\b/g, 'between');
  t = t.replace(/\s+/g, ' ').trim();
  for (let again = true; again; ) {
    again = false;
    for (const re of LEAD_INS) {
      const next = t.replace(re, '');
      if (next !== t) {
        t = next;
        again = true;
      }
    }
  }
  // "exactly, every digit please": how to show the answer, which is always exact here.
  t = t.replace(/,?\s*\b(?:exactly|(?:with |showing )?(?:every|all(?: the)?) digits?(?! (?:of|in)\b)|in full|written out in full|no rounding|without rounding|no scientific notation|exact(?=[?.!\s]*$))\b/g, ' ').replace(/\s+/g, ' ').trim();
  t = wordsToDigits(t).replace(/ ([?,.!;:]+)(?=\s|$)/g, '$1');
  // Argument commas in gcd(12,180) are not thousands separators.
  t = t.replace(/\b(gcd|lcm|hcf|gcf)\s*\(([^)]*)\)/g, (_m, f: string, a: string) => `${f}(${a.replace(/\s*,\s*/g, ' ; ')})`);
  // Thousands separators: only full groups of three.
  t = t.replace(/(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,]*\d)(?!\.\d*,)/g, (m) => m.replace(/,/g, ''));
  // Thousands grouped with spaces ("1 234 567", "250 000", SI style). "100 200 300" may as well be a list, so a
  // first group of three digits is joined only when a later group starts with 0.
  t = t.replace(/(?<![\d.,/])\d{1,3}(?: \d{3})+(?![\d/.]|\s\d)/g, (m) => {
    const groups = m.split(' ');
    return groups[0].length < 3 || groups.slice(1).some((g) => g.startsWith('0')) ? groups.join('') : m;
  });
  t = t.replace(/ ; /g, ', ');
  // "2 to the power of 64, minus 1": a comma before plus or minus only closes what came before, which the
  // lowest-precedence operators do anyway. Before "times" it would group ("3 plus 4, times 5"), so it stays.
  t = t.replace(/(?<=[\d)!])\s*,\s+(?=(?:plus|minus)\s+[\d(])/g, ' ');
  t = t.replace(/(\d) %/g, '$1%');
  t = t.replace(/[$£€]\s*(\d)/g, '$1');
  return t;
}
