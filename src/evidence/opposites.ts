/**
 * Opposites of a claim's words from WordNet's direct antonyms of adjectives and adverbs (`hot` → `cold`,
 * `visible` → `invisible`), single words only: verb antonyms (get/leave, give/take) say too little about a claim.
 */
import type { Wordnet } from '../lexicon/wordnet.js';
import type { Equivalents, Opposites } from './stance.js';

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

/**
 * Words a claim word may be written as on a page, from WordNet: the other words of its main senses ("finish":
 * "complete"; "select": "choose") — not the looser words of an adjective cluster ("microscopic" is listed
 * near "visible") — and its derived forms ("fly": "flight", "truly": "true"); each in the claim word's own degree
 * ("biggest": "largest") and with irregular forms ("chosen", "built"). A word WordNet lists as an opposite of the
 * claim word in any sense is never one of them.
 */
export function lexiconEquivalents(wn: Pick<Wordnet, 'lemmas' | 'senses' | 'usage' | 'irregularForms' | 'antonyms' | 'synset'>): Equivalents {
  return (word) => {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
    try {
      return equivalentsOf(wn, word);
    } catch {
      return [];
    }
  };
}

/** A sense counts when it is the word's first, or a second one the tagged corpus uses often (a fifth of its uses). */
const MAIN_SENSE_USE = 5;
const MAIN_SENSE_SHARE = 0.2;
const single = (w: string) => /^[a-z]+$/.test(w);

function degreeForm(wn: Pick<Wordnet, 'irregularForms'>, adjective: string, degree: 'er' | 'est' | ''): string {
  if (!degree) return adjective;
  const irregular = wn.irregularForms(adjective, 'adjective').find((f) => f.endsWith(degree));
  if (irregular) return irregular;
  if (adjective.endsWith('e')) return `${adjective}${degree.slice(1)}`;
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}i${degree}`;
  return `${adjective}${degree}`;
}

function equivalentsOf(wn: Pick<Wordnet, 'lemmas' | 'senses' | 'usage' | 'irregularForms' | 'antonyms' | 'synset'>, word: string): string[] {
  const out = new Set<string>();
  for (const { lemma, pos } of wn.lemmas(word)) {
    const key = lemma.toLowerCase();
    const opposite = new Set(wn.antonyms(lemma, pos).map((a) => a.word.toLowerCase()));
    const degree = pos === 'adjective' && key !== word ? (word.endsWith('est') ? 'est' : word.endsWith('er') ? 'er' : null) : '';
    if (degree === null) continue;
    const add = (w: string) => {
      const x = w.toLowerCase();
      if (!single(x) || x === key || opposite.has(x)) return;
      if (pos === 'adjective') out.add(degreeForm(wn, x, degree));
      else {
        out.add(x);
        // Irregular forms of verbs ("chosen", "built") and nouns; an adverb's ("better" for "well") change the degree.
        if (pos === 'verb' || pos === 'noun') for (const f of wn.irregularForms(x, pos)) if (single(f)) out.add(f);
      }
    };
    const senses = wn.senses(lemma, pos).filter((s) => s.lemma.toLowerCase() === key);
    const total = senses.reduce((n, s) => n + wn.usage(s.lemma, s.synset), 0);
    const main = senses.filter((s) => s.number === 1 || (s.number === 2 && wn.usage(s.lemma, s.synset) >= Math.max(MAIN_SENSE_USE, MAIN_SENSE_SHARE * total)));
    for (const s of main) {
      s.synset.words.forEach(add);
      const at = s.synset.words.findIndex((w) => w.toLowerCase() === key) + 1;
      for (const p of s.synset.pointers) {
        const target = wn.synset(p.pos, p.offset);
        // Derived forms ("fly" → "flight") and an adverb's adjective ("truly" → "true"), from this word only.
        if ((p.symbol === '+' || p.symbol === '\\') && p.source === at && p.target > 0 && !degree) {
          const derived = target.words[p.target - 1]!.toLowerCase();
          if (single(derived) && !opposite.has(derived)) out.add(derived);
        }
      }
    }
  }
  out.delete(word);
  return [...out];
}
