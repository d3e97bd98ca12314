/** A word's WordNet senses grouped by lemma and part of speech, commonest part of speech first. */
import { closedClasses, type ClosedClassEntry } from '../../src/lexicon/closed-class.js';
import type { Pos, Sense, Wordnet } from '../../src/lexicon/wordnet.js';

export interface SenseGroup {
  lemma: string;
  pos: Pos;
  senses: Sense[];
  /** Tagged-corpus count of this lemma in this part of speech. */
  frequency: number;
}

/**
 * Groups in order of use: the commonest lemma and part of speech first; WordNet's order breaks ties. With
 * `writtenFirst`, lemmas spelled as the word was come before its base forms ("better" before "good").
 */
export function senseGroups(wn: Wordnet, word: string, pos?: Pos, writtenFirst = false): SenseGroup[] {
  const groups: SenseGroup[] = [];
  for (const s of wn.senses(word, pos)) {
    // An acronym is not inflected: "was" is no plural of "WA", nor "does" of "DOE".
    if (s.lemma.toLowerCase() !== word.toLowerCase() && s.lemma === s.lemma.toUpperCase()) continue;
    const key = s.lemma.toLowerCase();
    let g = groups.find((x) => x.lemma.toLowerCase() === key && x.pos === s.pos);
    if (!g) groups.push((g = { lemma: s.lemma, pos: s.pos, senses: [], frequency: wn.frequency(s.lemma, s.pos) }));
    g.senses.push(s);
  }
  const asWritten = (g: SenseGroup) => (g.lemma.toLowerCase() === word.toLowerCase() ? 1 : 0);
  const first = (a: SenseGroup, b: SenseGroup) => (writtenFirst ? asWritten(b) - asWritten(a) : 0);
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => first(a.g, b.g) || b.g.frequency - a.g.frequency || asWritten(b.g) - asWritten(a.g) || a.i - b.i)
    .map((x) => x.g);
}

/** Every class a word belongs to: closed classes from the bundled list, then WordNet's parts of speech. */
export interface WordClasses {
  closed: readonly ClosedClassEntry[];
  groups: SenseGroup[];
}

export function wordClasses(wn: Wordnet, word: string): WordClasses {
  return { closed: closedClasses(word), groups: senseGroups(wn, word) };
}

/** Class names in answer order, each once: closed classes first (they are what grammars name), then WordNet's. */
export function classNames(c: WordClasses): string[] {
  const names = [...c.closed.map((e) => e.class), ...c.groups.map((g) => g.pos)];
  return names.filter((n, i) => names.indexOf(n) === i);
}
