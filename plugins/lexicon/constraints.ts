/**
 * Conditions a question puts on the word it wants ("a synonym for 'start' that begins with c", "a five-letter
 * word for …"): applied as filters, or, when this solver cannot check them (rhymes, syllables), a decline.
 */
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

export interface Constraint {
  /** How the first line names it: "that begins with 'c'". */
  says: string;
  test(word: string): boolean;
}

export type Constraints = { constraints: Constraint[] } | { unsupported: string };

const letterCount = (w: string) => [...w.toLowerCase()].filter((c) => /\p{L}/u.test(c)).length;

export function readConstraints(text: string): Constraints {
  const unsupported = /\b(rhym\w*|syllables?|sounds?\s+like|alliterat\w*)\b/i.exec(text);
  if (unsupported) return { unsupported: `a condition on ${unsupported[1].toLowerCase()} cannot be checked by this solver` };
  const out: Constraint[] = [];
  const starts = /\b(?:begins?|beginning|starts?|starting)\s+with\s+(?:the\s+letter\s+|an?\s+)?["']?([a-z]+)["']?/i.exec(text);
  if (starts) {
    const p = starts[1].toLowerCase();
    out.push({ says: `that begins with '${p}'`, test: (w) => w.toLowerCase().startsWith(p) });
  }
  const ends = /\b(?:ends?|ending)\s+(?:with|in)\s+(?:the\s+letter\s+|an?\s+)?["']?([a-z]+)["']?/i.exec(text);
  if (ends) {
    const p = ends[1].toLowerCase();
    out.push({ says: `that ends with '${p}'`, test: (w) => w.toLowerCase().endsWith(p) });
  }
  const length = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]letter\b|\bwith\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+letters\b/i.exec(text);
  if (length) {
    const raw = (length[1] ?? length[2]).toLowerCase();
    const n = NUMBERS[raw] ?? Number(raw);
    out.push({ says: `of ${n} letters`, test: (w) => letterCount(w) === n });
  }
  return { constraints: out };
}
