/** Removes an account with everything it owns: its keys and what each key holds, its documents, its sessions. */
import { DocumentRepo } from './document-repo.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

/** Every table whose rows belong to one key (the spec's per-key state, usage and limits). */
const KEY_TABLES = [
  'memory_facts', 'completions', 'feedback', 'key_searches', 'beliefs', 'belief_events', 'agent_layers',
  'packs', 'pack_versions', 'hooks', 'tool_calls', 'tool_results', 'phases', 'request_counts', 'rate_buckets', 'key_activity',
] as const satisfies readonly (keyof Database)[];

export interface Removed {
  keys: number;
  documents: number;
}

export async function removeAccount(store: Store, accountId: string, email: string): Promise<Removed> {
  // Documents go one by one through their repository, which keeps the full-text index in step.
  const documents = new DocumentRepo(store);
  const docs = await documents.list(accountId);
  for (const d of docs) await documents.remove(accountId, d.id);
  const keyIds = (await store.db.selectFrom('api_keys').select('id').where('account_id', '=', accountId).execute()).map((k) => k.id);
  await store.db.transaction().execute(async (trx) => {
    if (keyIds.length) {
      for (const table of KEY_TABLES) await trx.deleteFrom(table).where('key_id', 'in', keyIds).execute();
    }
    await trx.deleteFrom('api_keys').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('web_sessions').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('signin_links').where('email', '=', email).execute();
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
  });
  return { keys: keyIds.length, documents: docs.length };
}
