/**
 * Token bucket per key: `ratePerSecond` tokens flow in, up to `burst`; a request takes one.
 * A bucket starts full. In memory for the embedded SQLite mode (one process); in SQL for MySQL,
 * where many processes share the database and must share one limit.
 */
import { sql } from 'kysely';
import { coalescePerKey } from './coalesce.js';
import { preparedOnce } from './compiled.js';
import type { Store } from './store.js';
import type { RateDecision } from './types.js';

export interface RateLimiter {
  /** The in-memory limiter decides at once; the SQL one has to wait for the database. */
  take(keyId: string, nowMs: number): RateDecision | Promise<RateDecision>;
  close?(): Promise<void>;
}

/** Float slack so that 200 ms × 0.005 tokens/ms counts as one whole token. */
const EPS = 1e-9;

function check(ratePerSecond: number, burst: number): void {
  if (!(ratePerSecond > 0)) throw new Error(`ratePerSecond must be > 0, got ${ratePerSecond}`);
  if (!(burst >= 1)) throw new Error(`burst must be >= 1, got ${burst}`);
}

/** Tokens in a bucket at `nowMs` that held `tokens` at `updatedMs`. */
export function refill(tokens: number, updatedMs: number, nowMs: number, ratePerSecond: number, burst: number): number {
  return Math.min(burst, tokens + (Math.max(0, nowMs - updatedMs) * ratePerSecond) / 1000);
}

/** The decision, from the tokens left after it. */
export function decision(allowed: boolean, tokens: number, ratePerSecond: number, burst: number): RateDecision {
  const msPerToken = 1000 / ratePerSecond;
  return {
    allowed,
    remaining: Math.max(0, Math.floor(tokens + EPS)),
    resetMs: Math.max(0, Math.ceil((burst - tokens) * msPerToken - EPS)),
    retryAfterMs: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) * msPerToken - EPS)),
  };
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, { tokens: number; updatedMs: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {
    check(ratePerSecond, burst);
  }

  take(keyId: string, nowMs: number): RateDecision {
    if (this.#buckets.size > 10_000) this.#prune(nowMs);
    const b = this.#buckets.get(keyId) ?? { tokens: this.burst, updatedMs: nowMs };
    const tokens = refill(b.tokens, b.updatedMs, nowMs, this.ratePerSecond, this.burst);
    const allowed = tokens >= 1 - EPS;
    const after = allowed ? tokens - 1 : tokens;
    this.#buckets.set(keyId, { tokens: after, updatedMs: Math.max(b.updatedMs, nowMs) });
    return decision(allowed, after, this.ratePerSecond, this.burst);
  }

  /** Forgets buckets that are full again: they behave exactly like absent ones. */
  #prune(nowMs: number): void {
    for (const [id, b] of this.#buckets) {
      if (refill(b.tokens, b.updatedMs, nowMs, this.ratePerSecond, this.burst) >= this.burst) this.#buckets.delete(id);
    }
  }
}

/**
 * On MySQL the taking UPDATE also reports the tokens it found: `LAST_INSERT_ID(expr)` in its WHERE comes
 * back in the OK packet as the insert id, so an allowed request needs no second round trip to read them.
 * Scaled to a whole number, finer than EPS; used while burst × scale stays an exact double.
 */
const TOKEN_SCALE = 1e9;

/** Whole tokens in `scaled` found tokens, as the UPDATE counts them: (scaled + 1) DIV TOKEN_SCALE, in exact integers. */
function wholeTokens(scaled: number): number {
  const q = Math.floor((scaled + 1) / TOKEN_SCALE);
  return q * TOKEN_SCALE > scaled + 1 ? q - 1 : q;
}

type TakeResult = { numAffectedRows?: bigint; insertId?: bigint };

/** The latest of a batch's times (a loop: a batch can be longer than a spread's argument limit). */
export function latest(times: readonly number[]): number {
  let most = -Infinity;
  for (const t of times) if (t > most) most = t;
  return most;
}

