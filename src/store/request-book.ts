/**
 * Per-request bookkeeping: when each key was last seen (for the notice) and request counts (for usage).
 * Both are kept in memory and written behind (write-behind.ts) in one transaction every half second, at
 * close, and before usage is read: the writes of every request would cost more than the request itself.
 * With MySQL every process shares them through the database: a usage read waits for every process's
 * buffered counts, so it is exact; other processes see a last-seen time within about half a second.
 */
import { ActivityRepo, noticeShown } from './activity-repo.js';
import type { Store } from './store.js';
import { UsageRepo } from './usage-repo.js';
import { writeBehindOf, type Buffered, type StoreWriteBehind, type Taken } from './write-behind.js';

export interface RequestBook {
  /** Counts the request and says whether this key's reply shows the notice. */
  record(keyId: string, accountId: string, day: string, nowMs: number): { shown: boolean } | Promise<{ shown: boolean }>;
  /** Makes every recorded request visible in the database. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts and last-seen times in memory, written behind with the store's other buffered writes (every half
 * second, at close, and before usage is read). A key this process saw within the idle time of the same
 * UTC day shows no notice whatever other processes saw (they can only have seen it later), so that needs
 * no query; otherwise the stored last-seen time is read first. With MySQL it is read again whenever this
 * process's own memory would show the notice, since other processes may have served the key meanwhile.
 */
class BufferedRequestBook implements RequestBook, Buffered {
  private readonly lastSeen = new Map<string, number | undefined>();
  private readonly dirtySeen = new Set<string>();
  private counts = new Map<string, { keyId: string; accountId: string; day: string; n: number }>();
  private readonly behind: StoreWriteBehind;
  private readonly shared: boolean;

  constructor(private readonly store: Store) {
    this.shared = store.dialect === 'mysql';
    this.behind = writeBehindOf(store);
    this.behind.add(this);
  }

  /** At once for a key seen lately; otherwise after reading when it was last seen. */
  record(keyId: string, accountId: string, day: string, nowMs: number): { shown: boolean } | Promise<{ shown: boolean }> {
    const known = this.lastSeen.has(keyId);
    const mine = this.lastSeen.get(keyId);
    if (known && !(this.shared && noticeShown(mine, Math.floor(nowMs)))) return this.note(keyId, accountId, day, nowMs, mine);
    return new ActivityRepo(this.store).lastSeen(keyId).then((stored) => {
      const now = this.lastSeen.get(keyId);
      const previous = now === undefined ? stored : stored === undefined ? now : Math.max(now, stored);
      return this.note(keyId, accountId, day, nowMs, previous);
    });
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

  /** With MySQL, also waits for the other processes' buffered requests (see write-behind.ts). */
  flush(): Promise<void> {
    return this.behind.settled();
  }

  take(): Taken | null {
    if (this.counts.size === 0 && this.dirtySeen.size === 0) return null;
    const counts = [...this.counts.values()];
    const seen = [...this.dirtySeen].map((keyId) => [keyId, this.lastSeen.get(keyId)!] as const);
    this.counts = new Map();
    this.dirtySeen.clear();
    return {
      write: async (trx) => {
        const tx = { ...this.store, db: trx };
        const usage = new UsageRepo(tx);
        const activity = new ActivityRepo(tx);
        for (const c of counts) await usage.countRequest(c.keyId, c.accountId, c.day, c.n);
        for (const [keyId, ms] of seen) await activity.record(keyId, ms);
      },
      // Kept for the next flush.
      restore: () => {
        for (const c of counts) {
          const k = `${c.keyId}\u0000${c.day}`;
          const cur = this.counts.get(k);
          if (cur) cur.n += c.n;
          else this.counts.set(k, c);
        }
        for (const [keyId] of seen) this.dirtySeen.add(keyId);
      },
    };
  }

  close(): Promise<void> {
    return this.behind.close();
  }
}

export function createRequestBook(store: Store): RequestBook {
  return new BufferedRequestBook(store);
}
