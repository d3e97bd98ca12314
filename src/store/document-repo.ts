/**
 * Account documents. Every method takes the account id (documents belong to the account and every
 * key on it sees them); writes also take the key that made them (200 documents per key). A write is
 * one transaction: the document row, its passages and the full-text index change together or not at all.
 */
import type { Transaction } from 'kysely';
import { ServiceError } from '../errors.js';
import { compiledOnce } from './compiled.js';
import { checkName, checkSize, isDocumentId } from './document-limits.js';
import { checkAccountBytes, checkKeyCount } from './document-quota.js';
import { ulid } from '../ids.js';
import { OwnerCache } from './owner-cache.js';
import { PassageIndex, type PassageHit } from './passage-index.js';
import type { Database, DocumentsTable } from './schema.js';
import type { Store } from './store.js';

export interface DocumentRecord {
  id: string;
  name: string | null;
  kind: 'text' | 'json';
  version: number;
  metadata: Record<string, unknown>;
  chars: number;
  bytes: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface DocumentWrite {
  accountId: string;
  keyId: string;
  name: string | null;
  kind: 'text' | 'json';
  /** The text, or the JSON value serialized. */
  content: string;
  /** Absent on a replace: the stored metadata is kept. */
  metadata?: Record<string, unknown>;
}

export interface PutOptions {
  /** If-Match or body `version`: replace only at this version ('*': only if it exists). */
  expected?: number | '*';
  /** If-None-Match: *: create only. */
  createOnly?: boolean;
}

function toRecord(row: DocumentsTable): DocumentRecord {
  return { ...row, version: Number(row.version), chars: Number(row.chars), bytes: Number(row.bytes), metadata: JSON.parse(row.metadata) };
}

export function conflict(name: string, current: number, sent: string): ServiceError {
  return ServiceError.of('version_conflict', { name, current, sent }, { param: 'If-Match', extra: { current_version: current } });
}

export class DocumentRepo {
  private readonly index: PassageIndex;

  constructor(private readonly store: Store) {
    this.index = new PassageIndex(store.dialect);
    this.nameCache = new OwnerCache(store.dialect === 'sqlite');
    this.namesQuery = compiledOnce<{ id: string; name: string | null }, [string]>(store.db, (db) =>
      db.selectFrom('documents').select(['id', 'name']).where('account_id', '=', '').orderBy('id'),
    );
  }

  /** POST: a new document; an existing name is a conflict (use PUT to replace it). */
  async create(doc: DocumentWrite): Promise<DocumentRecord> {
    if (doc.name !== null) checkName(doc.name);
    checkSize(doc.content.length);
    return this.write(doc.accountId, async (trx) => {
      if (doc.name !== null) {
        const existing = await this.byName(trx, doc.accountId, doc.name);
        if (existing) throw conflict(doc.name, existing.version, 'a document with this name already exists (POST only creates)');
      }
      return this.insert(trx, doc);
    });
  }

  /** PUT by name: create when absent, replace when present, within If-Match / If-None-Match rules. */
  async put(doc: DocumentWrite & { name: string }, options: PutOptions = {}): Promise<{ record: DocumentRecord; created: boolean }> {
    checkName(doc.name);
    checkSize(doc.content.length);
    return this.write(doc.accountId, async (trx) => {
      const existing = await this.byName(trx, doc.accountId, doc.name, true);
      if (!existing) {
        if (options.expected !== undefined) {
          throw new ServiceError('document_miss', `No document is named "${doc.name}", so If-Match ${options.expected} cannot match. Send the PUT without If-Match (or with If-None-Match: *) to create it.`, { param: 'If-Match' });
        }
        return { record: await this.insert(trx, doc), created: true };
      }
      if (options.createOnly) throw conflict(doc.name, existing.version, 'If-None-Match: * creates only, and the name exists');
      if (typeof options.expected === 'number' && options.expected !== existing.version) {
        throw conflict(doc.name, existing.version, `version ${options.expected} is stale`);
      }
      return { record: await this.replace(trx, existing, doc), created: false };
    });
  }

  async find(accountId: string, idOrName: string): Promise<DocumentRecord | undefined> {
    return isDocumentId(idOrName) ? this.byId(this.store.db, accountId, idOrName) : this.byName(this.store.db, accountId, idOrName);
  }

  async content(accountId: string, id: string): Promise<string> {
    return this.index.content(this.store.db, accountId, id);
  }

