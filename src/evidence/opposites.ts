/**
 * Opposites of a claim's words from WordNet's direct antonyms of adjectives and adverbs (`hot` → `cold`,
 * `visible` → `invisible`), single words only: verb antonyms (get/leave, give/take) say too little about a claim.
 */
import type { Wordnet } from '../lexicon/wordnet.js';
import type { Opposites } from './stance.js';

export function lexiconOpposites(wn: Pick<Wordnet, 'antonyms'>): Opposites {
  return (word) => {
    if (word.length < 3 || !/^[a-z-]+$/.test(word)) return [];
    try {
      return [...new Set([...wn.antonyms(word, 'adjective'), ...wn.antonyms(word, 'adverb')].filter((a) => a.relation === 'antonym' && /^[a-z-]+$/.test(a.word)).map((a) => a.word))];
    } catch {
      return [];
    }
  };
}
