import { describe, expect, it } from 'vitest';
import { sharedWordnet } from '../../src/lexicon/shared-wordnet.js';
import { askFromText } from '../../src/solving/ask.js';
import { exampleContext } from '../../src/solving/example-context.js';
import { isDecline, type Answer, type Decline } from '../../src/solving/solver.js';
import lexicon from './index.js';
import { solveLexicon } from './solve.js';

const wn = sharedWordnet();
const solve = (text: string) => solveLexicon(text, wn);
const answer = (text: string): Answer => {
  const r = solve(text);
  if (isDecline(r)) throw new Error(`declined "${text}": ${r.reason}`);
  return r;
};
const firstLine = (text: string) => (answer(text).content ?? '').split('\n')[0];

describe('lexicon claims', () => {
  it.each([
    ["What does 'ephemeral' mean?", 0.85],
    ['another word for big please', 0.85],
    ["how many r's in strawberry", 0.85],
    ['What is a gazebo?', 0.3],
  ])('claims %j at %d', (text, score) => {
    expect(lexicon.claim(askFromText(text))).toBe(score);
  });

  it.each(['What is 3/4 + 1/8?', 'What is a third of 99?', 'Translate "happy" into French.', 'Make a QR code for hello', 'Solve this sudoku: 53..7....', `define ${'x '.repeat(400)}`])(
    'does not claim %j',
    (text) => {
      expect(lexicon.claim(askFromText(text))).toBe(0);
    },
  );

  it('receives WordNet only because it lists the need', () => {
    expect(lexicon.needs).toEqual(['wordnet']);
  });
});

describe('quoted entries name WordNet and the sense, and are never verified', () => {
  it('defines with the commonest sense first, then senses by part of speech with examples', () => {
    const a = answer("What does 'ephemeral' mean?");
    expect(a).toMatchObject({ verified: false, checked: 'lexicon_lead', canonical: ['definition:ephemeral:adjective', 'definition:ephemeral:noun'] });
    expect(a.content).toContain("'ephemeral' (adjective) means: lasting a very short time.");
    expect(a.content).toContain('Senses in WordNet 3.1:\n- adjective 1: lasting a very short time (e.g. "the ephemeral joys of childhood")\n- noun 1: anything short-lived');
    expect(a.content).toContain('Source: WordNet 3.1 (Princeton University)');
  });

  it('answers the synonym asked in the first line, then synonyms by sense', () => {
    const a = answer("Give me a synonym for 'big'.");
    expect((a.content ?? '').split('\n')[0]).toBe("A synonym of 'big' is 'large'.");
    expect(a.content).toContain('- adjective 1 (above average in size or number or quantity or magnitude or extent): large');
    expect(a.canonical?.[0]).toBe('synonym:big:large');
  });

  it('says which sense a synonym belongs to when it is not the main one', () => {
    expect(firstLine('synonym for house')).toMatch(/^A synonym of 'house' \(in the sense ".+"\) is 'firm'\.$/);
  });

  it('filters by conditions the question puts on the word, or declines those it cannot check', () => {
    expect(firstLine("What's a synonym for 'start' that begins with c?")).toBe("A synonym of 'start' that begins with 'c' is 'commence'.");
    expect(solve("a synonym for 'happy' that rhymes with 'bad'")).toEqual({ reason: 'a condition on rhymes cannot be checked by this solver' });
  });

  it('gives antonyms, direct first, indirect ones naming the head adjective', () => {
    expect(firstLine("What's the opposite of 'hot'?")).toBe("An antonym of 'hot' is 'cold'.");
    expect(answer('opposite of joyless').content).toContain('- adjective 1');
  });

  it('names parts of speech, function words from the bundled list, and the lemma of an inflected form', () => {
    expect(firstLine("What part of speech is 'although'?")).toBe("'although' is a conjunction (subordinating).");
    expect(firstLine('what part of speech is running')).toBe("'running' is a verb (a form of 'run'); it can also be a noun or an adjective.");
    expect(firstLine("Is 'happy' a noun?")).toBe("No: 'happy' is not a noun; it is an adjective.");
    expect(firstLine("Is 'run' a noun or a verb?")).toBe("Both: 'run' can be a verb and a noun, depending on its use.");
  });

  it('repairs a misspelt headword and says so in the caveat', () => {
    const a = answer("What does 'recieve' mean?");
    expect(a.caveat).toBe("Read 'recieve' as 'receive'.");
    expect(a.content).toMatch(/^'receive' \(verb\) means: get something; come into possession of\./);
  });

  it('repairs a misspelt keyword and says so', () => {
    expect(answer('synonim for fast').caveat).toBe("Read 'synonim' as 'synonym'.");
  });

  it('declines unknown words by name, with close words when there are any', () => {
    expect(solve("What does 'flurbinate' mean?")).toEqual({
      reason: "'flurbinate' is not in WordNet 3.1; close words are 'turbinate': ask again with the one you mean",
    });
    expect(solve('define xqzt')).toEqual({ reason: "'xqzt' is not in WordNet 3.1" });
  });

  it('answers spelling questions with the closest common word', () => {
    expect(firstLine('How do you spell recieve?')).toBe("It is spelled 'receive': r-e-c-e-i-v-e.");
    expect(firstLine("Is it 'seperate' or 'separate'?")).toBe("'separate' is the correct spelling: s-e-p-a-r-a-t-e.");
  });

  it('answers "is X a kind of Y?" with the chain of broader terms', () => {
    const a = answer('Is a violin a kind of musical instrument?');
    expect(a.content).toContain("Yes: 'violin' is a kind of 'musical instrument'.");
    expect(a.content).toContain('violin → bowed stringed instrument → stringed instrument → musical instrument');
  });
});

