/**
 * WordNet's morphology (morphy(7WN)): a word's base forms are those its exception list gives, else those the
 * detachment rules make, kept only when WordNet lists them. Pure: the caller says what WordNet has.
 */
import type { Pos } from './wordnet.js';

/** Detachment rules in morphy's order: [suffix, replacement]. */
const RULES: Record<Pos, readonly (readonly [string, string])[]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adjective: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adverb: [],
};

export interface MorphySources {
  /** Whether WordNet lists `lemma` (lower case, underscores for spaces) in this part of speech. */
  has(lemma: string, pos: Pos): boolean;
  /** The exception list's base forms of an inflected word, or none. */
  exceptions(word: string, pos: Pos): readonly string[];
}

function detach(word: string, pos: Pos): string[] {
  const out: string[] = [];
  for (const [suffix, replacement] of RULES[pos]) {
    if (word.length > suffix.length && word.endsWith(suffix)) out.push(word.slice(0, word.length - suffix.length) + replacement);
  }
  return out;
}

/** Base forms of one token: exceptions first; rules only when the exception list has nothing. */
function morphToken(word: string, pos: Pos, src: MorphySources): string[] {
  const listed = src.exceptions(word, pos);
  if (listed.length) return [...listed];
  // morphy leaves short words and nouns in -ss alone ("glass" is not the plural of "glas").
  if (word.length <= 2 || (pos === 'noun' && word.endsWith('ss'))) return [];
  // "boxesful" is the measure of "boxful": morph what precedes -ful.
  if (pos === 'noun' && word.endsWith('ful') && word.length > 3) return morphToken(word.slice(0, -3), pos, src).map((b) => `${b}ful`);
  return detach(word, pos);
}

/** Candidate base forms of a phrase: nouns inflect their last word, verbs their first ("ran away"). */
function candidates(key: string, pos: Pos, src: MorphySources): string[] {
  const parts = key.split('_');
  if (parts.length === 1) return morphToken(key, pos, src);
  const at = pos === 'verb' ? 0 : parts.length - 1;
  return morphToken(parts[at], pos, src).map((b) => parts.map((p, i) => (i === at ? b : p)).join('_'));
}

/** Every lemma WordNet has for `key` in `pos`: the key itself when listed, then its base forms. */
export function morphy(key: string, pos: Pos, src: MorphySources): string[] {
  const found: string[] = [];
  const add = (k: string) => {
    if (!found.includes(k) && src.has(k, pos)) found.push(k);
  };
  add(key);
  for (const base of src.exceptions(key, pos).length ? src.exceptions(key, pos) : candidates(key, pos, src)) add(base);
  return found;
}
