/** Free-exchange charging and per-key, per-day request counts. */
import { sql } from 'kysely';
import { preparedOnce } from './compiled.js';
import type { Store } from './store.js';
import type { UsageSummary } from './types.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(day: string): string {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Error(`"${day}" is not a UTC day; expected YYYY-MM-DD`);
  }
  return day;
}

/** The UTC day `days` before `day` (YYYY-MM-DD). */
export function dayMinus(day: string, days: number): string {
  return new Date(Date.parse(`${checkDay(day)}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
let memoDay = -1;
let memoText = '';

/** `YYYY-MM-DD` of a time in UTC; remembered per day, since formatting a date costs more than the rest of the bookkeeping. */
export function utcDay(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== memoDay) {
    memoText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    memoDay = day;
  }
  return memoText;
}

export class UsageRepo {
  /** Run on every request (counts) and every free-plan exchange (charges): built once. */
  private readonly charge: (accountId: string, limit: number) => Promise<{ numAffectedRows?: bigint }>;
  private readonly count: (keyId: string, accountId: string, day: string, n: number) => Promise<unknown>;

  constructor(private readonly store: Store) {
    this.charge = preparedOnce(store.db, 2, (db, accountId: string, limit: number) =>
      db
        .updateTable('accounts')
        .set((eb) => ({ free_used: eb('free_used', '+', 1) }))
        .where('id', '=', accountId)
        .where('free_used', '<', limit));
    this.count = preparedOnce(store.db, 4, (db, keyId: string, accountId: string, day: string, n: number) => {
      const insert = db.insertInto('request_counts').values({ key_id: keyId, account_id: accountId, day, count: n });
      return store.dialect === 'mysql'
        ? insert.onDuplicateKeyUpdate({ count: sql<number>`count + ${n}` })
        : insert.onConflict((oc) => oc.columns(['key_id', 'day']).doUpdateSet({ count: sql<number>`request_counts.count + ${n}` }));
    });
  }

  /** Takes one free exchange in one conditional UPDATE; false when `limit` are already used. */
  async chargeExchange(accountId: string, limit: number): Promise<boolean> {
    const res = await this.charge(accountId, limit);
    return Number(res.numAffectedRows ?? 0) === 1;
  }

  /** Gives one exchange back (a charged call that was then refused); never goes below 0. */
  async refundExchange(accountId: string): Promise<void> {
    await this.store.db
      .updateTable('accounts')
      .set((eb) => ({ free_used: eb('free_used', '-', 1) }))
      .where('id', '=', accountId)
      .where('free_used', '>', 0)
      .execute();
  }

  /** `n` more requests on this key for this UTC day (one upsert). */
  async countRequest(keyId: string, accountId: string, day: string, n = 1): Promise<void> {
    await this.count(keyId, accountId, checkDay(day), n);
  }

  /** Request counts of the account up to and including `today` (UTC, YYYY-MM-DD). */
  async summary(accountId: string, today: string): Promise<UsageSummary> {
    const from30 = dayMinus(today, 29);
    const from7 = dayMinus(today, 6);
    const days = await this.store.db
      .selectFrom('request_counts')
      .select((eb) => ['day', eb.fn.sum<number>('count').as('requests')])
      .where('account_id', '=', accountId)
      .where('day', '>=', from30)
      .where('day', '<=', today)
      .groupBy('day')
      .orderBy('day', 'desc')
      .execute();
    const perDay = days
      .map((d) => ({ day: d.day, requests: Number(d.requests) }))
      .filter((d) => d.requests > 0);
    const total = (from: string) => perDay.filter((d) => d.day >= from).reduce((n, d) => n + d.requests, 0);

    const keys = await this.store.db
      .selectFrom('api_keys as k')
      .leftJoin('request_counts as c', 'c.key_id', 'k.id')
      .select((eb) => [
        'k.id',
        'k.prefix',
        'k.name',
        eb.fn.coalesce(eb.fn.sum<number>('c.count'), sql<number>`0`).as('requests'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(eb.case().when('c.day', '=', today).then(eb.ref('c.count')).else(0).end()),
            sql<number>`0`,
          )
          .as('today'),
      ])
      .where('k.account_id', '=', accountId)
      .groupBy(['k.id', 'k.prefix', 'k.name', 'k.created_at'])
      .orderBy('k.created_at')
      .orderBy('k.id')
      .execute();

    return {
      today: total(today),
      last_7_days: total(from7),
      last_30_days: total(from30),
      per_day: perDay,
      per_key: keys.map((k) => ({ key_prefix: k.prefix, name: k.name, requests: Number(k.requests), today: Number(k.today) })),
    };
  }
}
