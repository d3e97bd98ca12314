import { describe, expect, it } from 'vitest';
import { pluralOf, singularOf } from './noun-number.js';
import { sharedWordnet } from './shared-wordnet.js';

const wn = sharedWordnet();

describe('pluralOf', () => {
  it.each([
    ['mouse', ['mice']],
    ['child', ['children']],
    ['knife', ['knives']],
    ['potato', ['potatoes']],
    ['cactus', ['cacti']],
    ['person', ['people', 'persons']],
    ['sheep', ['sheep']],
    ['fish', ['fish', 'fishes']],
    ['box', ['boxes']],
    ['church', ['churches']],
    ['stomach', ['stomachs']],
    ['baby', ['babies']],
    ['day', ['days']],
    ['roof', ['roofs']],
    ['piano', ['pianos']],
    ['fireman', ['firemen']],
    ['woman', ['women']],
    ['human', ['humans']],
    ['bus', ['buses', 'busses']],
    ['iris', ['irides']],
  ])('%s → %j', (noun, forms) => {
    expect(pluralOf(wn, noun)).toMatchObject({ forms });
  });

  it.each([
    ['information', 'uncountable'],
    ['mother-in-law', 'compound'],
    ['quickly', 'not a noun'],
    ['scissors', 'already be a plural'],
    ['yeoman', '-men or -mans'],
    ['trellis', 'Greek -is noun'],
  ])('declines %s (%s)', (noun, why) => {
    const r = pluralOf(wn, noun);
    expect('reason' in r && r.reason).toContain(why);
  });
});

describe('singularOf', () => {
  it.each([
    ['mice', ['mouse']],
    ['geese', ['goose']],
    ['people', ['person']],
    ['buses', ['bus']],
    ['glasses', ['glass']],
    ['phenomena', ['phenomenon']],
    ['sheep', ['sheep']],
  ])('%s → %j', (noun, forms) => {
    expect(singularOf(wn, noun)).toMatchObject({ forms });
  });

  it('says a singular noun is one already', () => {
    expect(singularOf(wn, 'cat')).toEqual({ reason: "'cat' is already a singular noun in WordNet 3.1" });
  });
});
