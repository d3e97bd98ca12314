/**
 * "How do you spell 'recieve'?", "Is it 'seperate' or 'separate'?", "Is 'irregardless' a real word?":
 * a word is spelled right when WordNet (or the list of function words) has it; otherwise the closest lemmas.
 */
import { closedClasses } from '../../src/lexicon/closed-class.js';
import { allowedEdits } from '../../src/lexicon/edit-distance.js';
import { clearRepair, nearestWords } from '../../src/lexicon/typo-repair.js';
import type { Suggestion, Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import { listing, quote, quoted } from './reply.js';

const letters = (w: string) => [...w].join('-');

function known(wn: Wordnet, word: string): boolean {
  return wn.knows(word) || closedClasses(word).length > 0;
}

export function spellAnswer(wn: Wordnet, written: string): Answer | Decline {
  const word = written.trim();
  const key = word.toLowerCase();
  if (!/^[\p{L}][\p{L}' -]*$/u.test(word)) return decline(`${quote(word)} is not a word to spell`);
  if (known(wn, word)) {
    const lines = [`${quote(word)} is spelled correctly: ${letters(key)}.`, `It is in ${wn.source}.`];
    const likelier = rareLookalike(wn, key);
    if (!likelier) return quoted(wn, lines, `spell:${key}:${key}`);
    lines.push(`It is a rare word, though; if you meant the common word one letter away, that is spelled ${quote(likelier)} (${letters(likelier)}).`);
    return quoted(wn, lines, [`spell:${key}:${key}`, `spell:${key}:${likelier}`]);
  }
  if (/\s/.test(word)) return decline(`${quote(word)} is not in ${wn.source}; spell-checking works one word at a time`);
  const split = twoWords(wn, key);
  const suggestions = spellingSuggestions(wn, key);
  if (split) {
    const also = suggestions.filter((s) => s.word !== split).slice(0, 2).map((s) => quote(s.word));
    const lines = [`${quote(word)} is not a word in ${wn.source}: it is written as two words, ${quote(split)}.`];
    if (also.length) lines.push(`If you meant a single word, the closest ${also.length === 1 ? 'is' : 'are'} ${listing(also, 'or')}.`);
    return quoted(wn, lines, `spell:${key}:${split}`);
  }
  if (!suggestions.length) return decline(`${quote(word)} is not in ${wn.source} and no word there is close to it`);
  const clear = clearRepair(key, suggestions);
  if (clear) {
    return quoted(wn, [`It is spelled ${quote(clear)}: ${letters(clear)}.`, `${quote(word)} is not in ${wn.source}; ${quote(clear)} is the closest common word.`], `spell:${key}:${clear}`);
  }
  const near = suggestions.slice(0, 4).map((s) => s.word);
  return quoted(
    wn,
    [`${quote(word)} is not in ${wn.source}. Did you mean ${listing(near.map(quote), 'or')}?`],
    near.map((n) => `spell:${key}:${n}`),
  );
}

/** "alot" → "a lot", "infront" → "in front": a run-together phrase WordNet lists as two words. */
function twoWords(wn: Wordnet, key: string): string | null {
  if (!/^[a-z]{4,}$/.test(key)) return null;
  for (let i = 1; i < key.length; i++) {
    const phrase = `${key.slice(0, i)} ${key.slice(i)}`;
    if (wn.senses(phrase).some((s) => s.lemma.toLowerCase() === phrase)) return phrase;
  }
  return null;
}

/** A question about spelling may reach one edit further than a typo repair does: two from six letters on. */
function spellingSuggestions(wn: Wordnet, key: string): Suggestion[] {
  return nearestWords(wn, key, key.length >= 6 ? Math.max(2, allowedEdits(key.length)) : allowedEdits(key.length));
}

/** A common word one edit from a word the tagged corpus never used ("calendar" for "calender"). */
function rareLookalike(wn: Wordnet, key: string): string | null {
  if (closedClasses(key).length || wn.frequency(key) > 0) return null;
  const near = wn.suggestions(key, 3, 1).filter((s) => s.frequency >= 1);
  return near.length === 1 || (near.length > 1 && near[0].frequency >= 2 * near[1].frequency) ? near[0].word : null;
}

export function spellChoiceAnswer(wn: Wordnet, options: readonly string[]): Answer | Decline {
  const words = options.map((o) => o.trim().replace(/^["']|["']$/g, '').trim());
  const good = words.filter((w) => known(wn, w));
  const bad = words.filter((w) => !known(wn, w));
  if (!good.length) {
    const fixes = words.map((w) => clearRepair(w.toLowerCase(), spellingSuggestions(wn, w.toLowerCase()))).filter((f): f is string => Boolean(f));
    const unique = [...new Set(fixes)];
    if (unique.length !== 1) return decline(`neither ${listing(words.map(quote), 'nor')} is in ${wn.source}`);
    return quoted(wn, [`Neither: it is spelled ${quote(unique[0])} (${letters(unique[0])}).`], `spell:${words.join('|').toLowerCase()}:${unique[0]}`);
  }
  if (!bad.length) {
    return quoted(wn, [`Both are words in ${wn.source}: ${listing(good.map(quote))}. Which one fits depends on the meaning.`], good.map((g) => `spell:${g.toLowerCase()}:${g.toLowerCase()}`));
  }
  const right = good[0];
  return quoted(
    wn,
    [`${quote(right)} is the correct spelling: ${letters(right.toLowerCase())}.`, `${listing(bad.map(quote), 'and')} ${bad.length === 1 ? 'is' : 'are'} not in ${wn.source}.`],
    `spell:${words.join('|').toLowerCase()}:${right.toLowerCase()}`,
  );
}
