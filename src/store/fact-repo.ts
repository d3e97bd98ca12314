/** Facts the caller stated, per key. A new fact about the same subject ("my name", "our project uses") replaces the old one. */
import { compiledOnce } from './compiled.js';
import { sha256Hex, ulid } from '../ids.js';
import { OwnerCache } from './owner-cache.js';
import type { Store } from './store.js';

export interface Fact {
  id: string;
  text: string;
  subject: string | null;
  created_at: string;
}

/** Most facts kept per key; the oldest go first. */
export const MAX_FACTS_PER_KEY = 1000;

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export class FactRepo {
  /** Every svc-prod chat turn reads the key's facts; they change only through this repository. */
  private readonly cache: OwnerCache<readonly Fact[]>;

  constructor(private readonly store: Store) {
    this.cache = new OwnerCache(store.dialect === 'sqlite');
    this.listQuery = compiledOnce<Fact, [string]>(store.db, (db) =>
      db.selectFrom('memory_facts').select(['id', 'text', 'subject', 'created_at']).where('key_id', '=', '').orderBy('id'),
    );
  }

  /** Stores the fact for the key; returns it and whether it replaced facts about the same subject. */
  async remember(keyId: string, text: string, subject: string | null): Promise<{ fact: Fact; replaced: number }> {
    const fact: Fact = { id: `fact_${ulid()}`, text: text.trim(), subject: subject ? normalized(subject) : null, created_at: new Date().toISOString() };
    const hash = sha256Hex(normalized(text));
    let replaced = 0;
    await this.cache.writing(keyId, () => this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('memory_facts').where('key_id', '=', keyId).where('text_hash', '=', hash).execute();
      if (fact.subject) {
        const res = await trx.deleteFrom('memory_facts').where('key_id', '=', keyId).where('subject', '=', fact.subject).executeTakeFirst();
        replaced = Number(res.numDeletedRows);
      }
      await trx.insertInto('memory_facts').values({ ...fact, key_id: keyId, text_hash: hash }).execute();
      const old = await trx.selectFrom('memory_facts').select('id').where('key_id', '=', keyId).orderBy('id', 'desc').offset(MAX_FACTS_PER_KEY).limit(1000).execute();
      if (old.length) await trx.deleteFrom('memory_facts').where('key_id', '=', keyId).where('id', 'in', old.map((o) => o.id)).execute();
    }));
    return { fact, replaced };
  }

  /** The key's facts, oldest first (on every svc-prod chat turn: compiled once). */
  async list(keyId: string): Promise<readonly Fact[]> {
    return this.cache.get(keyId, () => this.listQuery(keyId));
  }

  private readonly listQuery;

  async count(keyId: string): Promise<number> {
    const row = await this.store.db.selectFrom('memory_facts').select((eb) => eb.fn.countAll<number>().as('n')).where('key_id', '=', keyId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async erase(keyId: string): Promise<number> {
    const res = await this.cache.writing(keyId, () => this.store.db.deleteFrom('memory_facts').where('key_id', '=', keyId).executeTakeFirst());
    return Number(res.numDeletedRows);
  }
}
