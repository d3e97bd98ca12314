/** `svc serve --workers N`: processes sharing one port, a dead one replaced, a stop that lets requests finish; SQLite refused. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/paths.js';
import { DIALECTS, testDatabaseUrl } from '../src/store/test-db.js';
import { createKey, spawnService } from '../src/testing/service-process.js';

/** Pids of the live processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === pid && fields[0] !== 'Z') out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out.sort();
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('svc serve --workers on SQLite', () => {
  it('is refused with a message naming MySQL, before anything listens', async () => {
    const db = await testDatabaseUrl('sqlite');
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/svc.js'), 'serve', '--workers', '2'], {
      env: { ...process.env, SVC_DATABASE_URL: db.url, SVC_PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('--workers 2 needs MySQL/MariaDB');
    expect(err).toContain('SQLite is served by one process');
    await db.drop();
  });

  it('refuses a count that is no whole number', async () => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/svc.js'), 'serve', '--workers', 'two'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('--workers must be a whole number from 1 to 256, got "two"');
  });
});

describe.runIf(DIALECTS.includes('mysql'))('svc serve --workers 2 on MySQL', () => {
  let child: ChildProcess;
  let base: string;
  let key: string;
  let stderr = '';
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await testDatabaseUrl('mysql');
    drop = db.drop;
    key = await createKey(db.url, 'workers@example.com');
    ({ child, baseUrl: base } = await spawnService({ databaseUrl: db.url, args: ['--workers', '2'], stderr: 'pipe', env: { SVC_RATE_BURST: '1000' } }));
    child.stderr!.on('data', (d) => (stderr += d));
  }, 120_000);
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await drop?.();
  });

  /**
   * A GET on a new connection each time (a kept-alive one would stay with the process that accepted it).
   * A connection being handed to a process at the moment it is killed is lost with it: 0 after 5 s.
   */
  const models = () =>
    new Promise<number>((resolve) => {
      const url = new URL(`${base}/v1/models`);
      request({ host: url.hostname, port: url.port, path: url.pathname, agent: false, headers: { authorization: `Bearer ${key}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
        .on('error', () => resolve(0))
        .setTimeout(5000, function (this: ClientRequest) {
          this.destroy();
        })
        .end();
    });
  const answering = async () => {
    const end = Date.now() + 60_000;
    while ((await models()) !== 200) {
      if (Date.now() > end) throw new Error('no process answers');
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('runs two processes on the one port and replaces one that dies', async () => {
    const first = await until('two workers', () => childrenOf(child.pid!).length === 2 && childrenOf(child.pid!));
    process.kill(first[0], 'SIGKILL');
    // The other process goes on answering while the dead one is replaced.
    await answering();
    const second = await until('a replacement worker', () => {
      const now = childrenOf(child.pid!);
      return now.length === 2 && !now.includes(first[0]) && now;
    });
    expect(second).toContain(first[1]);
    expect(stderr).toMatch(new RegExp(`worker process ${first[0]} was killed by SIGKILL; starting another`));
    // With every original process gone, only replacements can answer.
    process.kill(first[1], 'SIGKILL');
    await answering();
    await until('two workers again', () => childrenOf(child.pid!).filter((p) => !first.includes(p)).length === 2);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => models()));
    expect(statuses).toEqual(Array(8).fill(200));
  }, 120_000);

  it('on SIGTERM lets a request in flight finish, then every process exits 0', async () => {
    await answering();
    const workers = childrenOf(child.pid!);
    const body = JSON.stringify({ model: 'svc', messages: [{ role: 'user', content: 'How many tokens is this?' }] });
    const url = new URL(`${base}/v1/messages/count_tokens`);
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write(body.slice(0, 10));
      // The rest of the body arrives after the stop signal.
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    const { status, text } = await reply;
    expect(status).toBe(200);
    expect(JSON.parse(text).input_tokens).toBeGreaterThan(0);
    expect(await exited(child)).toBe(0);
    expect(stderr).toContain('SIGTERM received, letting 2 worker processes finish');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
