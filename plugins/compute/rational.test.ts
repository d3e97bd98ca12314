import { describe, expect, it } from 'vitest';
import { exactDecimal, parseDecimal, q, rationalForms, roundTo } from './rational.js';

describe('rational', () => {
  it('reads decimals and scientific notation exactly', () => {
    expect(exactDecimal(parseDecimal('0.1')!.add(parseDecimal('0.2')!))).toBe('0.3');
    expect(exactDecimal(parseDecimal('1.5e-3')!)).toBe('0.0015');
    expect(parseDecimal('12,345')!.equals(q(12345))).toBe(true);
  });

  it.each([
    ['half-up', '2.5', 0, '3'],
    ['half-up', '-2.5', 0, '-3'],
    ['half-even', '2.5', 0, '2'],
    ['half-even', '3.5', 0, '4'],
    ['down', '2.99', 1, '2.9'],
    ['up', '2.01', 1, '2.1'],
    ['half-up', '12345', -2, '12300'],
  ] as const)('%s rounds %s to %i places as %s', (rule, x, places, want) => {
    expect(exactDecimal(roundTo(parseDecimal(x)!, places, rule))).toBe(want);
  });

  it('lists the exact forms of a value', () => {
    expect(rationalForms(q(7, 2))).toEqual(['3.5', '7/2', '3 1/2']);
    expect(rationalForms(q(1, 3))).toEqual(['1/3']);
  });
});
