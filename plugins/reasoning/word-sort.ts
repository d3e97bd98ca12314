/**
 * Sorting a list of words given one after another ("List: syndrome therefrom"); comma lists are the lexicon
 * solver's, by the same rule, stated in every reply: letters compared without regard to case or accents, a
 * word that is a prefix of another first, words equal but for case in the order given, repeats kept. The
 * sorted list is re-checked pairwise and as a permutation of the input.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const ASK = /\b(?:sort|order|arrange|alphabeti[sz]e|put)\b[^.?!\n]*?\b(?:alphabetical(?:ly)?|a\s*(?:-|to)\s*z|z\s*(?:-|to)\s*a|dictionary order|lexicographic(?:al(?:ly)?)?)|\balphabeti[sz]e\b|\balphabetical order\b/i;

const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Array.prototype.sort is stable, so words with equal keys keep the order given. */
const compare = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function words(text: string): string[] | null {
  const list = text.match(/\blist\s*:\s*([\s\S]+)$/i) ?? text.match(/:\s*([\s\S]+)$/);
  if (!list) return null;
  const body = list[1].replace(/[.?!]\s*$/, '').trim();
  const ws = body.split(/[\s,;]+(?:and\s+)?/).map((w) => w.replace(/^["'“‘(]+|["'”’),.]+$/g, '')).filter(Boolean);
  if (ws.length < 2 || !ws.every((w) => /^[A-Za-z][A-Za-z'-]*$/.test(w))) return null;
  return ws;
}

export const wordSort: Family = {
  name: 'word-sort',
  detect: (t) => ASK.test(t) && /:/.test(t),
  solve(text: string): Outcome {
    const ws = words(text);
    if (!ws) return decline('word-sort: no list of words found after a colon (e.g. "Sort alphabetically: pear apple fig")');
    const reverse = /\bz\s*(?:-|to)\s*a\b|reverse(?:d)? (?:alphabetical|order)|descending/i.test(text);
    const sorted = [...ws].sort((a, b) => (reverse ? compare(b, a) : compare(a, b)));
    const ok = sorted.every((w, i) => i === 0 || (reverse ? compare(sorted[i - 1], w) >= 0 : compare(sorted[i - 1], w) <= 0)) && [...sorted].sort().join() === [...ws].sort().join();
    if (!ok) throw new Error('word sort failed its check');
    const out = sorted.join(' ');
    return {
      content: `${out}\n${ws.length} words, ${reverse ? 'Z to A' : 'A to Z'}: letters compared ignoring case and accents, a prefix before the longer word, words equal but for case in the order given, repeats kept.`,
      canonical: out,
    };
  },
};
