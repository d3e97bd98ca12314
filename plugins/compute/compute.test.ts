import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import { isDecline } from '../../src/solving/solver.js';
import compute from './index.js';
import { solveQuestion } from './solve-question.js';

const ctx = contextWith();
const answer = async (text: string) => compute.answer(askFromText(text), ctx);

describe('compute reply', () => {
  it('puts the final answer first, then the working, with a computed receipt', async () => {
    const a = await answer('What is 17% of 2,340?');
    expect(isDecline(a)).toBe(false);
    if (isDecline(a)) return;
    expect(a.content!.split('\n')[0]).toBe('397.8');
    expect(a.content).toContain('- 17% × 2340 = 397.8');
    expect(a).toMatchObject({ verified: true, checked: 'computed' });
  });

  it('states assumptions in caveat', async () => {
    const a = await answer('Round 2.5 to the nearest whole number');
    if (isDecline(a)) throw new Error(a.reason);
    expect(a.content!.split('\n')[0]).toBe('3');
    expect(a.caveat).toContain('round half away from zero, the default');
  });
});

describe('limits that keep every request fast', () => {
  it.each([
    ['10^10^10', /exponent/],
    ['100000!', /too large/],
    ['123456^5000', /digits/],
    ['What is 1/0?', /division by zero/],
    ['convert 5 kg to meters', /measure different things/],
    ['Solve x^3 = 8', /only linear/],
  ])('declines %j with a reason', async (text, why) => {
    const a = await answer(text);
    expect(isDecline(a) ? a.reason : a.content).toMatch(why);
  });
});

describe('exactness', () => {
  it.each([
    ['0.1 + 0.2', '0.3'],
    ['123456789012345678901234567890 * 10', '1234567890123456789012345678900'],
    ['sqrt(72)', '6√2'],
    ['2/3 + 1/6', '5/6'],
    ['round 0.125 to 2 decimal places using banker\'s rounding', '0.12'],
  ])('%s = %s', (text, want) => {
    const out = solveQuestion(text);
    expect(out && 'forms' in out ? out.forms : out).toContain(want);
  });
});
