/** The pool's limits when the configuration sets none: a thread per core, a queue of eight per thread. */
import { availableParallelism } from 'node:os';
import type { PoolOptions } from './work-pool.js';

export const DEFAULT_POOL_OPTIONS: Readonly<PoolOptions> = Object.freeze({
  threads: availableParallelism(),
  maxQueue: 8 * availableParallelism(),
  /** Waiting longer than this for a thread, a request is better answered "busy" at once. */
  queueDeadlineMs: 10_000,
  /** A backstop only: every solver bounds its own search far below this. */
  runLimitMs: 60_000,
});
