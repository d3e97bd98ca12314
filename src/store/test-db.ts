/**
 * Databases for integration tests. Every test loops over DIALECTS (as kysely's own tests do):
 * SQLite always, MySQL too when SVC_TEST_MYSQL_URL is set (e.g. mysql://root@127.0.0.1:3306/svc_test).
 * Each store gets a fresh temp SQLite file or a fresh scratch MySQL database, removed on close.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { openStore, type Store } from './store.js';
import type { DialectName } from './types.js';

const MYSQL_URL = process.env.SVC_TEST_MYSQL_URL || '';

export const DIALECTS: DialectName[] = MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

async function mysqlAdmin<T>(url: URL, fn: (run: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const conn = await createConnection({
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
  });
  try {
    return await fn((sql) => conn.query(sql));
  } finally {
    await conn.end();
  }
}

/** A database URL nobody else uses, and how to remove it. For tests that start server or CLI processes. */
export async function testDatabaseUrl(dialect: DialectName): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
    return {
      url: `sqlite:${join(dir, 'svc.sqlite')}`,
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!MYSQL_URL) throw new Error('SVC_TEST_MYSQL_URL is not set, so there is no MySQL to test against');
  const base = new URL(MYSQL_URL);
  const baseName = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'svc_test';
  const name = `${baseName}_${randomBytes(6).toString('hex')}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 64);
  await mysqlAdmin(base, (run) => run(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`));
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await mysqlAdmin(base, (run) => run(`DROP DATABASE IF EXISTS \`${name}\``));
    },
  };
}

const urls = new WeakMap<Store, string>();

/** The URL of a store from openTestStore, to open a second store (a second process) on it. */
export function urlOf(store: Store): string {
  const url = urls.get(store);
  if (!url) throw new Error('not a store from openTestStore');
  return url;
}

/** A migrated Store on a fresh database; `close()` also removes the database. */
export async function openTestStore(dialect: DialectName): Promise<Store> {
  const target = await testDatabaseUrl(dialect);
  let store: Store;
  try {
    store = await openStore(target.url);
  } catch (e) {
    await target.drop();
    throw e;
  }
  const opened: Store = {
    db: store.db,
    dialect: store.dialect,
    async close() {
      try {
        await store.close();
      } finally {
        await target.drop();
      }
    },
  };
  urls.set(opened, target.url);
  return opened;
}
