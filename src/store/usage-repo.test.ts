import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountRepo } from './account-repo.js';
import { KeyRepo } from './key-repo.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';
import type { Account, ApiKey } from './types.js';
import { UsageRepo, dayMinus } from './usage-repo.js';

describe('dayMinus', () => {
  it.each([
    ['2025-03-01', 1, '2025-02-28'],
    ['2024-03-01', 1, '2024-02-29'],
    ['2025-01-05', 29, '2024-12-07'],
    ['2025-06-10', 0, '2025-06-10'],
  ] as const)('%s minus %i days is %s', (day, n, want) => {
    expect(dayMinus(day, n)).toBe(want);
  });

  it('refuses what is not a day', () => {
    expect(() => dayMinus('2025-6-1', 1)).toThrow('"2025-6-1" is not a UTC day; expected YYYY-MM-DD');
  });
});

describe.each(DIALECTS)('UsageRepo on %s', (dialect) => {
  let store: Store;
  let usage: UsageRepo;
  let accounts: AccountRepo;
  let keys: KeyRepo;
  let ann: Account;
  beforeEach(async () => {
    store = await openTestStore(dialect);
    usage = new UsageRepo(store);
    accounts = new AccountRepo(store);
    keys = new KeyRepo(store);
    ann = await accounts.create('ann@example.com');
  });
  afterEach(() => store.close());

  const used = async (id: string) => (await accounts.findById(id))!.free_used;

  it('charges until the limit, then refuses', async () => {
    expect(await usage.chargeExchange(ann.id, 2)).toBe(true);
    expect(await usage.chargeExchange(ann.id, 2)).toBe(true);
    expect(await usage.chargeExchange(ann.id, 2)).toBe(false);
    expect(await used(ann.id)).toBe(2);
  });

  it('80 concurrent charges with limit 60 charge exactly 60', async () => {
    const results = await Promise.all(Array.from({ length: 80 }, () => usage.chargeExchange(ann.id, 60)));
    expect(results.filter(Boolean)).toHaveLength(60);
    expect(results.filter((r) => !r)).toHaveLength(20);
    expect(await used(ann.id)).toBe(60);
  });

  it('charges nothing on an unknown account', async () => {
    expect(await usage.chargeExchange('acct_nope', 60)).toBe(false);
  });

  it('refunds one at a time and never below zero', async () => {
    await usage.chargeExchange(ann.id, 60);
    await usage.chargeExchange(ann.id, 60);
    await usage.refundExchange(ann.id);
    expect(await used(ann.id)).toBe(1);
    await usage.refundExchange(ann.id);
    await usage.refundExchange(ann.id);
    expect(await used(ann.id)).toBe(0);
  });

  it('a refund makes room for one more charge at the limit', async () => {
    expect(await usage.chargeExchange(ann.id, 1)).toBe(true);
    expect(await usage.chargeExchange(ann.id, 1)).toBe(false);
    await usage.refundExchange(ann.id);
    expect(await usage.chargeExchange(ann.id, 1)).toBe(true);
  });

  it('counts requests per key and day, also concurrently', async () => {
    const { key } = await keys.create(ann.id);
    await Promise.all(Array.from({ length: 25 }, () => usage.countRequest(key.id, ann.id, '2025-06-10')));
    await usage.countRequest(key.id, ann.id, '2025-06-09');
    const rows = await store.db.selectFrom('request_counts').select(['day', 'count']).orderBy('day').execute();
    expect(rows).toEqual([
      { day: '2025-06-09', count: 1 },
      { day: '2025-06-10', count: 25 },
    ]);
  });

  it('refuses a malformed day', async () => {
    await expect(usage.countRequest('key_x', ann.id, '10/06/2025')).rejects.toThrow('is not a UTC day');
  });

  describe('summary', () => {
    let a: ApiKey;
    let b: ApiKey;
    const count = async (key: ApiKey, day: string, n: number) => {
      for (let i = 0; i < n; i++) await usage.countRequest(key.id, key.account_id, day);
    };

    beforeEach(async () => {
      a = (await keys.create(ann.id, { name: 'laptop' })).key;
      b = (await keys.create(ann.id)).key;
      await count(a, '2025-06-10', 3); // today
      await count(b, '2025-06-10', 2); // today
      await count(a, '2025-06-04', 4); // 6 days ago: inside 7 days
      await count(b, '2025-06-03', 5); // 7 days ago: outside 7 days
      await count(a, '2025-05-12', 6); // 29 days ago: inside 30 days
      await count(a, '2025-05-11', 7); // 30 days ago: outside 30 days
      await count(a, '2025-06-11', 1); // after today: ignored by the windows
      const bob = await accounts.create('bob@example.com');
      const bobKey = (await keys.create(bob.id)).key;
      await count(bobKey, '2025-06-10', 9); // another account
    });

    it('totals today, 7 days and 30 days, and lists days with counts newest first', async () => {
      const s = await usage.summary(ann.id, '2025-06-10');
      expect(s.today).toBe(5);
      expect(s.last_7_days).toBe(9);
      expect(s.last_30_days).toBe(20);
      expect(s.per_day).toEqual([
        { day: '2025-06-10', requests: 5 },
        { day: '2025-06-04', requests: 4 },
        { day: '2025-06-03', requests: 5 },
        { day: '2025-05-12', requests: 6 },
      ]);
    });

    it('lists every key, revoked ones too, with all-time and today counts', async () => {
      await keys.revokeByPrefix(b.prefix);
      const c = (await keys.create(ann.id, { name: 'unused' })).key;
      const s = await usage.summary(ann.id, '2025-06-10');
      expect(s.per_key).toEqual([
        { key_prefix: a.prefix, name: 'laptop', requests: 21, today: 3 },
        { key_prefix: b.prefix, name: null, requests: 7, today: 2 },
        { key_prefix: c.prefix, name: 'unused', requests: 0, today: 0 },
      ]);
    });

    it('is all zeros for an account without requests', async () => {
      const carol = await accounts.create('carol@example.com');
      expect(await usage.summary(carol.id, '2025-06-10')).toEqual({
        today: 0,
        last_7_days: 0,
        last_30_days: 0,
        per_day: [],
        per_key: [],
      });
    });
  });
});
