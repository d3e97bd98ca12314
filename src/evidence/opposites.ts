/** Opposites of a claim's words from WordNet's direct antonyms (`hot` → `cold`, `true` → `false`), single words only. */
import type { Wordnet } from '../lexicon/wordnet.js';
import type { Opposites } from './stance.js';

export function lexiconOpposites(wn: Pick<Wordnet, 'antonyms'>): Opposites {
  return (word) => {
    if (word.length < 3 || !/^[a-z-]+$/.test(word)) return [];
    try {
      return [...new Set(wn.antonyms(word).filter((a) => a.relation === 'antonym' && /^[a-z-]+$/.test(a.word)).map((a) => a.word))];
    } catch {
      return [];
    }
  };
}
