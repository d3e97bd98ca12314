/**
 * Closed-class English words, which WordNet (nouns, verbs, adjectives, adverbs only) leaves out or lists only
 * in rare senses ("can" the container): pronouns, determiners, prepositions, conjunctions, auxiliary verbs
 * and interjections. Each word's classes are in the order a grammar would name them first.
 */

export const CLOSED_CLASSES = ['pronoun', 'determiner', 'preposition', 'conjunction', 'auxiliary verb', 'interjection'] as const;
export type ClosedClass = (typeof CLOSED_CLASSES)[number];

export interface ClosedClassEntry {
  class: ClosedClass;
  /** The kind within the class, e.g. "personal", "modal", "coordinating", "definite article". */
  kind: string;
}

const LISTS: readonly [ClosedClass, string, string][] = [
  ['determiner', 'definite article', 'the'],
  ['determiner', 'indefinite article', 'a an'],
  ['pronoun', 'personal', 'i me you he him she it we us they them thou thee ye'],
  ['pronoun', 'possessive', 'mine yours hers ours theirs thine'],
  ['pronoun', 'reflexive', 'myself yourself himself herself itself ourselves yourselves themselves oneself'],
  ['pronoun', 'relative or interrogative', 'who whom whose whoever whomever'],
  ['determiner', 'possessive', 'my your his her its our their thy'],
  ['pronoun', 'possessive', 'his its'],
  ['determiner', 'demonstrative', 'this that these those'],
  ['pronoun', 'demonstrative', 'this that these those'],
  ['determiner', 'interrogative', 'which what whichever whatever'],
  ['pronoun', 'interrogative', 'which what whichever whatever'],
  ['determiner', 'quantifier', 'some any no every each either neither all both few many much several enough another other'],
  [
    'pronoun',
    'indefinite',
    'anybody anyone anything everybody everyone everything nobody none nothing somebody someone something some any each either neither all both few many much several another others',
  ],
  [
    'preposition',
    'preposition',
    'about above across after against along amid amidst among amongst around as at atop before behind below beneath beside besides between beyond by concerning despite down during except for from in inside into like near of off on onto opposite out outside over past per regarding round since than through throughout till to toward towards under underneath unlike until unto up upon versus via with within without notwithstanding',
  ],
  ['conjunction', 'coordinating', 'and but or nor for so yet'],
  [
    'conjunction',
    'subordinating',
    'after although as because before if lest once since than that though till unless until when whenever where whereas wherever whether while whilst albeit',
  ],
  ['auxiliary verb', 'modal', 'can could may might must shall should will would ought'],
  ['auxiliary verb', 'primary (be)', 'be am is are was were been being'],
  ['auxiliary verb', 'primary (have)', 'have has had having'],
  ['auxiliary verb', 'primary (do)', 'do does did'],
  [
    'auxiliary verb',
    'negative contraction',
    "can't cannot couldn't won't wouldn't shan't shouldn't mustn't mightn't don't doesn't didn't isn't aren't wasn't weren't hasn't haven't hadn't",
  ],
  [
    'interjection',
    'interjection',
    'oh ah aha ahem alas bravo eek gee gosh hey hello hi hmm hooray hurray huh oops ouch ow phew psst shh ugh uh um wow yay yikes yippee whoa whew oi meh duh bye goodbye yes yep nope yeah',
  ],
];

const TABLE: ReadonlyMap<string, readonly ClosedClassEntry[]> = (() => {
  const m = new Map<string, ClosedClassEntry[]>();
  for (const [cls, kind, words] of LISTS) {
    for (const w of words.split(' ')) {
      const list = m.get(w) ?? [];
      if (!list.some((e) => e.class === cls)) list.push({ class: cls, kind });
      m.set(w, list);
    }
  }
  return m;
})();

/** The closed classes a word belongs to (lower-cased lookup), or none. */
export function closedClasses(word: string): readonly ClosedClassEntry[] {
  return TABLE.get(word.trim().toLowerCase().replace(/’/g, "'")) ?? [];
}

/** Every word on the list, e.g. for spelling suggestions ("untill" → "until"). */
export function closedClassWords(): string[] {
  return [...TABLE.keys()];
}
