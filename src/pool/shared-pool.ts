/**
 * The process's one work pool. Solvers and handlers call `offload` wherever they are; the composition root
 * sets its size and limits from the configuration at boot (`configurePool`). Idle threads do not keep the
 * process alive.
 */
import { DEFAULT_POOL_OPTIONS } from './pool-defaults.js';
import type { TaskFn, TaskRef } from './task.js';
import { WorkPool, type PoolOptions, type PoolStats } from './work-pool.js';

let options: Readonly<PoolOptions> = DEFAULT_POOL_OPTIONS;
let pool: WorkPool | null = null;

const same = (a: PoolOptions, b: PoolOptions) => (Object.keys(a) as (keyof PoolOptions)[]).every((k) => a[k] === b[k]);

/** Sets the pool's limits; a pool already running with other limits is replaced (its waiting tasks are dropped). */
export function configurePool(next: Partial<PoolOptions>): void {
  const merged = Object.freeze({ ...DEFAULT_POOL_OPTIONS, ...next });
  if (same(merged, options)) return;
  options = merged;
  const old = pool;
  pool = null;
  void old?.close();
}

function current(): WorkPool {
  pool ??= new WorkPool(options);
  return pool;
}

/** Runs `task` on a worker thread; rejects with PoolBusy when no thread frees up in time. */
export function offload<F extends TaskFn>(task: TaskRef<F>, ...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> {
  return current().run(task, args);
}

export function poolStats(): PoolStats {
  return pool?.stats ?? { threads: options.threads, maxQueue: options.maxQueue, running: 0, waiting: 0, finished: 0 };
}
