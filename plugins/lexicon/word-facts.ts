/** Facts computed from the letters themselves: counts, palindromes, reversals, anagrams, alphabetical order. */
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import { computed, listing, quote } from './reply.js';

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Letters as a reader counts them: accents folded ("café" has an e), everything but letters left out. */
export function lettersOf(text: string): string[] {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].filter((c) => /\p{L}/u.test(c));
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function ordinalList(positions: number[]): string {
  return listing(positions.map(String));
}

export function letterCount(target: string): Answer | Decline {
  const letters = lettersOf(target);
  if (!letters.length) return decline(`${quote(target)} has no letters to count`);
  const chars = [...target].length;
  const note = chars !== letters.length ? ` (${plural(chars, 'character')} counting ${listing([...new Set([...target].filter((c) => !/\p{L}/u.test(c)).map((c) => (c === ' ' ? 'spaces' : quote(c))))])})` : '';
  return computed([`${quote(target)} has ${plural(letters.length, 'letter')}${note}.`], `letters:${target.toLowerCase()}:${letters.length}`);
}

export function endLetter(target: string, end: 'first' | 'last'): Answer | Decline {
  const letters = lettersOf(target);
  if (!letters.length) return decline(`${quote(target)} has no letters`);
  const letter = end === 'first' ? letters[0] : letters[letters.length - 1];
  return computed([`${quote(target)} ${end === 'first' ? 'starts' : 'ends'} with the letter ${quote(letter)}.`, `Spelled out: ${letters.join('-')}.`], `${end}-letter:${target.toLowerCase()}:${letter}`);
}

export function oneLetterCount(target: string, letter: string): Answer | Decline {
  const letters = lettersOf(target);
  if (!letters.length) return decline(`${quote(target)} has no letters to count`);
  const positions = letters.map((c, i) => (c === letter ? i + 1 : 0)).filter(Boolean);
  const where = positions.length ? `: letter${positions.length > 1 ? 's' : ''} ${ordinalList(positions)} of ${letters.length}` : '';
  const times = positions.length === 1 ? 'once' : positions.length === 2 ? 'twice' : `${positions.length} times`;
  const first = positions.length ? `The letter ${quote(letter)} appears ${times} in ${quote(target)}${where}.` : `The letter ${quote(letter)} does not appear in ${quote(target)}.`;
  return computed([first, `Spelled out: ${letters.join('-')}.`], `letter-count:${target.toLowerCase()}:${letter}:${positions.length}`, 'Counted without regard to case.');
}

export function vowelCount(target: string, which: 'vowels' | 'consonants'): Answer | Decline {
  const letters = lettersOf(target);
  if (!letters.length) return decline(`${quote(target)} has no letters to count`);
  const vowels = letters.filter((c) => VOWELS.has(c));
  const chosen = which === 'vowels' ? vowels : letters.filter((c) => !VOWELS.has(c));
  const ys = letters.filter((c) => c === 'y').length;
  const first = `${quote(target)} has ${plural(chosen.length, which.slice(0, -1))}${chosen.length ? `: ${chosen.join(', ')}` : ''}.`;
  const caveat = ys ? `Vowels are a, e, i, o and u; the y${ys > 1 ? 's are' : ' is'} counted as ${ys > 1 ? 'consonants' : 'a consonant'}.` : 'Vowels are a, e, i, o and u.';
  return computed([first], `${which}:${target.toLowerCase()}:${chosen.length}`, caveat);
}

export function palindrome(target: string): Answer | Decline {
  const chars = [...target.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (chars.length < 2) return decline(`${quote(target)} is too short to be a palindrome`);
  const forward = chars.join('');
  const backward = [...chars].reverse().join('');
  const yes = forward === backward;
  const ignoring = forward !== target.toLowerCase() ? ' (ignoring case, spaces and punctuation)' : '';
  const first = yes ? `Yes: ${quote(target)} is a palindrome${ignoring}.` : `No: ${quote(target)} is not a palindrome${ignoring}.`;
  return computed([first, `Forwards: ${forward}. Backwards: ${backward}.`], `palindrome:${target.toLowerCase()}:${yes ? 'yes' : 'no'}`);
}

export function reversed(target: string): Answer | Decline {
  if (!target.trim()) return decline('nothing to reverse');
  const back = [...target].reverse().join('');
  return computed([`${quote(target)} spelled backwards is ${quote(back)}.`], `reverse:${target}:${back}`);
}

export function anagramCheck(a: string, b: string): Answer | Decline {
  const la = lettersOf(a);
  const lb = lettersOf(b);
  if (!la.length || !lb.length) return decline('both words need letters to compare');
  const key = (l: string[]) => [...l].sort().join('');
  const same = la.join('') === lb.join('');
  const yes = !same && key(la) === key(lb);
  const canonical = `anagram:${a.toLowerCase()}:${b.toLowerCase()}:${yes ? 'yes' : 'no'}`;
  if (same) return computed([`No: ${quote(a)} and ${quote(b)} are the same letters in the same order, not a rearrangement.`], canonical);
  if (yes) return computed([`Yes: ${quote(a)} and ${quote(b)} are anagrams; both use the letters ${key(la).split('').join(', ')}.`], canonical);
  const diff = (x: string[], y: string[]) => {
    const rest = [...y];
    return x.filter((c) => {
      const i = rest.indexOf(c);
      if (i < 0) return true;
      rest.splice(i, 1);
      return false;
    });
  };
  const extraA = diff(la, lb);
  const extraB = diff(lb, la);
  const why = [extraA.length ? `${quote(a)} has ${extraA.join(', ')} that ${quote(b)} lacks` : '', extraB.length ? `${quote(b)} has ${extraB.join(', ')} that ${quote(a)} lacks` : '']
    .filter(Boolean)
    .join('; ');
  return computed([`No: ${quote(a)} and ${quote(b)} are not anagrams: ${why}.`], canonical);
}

/** Word by word ("ice cream" before "iceberg"), case and accents ignored; ties keep the given order. */
export function alphabetical(items: readonly string[], reverse: boolean): Answer | Decline {
  if (items.length < 2) return decline('give at least two words to put in order');
  const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const sorted = items.map((s, i) => ({ s, i })).sort((x, y) => (key(x.s) < key(y.s) ? -1 : key(x.s) > key(y.s) ? 1 : x.i - y.i));
  if (reverse) sorted.reverse();
  const list = sorted.map((x) => x.s);
  const flat = (s: string) => key(s).replace(/[\s'-]/g, '');
  const letterByLetter = [...items].sort((x, y) => (flat(x) < flat(y) ? -1 : flat(x) > flat(y) ? 1 : 0));
  const differs = !reverse && letterByLetter.join('\n') !== [...list].join('\n');
  const caveat = differs ? `Sorted word by word (a space comes before any letter); letter by letter the order would be ${letterByLetter.join(', ')}.` : undefined;
  return computed([`${reverse ? 'In reverse alphabetical order' : 'In alphabetical order'}: ${list.join(', ')}.`], `alphabetical:${list.join(',')}`, caveat);
}
