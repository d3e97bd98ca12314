/** How lexicon replies are worded and marked: quoted entries name their source and sense; facts are computed. */
import type { Sense, Synset, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import type { Resolution, Resolved } from './headword.js';

/** A WordNet sense as cited: "adjective 1: lasting a very short time". */
export function senseName(s: Sense): string {
  return `${s.pos} ${s.number}`;
}

export function gloss(synset: Synset): string {
  return synset.definition || synset.words.join(', ');
}

export function quote(word: string): string {
  return `'${word}'`;
}

/** "a, b and c" */
export function listing(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** An entry quoted from WordNet: not checked by the service, so never verified. */
export function quoted(wn: Wordnet, lines: readonly string[], canonical: string | readonly string[], caveat?: string): Answer {
  const content = `${lines.join('\n')}\n\nSource: ${wn.source} (Princeton University), quoted as listed.`;
  return withCaveat({ content, verified: false, checked: 'lexicon_lead', canonical }, caveat);
}

/** A fact computed from the letters themselves. */
export function computed(lines: readonly string[], canonical: string | readonly string[], caveat?: string): Answer {
  return withCaveat({ content: lines.join('\n'), verified: true, checked: 'computed', canonical }, caveat);
}

export function withCaveat(answer: Answer, caveat?: string): Answer {
  return caveat ? { ...answer, caveat: answer.caveat ? `${caveat} ${answer.caveat}` : caveat } : answer;
}

/** Says how a misspelt word was read, for the receipt's caveat. */
export function repairNote(r: Resolved): string | undefined {
  return r.repaired ? `Read ${quote(r.repaired.from)} as ${quote(r.repaired.to)}.` : undefined;
}

/** The decline for a word nobody knows, naming it and any close words. */
export function unknownWord(wn: Wordnet, r: Exclude<Resolution, Resolved>): Decline {
  const near = r.suggestions.slice(0, 3).map((s) => quote(s.word));
  const hint = near.length ? `; close words are ${listing(near, 'or')}: ask again with the one you mean` : '';
  return decline(`${quote(r.unknown)} is not in ${wn.source}${hint}`);
}

export function isResolved(r: Resolution): r is Resolved {
  return 'word' in r;
}
