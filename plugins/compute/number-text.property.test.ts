/** Every number the solver prints reads back as the exact value it computed: every sign, length and scale. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rat } from './exact-value.js';
import { showMoney, showNumber } from './present-quantity.js';
import { presentValue } from './present-value.js';
import { exactDecimal, groupNumber, parseDecimal, q } from './rational.js';
import { readQuestion } from './claim-score.js';

/** A terminating decimal: any integer over a power of ten, any sign and length (up to 40 digits). */
const decimal = fc.tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 12 })).map(([n, k]) => q(n, 10n ** BigInt(k)));
/** Strict: separators only between full groups of three in the integer part, as a reader would parse them. */
const readBack = (text: string) => {
  const t = text.replace(/^≈ /, '');
  return /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t) ? parseDecimal(t) : null;
};

describe('printed numbers read back exactly', () => {
  it('groupNumber never leaves a separator next to the sign or the point', () => {
    fc.assert(
      fc.property(decimal, (x) => {
        const text = groupNumber(exactDecimal(x));
        expect(text).not.toMatch(/^[-+]?,|,\.|,$|\.\d*,/);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
        expect(readBack(text)!.equals(x)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the headline of an exact value is the value', () => {
    fc.assert(
      fc.property(decimal, (x) => {
        const shown = presentValue(rat(x), null, null, false);
        expect(readBack(shown.headline)!.equals(x)).toBe(true);
        for (const form of shown.forms) if (/^-?[\d,]+(\.\d+)?$/.test(form)) expect(readBack(form)!.equals(x)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('numbers and money keep their sign in front of every group', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        expect(readBack(showNumber(q(n)).text)!.equals(q(n))).toBe(true);
        const money = showMoney(q(n, 100n), '$').text;
        expect(money).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$|^-?\$\d{1,3}(,\d{3})*$/);
        expect(parseDecimal(money.replace('$', ''))!.equals(q(n, 100n))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('six-digit subtractions with negative results are answered with their exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), fc.integer({ min: 100000, max: 999999 }), (a, b) => {
        const out = readQuestion(`What is ${a} minus ${b}?`);
        expect(out && 'headline' in out).toBe(true);
        if (!out || !('headline' in out)) return;
        expect(readBack(out.headline)!.equals(q(a - b))).toBe(true);
        expect(out.forms[0]).toBe(`${a - b}`);
      }),
      { numRuns: 300 },
    );
  });
});
