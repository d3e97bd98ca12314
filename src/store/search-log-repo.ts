/** The searches a key ran, over its account's documents or on the web (API queries and chat turns); erased with DELETE /v1/memory?searches=1. */
import type { Store } from './store.js';

export const SEARCH_QUERY_CHARS = 500;

export type SearchKind = 'documents' | 'web';

export class SearchLogRepo {
  constructor(private readonly store: Store) {}

  async record(keyId: string, query: string, hits: number, kind: SearchKind = 'documents'): Promise<void> {
    await this.store.db
      .insertInto('key_searches')
      .values({ key_id: keyId, query: query.slice(0, SEARCH_QUERY_CHARS), hits, kind, created_at: new Date().toISOString() })
      .execute();
  }

  async count(keyId: string): Promise<number> {
    const row = await this.store.db.selectFrom('key_searches').select((eb) => eb.fn.countAll<number>().as('n')).where('key_id', '=', keyId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async erase(keyId: string): Promise<number> {
    const res = await this.store.db.deleteFrom('key_searches').where('key_id', '=', keyId).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
