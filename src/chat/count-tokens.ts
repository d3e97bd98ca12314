/** Token counts for `usage` and count_tokens, with the o200k encoding (gpt-tokenizer). */
import { countTokens as encodeCount } from 'gpt-tokenizer';
import { LRUCache } from 'lru-cache';
import type { Ask, AskMessage } from '../solving/ask.js';

/** Tokenizing grows with text length; past this many characters a measured head is scaled up instead. */
const EXACT_CHARS = 256_000;
const SAMPLE_CHARS = 128_000;
/** Images are not tokenized as base64; a flat cost like a low-detail image. */
export const IMAGE_TOKENS = 85;
/** Per-message framing (role and separators), as chat formats count it. */
const PER_MESSAGE = 3;
const PRIMING = 3;

// Caller text may contain special-token spellings like <|endoftext|>; count them as plain text.
const PLAIN = { disallowedSpecial: new Set<string>() };

/** Answers are deterministic, so the same short texts come back again and again: remember their counts. */
const memo = new LRUCache<string, number>({ max: 2000 });
const MEMO_MAX_CHARS = 4000;

/**
 * BPE merges cost grows with the square of a word's length, so one 100,000-letter "word" would take
 * seconds. Long text is counted in pieces cut at whitespace (or hard at PIECE_CHARS when there is none),
 * which is linear and differs from the whole-text count by at most a token per cut.
 */
const PIECE_CHARS = 2000;

function countPieces(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + PIECE_CHARS);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > i + PIECE_CHARS / 2) end = space;
    }
    n += encodeCount(text.slice(i, end), PLAIN);
    i = end;
  }
  return n;
}

export function countTokens(text: string): number {
  if (!text) return 0;
  if (text.length <= MEMO_MAX_CHARS) {
    let n = memo.get(text);
    if (n === undefined) memo.set(text, (n = countPieces(text)));
    return n;
  }
  if (text.length <= EXACT_CHARS) return countPieces(text);
  const head = countPieces(text.slice(0, SAMPLE_CHARS));
  return Math.ceil((head * text.length) / SAMPLE_CHARS);
}

function messageTokens(m: AskMessage): number {
  let n = PER_MESSAGE + countTokens(m.role);
  for (const p of m.parts) n += p.type === 'text' ? countTokens(p.text) : IMAGE_TOKENS;
  for (const c of m.toolCalls ?? []) n += countTokens(c.name) + countTokens(typeof c.args === 'string' ? c.args : JSON.stringify(c.args ?? {}));
  if (m.toolCallId) n += countTokens(m.toolCallId);
  return n;
}

/** Input tokens of an ask: messages, tool definitions and the response format's schema. */
export function countAskTokens(ask: Ask): number {
  let n = PRIMING;
  for (const m of ask.messages) n += messageTokens(m);
  if (ask.tools.length) n += countTokens(JSON.stringify(ask.tools));
  if (ask.format.type === 'json_schema' && ask.format.schema) n += countTokens(JSON.stringify(ask.format.schema));
  return n;
}
