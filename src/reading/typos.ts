/**
 * Typo repair against the vocabulary solvers declare (unit names, operation words, number words): edit
 * distance 1 for words of 4–6 letters, 2 from 7 letters (fastest-levenshtein, the fastest exact
 * implementation on npm), two neighbouring letters swapped ("slove", "valeu") counting as one edit. A word is only repaired when it is no English word (wink-lexicon's word list)
 * and exactly one vocabulary word is closest. Numbers, names (capitalised inside a sentence), quoted text,
 * addresses and short words are never touched. Each repair is named so the answer can say "read 'Cnvert' as 'convert'".
 */
import { createRequire } from 'node:module';
import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import { sharedWordnet } from '../lexicon/shared-wordnet.js';

export interface Repair {
  from: string;
  to: string;
}

export interface Repaired {
  text: string;
  repairs: Repair[];
}

/** Words to repair toward, indexed by length so a word is compared only with words it could be a typo of. */
export class Vocabulary {
  readonly words: ReadonlySet<string>;
  private readonly byLength = new Map<number, string[]>();
  /** Per word: its repair, or '' for none; the same words come back turn after turn. */
  private readonly decided = new LRUCache<string, string>({ max: 5000 });

  constructor(words: Iterable<string>) {
    const set = new Set<string>();
    for (const w of words) for (const part of w.toLowerCase().split(/\s+/)) if (/^[a-z]{4,}$/.test(part)) set.add(part);
    this.words = set;
    for (const w of set) {
      const list = this.byLength.get(w.length) ?? [];
      list.push(w);
      this.byLength.set(w.length, list);
    }
  }

  /** The vocabulary word a lower-case word is a typo of, or null (a known word, an inflection, no single closest word). */
  repairOf(word: string): string | null {
    let to = this.decided.get(word);
    if (to === undefined) {
      const near = this.words.has(word) ? null : this.closest(word);
      // An inflection of a known word ("gallon" for "gallons") is no typo, nor is any English word.
      to = !near || near.replace(/e?s$/, '') === word.replace(/e?s$/, '') || isEnglish(word) ? '' : near;
      this.decided.set(word, to);
    }
    return to || null;
  }

  /** The one closest word within the allowed distance, or null (none, or a tie). */
  closest(word: string): string | null {
    const limit = word.length >= 7 ? 2 : 1;
    let best: string | null = null;
    let bestD = limit + 1;
    let tie = false;
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      for (const cand of this.byLength.get(len) ?? []) {
        const d = swapped(word, cand) ? 1 : distance(word, cand);
        if (d < bestD) {
          best = cand;
          bestD = d;
          tie = false;
        } else if (d === bestD && cand !== best) tie = true;
      }
    }
    return tie ? null : best;
  }
}

/** Two neighbouring letters swapped, the one typo Levenshtein counts as two edits. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Words every request may use: operations, number words, question words of arithmetic. */
export const BASE_WORDS = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen ' +
  'nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion trillion dozen half third ' +
  'quarter quarters thirds fifths hundredth hundredths thousandths first second fourth fifth sixth seventh eighth ninth tenth ' +
  'plus minus times multiplied multiply divided divide subtract subtracted add added addition subtraction multiplication division ' +
  'product quotient remainder difference total squared cubed square cube root power exponent factorial percent percentage ' +
  'convert conversion calculate compute simplify solve equation evaluate estimate round rounded nearest decimal decimals fraction fractions ' +
  'numerator denominator digits digit exactly average mean median integer whole number numbers how many much what which value ' +
  'answer equals equal double twice triple increase decrease discount interest profit change'
).split(' ');

let english: Record<string, unknown> | null = null;
function isEnglish(word: string): boolean {
  // Loaded on first use (a few hundred ms), so start-up does not pay for it.
  english ??= createRequire(import.meta.url)('wink-lexicon/src/lexicon.js') as Record<string, unknown>;
  if (word in english || (word.endsWith('s') && word.slice(0, -1) in english)) return true;
  // WordNet (read in place, with inflections) for the rarer words wink-lexicon lacks ("divisor").
  return sharedWordnet().knows(word);
}

const WORD = /[A-Za-z][A-Za-z']*|"[^"]*"|'[^'\n]*'|\S*(?:https?:\/\/|www\.|@)\S*/g;

/** Repairs typos in `text` toward `vocab`; everything else is kept byte for byte. */
export function repairTypos(text: string, vocab: Vocabulary): Repaired {
  const repairs: Repair[] = [];
  const out = text.replace(WORD, (m: string, offset: number) => {
    if (m.length < 4 || !/^[A-Za-z]+$/.test(m)) return m;
    // Letters glued to digits ("5km", "x2") and words inside an identifier are not prose.
    const before = text[offset - 1] ?? ' ';
    const after = text[offset + m.length] ?? ' ';
    if (/[\d_/\\.-]/.test(before) || /[\d_/\\-]/.test(after)) return m;
    const lowerWord = m.toLowerCase();
    // A capital inside a sentence marks a name; at a sentence start, so does the same word capitalised elsewhere, or a short word ("Nina").
    const capital = m[0] !== lowerWord[0] && m !== m.toUpperCase();
    if (capital && (m.length < 5 || !/(^|[.!?:\n]\s*)$/.test(text.slice(Math.max(0, offset - 3), offset)))) return m;
    const to = vocab.repairOf(lowerWord);
    if (!to) return m;
    // Searched for only when there is a repair to make: a pattern made per word is the costliest test here.
    if (capital && new RegExp(String.raw`[^.!?:\n\s]\s+${m}\b`).test(text)) return m;
    repairs.push({ from: m, to });
    return m[0] === lowerWord[0] ? to : to[0].toUpperCase() + to.slice(1);
  });
  return { text: out, repairs };
}

/** "read 'Cnvert' as 'convert'; read 'galons' as 'gallons'", or undefined when nothing was repaired. */
export function repairCaveat(repairs: readonly Repair[]): string | undefined {
  if (!repairs.length) return undefined;
  return repairs.map((r) => `read '${r.from}' as '${r.to}'`).join('; ');
}
