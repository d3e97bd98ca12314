/** `svc serve` as its own process, as an operator runs it, for tests of what only a process shows (stdout, two processes on one database). */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.js';
import { AccountRepo } from '../store/account-repo.js';
import { KeyRepo } from '../store/key-repo.js';
import { openStore } from '../store/store.js';

/** Creates an account and a key on a database no server holds open yet; returns the key. */
export async function createKey(databaseUrl: string, email: string): Promise<string> {
  const store = await openStore(databaseUrl);
  try {
    const account = await new AccountRepo(store).create(email);
    return (await new KeyRepo(store).create(account.id, {})).secret;
  } finally {
    await store.close();
  }
}

/** A port the OS says is free now; another process may still take it before the child binds, hence the retry below. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `svc serve` on a free port and waits until it answers. stdout is piped only when asked for. */
export async function spawnService(opts: ServiceOptions): Promise<{ child: ChildProcess; baseUrl: string }> {
  // A child that exits before answering most likely lost its port to another process: try another.
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(opts, await freePort());
    if (started !== 'exited') return started;
    if (attempt === 3) throw new Error('service process exited before answering, three times');
  }
}

interface ServiceOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  stdout?: 'ignore' | 'pipe';
  stderr?: 'ignore' | 'pipe';
  /** After `serve`, e.g. `['--workers', '2']`. */
  args?: string[];
}

async function startOnce(opts: ServiceOptions, port: number): Promise<{ child: ChildProcess; baseUrl: string } | 'exited'> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/svc.js'), 'serve', ...(opts.args ?? [])], {
    env: { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_WORKERS: '1', ...opts.env, SVC_DATABASE_URL: opts.databaseUrl, SVC_PORT: String(port) },
    stdio: ['ignore', opts.stdout ?? 'ignore', opts.stderr ?? 'ignore'],
  });
  const baseUrl = `http://127.0.0.1:${port}/api`;
  let exited = false;
  child.once('exit', () => (exited = true));
  // A loaded machine can take many seconds to start a process; only an exit ends the wait early.
  for (let i = 0; i < 1200 && !exited; i++) {
    try {
      await fetch(`${baseUrl}/v1/models`);
      return { child, baseUrl };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  if (exited) return 'exited';
  child.kill();
  throw new Error('service process did not start within 60 s');
}
