/**
 * "How do you spell 'recieve'?", "Is it 'seperate' or 'separate'?", "Is 'irregardless' a real word?":
 * a word is spelled right when WordNet (or the list of function words) has it; otherwise the closest lemmas.
 */
import { closedClasses } from '../../src/lexicon/closed-class.js';
import type { Wordnet } from '../../src/lexicon/wordnet.js';
import { decline, type Answer, type Decline } from '../../src/solving/solver.js';
import { clearRepair } from './headword.js';
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
    return quoted(wn, [`${quote(word)} is spelled correctly: ${letters(key)}.`, `It is in ${wn.source}.`], `spell:${key}:${key}`);
  }
  if (/\s/.test(word)) return decline(`${quote(word)} is not in ${wn.source}; spell-checking works one word at a time`);
  const suggestions = wn.suggestions(key, 5);
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

export function spellChoiceAnswer(wn: Wordnet, options: readonly string[]): Answer | Decline {
  const words = options.map((o) => o.trim().replace(/^["']|["']$/g, '').trim());
  const good = words.filter((w) => known(wn, w));
  const bad = words.filter((w) => !known(wn, w));
  if (!good.length) {
    const fixes = words.map((w) => clearRepair(w.toLowerCase(), wn.suggestions(w.toLowerCase(), 5))).filter((f): f is string => Boolean(f));
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
