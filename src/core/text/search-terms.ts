/**
 * The words of a search query, for both full-text engines and for the solvers that match a question's
 * words against passages or facts: lower-cased letter/digit runs without common stopwords (all of them
 * are kept when the query has nothing else).
 */

const STOPWORDS = new Set(
  ('a about above after again all also am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done down during each few for from further had has have having he her here hers him his how i ' +
    'if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own ' +
    'please same she should so some such tell than that the their theirs them then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with would you your yours')
    .split(' '),
);

export function searchTerms(query: string, max = 32): string[] {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length <= 64);
  const content = words.filter((w) => !STOPWORDS.has(w));
  const chosen = content.length ? content : words;
  return [...new Set(chosen)].slice(0, max);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

/**
 * A crude stem ("warranties" → "warrant"), for matching a question's words against found text as word
 * prefixes. Ranking is the full-text engines' job (FTS5's porter stemmer, InnoDB); this only decides
 * whether a passage or fact holds the words asked about.
 */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ies|es|s|ing|ed|ly)$/, '') || word;
}
