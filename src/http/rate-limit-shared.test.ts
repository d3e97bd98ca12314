/** In MySQL mode two service processes on one database hold one key to one bucket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { DIALECTS, testDatabaseUrl } from '../store/test-db.js';
import { createKey, spawnService } from '../testing/service-process.js';

describe.runIf(DIALECTS.includes('mysql'))('shared rate limit across processes (mysql)', () => {
  const children: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let key: string;
  const bases: string[] = [];

  beforeAll(async () => {
    const db = await testDatabaseUrl('mysql');
    drop = db.drop;
    key = await createKey(db.url, 'shared@example.com');
    for (let i = 0; i < 2; i++) {
      const { child, baseUrl } = await spawnService({ databaseUrl: db.url, env: { SVC_RATE_PER_SECOND: '0.5' } });
      children.push(child);
      bases.push(baseUrl);
    }
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  });

  it('lets through one burst in all, not one per process', async () => {
    const fire = (i: number) =>
      fetch(`${bases[i % 2]}/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => fire(i)));
    const ok = statuses.filter((s) => s === 200).length;
    // One bucket of 4 (refilling one token per 2 s, so timing cannot blur it); separate buckets would pass 8.
    expect(ok).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(10 - ok);
  });
});
