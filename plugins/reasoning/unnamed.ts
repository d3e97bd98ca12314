/**
 * Orderings of unnamed objects ("Five books stand on a shelf. The red book is left of the blue one …"):
 * each object is named by the word that tells it apart ("the red book" → Red), the puzzle is read by the
 * ordering family as if those were names, and the answer speaks of the objects again. Every mention must
 * be of one of the objects counted or listed; an odd one out ("the first book") declines.
 */
import { decline, declined, type Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { ordering } from './ordering.js';
import { NUMBER, numberWord } from './words.js';

/** Words that place an object rather than tell it apart. */
const NOT_NAMES = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'last', 'left', 'right', 'middle', 'other', 'same', 'next', 'leftmost', 'rightmost', 'front', 'back', 'end', 'only', 'each', 'every', 'one', 'two', 'three', 'four', 'five', 'six', 'seven']);

/** "boxes" → box, "houses" → house: the singular the text itself uses. */
const singular = (plural: string, text: string) => {
  const forms = [plural.replace(/s$/, ''), plural.replace(/es$/, '')];
  return forms.find((f) => new RegExp(`\\b${f}\\b`, 'i').test(text)) ?? forms[0];
};
const cap = (w: string) => w[0].toUpperCase() + w.slice(1);

/** The text with each object as a capitalised name, the names' phrases, and the noun; null when it is not such a puzzle. */
export function nameObjects(text: string): { text: string; phrase: Map<string, string>; noun: string } | null {
  const counted = text.match(new RegExp(`\\b${NUMBER}\\s+([a-z]+(?:es|s))\\b`, 'i'));
  const listed = text.match(/:\s*((?:an?\s+[a-z]+\s+([a-z]+)(?:\s*,\s*|\s+and\s+))+(?:and\s+)?an?\s+[a-z]+\s+\2)\b/i);
  const noun = listed ? listed[2].toLowerCase() : counted ? singular(counted[2].toLowerCase(), text) : null;
  if (!noun) return null;
  const mention = new RegExp(`\\b(?:the|an?)\\s+([a-z]+)\\s+(?:${noun}|one)\\b|\\bthe\\s+([a-z]+)\\s+and\\s+the\\s+([a-z]+)\\s+${noun}(?:es|s)\\b`, 'gi');
  // "What color is the last house?" asks who is last; a place word is never an object's name.
  const asked = text.replace(new RegExp(`\\b(?:what|which) colou?r is the (${[...NOT_NAMES].join('|')}) ${noun}\\b`, 'gi'), (_m, w: string) => `who is ${w}`);
  const adjectives = new Set<string>();
  for (const m of asked.matchAll(mention)) for (const a of [m[1], m[2], m[3]]) if (a) adjectives.add(a.toLowerCase());
  if ([...adjectives].some((a) => NOT_NAMES.has(a)) || adjectives.size < 2) return null;
  const n = counted ? numberWord(counted[1]) : listed![1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).length;
  if (n !== adjectives.size) return null;
  const phrase = new Map([...adjectives].map((a) => [cap(a), `the ${a} ${noun}`]));
  const named = asked
    .replace(mention, (_m, a?: string, b?: string, c?: string) => (a ? cap(a.toLowerCase()) : `${cap(b!.toLowerCase())} and ${cap(c!.toLowerCase())}`))
    // "Which box is on the left?" asks who.
    .replace(new RegExp(`\\b(?:which|what)\\s+${noun}\\s+(?=is|was|sits|stands|finished|came)`, 'gi'), 'Who ')
    .replace(new RegExp(`\\s+of the ${noun}(?:es|s)\\b`, 'gi'), '');
  return { text: named, phrase, noun };
}

export const unnamed: Family = {
  name: 'unnamed-ordering',
  detect: (t) => {
    const named = nameObjects(t);
    return named !== null && (ordering.detect(named.text) || /\b(?:left|right|leftmost|rightmost|first|last|in front of|behind|between)\b/i.test(named.text));
  },
  solve(text: string): Outcome {
    const named = nameObjects(text);
    if (!named) return decline('unnamed-ordering: the objects are not told apart by one word each');
    const out = ordering.solve(named.text);
    if (declined(out)) return out;
    const names = [...named.phrase.keys()];
    const word = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
    const canon = (c: string) => c.replace(word, (w) => w.toLowerCase());
    return {
      content: out.content.replace(word, (w: string) => named.phrase.get(w)!).replace(/(^|[.:]\s+|\n-?\s*)the /g, (m: string) => m.replace('the', 'The')),
      canonical: typeof out.canonical === 'string' ? canon(out.canonical) : out.canonical.map(canon),
    };
  },
};
