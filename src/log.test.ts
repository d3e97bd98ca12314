/** The access log as an operator sees it: `svc serve`'s stdout, one JSON line per request. */
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './store/test-db.js';
import { createKey, spawnService } from './testing/service-process.js';

async function until(probe: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) if (probe()) return true;
  return probe();
}

describe('access log on stdout', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it('writes a quiet server\'s line within a second or two, and every buffered line at exit', async () => {
    const db = await testDatabaseUrl('sqlite');
    cleanup.push(db.drop);
    const key = await createKey(db.url, 'log@example.com');
    const { child, baseUrl: base } = await spawnService({
      databaseUrl: db.url,
      env: { SVC_LOG_LEVEL: 'info', SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' },
      stdout: 'pipe',
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

    // Non-ASCII in the line, so a byte-count mistake would cut or merge lines.
    const first = await fetch(`${base}/v1/m%C3%A9-${'é'.repeat(3)}`, { headers: { authorization: `Bearer ${key}` } });
    expect(first.status).toBe(404);
    const firstId = first.headers.get('x-request-id')!;
    expect(await until(() => out.includes(firstId), 2500)).toBe(true);

    // Fewer lines than fill a 16 KB block: they reach stdout only through the flush at exit.
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await fetch(`${base}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
      expect(r.status).toBe(200);
      ids.push(r.headers.get('x-request-id')!);
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // Leaves out the start-up probe's request, sent without a key.
    const requests = lines.filter((l) => l.msg === 'request' && l.status !== 401);
    expect(requests.map((l) => l.requestId)).toEqual([firstId, ...ids]);
    expect(requests[0]).toMatchObject({ level: 30, service: 'svc', method: 'GET', status: 404, path: '/api/v1/m%C3%A9-%C3%A9%C3%A9%C3%A9' });
    expect(requests[1]).toMatchObject({ op: 'listModels', status: 200, key: key.slice(0, 17) });
  }, 30_000);
});
