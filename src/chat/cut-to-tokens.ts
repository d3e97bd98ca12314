/** Cuts reply text to a token cap (max_tokens and its relatives). */
import { decode, encode } from 'gpt-tokenizer';

const PLAIN = { disallowedSpecial: new Set<string>() };

export function cutToTokens(text: string, max: number): string {
  // Tokens never span fewer than one character, so short text cannot exceed the cap.
  if (text.length <= max) return text;
  const tokens = encode(text, PLAIN);
  if (tokens.length <= max) return text;
  // A cut inside a multi-byte character decodes to U+FFFD; drop that partial tail.
  return decode(tokens.slice(0, max)).replace(/\uFFFD+$/, '');
}
