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
    ['sixty-eight?', '68?'],
    ['2.5 million', '2500000'],
    ['3.14159 thousand?', '3141.59?'],
    ['0.5 thousand', '500'],
    ['1.25 billion dollars', '1250000000 dollars'],
  ])('%j → %j', (text, want) => expect(wordsToDigits(text)).toBe(want));

  it('keeps two separate numbers separate rather than guessing a year', () => {
    expect(wordsToDigits('nineteen eighty four')).toBe('19 84');
  });
});

describe('ordinals, large numbers and case', () => {
  it.each([
    ["what's three to the hundred and fiftieth power", "what's 3 to the 150th power"],
    ['Two hundredth power of 2', '200th power of 2'],
    ['two hundredths', '(2/100)'],
    ['one hundredth of a metre', '(1/100) of a metre'],
    ['to the fifth power', 'to the 5th power'],
    ['the twenty-first term', 'the 21st term'],
    ['Three quarters of the class', '(3/4) of the class'],
    ['half a dozen eggs', '6 eggs'],
    ['five quintillion and one', '5000000000000000001'],
    ['Twelve Apples', '12 Apples'],
    ['the fifth day', 'the 5th day'],
    ['the second largest', 'the second largest'],
  ])('%j → %j', (text, want) => expect(wordsToDigits(text)).toBe(want));
});
