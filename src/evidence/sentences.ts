/** Sentences of a paragraph: split at . ! ? before a capital or digit, not after an abbreviation, an initial or inside a number. */

const ABBREVIATIONS = new Set('mr mrs ms dr prof st jr sr vs etc e.g i.e approx ca no fig inc ltd co corp mt ft u.s u.k a.m p.m jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '));

export const MAX_SENTENCE_CHARS = 600;

export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]+["')\]]*\s+(?=["'(\[]?[\p{Lu}\p{N}])/gu;
  for (let m = re.exec(paragraph); m; m = re.exec(paragraph)) {
    const before = paragraph.slice(start, m.index);
    const lastWord = (/([\p{L}.]+)$/u.exec(before)?.[1] ?? '').toLowerCase();
    if (ABBREVIATIONS.has(lastWord.replace(/\.$/, '')) || /^\p{L}$/u.test(lastWord)) continue;
    out.push(paragraph.slice(start, m.index + m[0].trimEnd().length).trim());
    start = m.index + m[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => s.length > 1).map((s) => (s.length > MAX_SENTENCE_CHARS ? `${s.slice(0, MAX_SENTENCE_CHARS - 1)}…` : s));
}
