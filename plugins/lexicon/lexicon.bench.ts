// `npx vitest bench plugins/lexicon`: the claim every chat turn pays, and whole answers; printed, never asserted.
import { bench, describe } from 'vitest';
import { sharedWordnet } from '../../src/lexicon/shared-wordnet.js';
import { lexiconScore, solveLexicon } from './solve.js';

const wn = sharedWordnet();
solveLexicon('how do you spell recieve', wn);

describe('lexicon in-process', () => {
  bench('claim: a question for another solver (every turn pays this)', () => {
    lexiconScore('Sam has 3 apples and buys 5 more. How many apples does he have?');
  });
  bench('claim: a word question', () => {
    lexiconScore("What's another word for 'happy'?");
  });
  bench('answer: synonyms of "happy"', () => {
    solveLexicon("What's another word for 'happy'?", wn);
  });
  bench('answer: definition of "run" (57 senses)', () => {
    solveLexicon("What does 'run' mean?", wn);
  });
  bench('answer: a misspelt headword repaired', () => {
    solveLexicon("What does 'recieve' mean?", wn);
  });
});
