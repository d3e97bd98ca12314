/** Sign-in links and browser sessions; only SHA-256 hashes of their tokens are stored. */
import { sha256Hex } from '../ids.js';
import type { Store } from './store.js';

export interface WebSession {
  accountId: string;
  csrf: string;
  expiresMs: number;
}

export class WebSessionRepo {
  constructor(private readonly store: Store) {}

  async addLink(token: string, email: string, address: string, nowMs: number, ttlMs: number): Promise<void> {
    await this.store.db
      .insertInto('signin_links')
      .values({ token_hash: sha256Hex(token), email, address, created_ms: nowMs, expires_ms: nowMs + ttlMs, used_ms: null })
      .execute();
  }

  /** Links asked for since `sinceMs`, for this email and from this address. */
  async recentLinks(email: string, address: string, sinceMs: number): Promise<{ byEmail: number; byAddress: number }> {
    const count = async (column: 'email' | 'address', value: string) => {
      const row = await this.store.db
        .selectFrom('signin_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value)
        .where('created_ms', '>=', sinceMs)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return { byEmail: await count('email', email), byAddress: await count('address', address) };
  }

  /** Uses a link once: the email it was for, or undefined when unknown, used or expired. One conditional UPDATE, so two clicks cannot both win. */
  async useLink(token: string, nowMs: number): Promise<string | undefined> {
    const hash = sha256Hex(token);
    const res = await this.store.db
      .updateTable('signin_links')
      .set({ used_ms: nowMs })
      .where('token_hash', '=', hash)
      .where('used_ms', 'is', null)
      .where('expires_ms', '>', nowMs)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return undefined;
    const row = await this.store.db.selectFrom('signin_links').select('email').where('token_hash', '=', hash).executeTakeFirst();
    return row?.email;
  }

  /** Whether a link is still usable, without using it (the confirmation page). */
  async linkUsable(token: string, nowMs: number): Promise<boolean> {
    const row = await this.store.db
      .selectFrom('signin_links')
      .select('token_hash')
      .where('token_hash', '=', sha256Hex(token))
      .where('used_ms', 'is', null)
      .where('expires_ms', '>', nowMs)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addSession(token: string, accountId: string, csrf: string, nowMs: number, ttlMs: number): Promise<void> {
    await this.store.db
      .insertInto('web_sessions')
      .values({ id_hash: sha256Hex(token), account_id: accountId, csrf, created_ms: nowMs, expires_ms: nowMs + ttlMs })
      .execute();
  }

  async session(token: string, nowMs: number): Promise<WebSession | undefined> {
    const row = await this.store.db
      .selectFrom('web_sessions')
      .select(['account_id', 'csrf', 'expires_ms'])
      .where('id_hash', '=', sha256Hex(token))
      .where('expires_ms', '>', nowMs)
      .executeTakeFirst();
    return row && { accountId: row.account_id, csrf: row.csrf, expiresMs: Number(row.expires_ms) };
  }

  async endSession(token: string): Promise<void> {
    await this.store.db.deleteFrom('web_sessions').where('id_hash', '=', sha256Hex(token)).execute();
  }

  /** Signs the account out everywhere: every session of it ends. */
  async endAccountSessions(accountId: string): Promise<number> {
    const res = await this.store.db.deleteFrom('web_sessions').where('account_id', '=', accountId).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** Drops expired links and sessions. */
  async prune(nowMs: number): Promise<void> {
    await this.store.db.deleteFrom('signin_links').where('expires_ms', '<', nowMs - 86_400_000).execute();
    await this.store.db.deleteFrom('web_sessions').where('expires_ms', '<', nowMs).execute();
  }
}
