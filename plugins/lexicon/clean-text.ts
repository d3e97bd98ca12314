/**
 * General text clean-up before reading a word question: one spelling for quotes, dashes and spaces, and typo
 * repair of the words a question is recognised by ("synonim" → "synonym"). Kept apart from the word-question
 * reader so it can move into the shared reading front end.
 */
import { LRUCache } from 'lru-cache';
import { editDistance } from '../../src/lexicon/edit-distance.js';

const PUNCTUATION: [RegExp, string][] = [
  [/[‘’‚‛′`´]/g, "'"],
  [/[“”„‟″«»]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' '],
];

/** Words questions about words are recognised by; a typo in one of them is repaired and named. */
const KEYWORDS = [
  'synonym', 'synonyms', 'antonym', 'antonyms', 'opposite', 'definition', 'define', 'meaning', 'thesaurus',
  'dictionary', 'spell', 'spelled', 'spelling', 'spelt', 'plural', 'singular', 'anagram', 'anagrams',
  'palindrome', 'alphabetical', 'alphabetically', 'alphabetize', 'alphabetise', 'vowels', 'consonants',
  'letters', 'sentence', 'example', 'speech', 'noun', 'verb', 'adjective', 'adverb', 'pronoun', 'preposition',
  'conjunction', 'determiner', 'interjection', 'hypernym', 'hyponym', 'backwards',
];
/** Keywords by first letter: a typo rarely changes the first letter, so each word is compared with few. */
const BY_FIRST = new Map<string, string[]>();
for (const k of KEYWORDS) BY_FIRST.set(k[0], [...(BY_FIRST.get(k[0]) ?? []), k]);

/** Forms of the keywords that are words in their own right. */
const KEYWORD_FORMS = new Set(['definitions', 'meanings', 'spells', 'spelling', 'spellings', 'plurals', 'palindromes', 'vowel', 'consonant', 'letter', 'sentences', 'examples', 'defined', 'defines', 'nouns', 'verbs', 'adjectives', 'adverbs', 'pronouns', 'opposites']);

export interface Cleaned {
  text: string;
  /** Keyword typos repaired, as [written, read]. */
  repairs: [string, string][];
}

/** A quoted stretch: 'word' or "word", the quote not inside a word (so "what's" opens nothing). */
export interface Quoted {
  start: number;
  end: number;
  inner: string;
}

export function quotedSpans(text: string): Quoted[] {
  return [...text.matchAll(/(?<![\w'"])(["'*_])([^"'*_\n]{1,80}?)\1(?![\w'])/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    inner: m[2].trim(),
  }));
}

/** Per word: the one keyword it is a typo of, or '' (none, several, or a keyword itself); every claim asks, and words recur. */
const nearKeywords = new LRUCache<string, string>({ max: 5000 });

function nearKeyword(word: string): string {
  let near = nearKeywords.get(word);
  if (near === undefined) {
    const hits = KEYWORDS.includes(word) || KEYWORD_FORMS.has(word) ? [] : (BY_FIRST.get(word[0]) ?? []).filter((k) => Math.abs(k.length - word.length) <= 1 && editDistance(word, k, 1) <= 1);
    nearKeywords.set(word, (near = hits.length === 1 ? hits[0] : ''));
  }
  return near;
}

/**
 * Repairs words outside quotes, of five letters or more, that are one edit from exactly one keyword and are
 * not words themselves (`isWord`; without it, as in a cheap claim, every such near miss is read as the keyword).
 */
function repairKeywords(text: string, repairs: [string, string][], isWord: (w: string) => boolean): string {
  // Found only when some word is a near miss: most texts have none.
  let quoted: Quoted[] | undefined;
  return text.replace(/[A-Za-z]{5,}/g, (token, at: number) => {
    const word = token.toLowerCase();
    const keyword = nearKeyword(word);
    if (!keyword || (quoted ??= quotedSpans(text)).some((q) => at >= q.start && at < q.end) || isWord(word)) return token;
    repairs.push([token, keyword]);
    return keyword;
  });
}


export function cleanText(raw: string, isWord: (word: string) => boolean = () => false): Cleaned {
  let text = raw;
  for (const [re, s] of PUNCTUATION) text = text.replace(re, s);
  text = text.replace(/[ \t]+/g, ' ').trim();
  // "what's" and "whats" read as "what is", so wordings need not spell out every contraction.
  // "wat does 'pragmatic' mean": a question word typed short, read only where a question starts.
  text = text.replace(/(^|[.?!]\s+|\b(?:me|you|know|tell|asking|wondering)\s+)(?:wat|wht|whta|waht)\b(?=\s+[a-z'"])/gi, '$1what');
  text = text.replace(/\b(what|how|where|who)'?s\b/gi, '$1 is');
  // "synonyms 4 'happy'": the number for "for", only after the words that ask for one.
  text = text.replace(/\b(synonyms?|antonyms?|opposites?|words?|definitions?)\s+4\s+(?=["'a-z])/gi, '$1 for ');
  const repairs: [string, string][] = [];
  return { text: repairKeywords(text, repairs, isWord), repairs };
}
