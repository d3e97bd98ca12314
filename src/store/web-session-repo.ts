/** Sign-in links (with their codes) and browser sessions; only hashes of their tokens and codes are stored. */
import { sha256Hex } from '../ids.js';
import type { Store } from './store.js';

export interface WebSession {
  accountId: string;
  csrf: string;
  expiresMs: number;
}

export class WebSessionRepo {
  constructor(private readonly store: Store) {}

  /** `codeHash` derives the stored code hash from the link's token hash (its salt); without it the link has no code. */
  async addLink(token: string, email: string, address: string, nowMs: number, ttlMs: number, codeHash?: (tokenHash: string) => Promise<string>): Promise<void> {
    const tokenHash = sha256Hex(token);
    await this.store.db
      .insertInto('signin_links')
      .values({ token_hash: tokenHash, email, address, created_ms: nowMs, expires_ms: nowMs + ttlMs, used_ms: null, code_hash: codeHash ? await codeHash(tokenHash) : null, code_tries: 0 })
      .execute();
  }

  /** The email's links whose code may still be tried: unused, unexpired, fewer than `maxTries` wrong codes. */
  async liveCodes(email: string, nowMs: number, maxTries: number): Promise<{ tokenHash: string; codeHash: string }[]> {
    const rows = await this.store.db
      .selectFrom('signin_links')
      .select(['token_hash', 'code_hash'])
      .where('email', '=', email)
      .where('used_ms', 'is', null)
      .where('expires_ms', '>', nowMs)
      .where('code_hash', 'is not', null)
      .where('code_tries', '<', maxTries)
      .orderBy('created_ms', 'desc')
      .execute();
    return rows.map((r) => ({ tokenHash: r.token_hash, codeHash: r.code_hash! }));
  }

  /**
   * Spends one of a link's code tries before its code is compared: one conditional UPDATE, so tries sent at
   * once cannot all pass the limit. False when the link has none left.
   */
  async takeCodeTry(tokenHash: string, maxTries: number): Promise<boolean> {
    const res = await this.store.db
      .updateTable('signin_links')
      .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('code_tries', '<', maxTries)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
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
    return this.useLinkHash(sha256Hex(token), nowMs);
  }

  /** useLink by the token's hash (what a matching code leads to). */
  async useLinkHash(hash: string, nowMs: number): Promise<string | undefined> {
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
