/**
 * Tool packs, per key: every published version is kept with its content hash; the head row holds the
 * latest version number, and publishing updates it only from the version the caller read (If-Match).
 */
import type { Transaction } from 'kysely';
import { ServiceError } from '../errors.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

export interface PackVersionRow {
  name: string;
  version: number;
  hash: string;
  /** The content as JSON (tools, schemas, invariants, pipelines). */
  content: string;
  created_at: string;
}

function conflict(name: string, current: number, sent: string): ServiceError {
  return new ServiceError(
    'version_conflict',
    `The pack "${name}" is at version ${current}; ${sent}. Read it again (GET /v1/packs/${encodeURIComponent(name)}) and resend with If-Match: ${current}; nothing was written.`,
    { param: 'If-Match', extra: { current_version: current } },
  );
}

const RACE_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

const toRow = (r: { name: string; version: number | string; hash: string; content: string; created_at: string }): PackVersionRow => ({ ...r, version: Number(r.version) });

export class PackRepo {
  constructor(private readonly store: Store) {}

  /**
   * Version 1 of a new pack. Sending the content of the latest version again returns it (created: false);
   * other content under an existing name is a conflict: PUT with If-Match publishes a next version.
   */
  async create(keyId: string, name: string, hash: string, content: string): Promise<{ row: PackVersionRow; created: boolean }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createOnce(keyId, name, hash, content);
      } catch (e) {
        // Two first creations of one name race on MySQL's gap locks (deadlock) or the key (duplicate): the loser looks again.
        if (attempt >= 3 || !RACE_CODES.has((e as { code?: string }).code ?? '')) throw e;
      }
    }
  }

  private async createOnce(keyId: string, name: string, hash: string, content: string): Promise<{ row: PackVersionRow; created: boolean }> {
    return this.store.db.transaction().execute(async (trx) => {
      const head = await this.head(trx, keyId, name);
      if (head) {
        const latest = await this.version(trx, keyId, name, head.version);
        if (latest && latest.hash === hash) return { row: latest, created: false };
        throw conflict(name, head.version, 'POST only creates a pack; publish a next version with PUT');
      }
      const now = new Date().toISOString();
      await trx.insertInto('packs').values({ key_id: keyId, name, version: 1, created_at: now, updated_at: now }).execute();
      const row = { name, version: 1, hash, content, created_at: now };
      await trx.insertInto('pack_versions').values({ key_id: keyId, ...row }).execute();
      return { row, created: true };
    });
  }

  /** The next version, only when `expected` is still the latest; a missing pack is undefined. */
  async publish(keyId: string, name: string, expected: number, hash: string, content: string): Promise<PackVersionRow | undefined> {
    return this.store.db.transaction().execute(async (trx) => {
      const head = await this.head(trx, keyId, name);
      if (!head) return undefined;
      if (head.version !== expected) throw conflict(name, head.version, `version ${expected} is stale`);
      const now = new Date().toISOString();
      const next = expected + 1;
      // The version in the WHERE clause makes the publish conditional even between processes.
      const res = await trx.updateTable('packs').set({ version: next, updated_at: now }).where('key_id', '=', keyId).where('name', '=', name).where('version', '=', expected).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(name, next, 'it changed while this request was written');
      const row = { name, version: next, hash, content, created_at: now };
      await trx.insertInto('pack_versions').values({ key_id: keyId, ...row }).execute();
      return row;
    });
  }

  async latest(keyId: string, name: string): Promise<PackVersionRow | undefined> {
    const head = await this.head(this.store.db, keyId, name);
    return head && this.version(this.store.db, keyId, name, head.version);
  }

  /** The newest version with this hash. */
  async byHash(keyId: string, name: string, hash: string): Promise<PackVersionRow | undefined> {
    const row = await this.store.db
      .selectFrom('pack_versions')
      .select(['name', 'version', 'hash', 'content', 'created_at'])
      .where('key_id', '=', keyId)
      .where('name', '=', name)
      .where('hash', '=', hash)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** The latest version of each of the key's packs, by name. */
  async list(keyId: string): Promise<PackVersionRow[]> {
    const rows = await this.store.db
      .selectFrom('packs')
      .innerJoin('pack_versions', (j) =>
        j.onRef('pack_versions.key_id', '=', 'packs.key_id').onRef('pack_versions.name', '=', 'packs.name').onRef('pack_versions.version', '=', 'packs.version'),
      )
      .select(['pack_versions.name', 'pack_versions.version', 'pack_versions.hash', 'pack_versions.content', 'pack_versions.created_at'])
      .where('packs.key_id', '=', keyId)
      .orderBy('pack_versions.name')
      .execute();
    return rows.map(toRow);
  }

  /** Removes every version; false when there was no such pack. */
  async remove(keyId: string, name: string): Promise<boolean> {
    return this.store.db.transaction().execute(async (trx) => {
      const res = await trx.deleteFrom('packs').where('key_id', '=', keyId).where('name', '=', name).executeTakeFirst();
      await trx.deleteFrom('pack_versions').where('key_id', '=', keyId).where('name', '=', name).execute();
      return Number(res.numDeletedRows) > 0;
    });
  }

  private async head(db: Transaction<Database> | Store['db'], keyId: string, name: string) {
    let q = db.selectFrom('packs').select('version').where('key_id', '=', keyId).where('name', '=', name);
    if (this.store.dialect === 'mysql') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row && { version: Number(row.version) };
  }

  private async version(db: Transaction<Database> | Store['db'], keyId: string, name: string, version: number) {
    const row = await db
      .selectFrom('pack_versions')
      .select(['name', 'version', 'hash', 'content', 'created_at'])
      .where('key_id', '=', keyId)
      .where('name', '=', name)
      .where('version', '=', version)
      .executeTakeFirst();
    return row && toRow(row);
  }
}
