/**
 * One text held in memory (a long chat input, the examples' handbook), searched exactly as a stored
 * document is on SQLite: an in-memory database with the knowledge tables (migration 0002), the text
 * written as one document's passages by the same PassageIndex (same split), and the same FTS5 ranking SQL.
 */
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { up as knowledgeTables } from './migrations/0002-knowledge.js';
import { PassageIndex, type PassageHit } from './passage-index.js';
import type { Database } from './schema.js';

/** The one account of a text index's database. */
const OWNER = 'text';

export interface TextIndex {
  search(query: string, k: number): Promise<PassageHit[]>;
  close(): Promise<void>;
}

export async function indexText(text: string, source: { id: string; name: string }): Promise<TextIndex> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  const index = new PassageIndex('sqlite');
  try {
    await knowledgeTables(db, 'sqlite');
    const now = new Date(0).toISOString();
    await db
      .insertInto('documents')
      .values({ id: source.id, account_id: OWNER, name: source.name, created_by: OWNER, kind: 'text', version: 1, metadata: '{}', chars: text.length, bytes: Buffer.byteLength(text), created_at: now, updated_at: now })
      .execute();
    await db.transaction().execute((trx) => index.write(trx, OWNER, source.id, text));
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return {
    search: (query, k) => index.search(db, OWNER, query, k),
    close: () => db.destroy(),
  };
}
