/** Verdicts from sentences in many wordings: what supports, what refutes, and what stays related (never a guess). */
import { describe, expect, it } from 'vitest';
import { sharedWordnet } from '../lexicon/shared-wordnet.js';
import { lexiconEquivalents, lexiconOpposites } from './opposites.js';
import { splitSentences } from './sentences.js';
import { weighClaim, type Verdict } from './weigh.js';

const opposites = lexiconOpposites(sharedWordnet());
const equivalents = lexiconEquivalents(sharedWordnet());
const verdict = (claim: string, ...pages: string[]) => weighClaim(claim, pages.map((text, i) => ({ url: `u${i}`, title: null, paragraphs: [text] })), [], opposites, equivalents);

describe('weighClaim', () => {
  it.each<[string, string, Verdict]>([
    ['Water boils at 100 degrees Celsius at sea level.', 'At sea level, water boils at 100 °C (212 °F).', 'supported'],
    ['Water boils at 90 degrees Celsius at sea level.', 'At sea level, water boils at 100 degrees Celsius.', 'refuted'],
    ['The Great Wall of China is visible from space.', "The Great Wall of China isn't visible from space with the naked eye.", 'refuted'],
    ['The Great Wall of China is visible from space.', 'It is a myth that the Great Wall of China is visible from space.', 'refuted'],
    ['The Great Wall of China is visible from space.', 'Some people believe the Great Wall of China is visible from space.', 'not_enough_evidence'],
    ['The capital of Australia is Sydney.', 'The capital of Australia is Canberra.', 'refuted'],
    ['The capital of Australia is Canberra.', 'The capital of Australia is Canberra, not Sydney.', 'supported'],
    ['Neil Armstrong walked on the Moon in 1969.', 'Neil Armstrong walked on the Moon on July 20, 1969.', 'supported'],
    ['Neil Armstrong walked on the Moon in 1970.', 'Neil Armstrong walked on the Moon on July 20, 1969.', 'refuted'],
    ['The Sun is cold.', 'The Sun is very hot.', 'refuted'],
    ['There are eight planets in the Solar System.', 'The Solar System has 8 planets.', 'supported'],
    ['Bananas are berries.', 'Botanically, bananas are berries, while strawberries are not.', 'supported'],
    ['Strawberries are berries.', 'Botanically, bananas are berries, while strawberries are not.', 'not_enough_evidence'],
    ['Jupiter is the smallest planet.', 'Jupiter is the largest planet.', 'refuted'],
    ['Jupiter is the smallest planet.', 'Mercury, Venus, Earth and Jupiter are planets.', 'not_enough_evidence'],
    ['The Eiffel Tower is in Paris.', 'Paris is the capital of France.', 'not_enough_evidence'],
    ['The population is 1,000,000.', 'The population is 1,002,000 according to the census.', 'supported'],
    // A "not" denies the words it reaches, not the whole sentence.
    ['Bats can see.', 'Bats are not blind: most species can see, and many also use echolocation.', 'supported'],
    ['Bats are blind.', 'Bats are not blind: most species can see.', 'refuted'],
    ['Honey is visible without a microscope.', 'Honey is visible to anyone, without a microscope or a lens.', 'supported'],
    ['Bats are blind.', 'Bats are not, as far as the zoologists who study them can tell, blind.', 'not_enough_evidence'],
    ['Bats are blind.', 'Bats are not at all, whatever people say, blind.', 'not_enough_evidence'],
    // A name in an aside is not the sentence's subject, and a name-first claim is compared with the role it claims.
    ['Melbourne is the capital city of Australia.', 'The capital of Australia is Canberra, a planned city chosen as a compromise between Sydney and Melbourne.', 'refuted'],
    ["Sydney is Australia's capital.", 'The capital of Australia is Canberra, a planned city chosen as a compromise between Sydney and Melbourne.', 'refuted'],
    ['Canberra was chosen as a compromise between Sydney and Melbourne.', 'The capital of Australia is Canberra, a planned city chosen as a compromise between Sydney and Melbourne.', 'supported'],
    ['Melbourne is a city in Australia.', 'The capital of Australia is Canberra, a planned city chosen as a compromise between Sydney and Melbourne.', 'not_enough_evidence'],
    // "a dwarf planet" is not "a planet".
    ['Pluto is a planet.', 'Pluto was reclassified as a dwarf planet in 2006.', 'not_enough_evidence'],
    ['Pluto is not a planet.', 'Pluto was reclassified as a dwarf planet in 2006.', 'not_enough_evidence'],
    ['Mars is not a planet.', 'The Solar System has eight planets: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune.', 'refuted'],
    ['The Great Wall of China is invisible from space.', 'Contrary to a popular belief, the Great Wall of China is not visible from space.', 'supported'],
    ['The Sun is cold.', 'The Sun is not hot.', 'not_enough_evidence'],
    // The same thing in other words: synonyms of the claim's words in their main senses, degrees kept, derived
    // and irregular forms, verbs of having, numbers in words; negations and opposites still flip.
    ['The Eiffel Tower was finished in 1889.', 'The Eiffel Tower was completed in 1889 for the World Fair.', 'supported'],
    ['The Eiffel Tower was not finished in 1889.', 'The Eiffel Tower was completed in 1889 for the World Fair.', 'refuted'],
    ['The Eiffel Tower was started in 1889.', 'The Eiffel Tower was completed in 1889 for the World Fair.', 'not_enough_evidence'],
    ['Jupiter is the biggest planet in the Solar System.', 'Jupiter is the largest planet in the Solar System.', 'supported'],
    ['Jupiter is a bigger planet than Earth.', 'Jupiter is the largest planet in the Solar System.', 'not_enough_evidence'],
    ['Sydney is the smallest city in Australia.', 'Sydney is the largest city in Australia.', 'refuted'],
    ['Canberra was selected as a compromise.', 'Canberra was chosen as a compromise between Sydney and Melbourne.', 'supported'],
    ['The Great Wall was constructed across the northern borders.', 'The Great Wall is a series of fortifications built across the northern borders.', 'supported'],
    ['Honey is produced by bees.', 'Honey is a sweet substance made by honey bees.', 'supported'],
    ['The wall is difficult to see from orbit.', 'Astronauts say the wall is very hard to see even from low Earth orbit.', 'supported'],
    ['The wall is easy to see from orbit.', 'Astronauts say the wall is very hard to see even from low Earth orbit.', 'refuted'],
    ['The Solar System contains eight planets.', 'The Solar System has eight planets.', 'supported'],
    ['The Solar System includes nine planets.', 'The Solar System has eight planets.', 'refuted'],
    ['The tower is three hundred and thirty metres tall.', 'The tower is 330 metres tall including its antennas.', 'supported'],
    ['Pluto was reclassified in two thousand six.', 'Pluto was reclassified as a dwarf planet in 2006.', 'supported'],
    // Degrees on one scale are no clash with degrees on the other; a word that measures a figure is no synonym ("level": "degree").
    ['Water boils at 212 degrees Fahrenheit at sea level.', 'At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit).', 'supported'],
    ['Water boils at 212 degrees Fahrenheit at sea level.', 'Water boils at 100 degrees Celsius at sea level.', 'not_enough_evidence'],
    ['Water boils at 100 degrees Fahrenheit at sea level.', 'At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit).', 'refuted'],
    ['Water boils at 212 degrees Fahrenheit at sea level.', 'On the summit of Mount Everest water boils at about 70 degrees Celsius.', 'not_enough_evidence'],
  ])('%s against "%s": %s', (claim, page, want) => {
    expect(verdict(claim, page).verdict).toBe(want);
  });

  it('is mixed when pages disagree, and counts what each page says', () => {
    const w = verdict('Water boils at 100 degrees Celsius at sea level', 'Water boils at 100 degrees Celsius at sea level.', 'Water boils at 90 degrees Celsius at sea level.', 'Bread is baked.');
    expect(w).toMatchObject({ verdict: 'mixed', confidence: 0.5, summary: 'Mixed: 1 of 3 sources supports it, 1 refutes it.' });
    expect(w.sources.map((s) => s.stance)).toEqual(['supports', 'refutes', 'unrelated']);
  });

  it('quotes deciding sentences first, at most three', () => {
    const w = verdict('Honey does not spoil when sealed', 'Honey is sweet. Honey keeps for years. Sealed honey does not spoil. Honey never spoils when it is sealed.');
    expect(w.sources[0]!.quotes.map((q) => q.stance)).toEqual(['supports', 'supports']);
    expect(w.verdict).toBe('supported');
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends, not at abbreviations, initials or decimals', () => {
    expect(splitSentences('Dr. Smith measured 3.5 kg. It was J. R. R. Tolkien! Was it e.g. late? Yes.')).toEqual(['Dr. Smith measured 3.5 kg.', 'It was J. R. R. Tolkien!', 'Was it e.g. late?', 'Yes.']);
  });
});