/** MySQL's "The table is full". */
const ER_RECORD_FILE_FULL = 1114;

export class SqlRateLimiter implements RateLimiter {
  readonly #takeQuery: (keyId: string, now: number) => Promise<TakeResult>;
  readonly #takeManyQuery: (keyId: string, now: number, count: number) => Promise<TakeResult>;
  readonly #reportsTokens: boolean;
  readonly #readQuery: (keyId: string) => Promise<{ rows: { tokens: number; updated_ms: number }[] }>;
  readonly #coalesced: (keyId: string, nowMs: number) => Promise<RateDecision>;

  constructor(
    private readonly store: Store,
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {
    check(ratePerSecond, burst);
    this.#reportsTokens = store.dialect === 'mysql' && burst * TOKEN_SCALE < Number.MAX_SAFE_INTEGER;
    // Built once: every request runs one, and building a statement costs more than MySQL takes to run it.
    this.#takeQuery = preparedOnce(store.db, 2, (db, keyId: string, now: number) => this.#takeStatement(db, keyId, now));
    this.#takeManyQuery = preparedOnce(store.db, 3, (db, keyId: string, now: number, count: number) => this.#takeManyStatement(db, keyId, now, count));
    this.#readQuery = preparedOnce(store.db, 1, (db, keyId: string) =>
      db.selectFrom('rate_buckets').select(['tokens', 'updated_ms']).where('key_id', '=', keyId));
    this.#coalesced = coalescePerKey((keyId, times: number[]) => this.#takeMany(keyId, times));
  }

  /**
   * On MySQL a key's requests that arrive while its UPDATE runs wait and take their tokens together in
   * the next one (coalesce.ts): one statement takes as many whole tokens as are there, up to the count.
   */
  take(keyId: string, nowMs: number): Promise<RateDecision> {
    return this.#reportsTokens ? this.#coalesced(keyId, nowMs) : this.#takeOne(keyId, nowMs);
  }

  async #takeOne(keyId: string, nowMs: number): Promise<RateDecision> {
    const now = Math.floor(nowMs);
    for (let attempt = 1; ; attempt++) {
      const taken = await this.#takeQuery(keyId, now);
      const allowed = Number(taken.numAffectedRows ?? 0) === 1;
      if (allowed) {
        const [row] = (await this.#readQuery(keyId)).rows;
        // The row's updated_ms is now at least `now`, so the tokens left are the stored ones.
        return decision(true, row ? refill(Number(row.tokens), Number(row.updated_ms), now, this.ratePerSecond, this.burst) : 0, this.ratePerSecond, this.burst);
      }
      const refused = await this.#refusedOrRetry(keyId, now, attempt);
      if (refused) return refused;
    }
  }

