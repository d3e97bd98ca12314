/**
 * The proxy of compose.yaml, run for real without containers: Debian's nginx with deploy/nginx.conf
 * (its two upstream names pointed at two local `svc serve` processes on one MariaDB). Requests through
 * it reach both processes, a stream arrives frame by frame, and a killed process is skipped.
 * Runs when nginx is installed (apt-get install nginx-light) and SVC_TEST_MYSQL_URL is set.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/paths.js';
import { DIALECTS, testDatabaseUrl } from '../src/store/test-db.js';
import { createKey, spawnService } from '../src/testing/service-process.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.runIf(NGINX && DIALECTS.includes('mysql'))('deploy/nginx.conf in front of two svc processes', () => {
  const nodes: { child: ChildProcess; baseUrl: string }[] = [];
  let nginx: ChildProcess;
  let dir: string;
  let proxy: string;
  let key: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await testDatabaseUrl('mysql');
    drop = db.drop;
    key = await createKey(db.url, 'proxy@example.com');
    const env = { SVC_RATE_BURST: '1000', SVC_TRUST_PROXY: '1' };
    nodes.push(...(await Promise.all([0, 1].map(() => spawnService({ databaseUrl: db.url, env })))));
    dir = mkdtempSync(path.join(tmpdir(), 'svc-nginx-'));
    const port = await freePort();
    const portOf = (i: number) => new URL(nodes[i].baseUrl).port;
    const site = readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace('svc-a:8080', `127.0.0.1:${portOf(0)}`)
      .replace('svc-b:8080', `127.0.0.1:${portOf(1)}`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    // What the nginx image's own nginx.conf gives the site: one process, files in the temp folder.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  include ${dir}/site.conf;
}
`,
    );
    const check = spawnSync(NGINX!, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    nginx = spawn(NGINX!, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    proxy = `http://127.0.0.1:${port}/api`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${proxy}/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const n of nodes) n.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (dir) rmSync(dir, { recursive: true, force: true });
    await drop?.();
  });

  const get = (p: string) => fetch(`${proxy}${p}`, { headers: { authorization: `Bearer ${key}` } });
  /** listModels requests a process has counted, from its own /metrics. */
  const served = async (i: number) => {
    const text = await (await fetch(new URL('/metrics', nodes[i].baseUrl))).text();
    return [...text.matchAll(/^svc_http_requests_total\{route="listModels",method="GET",status="200"\} (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
  };

  it('spreads requests over both processes', async () => {
    const before = [await served(0), await served(1)];
    const statuses = await Promise.all(Array.from({ length: 20 }, () => get('/v1/models').then((r) => r.status)));
    expect(statuses).toEqual(Array(20).fill(200));
    const after = [await served(0), await served(1)];
    expect(after[0] - before[0] + after[1] - before[1]).toBe(20);
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
  });

  it('passes a streamed chat answer through, ending in [DONE]', async () => {
    const r = await fetch(`${proxy}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'svc', stream: true, messages: [{ role: 'user', content: 'What is 6 times 7?' }] }),
    });
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const frames = (await r.text()).split('\n\n').filter(Boolean);
    expect(frames.at(-1)).toBe('data: [DONE]');
    const text = frames.slice(0, -1).map((f) => JSON.parse(f.slice('data: '.length)).choices[0]?.delta?.content ?? '').join('');
    expect(text).toContain('42');
  });

  it('skips a process that was killed', async () => {
    nodes[0].child.kill('SIGKILL');
    await new Promise((r) => nodes[0].child.once('exit', r));
    const statuses = await Promise.all(Array.from({ length: 10 }, () => get('/v1/models').then((r) => r.status)));
    expect(statuses).toEqual(Array(10).fill(200));
  });
});
