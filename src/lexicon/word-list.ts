/**
 * WordNet's single-word lemmas with their tagged-corpus frequency: what typo repair and anagram search scan.
 * Built on first use from index.sense (one pass over its 7 MB). Words of one length are kept end to end in
 * one string, so the list costs about its letters (1 MB) rather than an object per word.
 */
import { readFileSync } from 'node:fs';
import { DistanceRows, allowedEdits, editDistance } from './edit-distance.js';
import type { Suggestion } from './wordnet.js';

interface Bucket {
  /** Every word of this length, end to end. */
  letters: string;
  frequency: number[];
}

const WORD = /^[a-z][a-z'-]*$/;
const NEWLINE = 0x0a;
const PERCENT = 0x25;
const SPACE = 0x20;

export class WordList {
  private readonly byLength = new Map<number, Bucket>();
  private readonly pending = new Map<number, { words: string[]; frequency: number[] }>();
  private readonly rows = new DistanceRows();

  /** index.sense lines are `lemma%… offset sense_number tag_cnt`, sorted, so one lemma's lines are adjacent. */
  static fromSenseIndex(path: string): WordList {
    const list = new WordList();
    const buf = readFileSync(path);
    let last = '';
    let total = 0;
    for (let at = 0; at < buf.length; ) {
      let end = buf.indexOf(NEWLINE, at);
      if (end < 0) end = buf.length;
      const pct = buf.indexOf(PERCENT, at);
      if (pct > at && pct < end) {
        const sameLemma = pct - at === last.length && buf.toString('latin1', at, pct) === last;
        if (!sameLemma) {
          if (last) list.add(last, total);
          [last, total] = [buf.toString('latin1', at, pct), 0];
        }
        total += Number(buf.toString('latin1', buf.lastIndexOf(SPACE, end - 1) + 1, end)) || 0;
      }
      at = end + 1;
    }
    if (last) list.add(last, total);
    list.seal();
    return list;
  }

  add(word: string, frequency: number): void {
    if (!WORD.test(word)) return;
    let p = this.pending.get(word.length);
    if (!p) this.pending.set(word.length, (p = { words: [], frequency: [] }));
    p.words.push(word);
    p.frequency.push(frequency);
  }

  /** Joins each length's words into one string; no word can be added after. */
  seal(): void {
    for (const [length, p] of this.pending) this.byLength.set(length, { letters: p.words.join(''), frequency: p.frequency });
    this.pending.clear();
  }

  /** Lemmas within `max` edits (by default what the word's length allows), nearest first, then commonest. */
  nearest(word: string, limit: number, max = allowedEdits(word.length)): Suggestion[] {
    if (max === 0) return [];
    const found: Suggestion[] = [];
    for (let len = Math.max(1, word.length - max); len <= word.length + max; len++) {
      const b = this.byLength.get(len);
      if (!b) continue;
      for (let i = 0; i < b.frequency.length; i++) {
        const d = editDistance(word, b.letters, max, i * len, len, this.rows);
        if (d <= max && d > 0) found.push({ word: b.letters.slice(i * len, (i + 1) * len), distance: d, frequency: b.frequency[i] });
      }
    }
    found.sort((x, y) => x.distance - y.distance || y.frequency - x.frequency || (x.word < y.word ? -1 : 1));
    return found.slice(0, limit);
  }

  /** Lemmas of only letters that use exactly the letters of `word`, other than `word`. */
  anagrams(word: string): string[] {
    const b = this.byLength.get(word.length);
    if (!b || !/^[a-z]+$/.test(word)) return [];
    const key = sortedLetters(word);
    const out: string[] = [];
    for (let i = 0; i < b.frequency.length; i++) {
      const w = b.letters.slice(i * word.length, (i + 1) * word.length);
      if (w !== word && /^[a-z]+$/.test(w) && sortedLetters(w) === key) out.push(w);
    }
    return out.sort();
  }
}

export function sortedLetters(word: string): string {
  return [...word].sort().join('');
}
