/**
 * The pool's limits when the configuration sets none: a thread per core but one, which is left to the
 * event loop (on 2 cores, 2 threads decoding gave no more decodes than 1 and doubled the event loop's
 * p99 delay); a queue of 16 per thread, so ten clients each waiting on heavy work all get a place (the
 * deadline, not the queue, bounds the wait).
 */
import { availableParallelism } from 'node:os';
import type { PoolOptions } from './work-pool.js';

export const QUEUE_PER_THREAD = 16;
const THREADS = Math.max(1, availableParallelism() - 1);

export const DEFAULT_POOL_OPTIONS: Readonly<PoolOptions> = Object.freeze({
  threads: THREADS,
  maxQueue: QUEUE_PER_THREAD * THREADS,
  /** Waiting longer than this for a thread, a request is better answered "busy" at once. */
  queueDeadlineMs: 10_000,
  /** A backstop only: every solver bounds its own search far below this. */
  runLimitMs: 60_000,
});
