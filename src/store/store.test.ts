import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectOf, openStore, redactUrl, sqlitePath, type Store } from './store.js';
import { DIALECTS, openTestStore, testDatabaseUrl } from './test-db.js';

const TABLES = ['accounts', 'api_keys', 'key_activity', 'kysely_migration', 'kysely_migration_lock', 'rate_buckets', 'request_counts', 'write_marks'];
/** migrations/0002-knowledge.ts; on SQLite also the FTS5 index of passages and its shadow tables. */
const KNOWLEDGE_TABLES = ['agent_layers', 'completions', 'documents', 'feedback', 'key_searches', 'memory_facts', 'passages'];
/** migrations/0003-agent-graphs.ts. */
const AGENT_TABLES = ['hooks', 'pack_versions', 'packs', 'phases', 'tool_calls', 'tool_results'];
/** migrations/0004-beliefs.ts. */
const BELIEF_TABLES = ['belief_events', 'beliefs'];
/** migrations/0005-web-sign-in.ts. */
const WEB_TABLES = ['signin_links', 'web_sessions'];
const MIGRATIONS = [{ name: '0001-init' }, { name: '0002-knowledge' }, { name: '0003-agent-graphs' }, { name: '0004-beliefs' }, { name: '0005-web-sign-in' }, { name: '0006-signin-codes' }, { name: '0007-write-marks' }, { name: '0008-rate-buckets-memory' }];
const FTS5_TABLES = ['passages_fts', 'passages_fts_config', 'passages_fts_data', 'passages_fts_docsize', 'passages_fts_idx'];

describe('database URLs', () => {
  it.each([
    ['sqlite:./data/svc.sqlite', 'sqlite'],
    ['sqlite:/tmp/x.sqlite', 'sqlite'],
    ['mysql://root@127.0.0.1:3306/svc', 'mysql'],
  ] as const)('%s is %s', (url, dialect) => {
    expect(dialectOf(url)).toBe(dialect);
  });

  it('refuses other schemes, naming the accepted ones', () => {
    expect(() => dialectOf('postgres://x/y')).toThrow('use sqlite:PATH or mysql://USER:PASS@HOST:PORT/DB');
  });

  it('reads SQLite paths', () => {
    expect(sqlitePath('sqlite:./data/svc.sqlite')).toBe('./data/svc.sqlite');
    expect(sqlitePath('sqlite:///var/svc.sqlite')).toBe('/var/svc.sqlite');
    expect(() => sqlitePath('sqlite:')).toThrow('needs a file path');
  });

  it('hides the MySQL password in messages', () => {
    expect(redactUrl('mysql://svc:s3cret@db:3306/svc')).toBe('mysql://svc:***@db:3306/svc');
    expect(redactUrl('mysql://root@db/svc')).toBe('mysql://root@db/svc');
  });
});

describe('sqlite file setup', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the parent directory and sets WAL, synchronous NORMAL, busy_timeout and foreign keys', async () => {
    dir = mkdtempSync(join(tmpdir(), 'svc-store-'));
    const path = join(dir, 'nested', 'deeper', 'svc.sqlite');
    const store = await openStore(`sqlite:${path}`);
    try {
      expect(existsSync(path)).toBe(true);
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(store.db)).rows[0])[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe.each(DIALECTS)('openStore on %s', (dialect) => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('creates every table and records the migration', async () => {
    store = await openTestStore(dialect);
    expect(store.dialect).toBe(dialect);
    const tables = (await store.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
    expect(tables).toEqual([...TABLES, ...KNOWLEDGE_TABLES, ...AGENT_TABLES, ...BELIEF_TABLES, ...WEB_TABLES, ...(dialect === 'sqlite' ? FTS5_TABLES : [])].sort());
    const done = await store.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
    expect(done).toEqual(MIGRATIONS);
  });

  it('opens an already migrated database again without changing it', async () => {
    const target = await testDatabaseUrl(dialect);
    try {
      const first = await openStore(target.url);
      await first.db
        .insertInto('accounts')
        .values({ id: 'acct_1', email: 'a@example.com', plan: 'free', key_packs: 0, free_used: 3, created_at: 'now' })
        .execute();
      await first.close();
      const second = await openStore(target.url);
      const rows = await second.db.selectFrom('accounts').select(['id', 'free_used']).execute();
      await second.close();
      expect(rows).toEqual([{ id: 'acct_1', free_used: 3 }]);
    } finally {
      await target.drop();
    }
  });

  it('opens a migrated database while a transaction of the same process is held across awaits', async () => {
    // As a test does beside a running server whose buffered writes are mid-transaction: opening must not
    // take the write lock (on SQLite that wait blocks the process, so the holder can never finish).
    const target = await testDatabaseUrl(dialect);
    try {
      const server = await openStore(target.url);
      const seen = await server.db.transaction().execute(async (trx) => {
        await trx.insertInto('accounts').values({ id: 'acct_1', email: 'a@example.com', plan: 'free', key_packs: 0, free_used: 0, created_at: 'now' }).execute();
        const other = await openStore(target.url);
        const n = (await other.db.selectFrom('accounts').select('id').execute()).length;
        await other.close();
        return n;
      });
      await server.close();
      expect(seen).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it.runIf(dialect === 'mysql')('migrates once when several pools open a fresh database at the same time', async () => {
    const target = await testDatabaseUrl(dialect);
    try {
      const stores = await Promise.all([1, 2, 3, 4].map(() => openStore(target.url)));
      const done = await stores[0].db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
      await Promise.all(stores.map((s) => s.close()));
      expect(done).toEqual(MIGRATIONS);
    } finally {
      await target.drop();
    }
  });

  it('close() may be called twice', async () => {
    store = await openTestStore(dialect);
    await store.close();
    await expect(store.close()).resolves.toBeUndefined();
    store = undefined;
  });
});
