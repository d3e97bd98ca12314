/**
 * Per-request bookkeeping: when each key was last seen (for the notice) and request counts (for usage).
 * With MySQL every process shares it through the database: counts at once, last-seen times within a
 * second. The embedded SQLite mode is one process, so it keeps both in memory and writes them behind in
 * one transaction every second, at close, and before usage is read: two writes per request would cost
 * more than the request itself.
 */
import { LRUCache } from 'lru-cache';
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

/** How often one process writes a busy key's last-seen time: other processes read it at most this stale. */
const SEEN_WRITE_EVERY_MS = 1000;

class DirectRequestBook implements RequestBook {
  private readonly activity: ActivityRepo;
  private readonly usage: UsageRepo;
  /**
   * When this process last saw and last wrote each key. A key it saw within the idle time of the same
   * UTC day shows no notice whatever other processes saw (they can only have seen it later), so the
   * read is skipped, and the write too within a second of the last: a busy key costs one round trip
   * (its count), not three.
   */
  private readonly mine = new LRUCache<string, { seenMs: number; writtenMs: number }>({ max: 10_000 });
  constructor(store: Store) {
    this.activity = new ActivityRepo(store);
    this.usage = new UsageRepo(store);
  }
  async record(keyId: string, accountId: string, day: string, nowMs: number) {
    const at = Math.floor(nowMs);
    const count = this.usage.countRequest(keyId, accountId, day);
    const mine = this.mine.get(keyId);
    if (mine && !noticeShown(mine.seenMs, at)) {
      mine.seenMs = Math.max(mine.seenMs, at);
      if (at - mine.writtenMs >= SEEN_WRITE_EVERY_MS) {
        mine.writtenMs = at;
        await Promise.all([count, this.activity.record(keyId, at)]);
      } else await count;
      return { shown: false };
    }
    const [, touched] = await Promise.all([count, this.activity.touch(keyId, at)]);
    this.mine.set(keyId, { seenMs: Math.max(mine?.seenMs ?? 0, at), writtenMs: at });
    return touched;
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
