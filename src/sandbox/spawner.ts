/**
 * Starting sandboxed programs off the event loop. `child_process.spawn` forks and then waits, on the
 * calling thread, until the child has exec'd: a few milliseconds on an idle machine, tens when the cores
 * are busy (the child must be scheduled first), and every one of those blocks every other request. So the
 * spawning, the output collection, the wall-time timer and the group kill all happen on one worker thread
 * of their own; the event loop only posts a message and gets the finished run back.
 */
import { Worker } from 'node:worker_threads';
import type { LimitName } from './limits.js';

export interface SpawnRequest {
  /** The run's own directory (made by the caller), removed once the run has ended. */
  dir: string;
  /** Files to write into it first, by resolved absolute path. */
  files: readonly (readonly [string, string])[];
  file: string;
  args: readonly string[];
  /** Drop to this user and group (the service runs as root). */
  runAs: { uid: number; gid: number } | null;
  wallMs: number;
  outputBytes: number;
}

export interface SpawnResult {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** The limit the spawner itself enforced by killing the group (wall time, output), or null. */
  ours: Extract<LimitName, 'wall_time' | 'output'> | null;
}

/**
 * The worker's code, self-contained (no compiled file to find when running from sources): per message,
 * the run's files are written (and handed to the sandbox user), then one child runs in its own process
 * group with a cleared environment; past the wall time or the output cap the whole group is killed.
 * Output beyond the cap is dropped as it arrives. The directory is removed before the reply.
 */
const WORKER = String.raw`
const { parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const fs = require('node:fs/promises');
const path = require('node:path');
async function chownTree(dir, owner) {
  await fs.chown(dir, owner.uid, owner.gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, owner);
    else await fs.chown(p, owner.uid, owner.gid);
  }
}
async function prepare(m) {
  await fs.mkdir(path.join(m.dir, '.tmp'));
  for (const [file, text] of m.files) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
  if (m.runAs) await chownTree(m.dir, m.runAs);
}
parentPort.on('message', async (m) => {
  let done = false;
  const reply = (r) => {
    if (done) return;
    done = true;
    fs.rm(m.dir, { recursive: true, force: true }).catch(() => {}).then(() => parentPort.postMessage({ id: m.id, ...r }));
  };
  let child;
  try {
    await prepare(m);
    child = spawn(m.file, m.args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: {}, ...(m.runAs || {}) });
  } catch (e) {
    reply({ error: String((e && e.message) || e) });
    return;
  }
  const out = [];
  const err = [];
  let size = 0;
  let ours = null;
  const killGroup = (why) => {
    if (ours === null) ours = why;
    try { if (child.pid) process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
  };
  const keep = (into) => (chunk) => {
    const room = m.outputBytes - size;
    if (room > 0) into.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += chunk.length;
    if (size > m.outputBytes) killGroup('output');
  };
  child.stdout.on('data', keep(out));
  child.stderr.on('data', keep(err));
  const timer = setTimeout(() => killGroup('wall_time'), m.wallMs);
  child.once('error', (e) => { clearTimeout(timer); reply({ error: String(e.message) }); });
  child.once('close', (code, signal) => {
    clearTimeout(timer);
    reply({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ours });
  });
});
`;

type Pending = { resolve: (r: SpawnResult) => void; reject: (e: Error) => void };

export class Spawner {
  #worker: Worker | null = null;
  #next = 0;
  readonly #pending = new Map<number, Pending>();

  run(req: SpawnRequest): Promise<SpawnResult> {
    const worker = this.#ready();
    const id = ++this.#next;
    return new Promise<SpawnResult>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // The thread keeps the process alive only while a run is under way.
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage({ id, ...req, args: [...req.args], files: req.files.map(([f, t]) => [f, t]) });
    });
  }

  #ready(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER, { eval: true, stdout: false, stderr: false });
    worker.unref();
    worker.on('message', (m: { id: number; error?: string } & SpawnResult) => {
      const p = this.#pending.get(m.id);
      if (!p) return;
      this.#pending.delete(m.id);
      if (!this.#pending.size) worker.unref();
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve({ code: m.code, signal: m.signal, stdout: m.stdout, stderr: m.stderr, ours: m.ours });
    });
    const fail = (e: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const p of this.#pending.values()) p.reject(e);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sandbox's spawning thread stopped (exit ${code})`)));
    this.#worker = worker;
    return worker;
  }
}
