/**
 * Searching one text held in memory (a long chat input, the examples' handbook): the same passages as
 * stored documents and a BM25 ranking, computed from one regular-expression pass over the whole text.
 * Passages are kept as offsets, so the text is never copied whole.
 */
import { splitPassages, trimmedSpan } from '../store/passage-split.js';
import { searchTerms, stem } from '../core/text/search-terms.js';
import type { FoundPassage } from './solver.js';

const K1 = 1.2;
const B = 0.75;

export interface TextIndex {
  chars: number;
  passages: number;
  search(query: string, k: number): FoundPassage[];
}

export function indexText(text: string, source: { id: string; name: string }): TextIndex {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const p of splitPassages(text)) {
    starts.push(p.start);
    ends.push(p.end);
  }
  const passageOf = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const avgChars = starts.length ? text.length / starts.length : 1;
  return {
    chars: text.length,
    passages: starts.length,
    search(query, k) {
      const stems = [...new Set(searchTerms(query).map(stem))].sort((a, b) => b.length - a.length);
      if (!stems.length || !starts.length) return [];
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.join('|')})[\\p{L}\\p{N}]*`, 'giu');
      const tf = new Map<number, Map<string, number>>();
      for (const m of text.matchAll(pattern)) {
        const word = m[0].toLowerCase();
        const term = stems.find((s) => word.startsWith(s))!;
        const at = passageOf(m.index!);
        let counts = tf.get(at);
        if (!counts) tf.set(at, (counts = new Map()));
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      const df = new Map<string, number>();
      for (const counts of tf.values()) for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
      const n = starts.length;
      const scored = [...tf.entries()].map(([at, counts]) => {
        const len = (ends[at] - starts[at]) / avgChars;
        let score = 0;
        for (const [term, f] of counts) {
          const idf = Math.log(1 + (n - df.get(term)! + 0.5) / (df.get(term)! + 0.5));
          score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + B * len));
        }
        return { at, score };
      });
      scored.sort((a, b) => b.score - a.score || a.at - b.at);
      return scored.slice(0, k).map(({ at, score }) => ({
        document_id: source.id,
        document_name: source.name,
        ...trimmedSpan(text.slice(starts[at], ends[at]), starts[at]),
        score: Math.round(score * 1e6) / 1e6,
      }));
    },
  };
}
