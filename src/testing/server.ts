/** Starts the real service on a random port over a fresh database, with one account and key, for tests. */
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../log.js';
import { serve } from '../main.js';
import { AccountRepo } from '../store/account-repo.js';
import { KeyRepo } from '../store/key-repo.js';
import { openStore } from '../store/store.js';
import { testDatabaseUrl } from '../store/test-db.js';
import type { DialectName, Plan } from '../store/types.js';

export interface TestServer {
  /** http://127.0.0.1:PORT/api */
  baseUrl: string;
  key: string;
  email: string;
  databaseUrl: string;
  config: Config;
  /** Creates another account (or another key on an existing email) directly in the database. */
  addKey(opts?: { email?: string; plan?: Plan }): Promise<string>;
  close(): Promise<void>;
}

let seq = 0;

export async function startTestServer(opts: { dialect?: DialectName; env?: Record<string, string> } = {}): Promise<TestServer> {
  const db = await testDatabaseUrl(opts.dialect ?? 'sqlite');
  const config = loadConfig({ SVC_PORT: '0', SVC_DATABASE_URL: db.url, SVC_LOG_LEVEL: 'silent', ...opts.env });
  const running = await serve(config, createLogger('silent'));
  const store = await openStore(db.url);
  const accounts = new AccountRepo(store);
  const keys = new KeyRepo(store);
  const addKey: TestServer['addKey'] = async ({ email, plan } = {}) => {
    const address = email ?? `user${++seq}-${process.pid}@example.com`;
    const account = (await accounts.findByEmail(address)) ?? (await accounts.create(address));
    if (plan) await accounts.setPlan(account.id, plan);
    return (await keys.create(account.id, { name: 'test' })).secret;
  };
  const email = `owner-${process.pid}-${++seq}@example.com`;
  const key = await addKey({ email });
  return {
    baseUrl: `http://127.0.0.1:${running.port}/api`,
    key,
    email,
    databaseUrl: db.url,
    config,
    addKey,
    async close() {
      await running.close();
      await store.close();
      await db.drop();
    },
  };
}