  /** The account's documents, oldest first. */
  async list(accountId: string): Promise<DocumentRecord[]> {
    const rows = await this.store.db.selectFrom('documents').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** Ids and names only: what every svc-prod chat turn needs (compiled once). */
  async names(accountId: string): Promise<readonly { id: string; name: string | null }[]> {
    return this.nameCache.get(accountId, () => this.namesQuery(accountId));
  }

  private readonly namesQuery;
  /** Every svc-prod chat turn reads the account's document names; they change only through write(). */
  private readonly nameCache: OwnerCache<readonly { id: string; name: string | null }[]>;

  async remove(accountId: string, idOrName: string): Promise<DocumentRecord | undefined> {
    return this.write(accountId, async (trx) => {
      const found = isDocumentId(idOrName) ? await this.byId(trx, accountId, idOrName) : await this.byName(trx, accountId, idOrName, true);
      if (found) await this.drop(trx, accountId, found.id);
      return found;
    });
  }

  /** Removes the documents one key created (agent reset with documents: true). */
  async removeCreatedBy(accountId: string, keyId: string): Promise<number> {
    return this.write(accountId, async (trx) => {
      const rows = await trx.selectFrom('documents').select('id').where('account_id', '=', accountId).where('created_by', '=', keyId).execute();
      for (const row of rows) await this.drop(trx, accountId, row.id);
      return rows.length;
    });
  }

  async search(accountId: string, query: string, k: number): Promise<PassageHit[]> {
    return this.index.search(this.store.db, accountId, query, k);
  }

  /** One writer per account at a time (MySQL: the account row lock; SQLite: BEGIN IMMEDIATE), so limits and versions hold. */
  private async write<T>(accountId: string, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.nameCache.writing(accountId, () =>
      this.store.db.transaction().execute(async (trx) => {
        if (this.store.dialect === 'mysql') await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
        return fn(trx);
      }),
    );
  }

  private async byName(db: Transaction<Database> | Store['db'], accountId: string, name: string, lock = false) {
    let q = db.selectFrom('documents').selectAll().where('account_id', '=', accountId).where('name', '=', name);
    if (lock && this.store.dialect === 'mysql') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row && toRecord(row);
  }

  private async byId(db: Transaction<Database> | Store['db'], accountId: string, id: string) {
    const row = await db.selectFrom('documents').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  private async insert(trx: Transaction<Database>, doc: DocumentWrite): Promise<DocumentRecord> {
    await checkKeyCount(trx, doc.accountId, doc.keyId);
    const bytes = Buffer.byteLength(doc.content, 'utf8');
    await checkAccountBytes(trx, doc.accountId, bytes);
    const now = new Date().toISOString();
    const row: DocumentsTable = {
      id: `doc_${ulid()}`,
      account_id: doc.accountId,
      name: doc.name,
      created_by: doc.keyId,
      kind: doc.kind,
      version: 1,
      metadata: JSON.stringify(doc.metadata ?? {}),
      chars: doc.content.length,
      bytes,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('documents').values(row).execute();
    await this.index.write(trx, doc.accountId, row.id, doc.content);
    return toRecord(row);
  }

  private async replace(trx: Transaction<Database>, old: DocumentRecord, doc: DocumentWrite): Promise<DocumentRecord> {
    const bytes = Buffer.byteLength(doc.content, 'utf8');
    await checkAccountBytes(trx, doc.accountId, bytes, old.bytes);
    const next = {
      kind: doc.kind,
      version: old.version + 1,
      metadata: JSON.stringify(doc.metadata ?? old.metadata),
      chars: doc.content.length,
      bytes,
      updated_at: new Date().toISOString(),
    };
    // The version in the WHERE clause makes the replace conditional even without the locks above.
    const res = await trx
      .updateTable('documents')
      .set(next)
      .where('account_id', '=', doc.accountId)
      .where('id', '=', old.id)
      .where('version', '=', old.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(old.name ?? old.id, old.version + 1, 'it changed while this request was written');
    await this.index.remove(trx, doc.accountId, old.id);
    await this.index.write(trx, doc.accountId, old.id, doc.content);
    return { ...old, ...next, metadata: JSON.parse(next.metadata) };
  }

  private async drop(trx: Transaction<Database>, accountId: string, id: string): Promise<void> {
    await this.index.remove(trx, accountId, id);
    await trx.deleteFrom('documents').where('account_id', '=', accountId).where('id', '=', id).execute();
  }
}
