/** The per-key document count and the per-account byte total, checked inside the writing transaction. */
import { sql, type Transaction } from 'kysely';
import { accountFull, MAX_ACCOUNT_BYTES, MAX_DOCUMENTS_PER_KEY, tooManyDocuments } from './document-limits.js';
import type { Database } from './schema.js';

/** Refuses a new document past 200 for its key. */
export async function checkKeyCount(trx: Transaction<Database>, accountId: string, keyId: string): Promise<void> {
  const { count } = await trx
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('created_by', '=', keyId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_DOCUMENTS_PER_KEY) throw tooManyDocuments();
}

/** Refuses content that would take the account past 500 MB; `freed` is what a replace gives back. */
export async function checkAccountBytes(trx: Transaction<Database>, accountId: string, bytes: number, freed = 0): Promise<void> {
  const row = await trx
    .selectFrom('documents')
    .select(sql<number>`coalesce(sum(bytes), 0)`.as('used'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const used = Number(row.used) - freed;
  if (used + bytes > MAX_ACCOUNT_BYTES) throw accountFull(used, bytes);
}
