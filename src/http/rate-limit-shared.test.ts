/** In MySQL mode two service processes on one database hold one key to one bucket. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';
import { AccountRepo } from '../store/account-repo.js';
import { KeyRepo } from '../store/key-repo.js';
import { openStore } from '../store/store.js';
import { DIALECTS, testDatabaseUrl } from '../store/test-db.js';

async function startProcess(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/svc.js'), 'serve'], {
    env: { ...process.env, SVC_DATABASE_URL: url, SVC_PORT: String(port), SVC_LOG_LEVEL: 'silent', SVC_RATE_PER_SECOND: '0.5' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/v1/models`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill();
  throw new Error('service process did not start');
}

describe.runIf(DIALECTS.includes('mysql'))('shared rate limit across processes (mysql)', () => {
  const children: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let key: string;
  const ports = [31000 + Math.floor(Math.random() * 2000), 34000 + Math.floor(Math.random() * 2000)];

  beforeAll(async () => {
    const db = await testDatabaseUrl('mysql');
    drop = db.drop;
    const store = await openStore(db.url);
    const account = await new AccountRepo(store).create('shared@example.com');
    key = (await new KeyRepo(store).create(account.id, {})).secret;
    await store.close();
    children.push(await startProcess(db.url, ports[0]), await startProcess(db.url, ports[1]));
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  });

  it('lets through one burst in all, not one per process', async () => {
    const fire = (i: number) =>
      fetch(`http://127.0.0.1:${ports[i % 2]}/api/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => fire(i)));
    const ok = statuses.filter((s) => s === 200).length;
    // One bucket of 4 (refilling one token per 2 s, so timing cannot blur it); separate buckets would pass 8.
    expect(ok).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(10 - ok);
  });
});
