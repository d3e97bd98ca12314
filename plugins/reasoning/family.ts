/** One family of logic puzzles: a cheap test on the raw text, and the solver that answers or declines. */
import type { Outcome } from '../../src/plugin-api.js';
import type { Wordnet } from '../../src/lexicon/wordnet.js';

/** What a family may consult besides the text: WordNet, for families that place words in categories. */
export interface FamilyContext {
  wordnet?: Wordnet;
}

export interface Family {
  name: string;
  /** Cheap test on the raw text: does this look like the family's question? */
  detect(text: string): boolean;
  solve(text: string, ctx?: FamilyContext): Outcome;
}
