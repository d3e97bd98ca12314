import { describe, expect, it } from 'vitest';
import { sharedWordnet } from './shared-wordnet.js';
import { clearRepair, nearestWords, typoLikelihood } from './typo-repair.js';

describe('typoLikelihood', () => {
  it.each([
    ['recieve', 'receive', 3],
    ['acomodate', 'acommodate', 3],
    ['untill', 'until', 3],
    ['seperate', 'separate', 2],
    ['rythm', 'rhythm', 2],
    ['sonder', 'solder', 1],
    ['sonder', 'wonder', 0],
    ['dress', 'adress', 0],
    ['cat', 'dog', 0],
  ])('%j → %j is %i', (written, word, likely) => {
    expect(typoLikelihood(written, word)).toBe(likely);
  });
});

describe('clearRepair against WordNet and the function words', () => {
  const wn = sharedWordnet();
  const repair = (w: string) => clearRepair(w, nearestWords(wn, w));

  it.each([
    ['recieve', 'receive'],
    ['definately', 'definitely'],
    ['seperate', 'separate'],
    ['hapy', 'happy'],
    ['wierd', 'weird'],
    ['wich', 'which'],
    ['thier', 'their'],
    ['ubiquitus', 'ubiquitous'],
    ['tommorow', 'tomorrow'],
    ['adress', 'address'],
  ])('repairs %j as %j', (written, word) => {
    expect(repair(written)).toBe(word);
  });

  it.each(['sonder', 'flurbinate', 'hungery', 'xqzt', 'glorfindel', 'cat'])('leaves %j alone', (written) => {
    expect(repair(written)).toBeNull();
  });
});
