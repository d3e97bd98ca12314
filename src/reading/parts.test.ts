import { describe, expect, it } from 'vitest';
import { findQuantities, normalizeText, questionFocus, splitSentences } from './index.js';

describe('normalizeText', () => {
  it.each([
    ['3 × 4 ÷ 2 − 1', '3 * 4 / 2 - 1'],
    ['2**10', '2^10'],
    ['x² + y³', 'x^2 + y^3'],
    ['1\u2009000\u202f000', '1 000 000'],
    ['“quoted” ‘text’', '"quoted" \'text\''],
    ['1½ cups', '1 1/2 cups'],
    ['a\r\nb', 'a\nb'],
  ])('%j → %j', (raw, want) => expect(normalizeText(raw)).toBe(want));
});

describe('splitSentences', () => {
  it('keeps decimals, abbreviations and quotes whole', () => {
    const s = splitSentences('Mr. Lee paid $3.50 at 9 a.m. today. He said "Stop. Now." Then what? Done!');
    expect(s.map((x) => x.text)).toEqual(['Mr. Lee paid $3.50 at 9 a.m. today.', 'He said "Stop. Now."', 'Then what?', 'Done!']);
    expect(s.map((x) => x.question)).toEqual([false, false, true, false]);
  });
});

describe('findQuantities', () => {
  it.each([
    ['$1,234.50 for 3 red apples', [['$1,234.50', '2469/2', 'money', null], ['3', '3', 'number', 'red apples']]],
    ['2 1/2 kg and (3/4) of 80', [['2 1/2', '5/2', 'mixed', 'kg'], ['(3/4)', '3/4', 'fraction', null], ['80', '80', 'number', null]]],
    ['a 25% raise and 7 percent tax', [['25%', '25', 'percent', null], ['7 percent', '7', 'percent', null]]],
    ['$2.5 million, 50 cents, -393384 and the 150th power', [['$2.5 million', '2500000', 'money', null], ['50', '50', 'money', null], ['-393384', '-393384', 'number', null], ['150th', '150', 'ordinal', null]]],
    ['60 mph in km/h, 5 m of rope', [['60', '60', 'number', 'mph'], ['5', '5', 'number', 'm']]],
  ])('%j', (text, want) => {
    expect(findQuantities(text).map((q) => [q.text, q.value.toFraction(), q.kind, q.unit])).toEqual(want);
  });
});

describe('questionFocus', () => {
  it.each([
    ['What are the last 4 digits of 7^2024?', { lastDigits: 4 }],
    ['Divide 100 by 7, just the quotient', { part: 'quotient' }],
    ['what is the remainder when 100 is divided by 7', { part: 'remainder' }],
    ['Write 22/7 as a mixed number', { as: 'mixed number', mixedNumber: true }],
    ['Simplify 96/144.', { lowestTerms: true }],
    ['What is 2/3 to 3 decimal places?', { round: { places: 3, significant: false } }],
    ['Round 1234.5 to the nearest hundred', { round: { places: -2, significant: false } }],
    ['Which of 2/3, 5/8 and 7/10 is the smallest?', { pick: 'smallest' }],
    ['Put 1/2, 1/3, 3/5 in order from smallest to largest', { order: 'ascending' }],
    ['What is in row 2, column 6?', { cell: { row: 2, column: 6 } }],
    ['How many vans are needed?', { asks: 'how many', target: 'vans' }],
    ['How many US tablespoons in 250 mL?', { unit: 'us tablespoons' }],
    ['60 mph in km/h?', { unit: 'km/h' }],
  ])('%j', (q, want) => expect(questionFocus(q)).toMatchObject(want));
});
