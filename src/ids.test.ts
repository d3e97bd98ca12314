import { describe, expect, it } from 'vitest';
import { newId, randomBase62, recordId, sha256Hex, ulid } from './ids.js';

describe('ids', () => {
  it('newId puts 24 hex characters after the prefix', () => {
    expect(newId('chatcmpl-svc-')).toMatch(/^chatcmpl-svc-[0-9a-f]{24}$/);
    expect(newId('req_')).not.toBe(newId('req_'));
  });

  it('newId starts with the time, so later ids sort after, and stays random within a millisecond', () => {
    expect(newId('x_', 1_700_000_000_000) < newId('x_', 1_700_000_000_001)).toBe(true);
    expect(newId('x_', 1_700_000_000_000).slice(2, 13)).toBe('18bcfe56800');
    const same = new Set(Array.from({ length: 1000 }, () => newId('x_', 1_700_000_000_000).slice(13)));
    expect(same.size).toBe(1000);
  });

  it('ulid starts with 10 time characters that sort by time', () => {
    expect(ulid(0).slice(0, 10)).toBe('0000000000');
    expect(ulid(1_700_000_000_000).slice(0, 10)).toBe('01HF7YAT00');
    expect(ulid(1_700_000_000_000) < ulid(1_700_000_000_001)).toBe(true);
    expect(ulid()).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('ulid keeps increasing within one millisecond', () => {
    const same = Array.from({ length: 500 }, () => ulid(1_700_000_000_000));
    expect([...same].sort()).toEqual(same);
    expect(new Set(same).size).toBe(500);
  });

  it('recordId names the kind', () => {
    expect(recordId('acct')).toMatch(/^acct_[0-9A-Z]{26}$/);
    expect(recordId('key')).toMatch(/^key_[0-9A-Z]{26}$/);
  });

  it('randomBase62 gives exactly the asked length from the 62 characters, all of them in use', () => {
    expect(randomBase62(40)).toMatch(/^[0-9A-Za-z]{40}$/);
    const seen = new Set(randomBase62(20_000));
    expect(seen.size).toBe(62);
  });

  it('randomBase62 is close to uniform (no modulo bias towards the first 8 characters)', () => {
    const text = randomBase62(62 * 2000);
    const counts = new Map<string, number>();
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
    const first8 = ['0', '1', '2', '3', '4', '5', '6', '7'].reduce((n, c) => n + (counts.get(c) ?? 0), 0);
    // Expected 8 × 2000 = 16000; with modulo bias (256 % 62 = 8) it would be about 16000 × 1.21.
    expect(first8).toBeGreaterThan(15_000);
    expect(first8).toBeLessThan(17_000);
  });

  it('sha256Hex is lower-case hex SHA-256', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
