/**
 * Several word questions in one message: "What does 'ephemeral' mean and what's its opposite?", "Give me a
 * synonym and an antonym for 'happy'", "What does 'arduous' mean? Also, is it a noun?". The parts are read
 * one by one; "it" and "its" in a later part stand for the word the first part asked about.
 */
import { quotedSpans } from './clean-text.js';
import { literalTarget } from './headword.js';
import type { Question } from './question.js';
import { readQuestion } from './read-question.js';

const ASKED = String.raw`(?:synonyms?|antonyms?|opposites?|definitions?|meanings?|plurals?|part\s+of\s+speech|spelling)`;
/** "a synonym and an antonym for X": each asked thing with the shared word. */
const COORDINATED = new RegExp(String.raw`\b(?:an?\s+|the\s+|some\s+)?(${ASKED})\s*(?:,|and|&|\+|as\s+well\s+as)\s*(?:an?\s+|the\s+|some\s+)?(${ASKED})(?=\s+(?:of|for|to)\b)`, 'i');

/** Where one question ends and the next starts: a sentence end, or "and"/"also" before a question word. */
const BOUNDARY = /(?<=[?!])\s*|(?<=\.)\s+|\s*\n\s*|\s*[,;]?\s+(?:and|also|plus)\s*,?\s+(?=(?:what|what's|whats|is|are|how|give|can|could|does|do|which|tell|and)\b|(?:an?\s+|the\s+)?(?:synonyms?|antonyms?|opposites?|definitions?|meanings?|plurals?)\s+(?:of|for|to)\b)|\s*;\s*/i;

/** "define 'candor' and 'tact'": one question about two quoted words. */
const PAIR = /(["'])([^"'\n]{1,40})\1\s*(?:,|and|&)\s*(?:the\s+word\s+)?(["'])([^"'\n]{1,40})\3/i;
/** The questions a pair of words is asked in turn; a comparison of the two ("are 'a' and 'b' anagrams?") is not. */
const PAIRED_KINDS = new Set(['define', 'synonym', 'antonym', 'pos', 'plural', 'singular', 'spell', 'example']);

function pairParts(text: string): string[] | null {
  const pair = PAIR.exec(text);
  if (!pair) return null;
  const whole = readQuestion(text);
  if (!whole || !PAIRED_KINDS.has(whole.question.kind)) return null;
  const at = (word: string) => `${text.slice(0, pair.index)}'${word}'${text.slice(pair.index + pair[0].length)}`.replace(/\b(?:words|terms)\b/i, (w) => w.slice(0, -1));
  return [at(pair[2]), at(pair[4])];
}

function parts(text: string): string[] {
  const paired = pairParts(text);
  if (paired) return paired;
  const coordinated = COORDINATED.exec(text);
  if (coordinated) {
    const [whole, a, b] = coordinated;
    const before = text.slice(0, coordinated.index);
    const after = text.slice(coordinated.index + whole.length);
    return [`${before}${a}${after}`, `${before}${b}${after}`];
  }
  return text
    .split(BOUNDARY)
    .map((p) => p.replace(/^\s*(?:and|also|plus)\s*,?\s*/i, '').trim())
    .filter((p) => p.length > 0);
}

/** "its opposite" → "the opposite of 'word'", "is it a noun" → "is 'word' a noun". */
function referBack(part: string, word: string): string {
  if (quotedSpans(part).length) return part;
  return part
    .replace(/\bits\s+([a-z]+(?:\s+of\s+speech)?)/gi, `the $1 of '${word}'`)
    .replace(/\b(?:it|this\s+word|that\s+word|the\s+word)\b/gi, `'${word}'`);
}

const REFERS = /\b(?:it|its|this\s+word|that\s+word)\b/i;

function targetOf(q: Question, text: string): string | null {
  if ('target' in q) return literalTarget(q.target, text);
  return null;
}

export interface Part {
  text: string;
  question: Question;
}

/** Two or more word questions, each with its own text; null when the message asks one thing. */
export function readSeveral(text: string): Part[] | null {
  const pieces = parts(text);
  if (pieces.length < 2) return null;
  const read: Part[] = [];
  let word: string | null = null;
  for (const piece of pieces) {
    const text = word && REFERS.test(piece) && !quotedSpans(piece).length ? referBack(piece, word) : piece;
    const r = readQuestion(text);
    if (!r) continue;
    const target = targetOf(r.question, text);
    // A part about "it" before any word was named cannot be read on its own.
    if (target !== null && REFERS.test(target)) continue;
    if (target) word ??= target;
    read.push({ text, question: r.question });
  }
  const distinct = read.filter((p, i) => read.findIndex((o) => JSON.stringify(o.question) === JSON.stringify(p.question)) === i);
  return distinct.length >= 2 ? distinct : null;
}
