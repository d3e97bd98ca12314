import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { AccountRepo } from './account-repo.js';
import { KeyRepo, keyLimit } from './key-repo.js';
import { sha256Hex } from '../ids.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';
import type { Account } from './types.js';

describe('keyLimit', () => {
  it.each([
    [0, 2],
    [1, 4],
    [3, 8],
  ])('%i key packs → %i keys', (packs, limit) => {
    expect(keyLimit({ key_packs: packs })).toBe(limit);
  });
});

describe.each(DIALECTS)('KeyRepo on %s', (dialect) => {
  let store: Store;
  let accounts: AccountRepo;
  let keys: KeyRepo;
  let ann: Account;
  beforeEach(async () => {
    store = await openTestStore(dialect);
    accounts = new AccountRepo(store);
    keys = new KeyRepo(store);
    ann = await accounts.create('ann@example.com');
  });
  afterEach(() => store.close());

  it('creates a key whose secret is svc_live_ + 40 base62 characters, stored only as prefix and SHA-256', async () => {
    const { key, secret } = await keys.create(ann.id, { name: ' laptop ' });
    expect(secret).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    expect(key).toEqual({
      id: expect.stringMatching(/^key_[0-9A-Z]{26}$/),
      account_id: ann.id,
      prefix: secret.slice(0, 17),
      name: 'laptop',
      created_at: expect.any(String),
      revoked_at: null,
    });
    const rows = await store.db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(sha256Hex(secret));
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(17));
  });

  it('a key without a name has name null', async () => {
    const { key } = await keys.create(ann.id);
    expect(key.name).toBeNull();
  });

  it('finds the key and its account by the secret, in one go', async () => {
    const { key, secret } = await keys.create(ann.id, { name: 'ci' });
    const found = await keys.findBySecret(secret);
    expect(found).toEqual({ key, account: ann });
  });

  it('finds nothing for an unknown, malformed or truncated secret', async () => {
    const { secret } = await keys.create(ann.id);
    const other = 'svc_live_' + (secret.endsWith('A') ? 'B' : 'A').padStart(40, 'x');
    expect(await keys.findBySecret(other)).toBeUndefined();
    expect(await keys.findBySecret(secret.slice(0, -1))).toBeUndefined();
    expect(await keys.findBySecret(secret.toLowerCase() === secret ? secret.toUpperCase() : secret.toLowerCase())).toBeUndefined();
    expect(await keys.findBySecret('')).toBeUndefined();
  });

  it('refuses the third key of an account without key packs with key_limit_reached', async () => {
    await keys.create(ann.id);
    await keys.create(ann.id);
    const refusal = await keys.create(ann.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ code: 'key_limit_reached', status: 409 });
    expect((refusal as Error).message).toBe(
      'This account already has 2 active API keys, its limit (2 plus 2 per key pack). ' +
        'Revoke a key you no longer use or add a key pack, then create the key again.',
    );
    expect(await keys.list(ann.id)).toHaveLength(2);
  });

  it('each key pack allows two more keys', async () => {
    await accounts.addKeyPack(ann.id);
    for (let i = 0; i < 4; i++) await keys.create(ann.id, { name: `k${i}` });
    await expect(keys.create(ann.id)).rejects.toMatchObject({ code: 'key_limit_reached' });
    await accounts.addKeyPack(ann.id);
    await keys.create(ann.id);
    await keys.create(ann.id);
    await expect(keys.create(ann.id)).rejects.toThrow('already has 6 active API keys');
  });

  it('revoked keys do not count against the limit', async () => {
    const first = await keys.create(ann.id);
    await keys.create(ann.id);
    await keys.revokeByPrefix(first.key.prefix);
    await keys.create(ann.id);
    expect((await keys.list(ann.id)).map((k) => k.revoked_at === null)).toEqual([false, true, true]);
  });

  it('holds the limit when many creates race', async () => {
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(() => keys.create(ann.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
      Array(4).fill('key_limit_reached'),
    );
  });

  it('refuses a key for an unknown account', async () => {
    await expect(keys.create('acct_nope')).rejects.toThrow('No account with id acct_nope');
  });

  it('lists every key of the account, oldest first, revoked ones too, never the secret', async () => {
    const bob = await accounts.create('bob@example.com');
    const a = await keys.create(ann.id, { name: 'a' });
    const b = await keys.create(ann.id, { name: 'b' });
    await keys.create(bob.id, { name: 'bob' });
    await keys.revokeByPrefix(a.key.prefix);
    const list = await keys.list(ann.id);
    expect(list.map((k) => [k.name, k.prefix, k.revoked_at !== null])).toEqual([
      ['a', a.key.prefix, true],
      ['b', b.key.prefix, false],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(['account_id', 'created_at', 'id', 'name', 'prefix', 'revoked_at']);
    expect(await keys.list('acct_nope')).toEqual([]);
  });

  it('revokes by prefix; the key is still found (so auth can say key_revoked) but marked', async () => {
    const { key, secret } = await keys.create(ann.id);
    const revoked = await keys.revokeByPrefix(key.prefix);
    expect(revoked.id).toBe(key.id);
    expect(Date.parse(revoked.revoked_at!)).toBeGreaterThan(0);
    expect((await keys.findBySecret(secret))!.key.revoked_at).toBe(revoked.revoked_at);
  });

  it('revoking again says it is already revoked', async () => {
    const { key } = await keys.create(ann.id);
    await keys.revokeByPrefix(key.prefix);
    await expect(keys.revokeByPrefix(key.prefix)).rejects.toThrow(`The key ${key.prefix} is already revoked (since `);
  });

  it('refuses an unknown prefix, a prefix in another account, and a whole secret', async () => {
    const bob = await accounts.create('bob@example.com');
    const { key, secret } = await keys.create(ann.id);
    await expect(keys.revokeByPrefix('svc_live_zzzzzzzz')).rejects.toThrow(
      'No API key has the prefix "svc_live_zzzzzzzz"; list an account\'s keys and their prefixes with "svc key list EMAIL"',
    );
    await expect(keys.revokeByPrefix(key.prefix, bob.id)).rejects.toThrow(`No API key has the prefix "${key.prefix}"`);
    await expect(keys.revokeByPrefix(secret)).rejects.toThrow(`Pass only the key prefix (${key.prefix}), not the whole secret key`);
    expect((await keys.list(ann.id))[0].revoked_at).toBeNull();
  });

  it('refuses a prefix shared by several keys and revokes none', async () => {
    const a = await keys.create(ann.id);
    const b = await keys.create(ann.id);
    await store.db.updateTable('api_keys').set({ prefix: 'svc_live_SAME0000' }).execute();
    await expect(keys.revokeByPrefix('svc_live_SAME0000')).rejects.toThrow(
      `2 API keys share the prefix "svc_live_SAME0000" (ids ${a.key.id}, ${b.key.id}); nothing was revoked`,
    );
    expect((await keys.list(ann.id)).map((k) => k.revoked_at)).toEqual([null, null]);
  });

  it('prefixes are case-sensitive', async () => {
    const { key } = await keys.create(ann.id);
    await store.db.updateTable('api_keys').set({ prefix: 'svc_live_AbCdEfGh' }).where('id', '=', key.id).execute();
    await expect(keys.revokeByPrefix('svc_live_abcdefgh')).rejects.toThrow('No API key has the prefix');
    expect((await keys.revokeByPrefix('svc_live_AbCdEfGh')).id).toBe(key.id);
  });
});
