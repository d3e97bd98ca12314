/**
 * Runs a command over a few files, isolated: bubblewrap (Debian package `bubblewrap`) in fresh namespaces
 * with no network, the run's own temp directory as the only writable path, read-only system paths and a
 * cleared environment; prlimit caps CPU time, address space, processes, file size and open files. Run as
 * root, the service drops the program to uid/gid 65534 so the process cap counts only sandboxed programs.
 * The run is a child process in its own process group, awaited asynchronously: the event loop keeps
 * serving other requests, and on a timeout or too much output the whole group is killed. It needs no
 * worker thread (a thread would sit idle while the child runs), only the pool's admission: a few runs at
 * once, and a run that cannot start in time is refused with PoolBusy (answered "busy") instead of waiting.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bwrapArgs } from './bwrap-args.js';
import { DEFAULT_LIMITS, LIMIT_MESSAGES, type LimitName, type SandboxLimits } from './limits.js';
import { Admission } from '../pool/admission.js';

export interface SandboxRequest {
  /** argv, resolved inside the sandbox (PATH is /usr/local/bin:/usr/bin:/bin). */
  command: readonly string[];
  /** Files to write first, by path relative to the run's directory. */
  files?: Readonly<Record<string, string>>;
  limits?: Partial<SandboxLimits>;
}

export interface SandboxResult {
  /** True when the command exited 0 within every limit. */
  ok: boolean;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The limit that stopped the run, or null. */
  limit: LimitName | null;
  /** One line: how the run ended. */
  summary: string;
}

/** The isolation tool is missing: nothing is run unisolated. */
export class SandboxUnavailable extends Error {}

export interface SandboxOptions {
  bwrap?: string;
  prlimit?: string;
  limits?: Partial<SandboxLimits>;
  /** Runs at once; more wait their turn (the machine's cores are shared with cheap requests). */
  concurrency?: number;
  /** Runs that may wait for a turn (16 by default); one more is refused with PoolBusy. */
  maxQueue?: number;
  /** How long a run may wait for its turn (30 s by default) before it is refused with PoolBusy. */
  queueDeadlineMs?: number;
  /** The user programs run as; by default 65534 when the service runs as root, else the service's own. */
  runAs?: { uid: number; gid: number } | null;
}

const SIGXCPU_EXIT = 128 + 24;
const SIGKILL_EXIT = 128 + 9;
const MEMORY_SIGNS = /MemoryError|Cannot allocate memory|out of memory|bad_alloc|heap out of memory|memory allocation of \d+ bytes failed/i;
const PROCESS_SIGNS = /Resource temporarily unavailable|fork: retry|can't fork|Cannot fork|EAGAIN/i;

export class Sandbox {
  readonly limits: Readonly<SandboxLimits>;
  readonly #bwrap: string;
  readonly #prlimit: string;
  readonly #slots: Admission;
  readonly #runAs: { uid: number; gid: number } | null;

  constructor(opts: SandboxOptions = {}) {
    this.limits = Object.freeze({ ...DEFAULT_LIMITS, ...opts.limits });
    this.#bwrap = opts.bwrap ?? '/usr/bin/bwrap';
    this.#prlimit = opts.prlimit ?? '/usr/bin/prlimit';
    const slots = Math.max(1, opts.concurrency ?? 4);
    this.#slots = new Admission({ slots, maxQueue: opts.maxQueue ?? 4 * slots, queueDeadlineMs: opts.queueDeadlineMs ?? 30_000, slot: 'sandbox slot' });
    this.#runAs = opts.runAs !== undefined ? opts.runAs : process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;
  }

  /** Why runs cannot happen on this machine, or null. */
  problem(): string | null {
    if (!existsSync(this.#bwrap)) return `the sandbox needs bubblewrap (${this.#bwrap} is missing; Debian/Ubuntu package "bubblewrap")`;
    if (!existsSync(this.#prlimit)) return `the sandbox needs prlimit (${this.#prlimit} is missing; Debian/Ubuntu package "util-linux")`;
    return null;
  }

  async run(req: SandboxRequest): Promise<SandboxResult> {
    const problem = this.problem();
    if (problem) throw new SandboxUnavailable(problem);
    const limits = { ...this.limits, ...req.limits };
    return this.#slots.use(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'svc-sandbox-'));
      try {
        await this.#prepare(dir, req.files ?? {});
        return await this.#spawn(dir, req.command, limits);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  async #prepare(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
    await mkdir(path.join(dir, '.tmp'));
    for (const [name, text] of Object.entries(files)) {
      const target = path.resolve(dir, name);
      if (path.isAbsolute(name) || !target.startsWith(dir + path.sep)) throw new Error(`file path "${name}" must stay inside the run's directory`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    if (this.#runAs) await chownTree(dir, this.#runAs);
  }

  #spawn(dir: string, command: readonly string[], limits: SandboxLimits): Promise<SandboxResult> {
    const rlimits = [
      `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
      `--as=${limits.memoryBytes}`,
      `--nproc=${limits.processes}`,
      `--fsize=${limits.fileBytes}`,
      `--nofile=${limits.openFiles}`,
    ];
    const child = spawn(this.#prlimit, [...rlimits, '--', this.#bwrap, ...bwrapArgs(dir, command)], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {},
      ...(this.#runAs ?? {}),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let ours: LimitName | null = null;
    const killGroup = (why: LimitName) => {
      ours ??= why;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      const room = limits.outputBytes - size;
      if (room > 0) into.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += chunk.length;
      if (size > limits.outputBytes) killGroup('output');
    };
    child.stdout.on('data', keep(out));
    child.stderr.on('data', keep(err));
    const timer = setTimeout(() => killGroup('wall_time'), limits.wallMs);
    return new Promise((resolve, reject) => {
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        const stdout = Buffer.concat(out).toString('utf8');
        const stderr = Buffer.concat(err).toString('utf8');
        const exitCode = code ?? (signal ? 128 : null);
        const refused = bwrapRefusal(exitCode, stdout, stderr);
        if (refused) {
          reject(new SandboxUnavailable(`the sandbox could not start here (${refused}); in a container, run it with the security options compose.yaml sets for svc`));
          return;
        }
        const limit = exitCode === 0 && !ours ? null : whichLimit(ours, exitCode, stdout + stderr);
        const summary = limit ? LIMIT_MESSAGES[limit](limits) : exitCode === 0 ? 'exited 0' : `exited ${exitCode ?? signal}`;
        resolve({ ok: exitCode === 0 && limit === null, exitCode, stdout, stderr, limit, summary });
      });
    });
  }
}

/**
 * bubblewrap's own refusal to set up the namespaces (an unprivileged container, user namespaces off): the
 * program never ran, so this is not a failed check. bwrap then exits 1 with a "bwrap: " line and no output.
 */
function bwrapRefusal(exitCode: number | null, stdout: string, stderr: string): string | null {
  if (exitCode !== 1 || stdout !== '' || !stderr.startsWith('bwrap: ')) return null;
  return stderr.split('\n')[0].trim();
}

/** What stopped a failed run: evidence in its output first (the program saw the limit), then our own kill, then the CPU signal. */
function whichLimit(ours: LimitName | null, exitCode: number | null, output: string): LimitName | null {
  if (MEMORY_SIGNS.test(output)) return 'memory';
  if (PROCESS_SIGNS.test(output)) return 'processes';
  if (ours) return ours;
  if (exitCode === SIGXCPU_EXIT || exitCode === SIGKILL_EXIT) return 'cpu_time';
  return null;
}

async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, owner);
    else await chown(p, owner.uid, owner.gid);
  }
}
