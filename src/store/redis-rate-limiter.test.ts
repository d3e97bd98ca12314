/** The Redis token bucket (SVC_REDIS_URL), with SVC_TEST_REDIS_URL set: exact under races between processes. */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const URL = process.env.SVC_TEST_REDIS_URL;

describe.runIf(URL)('RedisRateLimiter', () => {
  const prefix = `svc-test:${randomBytes(6).toString('hex')}:`;
  // Two clients, each with its own connection: two service processes.
  const limiters = [0, 1].map(() => new RedisRateLimiter(URL!, 0.05, 40, prefix));
  afterAll(async () => {
    for (const l of limiters) await l.close();
  });

  it('lets exactly the burst through when 60 requests race through two clients', async () => {
    const now = Date.now();
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2].take('race', now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(40);
    expect(decisions.map((d) => d.remaining).filter((_, i) => decisions[i].allowed).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const refused = decisions.find((d) => !d.allowed)!;
    // One token every 20 s.
    expect(refused).toEqual({ allowed: false, remaining: 0, resetMs: 800_000, retryAfterMs: 20_000 });
  });

  it('decides as the in-memory bucket does, refill included', async () => {
    const memory = new MemoryRateLimiter(5, 4);
    const redis = new RedisRateLimiter(URL!, 5, 4, prefix);
    const t0 = 1_800_000_000_000;
    try {
      for (const dt of [0, 0, 0, 0, 0, 100, 200, 250, 1000, 1001, 5000]) {
        expect(await redis.take('same', t0 + dt)).toEqual(memory.take('same', t0 + dt));
      }
    } finally {
      await redis.close();
    }
  });
});
