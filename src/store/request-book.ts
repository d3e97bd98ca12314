/**
 * Per-request bookkeeping: when each key was last seen (for the notice) and request counts (for usage).
 * With MySQL every process shares it through the database at once. The embedded SQLite mode is one
 * process, so it keeps both in memory and writes them behind in one transaction every second, at
 * close, and before usage is read: two writes per request would cost more than the request itself.
 */
import { ActivityRepo, noticeShown } from './activity-repo.js';
import type { Store } from './store.js';
import { UsageRepo } from './usage-repo.js';
import { WriteBehind } from './write-behind.js';

export interface RequestBook {
  /** Counts the request and says whether this key's reply shows the notice. */
  record(keyId: string, accountId: string, day: string, nowMs: number): { shown: boolean } | Promise<{ shown: boolean }>;
  /** Makes every recorded request visible in the database. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

class DirectRequestBook implements RequestBook {
  private readonly activity: ActivityRepo;
  private readonly usage: UsageRepo;
  constructor(store: Store) {
    this.activity = new ActivityRepo(store);
    this.usage = new UsageRepo(store);
  }
  async record(keyId: string, accountId: string, day: string, nowMs: number) {
    await this.usage.countRequest(keyId, accountId, day);
    return this.activity.touch(keyId, nowMs);
  }
  async flush() {}
  async close() {}
}

class BufferedRequestBook implements RequestBook {
  private readonly lastSeen = new Map<string, number | undefined>();
  private readonly dirtySeen = new Set<string>();
  private readonly counts = new Map<string, { keyId: string; accountId: string; day: string; n: number }>();
  private readonly behind: WriteBehind;

  constructor(private readonly store: Store, intervalMs = 1000) {
    this.behind = new WriteBehind(() => this.write(), intervalMs);
  }

  /** At once for a key seen since start; its first request reads when it was last seen. */
  record(keyId: string, accountId: string, day: string, nowMs: number): { shown: boolean } | Promise<{ shown: boolean }> {
    if (this.lastSeen.has(keyId)) return this.note(keyId, accountId, day, nowMs, this.lastSeen.get(keyId));
    return new ActivityRepo(this.store)
      .lastSeen(keyId)
      .then((stored) => this.note(keyId, accountId, day, nowMs, this.lastSeen.has(keyId) ? this.lastSeen.get(keyId) : stored));
  }

  private note(keyId: string, accountId: string, day: string, nowMs: number, previous: number | undefined): { shown: boolean } {
    const at = Math.floor(nowMs);
    this.lastSeen.set(keyId, Math.max(previous ?? 0, at));
    this.dirtySeen.add(keyId);
    const k = `${keyId}\u0000${day}`;
    const c = this.counts.get(k);
    if (c) c.n += 1;
    else this.counts.set(k, { keyId, accountId, day, n: 1 });
    return { shown: noticeShown(previous, at) };
  }

  flush(): Promise<void> {
    return this.behind.flush();
  }

  private async write(): Promise<void> {
    if (this.counts.size === 0 && this.dirtySeen.size === 0) return;
    const counts = [...this.counts.values()];
    const seen = [...this.dirtySeen].map((keyId) => [keyId, this.lastSeen.get(keyId)!] as const);
    this.counts.clear();
    this.dirtySeen.clear();
    try {
      await this.store.db.transaction().execute(async (trx) => {
        const tx = { ...this.store, db: trx };
        const usage = new UsageRepo(tx);
        const activity = new ActivityRepo(tx);
        for (const c of counts) await usage.countRequest(c.keyId, c.accountId, c.day, c.n);
        for (const [keyId, ms] of seen) await activity.record(keyId, ms);
      });
    } catch (e) {
      // Keep what was not written for the next flush.
      for (const c of counts) {
        const k = `${c.keyId}\u0000${c.day}`;
        const cur = this.counts.get(k);
        if (cur) cur.n += c.n;
        else this.counts.set(k, c);
      }
      for (const [keyId] of seen) this.dirtySeen.add(keyId);
      throw e;
    }
  }

  close(): Promise<void> {
    return this.behind.close();
  }
}

export function createRequestBook(store: Store): RequestBook {
  return store.dialect === 'sqlite' ? new BufferedRequestBook(store) : new DirectRequestBook(store);
}
