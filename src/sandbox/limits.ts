/** What a sandboxed run may use, and what the service uses unless a caller asks for less. */

export interface SandboxLimits {
  /** CPU seconds; past it the kernel sends SIGXCPU (then SIGKILL a second later). */
  cpuSeconds: number;
  /** Wall-clock milliseconds; past it the whole process group is killed. */
  wallMs: number;
  /** Address space in bytes (RLIMIT_AS): a larger allocation fails inside the program. */
  memoryBytes: number;
  /** Processes and threads of the sandbox user (RLIMIT_NPROC): a fork bomb stops there. */
  processes: number;
  /** Bytes of stdout plus stderr kept; past it the run is killed. */
  outputBytes: number;
  /** Largest file the program may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Open files per process (RLIMIT_NOFILE). */
  openFiles: number;
}

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  cpuSeconds: 10,
  wallMs: 20_000,
  memoryBytes: 2 * 1024 ** 3,
  processes: 64,
  outputBytes: 256 * 1024,
  fileBytes: 64 * 1024 ** 2,
  openFiles: 256,
});

/** Which limit stopped a run. */
export type LimitName = 'cpu_time' | 'wall_time' | 'memory' | 'processes' | 'output';

export const LIMIT_MESSAGES: Readonly<Record<LimitName, (l: SandboxLimits) => string>> = Object.freeze({
  cpu_time: (l) => `stopped: used more than ${l.cpuSeconds} s of CPU time`,
  wall_time: (l) => `stopped: ran longer than ${l.wallMs / 1000} s`,
  memory: (l) => `stopped: tried to use more than ${Math.round(l.memoryBytes / 1024 ** 2)} MB of memory`,
  processes: (l) => `stopped: tried to start more than ${l.processes} processes`,
  output: (l) => `stopped: wrote more than ${Math.round(l.outputBytes / 1024)} KB of output`,
});
