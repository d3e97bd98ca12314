/**
 * The WordNet service every solver reaches through its context (need name `wordnet`): senses with gloss and
 * examples, synonyms, antonyms, broader and narrower terms, and the "is X a kind of Y?" chain. Lookups take
 * words as written: WordNet's morphology (exception lists, then detachment rules) finds the lemma.
 */

import type { Gloss } from './gloss-list.js';

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type Pos = (typeof PARTS_OF_SPEECH)[number];

/** A pointer from one synset (or one of its words) to another. */
export interface Pointer {
  /** WordNet's symbol: `!` antonym, `@` hypernym, `@i` instance hypernym, `~` hyponym, `&` similar to, … */
  symbol: string;
  pos: Pos;
  offset: number;
  /** 1-based word in this synset the pointer starts from; 0 for a pointer between whole synsets. */
  source: number;
  /** 1-based word in the target synset; 0 for the whole synset. */
  target: number;
}

export interface Synset {
  pos: Pos;
  offset: number;
  /** An adjective satellite (WordNet's `s`): its antonyms come through the head adjective it is similar to. */
  satellite: boolean;
  /** Members, spaces for WordNet's underscores, adjective markers such as `(p)` removed. */
  words: readonly string[];
  /** The definition part of the gloss. */
  definition: string;
  /** The quoted example sentences of the gloss. */
  examples: readonly string[];
  pointers: readonly Pointer[];
}

export interface Sense {
  /** The lemma as WordNet lists it, spaces for underscores. */
  lemma: string;
  pos: Pos;
  /** 1-based sense number within the lemma's part of speech; WordNet orders senses by tagged frequency. */
  number: number;
  synset: Synset;
}

export interface Lemma {
  lemma: string;
  pos: Pos;
}

/**
 * How a word relates to the asked one: `synonym` shares its synset; `similar` is in an adjective satellite of
 * its synset (or the head of its own); `see also` is in an adjective synset WordNet points to as related;
 * `antonym` is a lexical antonym; `indirect antonym` is the antonym of the head a satellite is similar to.
 */
export type Relation = 'synonym' | 'similar' | 'see also' | 'antonym' | 'indirect antonym';

/** A word related to a sense of the asked word, with the sense it belongs to. */
export interface RelatedWord {
  word: string;
  relation: Relation;
  /** The asked word's sense the relation starts from. */
  from: Sense;
  /** The synset the related word is listed in. */
  synset: Synset;
  /** For an indirect antonym: the head adjective whose antonym it is. */
  via?: string;
}

/** How `word` reaches `category` by broader terms: the chain of synsets, word sense first. */
export interface KindPath {
  sense: Sense;
  chain: readonly Synset[];
}

export interface Suggestion {
  word: string;
  distance: number;
  /** Tagged-corpus frequency (higher is more common); ties in distance go to the commoner word. */
  frequency: number;
}

export interface Wordnet {
  /** What answers cite, e.g. "WordNet 3.1". */
  readonly source: string;
  /** The word's lemmas: itself when listed, then base forms from the exception lists and detachment rules. */
  lemmas(word: string, pos?: Pos): Lemma[];
  /** Senses of the word's lemmas, in WordNet's order within each lemma and part of speech. */
  senses(word: string, pos?: Pos): Sense[];
  /** One synset by its part of speech and offset in the data file. */
  synset(pos: Pos, offset: number): Synset;
  /** Other members of the word's synsets, per sense (adjectives also give their similar satellites). */
  synonyms(word: string, pos?: Pos): RelatedWord[];
  /** Lexical antonyms of the word's senses; satellites give their head's antonyms as indirect ones. */
  antonyms(word: string, pos?: Pos): RelatedWord[];
  /** Broader terms (hypernyms and instance hypernyms) of one sense. */
  broader(sense: Sense): Synset[];
  /** Narrower terms (hyponyms and instances) of one sense. */
  narrower(sense: Sense): Synset[];
  /** Whether some noun sense of `word` has a sense of `category` among its broader terms; the first chain found. */
  kindOf(word: string, category: string): KindPath | null;
  /** Tagged-corpus frequency of a lemma over its senses (of one part of speech if given); 0 when unattested. */
  frequency(lemma: string, pos?: Pos): number;
  /** How often the tagged corpus used this lemma in this synset (WordNet's tag count); 0 when never. */
  usage(lemma: string, synset: Synset): number;
  /** Whether WordNet lists the word as written, or one of its base forms. */
  knows(word: string): boolean;
  /** Closest single-word lemmas to a misspelt word, best first: within `maxEdits`, by default as its length allows. */
  suggestions(word: string, limit?: number, maxEdits?: number): Suggestion[];
  /** Single-word lemmas made of exactly the same letters, other than the word itself. */
  anagrams(word: string): string[];
  /** Irregular forms the exception lists give for a lemma: "geese" for the noun "goose", "ran" for "run". */
  irregularForms(lemma: string, pos: Pos): string[];
  /** Every synset's definition, lower-cased (read on first use): for finding a word from a description. */
  glosses(): readonly Gloss[];
}
