import { describe, expect, it } from 'vitest';
import { OwnerCache } from './owner-cache.js';

describe('OwnerCache', () => {
  it('loads once per owner until a write drops it', async () => {
    const cache = new OwnerCache<number>(true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('key_a', load)).toBe(1);
    expect(await cache.get('key_a', load)).toBe(1);
    expect(await cache.get('key_b', load)).toBe(2);
    cache.drop('key_a');
    expect(await cache.get('key_a', load)).toBe(3);
    expect(await cache.get('key_b', load)).toBe(2);
  });

  it('does not keep what a load read before a write that finished while it ran', async () => {
    const cache = new OwnerCache<string>(true);
    let release!: (v: string) => void;
    const slow = cache.get('key_a', () => new Promise<string>((r) => (release = r)));
    cache.drop('key_a');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('key_a', async () => 'after the write')).toBe('after the write');
  });

  it('reads every time when disabled (MySQL: other processes write too)', async () => {
    const cache = new OwnerCache<number>(false);
    let loads = 0;
    await cache.get('key_a', async () => ++loads);
    await cache.get('key_a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps at most maxOwners, forgetting the least recently used', async () => {
    const cache = new OwnerCache<string>(true, 2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });
});

describe('OwnerCache with a time limit (MySQL)', () => {
  it('reads again once the value is older than the limit, and a write waits the limit out before it returns', async () => {
    const cache = new OwnerCache<number>(true, 100, 60);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('key_a', load)).toBe(1);
    expect(await cache.get('key_a', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get('key_a', load)).toBe(2);
    const t = performance.now();
    await cache.writing('key_a', async () => 'written');
    // Another process's copy, loaded before the write, has expired by now.
    expect(performance.now() - t).toBeGreaterThanOrEqual(60);
    expect(await cache.get('key_a', load)).toBe(3);
  });
});
