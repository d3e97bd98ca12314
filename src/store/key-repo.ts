/** API keys: created with a random secret that is shown once and stored only as its SHA-256. */
import { ServiceError } from '../errors.js';
import { toAccount } from './account-repo.js';
import { compiledOnce } from './compiled.js';
import { randomBase62, recordId, sha256Hex } from '../ids.js';
import type { ApiKeysTable } from './schema.js';
import type { Store } from './store.js';
import type { Account, ApiKey, Plan } from './types.js';

export const KEY_PREFIX = 'svc_live_';
/** Random characters after `svc_live_`. */
export const SECRET_LENGTH = 40;
/** Characters of the secret kept in the visible prefix. */
export const PREFIX_CHARS = 8;
const SECRET_SHAPE = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH}}$`);

/** Keys an account may hold at once: 2, plus 2 per key pack. */
export function keyLimit(account: Pick<Account, 'key_packs'>): number {
  return 2 + 2 * account.key_packs;
}

export function prefixOf(secret: string): string {
  return secret.slice(0, KEY_PREFIX.length + PREFIX_CHARS);
}

function toKey(row: Omit<ApiKeysTable, 'key_hash' | 'kind'>): ApiKey {
  return {
    id: row.id,
    account_id: row.account_id,
    prefix: row.prefix,
    name: row.name,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
  };
}

type FoundRow = Omit<ApiKeysTable, 'key_hash' | 'kind'> & {
  email: string;
  plan: Plan;
  key_packs: number;
  free_used: number;
  account_created_at: string;
};

const KEY_COLUMNS = ['id', 'account_id', 'prefix', 'name', 'created_at', 'revoked_at'] as const;

export class KeyRepo {
  constructor(private readonly store: Store) {
    // Runs on every request: one indexed join, compiled once.
    this.bySecret = compiledOnce<FoundRow, [string]>(store.db, (db) =>
      db
        .selectFrom('api_keys as k')
        .innerJoin('accounts as a', 'a.id', 'k.account_id')
        .select(['k.id', 'k.account_id', 'k.prefix', 'k.name', 'k.created_at', 'k.revoked_at'])
        .select(['a.email', 'a.plan', 'a.key_packs', 'a.free_used', 'a.created_at as account_created_at'])
        .where('k.key_hash', '=', ''),
    );
  }

  /** Creates a key; `secret` is the whole key, to be shown once. Refuses past the account's key limit. */
  async create(accountId: string, options: { name?: string | null; kind?: 'api' | 'web' } = {}): Promise<{ key: ApiKey; secret: string }> {
    const kind = options.kind ?? 'api';
    const name = options.name?.trim() || null;
    if (name && name.length > 200) throw new Error('A key name is at most 200 characters');
    const secret = KEY_PREFIX + randomBase62(SECRET_LENGTH);
    const key: ApiKey = {
      id: recordId('key'),
      account_id: accountId,
      prefix: prefixOf(secret),
      name,
      created_at: new Date().toISOString(),
      revoked_at: null,
    };
    // One transaction that locks the account row, so two concurrent creates cannot both pass the limit.
    await this.store.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('accounts').select(['id', 'key_packs']).where('id', '=', accountId);
      if (this.store.dialect === 'mysql') q = q.forUpdate();
      const account = await q.executeTakeFirst();
      if (!account) throw new Error(`No account with id ${accountId}`);
      const { active } = await trx
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('active'))
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('kind', '=', 'api')
        .executeTakeFirstOrThrow();
      const limit = keyLimit({ key_packs: Number(account.key_packs) });
      if (kind === 'api' && Number(active) >= limit) {
        throw ServiceError.of('key_limit_reached', { limit });
      }
      await trx.insertInto('api_keys').values({ ...key, kind, key_hash: sha256Hex(secret) }).execute();
    });
    return { key, secret };
  }

  /** The key with this secret and its account (revoked keys too: the caller refuses them), in one indexed query. */
  /** Runs on every request: one indexed join, compiled once. */
  private readonly bySecret;

  async findBySecret(secret: string): Promise<{ key: ApiKey; account: Account } | undefined> {
    if (!SECRET_SHAPE.test(secret)) return undefined;
    const [row] = await this.bySecret(sha256Hex(secret));
    if (!row) return undefined;
    const account = toAccount({ ...row, id: row.account_id, created_at: row.account_created_at });
    return { key: toKey(row), account };
  }

  /** Every API key of the account, revoked ones included, oldest first (the account page's chat key is not one). */
  async list(accountId: string): Promise<ApiKey[]> {
    const rows = await this.store.db
      .selectFrom('api_keys')
      .select(KEY_COLUMNS)
      .where('account_id', '=', accountId)
      .where('kind', '=', 'api')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toKey);
  }

  /**
   * Revokes the one key with this visible prefix (optionally only within one account) and returns it.
   * Throws when no key or several keys match, or when the key is already revoked.
   */
  async revokeByPrefix(prefix: string, accountId?: string): Promise<ApiKey> {
    const wanted = prefix.trim();
    if (SECRET_SHAPE.test(wanted)) {
      throw new Error(`Pass only the key prefix (${prefixOf(wanted)}), not the whole secret key`);
    }
    let q = this.store.db.selectFrom('api_keys').select(KEY_COLUMNS).where('prefix', '=', wanted);
    if (accountId) q = q.where('account_id', '=', accountId);
    const rows = await q.execute();
    if (rows.length === 0) {
      throw new Error(`No API key has the prefix "${wanted}"; list an account's keys and their prefixes with "svc key list EMAIL"`);
    }
    if (rows.length > 1) {
      throw new Error(
        `${rows.length} API keys share the prefix "${wanted}" (ids ${rows.map((r) => r.id).join(', ')}); nothing was revoked`,
      );
    }
    const key = toKey(rows[0]);
    if (key.revoked_at) throw new Error(`The key ${key.prefix} is already revoked (since ${key.revoked_at})`);
    const revokedAt = new Date().toISOString();
    const res = await this.store.db
      .updateTable('api_keys')
      .set({ revoked_at: revokedAt })
      .where('id', '=', key.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Error(`The key ${key.prefix} is already revoked`);
    return { ...key, revoked_at: revokedAt };
  }

  /** The account page's own chat key (made on first use): chat on the page is billed and remembered like any key's. */
  async webKey(accountId: string): Promise<ApiKey> {
    const row = await this.store.db
      .selectFrom('api_keys')
      .select(KEY_COLUMNS)
      .where('account_id', '=', accountId)
      .where('kind', '=', 'web')
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .executeTakeFirst();
    if (row) return toKey(row);
    return (await this.create(accountId, { name: 'account page chat', kind: 'web' })).key;
  }

  /** When each key of the account was last used (ms since the epoch), by key id. */
  async lastUsed(accountId: string): Promise<Map<string, number>> {
    const rows = await this.store.db
      .selectFrom('key_activity as a')
      .innerJoin('api_keys as k', 'k.id', 'a.key_id')
      .select(['a.key_id', 'a.last_seen_ms'])
      .where('k.account_id', '=', accountId)
      .execute();
    return new Map(rows.map((r) => [r.key_id, Number(r.last_seen_ms)]));
  }

  /** Revokes one key of this account by id; false when it is not the account's or already revoked. */
  async revokeById(accountId: string, keyId: string): Promise<boolean> {
    const res = await this.store.db
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', keyId)
      .where('account_id', '=', accountId)
      .where('kind', '=', 'api')
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
