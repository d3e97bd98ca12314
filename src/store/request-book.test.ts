import { afterEach, describe, expect, it } from 'vitest';
import { AccountRepo } from './account-repo.js';
import { KeyRepo } from './key-repo.js';
import { createRequestBook } from './request-book.js';
import { openStore, type Store } from './store.js';
import { DIALECTS, openTestStore, urlOf } from './test-db.js';
import { UsageRepo } from './usage-repo.js';

describe.each(DIALECTS)('RequestBook on %s', (dialect) => {
  let store: Store;
  afterEach(async () => store?.close());

  async function setup() {
    store = await openTestStore(dialect);
    const account = await new AccountRepo(store).create(`book-${dialect}@example.com`);
    const { key } = await new KeyRepo(store).create(account.id, {});
    return { account, key };
  }

  it('counts every request and decides the notice: first, same day, after 30 minutes idle, new UTC day', async () => {
    const { account, key } = await setup();
    const book = createRequestBook(store);
    const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect((await book.record(key.id, account.id, '2026-11-22', t0)).shown).toBe(true);
    expect((await book.record(key.id, account.id, '2026-11-22', t0 + 60_000)).shown).toBe(false);
    expect((await book.record(key.id, account.id, '2026-11-22', t0 + 60_000 + 30 * 60_000)).shown).toBe(true);
    const midnight = Date.UTC(2026, 10, 23, 0, 0, 1);
    expect((await book.record(key.id, account.id, '2026-11-23', midnight)).shown).toBe(true);
    await book.flush();
    const s = await new UsageRepo(store).summary(account.id, '2026-11-23');
    expect(s.per_day).toEqual([
      { day: '2026-11-23', requests: 1 },
      { day: '2026-11-22', requests: 3 },
    ]);
    expect(s.last_7_days).toBe(4);
    await book.close();
  });

  // Two stores on one database are two service processes, each with its own write-behind.
  it.runIf(dialect === 'mysql')('decides the notice from what every process saw, and a usage read waits for every process\'s counts', async () => {
    const { account, key } = await setup();
    const other = await openStore(urlOf(store));
    try {
      const [a, b] = [createRequestBook(store), createRequestBook(other)];
      const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);
      const minute = 60_000;
      expect((await a.record(key.id, account.id, '2026-11-22', t0)).shown).toBe(true);
      expect((await a.record(key.id, account.id, '2026-11-22', t0 + 200)).shown).toBe(false);
      // Last-seen times reach the other process with the next write, within half a second.
      await new Promise((r) => setTimeout(r, 700));
      expect((await b.record(key.id, account.id, '2026-11-22', t0 + 10 * minute)).shown).toBe(false);
      await new Promise((r) => setTimeout(r, 700));
      // Idle for 30.5 minutes as far as a saw, but b served the key 20.5 minutes ago.
      expect((await a.record(key.id, account.id, '2026-11-22', t0 + 30.5 * minute)).shown).toBe(false);
      expect((await b.record(key.id, account.id, '2026-11-22', t0 + 61 * minute)).shown).toBe(true);
      // b's last request is still in its memory: a's flush waits for b's next write before usage is read.
      await a.flush();
      expect((await new UsageRepo(store).summary(account.id, '2026-11-22')).today).toBe(5);
      await b.close();
    } finally {
      await other.close();
    }
  });

  it('keeps the last-seen time across a restart, so a restart does not show the notice again', async () => {
    const { account, key } = await setup();
    const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);
    const first = createRequestBook(store);
    await first.record(key.id, account.id, '2026-11-22', t0);
    await first.close();
    const second = createRequestBook(store);
    expect((await second.record(key.id, account.id, '2026-11-22', t0 + 5_000)).shown).toBe(false);
    await second.close();
    const s = await new UsageRepo(store).summary(account.id, '2026-11-22');
    expect(s.today).toBe(2);
  });
});
