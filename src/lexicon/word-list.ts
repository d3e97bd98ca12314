/**
 * WordNet's single-word lemmas with their tagged-corpus frequency, grouped by length: what typo repair and
 * anagram search scan. Built on first use from index.sense (one pass over 7 MB), about 2 MB kept.
 */
import { readFileSync } from 'node:fs';
import { allowedEdits, editDistance } from './edit-distance.js';
import type { Suggestion } from './wordnet.js';

interface Bucket {
  words: string[];
  frequency: number[];
}

const WORD = /^[a-z][a-z'-]*$/;

export class WordList {
  private readonly byLength = new Map<number, Bucket>();

  /** `lines` are index.sense lines: `lemma%… offset sense_number tag_cnt`, grouped by lemma. */
  static fromSenseIndex(path: string): WordList {
    const list = new WordList();
    const text = readFileSync(path, 'latin1');
    let last = '';
    let total = 0;
    for (let at = 0; at < text.length; ) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const pct = text.indexOf('%', at);
      if (pct > at && pct < end) {
        const lemma = text.slice(at, pct);
        const tags = Number(text.slice(text.lastIndexOf(' ', end - 1) + 1, end)) || 0;
        if (lemma !== last) {
          if (last) list.add(last, total);
          [last, total] = [lemma, 0];
        }
        total += tags;
      }
      at = end + 1;
    }
    if (last) list.add(last, total);
    return list;
  }

  add(word: string, frequency: number): void {
    if (!WORD.test(word)) return;
    let b = this.byLength.get(word.length);
    if (!b) this.byLength.set(word.length, (b = { words: [], frequency: [] }));
    b.words.push(word);
    b.frequency.push(frequency);
  }

  /** Lemmas within `max` edits (by default what the word's length allows), nearest first, then commonest. */
  nearest(word: string, limit: number, max = allowedEdits(word.length)): Suggestion[] {
    if (max === 0) return [];
    const found: Suggestion[] = [];
    for (let len = word.length - max; len <= word.length + max; len++) {
      const b = this.byLength.get(len);
      if (!b) continue;
      for (let i = 0; i < b.words.length; i++) {
        const d = editDistance(word, b.words[i], max);
        if (d <= max && d > 0) found.push({ word: b.words[i], distance: d, frequency: b.frequency[i] });
      }
    }
    found.sort((x, y) => x.distance - y.distance || y.frequency - x.frequency || (x.word < y.word ? -1 : 1));
    return found.slice(0, limit);
  }

  /** Lemmas of only letters that use exactly the letters of `word`, other than `word`. */
  anagrams(word: string): string[] {
    const key = sortedLetters(word);
    const b = this.byLength.get(word.length);
    if (!b || !/^[a-z]+$/.test(word)) return [];
    return b.words.filter((w) => w !== word && /^[a-z]+$/.test(w) && sortedLetters(w) === key).sort();
  }
}

export function sortedLetters(word: string): string {
  return [...word].sort().join('');
}
