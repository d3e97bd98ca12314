import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountRepo, isPlan, normalizeEmail } from './account-repo.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';

describe('normalizeEmail', () => {
  it.each([
    ['Ann@Example.COM', 'ann@example.com'],
    ['  bob.smith+svc@mail.example.org ', 'bob.smith+svc@mail.example.org'],
  ])('%s → %s', (given, want) => {
    expect(normalizeEmail(given)).toBe(want);
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'a@b@example.com', 'ann@example.c'])(
    'refuses %j',
    (bad) => {
      expect(() => normalizeEmail(bad)).toThrow(`"${bad}" is not an email address: expected something like name@example.com`);
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(() => normalizeEmail(`${'a'.repeat(250)}@example.com`)).toThrow('is not an email address');
  });

  it('knows the three plans', () => {
    expect(['free', 'active', 'inactive', 'gold'].map(isPlan)).toEqual([true, true, true, false]);
  });
});

describe.each(DIALECTS)('AccountRepo on %s', (dialect) => {
  let store: Store;
  let accounts: AccountRepo;
  beforeEach(async () => {
    store = await openTestStore(dialect);
    accounts = new AccountRepo(store);
  });
  afterEach(() => store.close());

  it('creates a free account with no packs and nothing used', async () => {
    const a = await accounts.create('Ann@Example.com');
    expect(a.id).toMatch(/^acct_[0-9A-Z]{26}$/);
    expect(a).toMatchObject({ email: 'ann@example.com', plan: 'free', key_packs: 0, free_used: 0 });
    expect(Date.parse(a.created_at)).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(await accounts.findById(a.id)).toEqual(a);
  });

  it('refuses a second account with the same email, in any case', async () => {
    await accounts.create('ann@example.com');
    await expect(accounts.create('ANN@example.com')).rejects.toThrow('An account with email ann@example.com already exists');
  });

  it('refuses a malformed email and stores nothing', async () => {
    await expect(accounts.create('not-an-email')).rejects.toThrow('"not-an-email" is not an email address');
    expect(await store.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
  });

  it('finds by email case-insensitively and by id; unknown gives undefined', async () => {
    const a = await accounts.create('ann@example.com');
    expect(await accounts.findByEmail(' ANN@example.com ')).toEqual(a);
    expect(await accounts.findByEmail('bob@example.com')).toBeUndefined();
    expect(await accounts.findById('acct_nope')).toBeUndefined();
  });

  it('sets the plan and returns the updated account', async () => {
    const a = await accounts.create('ann@example.com');
    expect((await accounts.setPlan(a.id, 'active')).plan).toBe('active');
    expect((await accounts.setPlan(a.id, 'inactive')).plan).toBe('inactive');
    expect((await accounts.findById(a.id))!.plan).toBe('inactive');
  });

  it('refuses an unknown plan and an unknown account', async () => {
    const a = await accounts.create('ann@example.com');
    await expect(accounts.setPlan(a.id, 'gold' as never)).rejects.toThrow('Unknown plan "gold": use one of free, active, inactive');
    await expect(accounts.setPlan('acct_nope', 'active')).rejects.toThrow('No account with id acct_nope');
    await expect(accounts.addKeyPack('acct_nope')).rejects.toThrow('No account with id acct_nope');
  });

  it('adds key packs one at a time, also concurrently', async () => {
    const a = await accounts.create('ann@example.com');
    expect((await accounts.addKeyPack(a.id)).key_packs).toBe(1);
    await Promise.all([1, 2, 3, 4].map(() => accounts.addKeyPack(a.id)));
    expect((await accounts.findById(a.id))!.key_packs).toBe(5);
  });
});
