/**
 * Runs a command over a few files, isolated: bubblewrap (Debian package `bubblewrap`) in fresh namespaces
 * with no network, the run's own temp directory as the only writable path, read-only system paths and a
 * cleared environment; prlimit caps CPU time, address space, processes, file size and open files. Run as
 * root, the service drops the program to uid/gid 65534 so the process cap counts only sandboxed programs.
 * The run is a child process in its own process group, started and watched by a thread of the sandbox's
 * own (spawner.ts: spawning blocks its caller until the child has exec'd, so the event loop never spawns)
 * and awaited asynchronously: on a timeout or too much output the whole group is killed. Runs pass the
 * pool's admission: a few at once, and a run that cannot start in time is refused with PoolBusy (answered
 * "busy") instead of waiting.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bwrapArgs } from './bwrap-args.js';
import { DEFAULT_LIMITS, LIMIT_MESSAGES, type LimitName, type SandboxLimits } from './limits.js';
import { Admission } from '../pool/admission.js';
import { Spawner } from './spawner.js';

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
  /**
   * How much lower the programs' CPU priority is than the service's (a nice value, 5 by default; 0 keeps it
   * equal): on a machine with few cores the service's own requests then get the CPU first when they wake,
   * while a program still gets about a third of a core's share, so on a busy machine it ends well within
   * its wall time.
   */
  nice?: number;
  /**
   * 'idle' (the default): programs also run under Linux's SCHED_IDLE policy (`chrt --idle 0`, util-linux;
   * skipped when chrt is missing), so a service thread that wakes takes the core from them at once instead
   * of waiting out their time slice; 'normal' leaves the policy alone (the nice value still applies).
   */
  policy?: 'idle' | 'normal';
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
  readonly #spawner = new Spawner();
  readonly #nice: number;
  readonly #niceBin: string;
  readonly #chrtBin: string;

  constructor(opts: SandboxOptions = {}) {
    this.limits = Object.freeze({ ...DEFAULT_LIMITS, ...opts.limits });
    this.#bwrap = opts.bwrap ?? '/usr/bin/bwrap';
    this.#prlimit = opts.prlimit ?? '/usr/bin/prlimit';
    const slots = Math.max(1, opts.concurrency ?? 4);
    this.#slots = new Admission({ slots, maxQueue: opts.maxQueue ?? 4 * slots, queueDeadlineMs: opts.queueDeadlineMs ?? 30_000, slot: 'sandbox slot' });
    this.#runAs = opts.runAs !== undefined ? opts.runAs : process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;
    this.#nice = Math.max(0, Math.min(19, Math.round(opts.nice ?? 5)));
    this.#niceBin = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p)) ?? '';
    this.#chrtBin = (opts.policy ?? 'idle') === 'idle' ? (['/usr/bin/chrt', '/bin/chrt'].find((p) => existsSync(p)) ?? '') : '';
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
    const files = Object.entries(req.files ?? {});
    return this.#slots.use(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'svc-sandbox-'));
      try {
        return await this.#spawn(dir, resolveFiles(dir, files), req.command, limits);
      } catch (e) {
        await rm(dir, { recursive: true, force: true });
        throw e;
      }
    });
  }

  async #spawn(dir: string, files: (readonly [string, string])[], command: readonly string[], limits: SandboxLimits): Promise<SandboxResult> {
    const rlimits = [
      `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
      `--as=${limits.memoryBytes}`,
      `--nproc=${limits.processes}`,
      `--fsize=${limits.fileBytes}`,
      `--nofile=${limits.openFiles}`,
    ];
    const argv = [this.#prlimit, ...rlimits, '--', this.#bwrap, ...bwrapArgs(dir, command)];
    if (this.#chrtBin) argv.unshift(this.#chrtBin, '--idle', '0');
    if (this.#nice && this.#niceBin) argv.unshift(this.#niceBin, '-n', String(this.#nice));
    const r = await this.#spawner.run({ dir, files, file: argv[0], args: argv.slice(1), runAs: this.#runAs, wallMs: limits.wallMs, outputBytes: limits.outputBytes });
    const exitCode = r.code ?? (r.signal ? 128 : null);
    const refused = bwrapRefusal(exitCode, r.stdout, r.stderr);
    if (refused) throw new SandboxUnavailable(`the sandbox could not start here (${refused}); in a container, run it with the security options compose.yaml sets for svc`);
    const limit = exitCode === 0 && !r.ours ? null : whichLimit(r.ours, exitCode, r.stdout + r.stderr);
    const summary = limit ? LIMIT_MESSAGES[limit](limits) : exitCode === 0 ? 'exited 0' : `exited ${exitCode ?? r.signal}`;
    return { ok: exitCode === 0 && limit === null, exitCode, stdout: r.stdout, stderr: r.stderr, limit, summary };
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

/** The files of a run by absolute path inside its directory; a path that would leave it is refused. */
function resolveFiles(dir: string, files: readonly [string, string][]): (readonly [string, string])[] {
  return files.map(([name, text]) => {
    const target = path.resolve(dir, name);
    if (path.isAbsolute(name) || !target.startsWith(dir + path.sep)) throw new Error(`file path "${name}" must stay inside the run's directory`);
    return [target, text] as const;
  });
}
