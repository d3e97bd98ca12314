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
    // Untagged words ("obstinate": no use counted as verb or adjective) go by how many senses each part of speech has.
    .sort((a, b) => first(a.g, b.g) || b.g.frequency - a.g.frequency || asWritten(b.g) - asWritten(a.g) || b.g.senses.length - a.g.senses.length || a.i - b.i)
    .map((x) => x.g);
}

/**
 * Whether the word as written is a lemma only in a rare use while it is mostly a form of a common one: "said"
 * (an adjective the corpus tagged twice) is the past of "say" (tagged 2,167 times). Then the base form's senses
 * answer "another word for 'said'"; "bored" and "tired" stay adjectives.
 */
export function writtenIsMinor(wn: Wordnet, word: string): boolean {
  const key = word.toLowerCase();
  const lemmas = wn.lemmas(word);
  if (!lemmas.some((l) => l.lemma.toLowerCase() === key)) return false;
  const written = lemmas.filter((l) => l.lemma.toLowerCase() === key).reduce((n, l) => n + wn.frequency(l.lemma, l.pos), 0);
  const base = Math.max(0, ...lemmas.filter((l) => l.lemma.toLowerCase() !== key).map((l) => wn.frequency(l.lemma, l.pos)));
  return written <= 5 && base >= 100 * (written + 1);
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
