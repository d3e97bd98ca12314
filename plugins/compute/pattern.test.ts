import { describe, expect, it } from 'vitest';
import { rx, rxGlobal } from './pattern.js';

const NUM = String.raw`(\d+)`;
const at = (piece: string) => rx`^${piece} apples$`;

describe('rx', () => {
  it('reads like String.raw and compiles each call site once', () => {
    const first = rx`^${NUM}\s*% of ${NUM}$`;
    expect(first.exec('17% of 2340')?.slice(1)).toEqual(['17', '2340']);
    const again = () => rx`^${NUM}\s*% of ${NUM}$`;
    expect(again()).toBe(again());
  });

  it('gives matchAll and replace a global pattern', () => {
    expect([...'1 and 22 and 333'.matchAll(rxGlobal`${NUM}`)].map((m) => m[1])).toEqual(['1', '22', '333']);
  });

  it('refuses a piece that changes between calls, rather than matching the old pattern', () => {
    expect(at('three').test('three apples')).toBe(true);
    expect(() => at('four')).toThrow(/changed between calls/);
  });
});
