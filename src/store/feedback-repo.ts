/** Feedback per key: ratings, prose corrections in force (they change later answers) and code corrections kept for review. */
import { sql } from 'kysely';
import { compiledOnce } from './compiled.js';
import { ulid } from '../ids.js';
import { OwnerCache } from './owner-cache.js';
import type { FeedbackTable } from './schema.js';
import type { Store } from './store.js';

export type FeedbackRecord = Omit<FeedbackTable, 'key_id'>;
export type FeedbackInput = Omit<FeedbackRecord, 'id' | 'created_at'>;

export interface FeedbackCounts {
  corrections: number;
  review: number;
  positive: number;
  negative: number;
}

/** With MySQL: how long a process uses its set of corrected questions before reading it again. */
export const CORRECTIONS_TTL_MS = 250;

export class FeedbackRepo {
  /**
   * The questions each key has a correction in force for: every chat turn asks, and almost always the
   * answer is none, which this settles without a query. With MySQL the set is read again after
   * CORRECTIONS_TTL_MS, and a feedback write answers only once every process's older set has expired.
   */
  private readonly corrected: OwnerCache<Set<string>>;

  constructor(private readonly store: Store) {
    this.corrected = new OwnerCache(true, 10_000, store.dialect === 'sqlite' ? Infinity : CORRECTIONS_TTL_MS);
    this.correctionQuery = compiledOnce<FeedbackRecord, [string, string, string]>(store.db, (db) =>
      db
        .selectFrom('feedback')
        .select(['id', 'completion_id', 'rating', 'correction', 'kind', 'status', 'question_hash', 'question', 'created_at'])
        .where('key_id', '=', '')
        .where('question_hash', '=', '')
        .where('status', '=', 'remembered')
        .orderBy('id', 'desc')
        // A literal: SQLite runs `limit ?` several times slower than `limit 1` on this hot path.
        .limit(sql.lit(1)),
    );
  }

  async add(keyId: string, input: FeedbackInput): Promise<FeedbackRecord> {
    const row: FeedbackRecord = { ...input, id: `fb_${ulid()}`, created_at: new Date().toISOString() };
    await this.corrected.writing(keyId, () => this.store.db.insertInto('feedback').values({ ...row, key_id: keyId }).execute());
    return row;
  }

  /** The latest prose correction in force for this question on this key. */
  async correctionFor(keyId: string, questionHash: string): Promise<FeedbackRecord | undefined> {
    if (this.corrected.enabled) {
      const hashes = await this.corrected.get(keyId, async () => {
        const rows = await this.store.db.selectFrom('feedback').select('question_hash').where('key_id', '=', keyId).where('status', '=', 'remembered').execute();
        return new Set(rows.map((r) => r.question_hash));
      });
      if (!hashes.has(questionHash)) return undefined;
    }
    const [row] = await this.correctionQuery(keyId, questionHash, 'remembered');
    return row;
  }

  /** Runs on every svc-prod chat turn: compiled once. */
  private readonly correctionQuery;

  async list(keyId: string, status?: FeedbackRecord['status']): Promise<FeedbackRecord[]> {
    let q = this.store.db
      .selectFrom('feedback')
      .select(['id', 'completion_id', 'rating', 'correction', 'kind', 'status', 'question_hash', 'question', 'created_at'])
      .where('key_id', '=', keyId);
    if (status) q = q.where('status', '=', status);
    return q.orderBy('id').execute();
  }

  async counts(keyId: string): Promise<FeedbackCounts> {
    const rows = await this.list(keyId);
    return {
      corrections: rows.filter((r) => r.status === 'remembered').length,
      review: rows.filter((r) => r.status === 'review').length,
      positive: rows.filter((r) => r.rating === 'positive').length,
      negative: rows.filter((r) => r.rating === 'negative').length,
    };
  }

  /** Forgets what changes answers (prose corrections) and, on a full reset, the ratings too; code corrections stay for review. */
  async erase(keyId: string, options: { ratings: boolean }): Promise<number> {
    const statuses: FeedbackRecord['status'][] = options.ratings ? ['remembered', 'recorded'] : ['remembered'];
    const res = await this.corrected.writing(keyId, () => this.store.db.deleteFrom('feedback').where('key_id', '=', keyId).where('status', 'in', statuses).executeTakeFirst());
    return Number(res.numDeletedRows);
  }
}
