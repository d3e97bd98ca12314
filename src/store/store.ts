/**
 * Opens the database named by SVC_DATABASE_URL and brings it to the latest migration.
 * `sqlite:PATH` → better-sqlite3 (WAL), the embedded default; `mysql://USER:PASS@HOST:PORT/DB` → mysql2 pool.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { Kysely, Migrator, MysqlDialect, type Dialect, type SqliteDatabase } from 'kysely';
import { createPool } from 'mysql2';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-immediate.js';
import type { DialectName } from './types.js';

export type { DialectName } from './types.js';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** The URL with its password replaced, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  return databaseUrl.replace(/^(mysql:\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

export function sqlitePath(databaseUrl: string): string {
  let path = databaseUrl.slice('sqlite:'.length);
  if (path.startsWith('//')) path = path.slice(2); // sqlite:///abs/path
  if (!path) throw new Error('SVC_DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/svc.sqlite');
  return path;
}

/**
 * kysely prepares every query anew; preparing costs more than running the small indexed queries of
 * the request path, so statements are kept per SQL text (kysely runs one query at a time per connection).
 */
function withStatementCache(database: Sqlite.Database): SqliteDatabase {
  const cache = new LRUCache<string, Sqlite.Statement>({ max: 500 });
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) cache.set(sql, (statement = database.prepare(sql)));
      return statement;
    },
  };
}

function sqliteDialect(databaseUrl: string): Dialect {
  const path = sqlitePath(databaseUrl);
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new Sqlite(memory ? ':memory:' : resolve(path), { timeout: 5000 });
  // busy_timeout first: switching a fresh file to WAL needs a lock another process may hold.
  database.pragma('busy_timeout = 5000');
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Statement journals of the multi-row inserts and sort b-trees stay in memory instead of temp files.
  database.pragma('temp_store = MEMORY');
  return new ImmediateSqliteDialect({ database: withStatementCache(database) });
}

function mysqlDialect(databaseUrl: string): Dialect {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`SVC_DATABASE_URL ${redactUrl(databaseUrl)} names no database: use mysql://USER:PASS@HOST:PORT/DB`);
  const limit = Number(url.searchParams.get('connectionLimit') ?? 10);
  const pool = createPool({
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    database,
    connectionLimit: Number.isInteger(limit) && limit > 0 ? limit : 10,
    charset: 'utf8mb4',
    timezone: 'Z',
    decimalNumbers: true,
  });
  return new MysqlDialect({ pool });
}

export function dialectOf(databaseUrl: string): DialectName {
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  if (databaseUrl.startsWith('mysql://')) return 'mysql';
  throw new Error(`Unsupported database URL "${redactUrl(databaseUrl)}": use sqlite:PATH or mysql://USER:PASS@HOST:PORT/DB`);
}

/**
 * Whether every migration has run, read without any lock. The migrator always takes the write lock (to
 * read what ran under it); on SQLite that wait is synchronous, so a process opening its already migrated
 * database while it holds a write transaction across awaits (a running server's buffered writes) would
 * block itself until busy_timeout and fail with "database is locked".
 */
async function upToDate(db: Kysely<Database>, dialect: DialectName): Promise<boolean> {
  const names = Object.keys(await migrationProvider(dialect).getMigrations());
  try {
    const rows = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    const done = new Set(rows.map((r) => (r as { name: string }).name));
    return names.every((n) => done.has(n));
  } catch {
    return false; // no migration table yet
  }
}

/** Runs every pending migration. Safe when several processes start at once (see sqlite-immediate.ts; MySQL: GET_LOCK). */
export async function migrate(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (await upToDate(db, dialect)) return;
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed}" ` : ''}failed: ${reason}`, { cause: error });
  }
}

export async function openStore(databaseUrl: string): Promise<Store> {
  const dialect = dialectOf(databaseUrl);
  let db: Kysely<Database>;
  try {
    db = new Kysely<Database>({ dialect: dialect === 'sqlite' ? sqliteDialect(databaseUrl) : mysqlDialect(databaseUrl) });
  } catch (e) {
    throw new Error(`Cannot open database ${redactUrl(databaseUrl)}: ${(e as Error).message}`, { cause: e });
  }
  try {
    await migrate(db, dialect);
  } catch (e) {
    await db.destroy().catch(() => undefined);
    throw new Error(`Cannot open database ${redactUrl(databaseUrl)}: ${(e as Error).message}`, { cause: e });
  }
  let closed = false;
  return {
    db,
    dialect,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
