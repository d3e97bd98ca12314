/** When each key was last seen, shared by every process: decides whether the beta notice is shown. */
import { sql } from 'kysely';
import { preparedOnce } from './compiled.js';
import type { Store } from './store.js';

/** Idle time after which the notice is shown again. */
export const NOTICE_IDLE_MS = 30 * 60 * 1000;

/** Days since the epoch, in UTC: comparing them tells a new UTC day without formatting dates. */
function utcDayNumber(ms: number): number {
  return Math.floor(ms / 86_400_000);
}

/** Shown on a key's first request, its first of a UTC day, and after 30 minutes idle. */
export function noticeShown(previousMs: number | undefined, nowMs: number): boolean {
  if (previousMs === undefined) return true;
  return utcDayNumber(previousMs) < utcDayNumber(nowMs) || nowMs - previousMs >= NOTICE_IDLE_MS;
}

export class ActivityRepo {
  /** Run on a key's requests (at most once a second per key and process on MySQL): built once. */
  private readonly write: (keyId: string, now: number) => Promise<unknown>;

  constructor(private readonly store: Store) {
    this.write = preparedOnce(store.db, 2, (db, keyId: string, now: number) => {
      const insert = db.insertInto('key_activity').values({ key_id: keyId, last_seen_ms: now });
      return store.dialect === 'mysql'
        ? insert.onDuplicateKeyUpdate({ last_seen_ms: sql<number>`greatest(last_seen_ms, ${now})` })
        : insert.onConflict((oc) => oc.column('key_id').doUpdateSet({ last_seen_ms: sql<number>`max(key_activity.last_seen_ms, ${now})` }));
    });
  }

  /** Records a request on the key at `nowMs` and says whether the notice is shown on it. */
  async touch(keyId: string, nowMs: number): Promise<{ shown: boolean }> {
    const now = Math.floor(nowMs);
    const shown = noticeShown(await this.lastSeen(keyId), now);
    await this.record(keyId, now);
    return { shown };
  }

  async lastSeen(keyId: string): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('key_activity')
      .select('last_seen_ms')
      .where('key_id', '=', keyId)
      .executeTakeFirst();
    return row ? Number(row.last_seen_ms) : undefined;
  }

  /** Never moves backwards: another process may already have recorded a later request. */
  async record(keyId: string, nowMs: number): Promise<void> {
    await this.write(keyId, Math.floor(nowMs));
  }
}
