import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, SqlRateLimiter, createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { openStore, type Store } from './store.js';
import { DIALECTS, openTestStore, testDatabaseUrl } from './test-db.js';

const T0 = 1_750_000_000_000;
const RATE = 5;
const BURST = 4;

type Make = () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>;

const KINDS: [string, Make][] = [
  ['memory', async () => ({ limiter: new MemoryRateLimiter(RATE, BURST), close: async () => undefined })],
  ...DIALECTS.map((dialect): [string, Make] => [
    `sql on ${dialect}`,
    async () => {
      const store = await openTestStore(dialect);
      return { limiter: new SqlRateLimiter(store, RATE, BURST), close: () => store.close() };
    },
  ]),
];

describe.each(KINDS)('token bucket (%s), 5/s, burst 4', (name, make) => {
  let limiter: RateLimiter;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ limiter, close } = await make());
  });
  afterEach(() => close());

  it('allows a burst of 4, then refuses with the wait for one token', async () => {
    const got = [];
    for (let i = 0; i < 5; i++) got.push(await limiter.take('key_a', T0));
    expect(got).toEqual([
      { allowed: true, remaining: 3, resetMs: 200, retryAfterMs: 0 },
      { allowed: true, remaining: 2, resetMs: 400, retryAfterMs: 0 },
      { allowed: true, remaining: 1, resetMs: 600, retryAfterMs: 0 },
      { allowed: true, remaining: 0, resetMs: 800, retryAfterMs: 0 },
      { allowed: false, remaining: 0, resetMs: 800, retryAfterMs: 200 },
    ]);
  });

  it('refills at 5 per second: one token after 200 ms, none after 150', async () => {
    for (let i = 0; i < 4; i++) await limiter.take('key_a', T0);
    expect(await limiter.take('key_a', T0 + 150)).toEqual({ allowed: false, remaining: 0, resetMs: 650, retryAfterMs: 50 });
    expect(await limiter.take('key_a', T0 + 200)).toEqual({ allowed: true, remaining: 0, resetMs: 800, retryAfterMs: 0 });
    expect(await limiter.take('key_a', T0 + 200)).toMatchObject({ allowed: false, retryAfterMs: 200 });
    expect(await limiter.take('key_a', T0 + 600)).toEqual({ allowed: true, remaining: 1, resetMs: 600, retryAfterMs: 0 });
  });

  it('refills to the burst, never beyond it', async () => {
    for (let i = 0; i < 4; i++) await limiter.take('key_a', T0);
    const later = [];
    for (let i = 0; i < 5; i++) later.push((await limiter.take('key_a', T0 + 60_000)).allowed);
    expect(later).toEqual([true, true, true, true, false]);
  });

  it('keeps 5 per second on average over a long run', async () => {
    let allowed = 0;
    for (let ms = 0; ms < 10_000; ms += 50) if ((await limiter.take('key_a', T0 + ms)).allowed) allowed++;
    // 4 at once, then one per 200 ms over 9.95 s.
    expect(allowed).toBe(4 + 49);
  });

  it('gives each key its own bucket', async () => {
    for (let i = 0; i < 4; i++) await limiter.take('key_a', T0);
    expect((await limiter.take('key_a', T0)).allowed).toBe(false);
    expect(await limiter.take('key_b', T0)).toEqual({ allowed: true, remaining: 3, resetMs: 200, retryAfterMs: 0 });
  });

  it('gives concurrent requests of one process at one instant exactly the burst', async () => {
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.take('key_a', T0)));
    const allowed = decisions.filter((d) => d.allowed);
    expect(allowed).toHaveLength(4);
    // SQLite reads the bucket after its UPDATE, so concurrent takes there may all see the last one's count.
    if (name !== 'sql on sqlite') expect(allowed.map((d) => d.remaining).sort()).toEqual([0, 1, 2, 3]);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterMs === 200)).toBe(true);
    expect((await limiter.take('key_a', T0 + 400)).remaining).toBe(1);
  });

  it('does not refill for a clock that goes backwards', async () => {
    for (let i = 0; i < 4; i++) await limiter.take('key_a', T0);
    expect((await limiter.take('key_a', T0 - 5_000)).allowed).toBe(false);
    expect((await limiter.take('key_a', T0 + 200)).allowed).toBe(true);
  });
});

describe('rate limiter choice and settings', () => {
  it('refuses a rate of 0 and a burst below 1', () => {
    expect(() => new MemoryRateLimiter(0, 4)).toThrow('ratePerSecond must be > 0, got 0');
    expect(() => new MemoryRateLimiter(5, 0.5)).toThrow('burst must be >= 1, got 0.5');
  });

  it.each(DIALECTS)('createRateLimiter on %s', async (dialect) => {
    const store = await openTestStore(dialect);
    try {
      const limiter = createRateLimiter(store, { ratePerSecond: 5, rateBurst: 4 });
      expect(limiter).toBeInstanceOf(dialect === 'mysql' ? SqlRateLimiter : MemoryRateLimiter);
    } finally {
      await store.close();
    }
  });
});

describe.runIf(DIALECTS.includes('mysql'))('SqlRateLimiter shared by two processes on one MySQL database', () => {
  let stores: Store[] = [];
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const target = await testDatabaseUrl('mysql');
    drop = target.drop;
    // Two stores = two separate mysql2 pools, as two service processes would have.
    stores = [await openStore(target.url), await openStore(target.url)];
  });
  afterEach(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await drop();
  });

  it('hold one limit: 40 concurrent requests at one instant, exactly 4 allowed', async () => {
    const [one, two] = stores.map((s) => new SqlRateLimiter(s, RATE, BURST));
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).take('key_shared', T0)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(4);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterMs === 200)).toBe(true);
  });

  it('a full MEMORY table makes room by dropping full buckets, and keeps the spent ones', async () => {
    const [store] = stores;
    // A 16 KB table holds a few dozen buckets; the setting counts when the table is (re)built, on that connection.
    await store.db.connection().execute(async (c) => {
      await sql`SET SESSION max_heap_table_size = 16384`.execute(c);
      await sql`ALTER TABLE rate_buckets ENGINE=MEMORY`.execute(c);
    });
    const limiter = new SqlRateLimiter(store, RATE, BURST);
    for (let i = 0; i < BURST; i++) await limiter.take('key_spent', T0);
    let keys = 0;
    for (; keys < 2000; keys++) {
      const full = await limiter.take(`key_${keys}`, T0).then(
        () => false,
        (e: { errno?: number }) => e.errno === 1114,
      );
      if (full) break;
    }
    // Filled at T0, refused nothing: the loop stopped at a full table, not at 2000.
    expect(keys).toBeLessThan(2000);
    // 400 ms on, the others are full again (3 + 2 tokens, capped at 4) and the spent one holds 2.
    const later = T0 + 400;
    expect((await limiter.take('key_new', later)).allowed).toBe(true);
    // The spent bucket was kept: dropped, it would count as full and allow a third.
    const spent = [];
    for (let i = 0; i < 3; i++) spent.push((await limiter.take('key_spent', later)).allowed);
    expect(spent).toEqual([true, true, false]);
  });

  it('refill is shared too: after 400 ms either pool gets exactly 2 more', async () => {
    const [one, two] = stores.map((s) => new SqlRateLimiter(s, RATE, BURST));
    for (let i = 0; i < 4; i++) await one.take('key_shared', T0);
    const later = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).take('key_shared', T0 + 400)));
    expect(later.filter((d) => d.allowed)).toHaveLength(2);
  });
});
