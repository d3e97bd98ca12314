/**
 * Whether a misspelt word has one clear repair among its nearest words. Nearness alone is not enough:
 * "sonder" is one letter from "wonder", "ponder", "solder" and "sunder", and is a word of its own. A repair
 * is taken only when the edit is a likely typo and its target is clearly the likeliest word:
 * - likely: two letters swapped, a doubled letter written once or twice ("acomodate", "untill"), a vowel for
 *   another ("seperate"), a letter left out or added elsewhere; a consonant for another is unlikely, and
 *   people rarely get the first letter wrong, so such edits are never taken;
 * - clear: no rival of the same kind half as common, and no rival of any kind ten times as common;
 * - common enough: a swap or doubled letter may repair to any listed word; other edits need a word the tagged
 *   corpus used three times, unless the word is long (8+ letters), where near neighbours are rare.
 */
import { closedClassWords } from './closed-class.js';
import { allowedEdits, editDistance } from './edit-distance.js';
import type { Suggestion, Wordnet } from './wordnet.js';

/** Function words are the commonest words of all: a close one ("wich" → "which") outranks any lemma. */
const FUNCTION_WORD_FREQUENCY = 10_000;

/** Nearest words to a misspelt one: WordNet's lemmas and the function words it lacks, nearest first. */
export function nearestWords(wn: Wordnet, written: string, maxEdits = allowedEdits(written.length), limit = 5): Suggestion[] {
  const key = written.toLowerCase();
  if (maxEdits === 0) return [];
  const closed = closedClassWords()
    .filter((word) => /^[a-z]+$/.test(word))
    .map((word) => ({ word, distance: editDistance(key, word, maxEdits), frequency: FUNCTION_WORD_FREQUENCY }))
    .filter((s) => s.distance > 0 && s.distance <= maxEdits);
  return [...closed, ...wn.suggestions(key, limit, maxEdits)].sort((a, b) => a.distance - b.distance || b.frequency - a.frequency).slice(0, limit);
}

/** How typical a one-edit difference is of a typo: 3 very, 2 plausible, 1 unlikely, 0 never taken. */
export function typoLikelihood(written: string, word: string): number {
  const a = written.toLowerCase();
  const b = word.toLowerCase();
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    if (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]) return 3;
    if (diff.length !== 1) return 0;
    if (diff[0] === 0) return 0;
    return /[aeiouy]/.test(a[diff[0]]) && /[aeiouy]/.test(b[diff[0]]) ? 2 : 1;
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return 0;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.slice(i + 1) !== short.slice(i)) return 0;
  if (i === 0) return 0;
  const doubled = long[i] === long[i - 1] || long[i] === long[i + 1];
  return doubled ? 3 : 2;
}

/** The one clear repair of `written` among its suggestions (nearest first), or null. */
export function clearRepair(written: string, suggestions: readonly Suggestion[]): string | null {
  if (!suggestions.length) return null;
  const distance = suggestions[0].distance;
  const nearest = suggestions.filter((s) => s.distance === distance);
  const rated = nearest
    .map((s) => ({ ...s, likely: distance === 1 ? typoLikelihood(written, s.word) : 2 }))
    .sort((x, y) => y.likely - x.likely || y.frequency - x.frequency);
  const best = rated[0];
  if (best.likely < 2) return null;
  if (rated.some((s) => s !== best && s.likely === best.likely && 2 * s.frequency > best.frequency)) return null;
  if (suggestions.some((s) => s.word !== best.word && s.frequency > 10 * Math.max(best.frequency, 1))) return null;
  const common = best.likely === 3 || best.frequency >= 3 || (written.length >= 8 && distance === 1);
  return common ? best.word : null;
}
