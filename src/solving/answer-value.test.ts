import { describe, expect, it } from 'vitest';
import { sameNumber, valueOf } from './answer-value.js';

describe('answer values', () => {
  it('reads the JSON value first, then the canonical form, then the first line', () => {
    expect(valueOf({ content: 'x', values: { value: '12.5' }, canonical: '7' })).toBe('12.5');
    expect(valueOf({ content: 'x', canonical: ['$1,250', 'other'] })).toBe('1250');
    expect(valueOf({ content: 'x = -6\nbecause' })).toBe('-6');
    expect(valueOf({ content: 'no number' })).toBeNull();
  });

  it('skips both parts of a fraction and numbers inside words', () => {
    expect(valueOf({ content: '3/4 of it' })).toBeNull();
    expect(valueOf({ content: 'v2 gives 40' })).toBe('40');
  });

  it('compares plain decimals exactly', () => {
    expect(sameNumber('12.50', '12.5')).toBe(true);
    expect(sameNumber('0.1', '0.10000001')).toBe(false);
    expect(sameNumber('1e3', '1000')).toBe(false);
  });
});
