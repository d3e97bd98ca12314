/** Accounts: who owns keys, plan, key packs and the free-exchange counter. */
import { recordId } from '../ids.js';
import type { Store } from './store.js';
import type { Account, Plan } from './types.js';

export const PLANS: readonly Plan[] = Object.freeze(['free', 'active', 'inactive']);

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Lower-cased, trimmed email, or an Error saying what is wrong with it. */
export function normalizeEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (e.length > 254 || !EMAIL.test(e)) {
    throw new Error(`"${email}" is not an email address: expected something like name@example.com`);
  }
  return e;
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

function isDuplicate(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === 'ER_DUP_ENTRY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
}

export class AccountRepo {
  constructor(private readonly store: Store) {}

  async create(email: string): Promise<Account> {
    const normalized = normalizeEmail(email);
    const account: Account = {
      id: recordId('acct'),
      email: normalized,
      plan: 'free',
      key_packs: 0,
      free_used: 0,
      created_at: new Date().toISOString(),
    };
    try {
      await this.store.db.insertInto('accounts').values(account).execute();
    } catch (e) {
      if (isDuplicate(e)) throw new Error(`An account with email ${normalized} already exists`);
      throw e;
    }
    return account;
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.store.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row && toAccount(row);
  }

  /** Every account, oldest first. */
  async list(): Promise<Account[]> {
    const rows = await this.store.db.selectFrom('accounts').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toAccount);
  }

  async findById(accountId: string): Promise<Account | undefined> {
    const row = await this.store.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
    return row && toAccount(row);
  }

  async setPlan(accountId: string, plan: Plan): Promise<Account> {
    if (!isPlan(plan)) throw new Error(`Unknown plan "${plan}": use one of ${PLANS.join(', ')}`);
    await this.store.db.updateTable('accounts').set({ plan }).where('id', '=', accountId).execute();
    return this.mustFind(accountId);
  }

  /** One more key pack (2 more keys); returns the updated account. */
  async addKeyPack(accountId: string): Promise<Account> {
    await this.store.db
      .updateTable('accounts')
      .set((eb) => ({ key_packs: eb('key_packs', '+', 1) }))
      .where('id', '=', accountId)
      .execute();
    return this.mustFind(accountId);
  }

  private async mustFind(accountId: string): Promise<Account> {
    const account = await this.findById(accountId);
    if (!account) throw new Error(`No account with id ${accountId}`);
    return account;
  }
}

export function toAccount(row: Account): Account {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    key_packs: Number(row.key_packs),
    free_used: Number(row.free_used),
    created_at: row.created_at,
  };
}
