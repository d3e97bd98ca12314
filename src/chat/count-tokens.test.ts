import { countTokens as libraryCount } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { countTokens } from './count-tokens.js';

describe('countTokens', () => {
  it('matches the tokenizer exactly on ordinary text', () => {
    const text = 'The quick brown fox jumps over the lazy dog. 3/4 of 120 is 90.';
    expect(countTokens(text)).toBe(libraryCount(text));
    expect(countTokens('')).toBe(0);
  });

  it('counts one enormous word in whitespace-free pieces, so the cost stays linear', () => {
    const piece = countTokens('a'.repeat(2000));
    expect(countTokens('a'.repeat(200_000))).toBe(piece * 100);
  });

  it('stays within a token per piece of the whole-text count on long prose', () => {
    const text = 'word '.repeat(10_000);
    const whole = libraryCount(text);
    const pieces = countTokens(text);
    expect(Math.abs(whole - pieces)).toBeLessThanOrEqual(Math.ceil(text.length / 1000));
  });
});
