/**
 * lexicon: word questions from WordNet (meanings, synonyms, antonyms, parts of speech, broader and narrower
 * terms, examples, spelling), quoted and citing the sense; and facts computed from the letters (counts,
 * anagrams, palindromes, alphabetical order, plurals). WordNet comes through the context (need `wordnet`).
 */
import { askText, definePlugin } from '../../src/plugin-api.js';
import { lexiconScore, solveLexicon } from './solve.js';

const lexicon = definePlugin({
  name: 'lexicon',
  summary:
    'Answers word questions from WordNet (meanings, synonyms, antonyms, parts of speech, broader and narrower terms, examples, spelling) and computes word facts (letter counts, anagrams, palindromes, alphabetical order, plurals).',
  examples: {
    claims: [
      { ask: "What does 'ephemeral' mean?", expect: "'ephemeral' (adjective) means: lasting a very short time." },
      { ask: "Give me a synonym for 'big'.", expect: "A synonym of 'big' is 'large'." },
      { ask: "What's the opposite of 'hot'?", expect: "An antonym of 'hot' is 'cold'." },
      { ask: "What part of speech is 'quickly'?", expect: "'quickly' is an adverb." },
      { ask: 'What part of speech is "although"?', expect: "'although' is a conjunction (subordinating)." },
      { ask: "Is 'run' a noun or a verb?", expect: "Both: 'run' can be a verb and a noun" },
      { ask: 'How many r\'s are in "strawberry"?', expect: "The letter 'r' appears 3 times in 'strawberry'" },
      { ask: 'What is the plural of mouse?', expect: "The plural of 'mouse' is 'mice'" },
      { ask: "What does 'recieve' mean?", expect: "'receive' (verb) means:" },
    ],
    declines: [{ ask: "What does 'flurbinate' mean?" }, { ask: 'What is 3/4 + 1/8?' }, { ask: 'Translate "happy" into French.' }],
  },
  needs: ['wordnet'],
  claim(ask) {
    return lexiconScore(askText(ask));
  },
  answer(ask, ctx) {
    return solveLexicon(askText(ask), ctx.wordnet);
  },
});

export default lexicon;
