/**
 * Writes kept in memory and written out in one transaction every half second (and on demand, and at
 * close), instead of one commit per request: request counts, last-seen times and completions.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { Store } from './store.js';

/** Runs a write on a timer and on demand, one at a time. */
export class WriteBehind {
  private readonly timer: NodeJS.Timeout;
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly write: () => Promise<void>, intervalMs: number) {
    this.timer = setInterval(() => void this.flush().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  /** Writes what is pending after any write already running; a failed write does not stop later ones. */
  flush(): Promise<void> {
    const next = this.last.catch(() => {}).then(() => this.write());
    this.last = next;
    return next;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** What one buffered repository has pending, taken out of it: its write, and how to put it back if that fails. */
export interface Taken {
  write(db: Kysely<Database>): Promise<void>;
  restore(): void;
}

/** A repository that buffers writes: `take` empties its buffer (null when there is nothing). */
export interface Buffered {
  take(): Taken | null;
}

/** How often buffered writes go out; with MySQL, other processes see a request within about this long. */
export const WRITE_BEHIND_MS = 500;
/** A process whose mark is older than this (in database time) is taken to be gone (killed): nobody waits for it. */
const GONE_AFTER_MS = 5 * WRITE_BEHIND_MS;
/** The longest a reader waits for the other processes' writes. */
const MAX_WAIT_MS = 3000;
const POLL_MS = 25;

const nowMs = sql<number>`cast(unix_timestamp(now(3)) * 1000 as signed)`;

/**
 * One per store (so one transaction and one mark per process). With MySQL many processes write behind:
 * each flush first reads the database's clock, then takes every buffer, and commits the batch with a
 * mark saying it holds everything recorded before that time. `settled()` writes this process's buffer,
 * then waits until every other live process has a mark past the moment it asked.
 */
export class StoreWriteBehind {
  readonly #sources = new Set<Buffered>();
  readonly #behind: WriteBehind;
  readonly #writer = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #shared: boolean;
  #closed = false;

  constructor(private readonly store: Store, intervalMs = WRITE_BEHIND_MS) {
    this.#shared = store.dialect === 'mysql';
    this.#behind = new WriteBehind(() => this.#write(), intervalMs);
    // A first mark at once: readers learn of this process before it has served anything.
    if (this.#shared) void this.flush().catch(() => {});
  }

  add(source: Buffered): void {
    this.#sources.add(source);
  }

  /** Writes out this process's buffered rows. */
  flush(): Promise<void> {
    return this.#behind.flush();
  }

  /** Every request recorded before this call, by any process on the database, is written when it resolves. */
  async settled(): Promise<void> {
    await this.flush();
    if (!this.#shared) return;
    const started = Date.now();
    let since: number | undefined;
    for (;;) {
      const { rows } = await sql<{ writer: string; marked_ms: number; now_ms: number }>`select writer, marked_ms, ${nowMs} as now_ms from write_marks`.execute(this.store.db);
      const now = rows.length ? Number(rows[0].now_ms) : 0;
      since ??= now;
      const waiting = rows.filter((r) => r.writer !== this.#writer && Number(r.marked_ms) < since! && now - Number(r.marked_ms) < GONE_AFTER_MS);
      if (waiting.length === 0 || Date.now() - started > MAX_WAIT_MS) return;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** Writes what is pending and stops the timer; with MySQL the process's mark is removed (no reader waits for it). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#behind.close();
    if (this.#shared) await this.store.db.deleteFrom('write_marks').where('writer', '=', this.#writer).execute();
  }

  async #write(): Promise<void> {
    const marking = this.#shared && !this.#closed;
    // The clock is read before the buffers are taken: everything recorded before `mark` is in this batch.
    const mark = marking ? Number((await sql<{ now_ms: number }>`select ${nowMs} as now_ms`.execute(this.store.db)).rows[0].now_ms) : 0;
    const taken = [...this.#sources].map((s) => s.take()).filter((t): t is Taken => t !== null);
    if (taken.length === 0 && !marking) return;
    const writeMark = (db: Kysely<Database>) =>
      db.insertInto('write_marks').values({ writer: this.#writer, marked_ms: mark }).onDuplicateKeyUpdate({ marked_ms: mark }).execute();
    try {
      if (taken.length === 0) {
        await writeMark(this.store.db);
        return;
      }
      await this.store.db.transaction().execute(async (trx) => {
        for (const t of taken) await t.write(trx);
        if (marking) await writeMark(trx);
      });
    } catch (e) {
      for (const t of taken) t.restore();
      throw e;
    }
  }
}

const perStore = new WeakMap<Store, StoreWriteBehind>();

/** The store's one write-behind (made on first use). */
export function writeBehindOf(store: Store): StoreWriteBehind {
  let w = perStore.get(store);
  if (!w) perStore.set(store, (w = new StoreWriteBehind(store)));
  return w;
}
