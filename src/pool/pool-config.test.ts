/** The pool's size and limits from the environment: a core left to the event loop, shared out among processes. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const MYSQL = 'mysql://root@127.0.0.1:3306/x';

describe('pool settings', () => {
  it('takes a thread per core but one, and a queue of 16 per thread', () => {
    const threads = Math.max(1, availableParallelism() - 1);
    expect(loadConfig({}).pool).toEqual({ threads, maxQueue: 16 * threads, queueDeadlineMs: 10_000, runLimitMs: 60_000 });
  });

  it('shares the threads out among the processes of --workers', () => {
    const pool = loadConfig({ SVC_DATABASE_URL: MYSQL, SVC_WORKERS: '4' }).pool;
    expect(pool.threads).toBe(Math.max(1, Math.round((availableParallelism() - 1) / 4)));
    expect(pool.maxQueue).toBe(16 * pool.threads);
  });

  it('reads each setting, and refuses a pool without threads', () => {
    const env = { SVC_POOL_THREADS: '3', SVC_POOL_QUEUE: '0', SVC_POOL_DEADLINE_MS: '250', SVC_POOL_RUN_LIMIT_MS: '5000' };
    expect(loadConfig(env).pool).toEqual({ threads: 3, maxQueue: 0, queueDeadlineMs: 250, runLimitMs: 5000 });
    expect(() => loadConfig({ SVC_POOL_THREADS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SVC_POOL_THREADS: '0' })).toThrow('SVC_POOL_THREADS must be a number >= 1, got "0"');
  });
});
