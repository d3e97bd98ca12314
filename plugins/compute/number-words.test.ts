import { describe, expect, it } from 'vitest';
import { wordsToDigits } from './number-words.js';

describe('wordsToDigits', () => {
  it.each([
    ['three hundred and twelve', '312'],
    ['a dozen eggs', '12 eggs'],
    ['twenty-five percent', '25 percent'],
    ['three quarters of 80', '(3/4) of 80'],
    ['one and a half', '(1+1/2)'],
    ['two million and five', '2000005'],
    ['three point one four', '3.14'],
    ['sixty-eight?', '68 ?'],
  ])('%j → %j', (text, want) => expect(wordsToDigits(text)).toBe(want));

  it('keeps two separate numbers separate rather than guessing a year', () => {
    expect(wordsToDigits('nineteen eighty four')).toBe('19 84');
  });
});