describe('computed word facts are verified', () => {
  it.each([
    ['How many r\'s are in "strawberry"?', "The letter 'r' appears 3 times in 'strawberry': letters 3, 8 and 9 of 10.", 'letter-count:strawberry:r:3'],
    ['How many letters in New York?', "'New York' has 7 letters (8 characters counting spaces).", 'letters:new york:7'],
    ["Are 'dusty' and 'study' anagrams?", "Yes: 'dusty' and 'study' are anagrams; both use the letters d, s, t, u, y.", 'anagram:dusty:study:yes'],
    ['Is "A man, a plan, a canal: Panama" a palindrome?', "Yes: 'A man, a plan, a canal: Panama' is a palindrome (ignoring case, spaces and punctuation).", 'palindrome:a man, a plan, a canal: panama:yes'],
    ['Sort pear, apple and fig alphabetically.', 'In alphabetical order: apple, fig, pear.', 'alphabetical:apple,fig,pear'],
    ['What is the plural of mouse?', "The plural of 'mouse' is 'mice' (irregular, from WordNet 3.1's exception list).", 'plural:mouse:mice'],
    ['find anagrams of listen', "Anagrams of 'listen' in WordNet 3.1's word list: enlist, silent, tinsel.", 'anagrams:listen:enlist,silent,tinsel'],
  ])('%j', (text, first, canonical) => {
    const a = answer(text);
    expect(a).toMatchObject({ verified: true, checked: 'computed' });
    expect((a.content ?? '').split('\n')[0]).toBe(first);
    expect([a.canonical].flat()).toContain(canonical);
  });

  it('says how it counted vowels and sorted phrases', () => {
    expect(answer("Count the vowels in 'rhythm'").caveat).toBe('Vowels are a, e, i, o and u; the y is counted as a consonant.');
    expect(answer('alphabetize: iceberg, ice cream').caveat).toBe(
      'Sorted word by word (a space comes before any letter); letter by letter the order would be iceberg, ice cream.',
    );
  });

  it('declines what it cannot compute', () => {
    const r = solve('plural of information') as Decline;
    expect(r.reason).toBe("'information' is usually uncountable: it has no plural in ordinary use");
  });
});