  /**
   * The batch is taken at its latest time (each request's own is when its statement is sent; the
   * earlier ones waited for the batch before). Request i of the batch is allowed when i tokens were
   * there besides its own, so the limit stays exact across processes.
   */
  async #takeMany(keyId: string, times: number[]): Promise<RateDecision[]> {
    const now = Math.floor(latest(times));
    for (let attempt = 1; ; attempt++) {
      const taken = await this.#takeManyQuery(keyId, now, times.length);
      if (Number(taken.numAffectedRows ?? 0) === 1) {
        const scaled = Number(taken.insertId);
        const whole = Math.min(times.length, wholeTokens(scaled));
        const found = scaled / TOKEN_SCALE;
        return times.map((_, i) => (i < whole ? decision(true, found - i - 1, this.ratePerSecond, this.burst) : decision(false, found - whole, this.ratePerSecond, this.burst)));
      }
      const refused = await this.#refusedOrRetry(keyId, now, attempt);
      if (refused) return times.map(() => refused);
    }
  }

  /** After an UPDATE that took nothing: the refusal, or null to take again (the bucket was missing or just made). */
  async #refusedOrRetry(keyId: string, now: number, attempt: number): Promise<RateDecision | null> {
    const [row] = (await this.#readQuery(keyId)).rows;
    if (row) {
      const tokens = refill(Number(row.tokens), Number(row.updated_ms), now, this.ratePerSecond, this.burst);
      // Refused although a token is there: the bucket was created by another request between our
      // UPDATE and the read. Take again.
      return tokens < 1 - EPS || attempt >= 3 ? decision(false, tokens, this.ratePerSecond, this.burst) : null;
    }
    // First request on this key: create a full bucket (a concurrent request may win; that is fine).
    const insert = this.store.db.insertInto('rate_buckets').values({ key_id: keyId, tokens: this.burst, updated_ms: now });
    if (this.store.dialect !== 'mysql') {
      await insert.onConflict((oc) => oc.column('key_id').doNothing()).execute();
      return null;
    }
    try {
      await insert.ignore().execute();
    } catch (e) {
      // The MEMORY table (migration 0008) holds a fixed number of bytes. A full bucket says nothing an
      // absent one does not, so the full ones make room and the insert is tried once more.
      if ((e as { errno?: number }).errno !== ER_RECORD_FILE_FULL) throw e;
      await this.store.db.deleteFrom('rate_buckets').where(sql<boolean>`${this.#refilled(now)} >= ${this.burst - EPS}`).execute();
      await insert.ignore().execute();
    }
    return null;
  }

  /** The bucket's tokens at `now`, as SQL (the row's values before the UPDATE changes them). */
  #refilled(now: number) {
    const [least, greatest] = this.store.dialect === 'mysql' ? ['least', 'greatest'] : ['min', 'max'];
    return sql<number>`${sql.raw(least)}(${this.burst}, tokens + ${sql.raw(greatest)}(0, ${now} - updated_ms) * ${this.ratePerSecond / 1000})`;
  }

  /**
   * Refill and take one token in one conditional UPDATE, so concurrent processes cannot both take the
   * last token. On MySQL, SET assignments run left to right: `tokens` must come before `updated_ms`.
   */
  #takeStatement(db: Store['db'], keyId: string, now: number) {
    const refilled = this.#refilled(now);
    return db
      .updateTable('rate_buckets')
      .set({ tokens: sql<number>`${refilled} - 1`, updated_ms: sql<number>`${sql.raw(this.store.dialect === 'mysql' ? 'greatest' : 'max')}(updated_ms, ${now})` })
      .where('key_id', '=', keyId)
      .where(sql<boolean>`${refilled} >= ${1 - EPS}`);
  }

  /**
   * MySQL only: take up to `count` whole tokens in one UPDATE, and report the tokens found, scaled, as the
   * insert id. The whole tokens are counted from that same integer (wholeTokens), so this process counts
   * exactly what the statement took.
   */
  #takeManyStatement(db: Store['db'], keyId: string, now: number, count: number) {
    const scaled = sql<number>`round(${this.#refilled(now)} * ${TOKEN_SCALE})`;
    const whole = sql<number>`((${scaled} + 1) div ${TOKEN_SCALE})`;
    return db
      .updateTable('rate_buckets')
      .set({ tokens: sql<number>`${this.#refilled(now)} - least(${count}, ${whole})`, updated_ms: sql<number>`greatest(updated_ms, ${now})` })
      .where('key_id', '=', keyId)
      .where(sql<boolean>`${whole} >= 1`)
      .where(sql<boolean>`LAST_INSERT_ID(${scaled}) >= 0`);
  }
}

/** In memory for SQLite (one process), in SQL for MySQL (many processes, one limit); Redis (SVC_REDIS_URL): redis-rate-limiter.ts. */
export function createRateLimiter(store: Store, options: { ratePerSecond: number; rateBurst: number }): RateLimiter {
  return store.dialect === 'mysql'
    ? new SqlRateLimiter(store, options.ratePerSecond, options.rateBurst)
    : new MemoryRateLimiter(options.ratePerSecond, options.rateBurst);
}
