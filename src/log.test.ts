/** The access log as an operator sees it: `svc serve`'s stdout, one JSON line per request. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';
import { AccountRepo } from './store/account-repo.js';
import { KeyRepo } from './store/key-repo.js';
import { openStore } from './store/store.js';

const work = mkdtempSync(path.join(tmpdir(), 'svc-log-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function until<T>(probe: () => T | undefined, ms: number): Promise<T | undefined> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const v = probe();
    if (v !== undefined) return v;
  }
  return probe();
}

describe('access log on stdout', () => {
  it('writes a quiet server\'s line within a second or two, and every buffered line at exit', async () => {
    const url = `sqlite:${path.join(work, 'log.sqlite')}`;
    const store = await openStore(url);
    const account = await new AccountRepo(store).create('log@example.com');
    const key = (await new KeyRepo(store).create(account.id, {})).secret;
    await store.close();
    const port = 37000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/svc.js'), 'serve'], {
      env: { ...process.env, SVC_DATABASE_URL: url, SVC_PORT: String(port), SVC_LOG_LEVEL: 'info', SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const base = `http://127.0.0.1:${port}/api`;
    const up = await until(() => (out.includes('"msg":"listening"') ? true : undefined), 10_000);
    expect(up).toBe(true);

    // Non-ASCII in the line, so a byte-count mistake would cut or merge lines.
    const first = await fetch(`${base}/v1/m%C3%A9-${'é'.repeat(3)}`, { headers: { authorization: `Bearer ${key}` } });
    expect(first.status).toBe(404);
    const firstId = first.headers.get('x-request-id')!;
    const seen = await until(() => (out.includes(firstId) ? true : undefined), 2500);
    expect(seen).toBe(true);

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
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.requestId)).toEqual([firstId, ...ids]);
    expect(requests[0]).toMatchObject({ level: 30, service: 'svc', method: 'GET', status: 404, path: '/api/v1/m%C3%A9-%C3%A9%C3%A9%C3%A9' });
    expect(requests[1]).toMatchObject({ op: 'listModels', status: 200, key: key.slice(0, 17) });
  }, 30_000);
});
