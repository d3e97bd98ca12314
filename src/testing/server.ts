/** Starts the real service on a random port over a fresh database, with one account and key and the solvers given, for tests. */
import { loadConfig, type Config } from '../config.js';
import { createLogger, type Logger } from '../log.js';
import { serve } from '../main.js';
import { AccountRepo } from '../store/account-repo.js';
import { KeyRepo } from '../store/key-repo.js';
import { openStore } from '../store/store.js';
import { testDatabaseUrl } from '../store/test-db.js';
import type { DialectName, Plan } from '../store/types.js';
import type { AnySolverPlugin } from '../solving/solver.js';

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

export interface TestServerOptions {
  dialect?: DialectName;
  env?: Record<string, string>;
  /**
   * The solvers to run, in order: none by default (the platform alone, where help's fallback answers).
   * Tests of real plugins pass BUILTIN_SOLVERS and live under plugins/ or test/, never under src/.
   */
  solvers?: readonly AnySolverPlugin[];
  /** Where the service logs; silent by default. */
  log?: Logger;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const db = await testDatabaseUrl(opts.dialect ?? 'sqlite');
  const config = loadConfig({ SVC_PORT: '0', SVC_DATABASE_URL: db.url, SVC_LOG_LEVEL: 'silent', ...opts.env });
  const running = await serve(config, { solvers: opts.solvers ?? [], log: opts.log ?? createLogger('silent') });
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
