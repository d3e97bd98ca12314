/**
 * Worker threads (piscina) for CPU-bound work, so the event loop keeps serving cheap requests. Tasks wait
 * in our own queue, not piscina's, and start only when a thread is free: a task still waiting at its
 * deadline is dropped with PoolBusy (its request is answered "busy"), a full queue refuses at once, and a
 * task running past the run limit has its thread stopped.
 */
import { Piscina } from 'piscina';
import { PoolBusy } from './pool-busy.js';
import { reviveError, type TaskFn, type TaskMessage, type TaskRef, type TaskReply } from './task.js';
import { compiledUrl, workerFile } from './worker-file.js';

export interface PoolOptions {
  /** Worker threads; the cores by default. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused at once. */
  maxQueue: number;
  /** How long a task may wait for a thread before it is dropped. */
  queueDeadlineMs: number;
  /** How long a task may run before its thread is stopped. */
  runLimitMs: number;
}

export interface RunOptions {
  /** Overrides the pool's queue deadline for this task. */
  queueDeadlineMs?: number;
}

interface Waiting {
  start(): void;
  drop(e: PoolBusy): void;
}

export interface PoolStats {
  threads: number;
  running: number;
  waiting: number;
  maxQueue: number;
  /** Tasks that ran to an answer or an error since the pool started. */
  finished: number;
}

/** Start-up guess of one task's run time, before any has finished. */
const FIRST_GUESS_MS = 1000;

export class WorkPool {
  private piscina: Piscina | null = null;
  private running = 0;
  private finished = 0;
  private readonly queue: Waiting[] = [];
  /** Moving average of run times, for the Retry-After a refusal states. */
  private avgRunMs = FIRST_GUESS_MS;
  private closed = false;

  constructor(readonly options: Readonly<PoolOptions>) {}

  get stats(): PoolStats {
    return { threads: this.options.threads, running: this.running, waiting: this.queue.length, maxQueue: this.options.maxQueue, finished: this.finished };
  }

  run<F extends TaskFn>(task: TaskRef<F>, args: Parameters<F>, opts: RunOptions = {}): Promise<Awaited<ReturnType<F>>> {
    if (this.closed) return Promise.reject(new Error('the work pool is closed'));
    return new Promise((resolve, reject) => {
      const start = () => {
        this.running++;
        // The slot is freed before the caller hears back, so what it does next sees the pool as it is.
        const done = this.execute(task, args).finally(() => {
          this.running--;
          this.finished++;
          this.queue.shift()?.start();
        });
        done.then(resolve, reject);
      };
      if (this.running < this.options.threads) return start();
      if (this.queue.length >= this.options.maxQueue) {
        const { threads } = this.options;
        const waiting = this.queue.length;
        return reject(new PoolBusy('queue_full', this.retryAfter(), `${threads} of ${threads} worker threads busy, ${waiting} ${waiting === 1 ? 'task' : 'tasks'} waiting`));
      }
      const deadline = opts.queueDeadlineMs ?? this.options.queueDeadlineMs;
      const waiting: Waiting = {
        start: () => {
          clearTimeout(timer);
          start();
        },
        drop: (e) => reject(e),
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(waiting);
        if (at >= 0) this.queue.splice(at, 1);
        waiting.drop(new PoolBusy('deadline', this.retryAfter(), `the work waited ${deadline} ms for a free worker thread`));
      }, deadline);
      this.queue.push(waiting);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.drop(new PoolBusy('deadline', this.retryAfter(), 'the service is shutting down'));
    const p = this.piscina;
    this.piscina = null;
    await p?.destroy();
  }

  /** Seconds until the work ahead is likely done: each thread's share of the queue, plus the one running. */
  private retryAfter(): number {
    const ms = (this.queue.length / this.options.threads + 1) * this.avgRunMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  private threads(): Piscina {
    this.piscina ??= new Piscina({
      filename: workerFile(),
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      idleTimeout: Infinity,
    });
    return this.piscina;
  }

  private async execute<F extends TaskFn>(task: TaskRef<F>, args: Parameters<F>): Promise<Awaited<ReturnType<F>>> {
    const msg: TaskMessage = { module: compiledUrl(task.module), name: task.name, args };
    const started = performance.now();
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), this.options.runLimitMs);
    let reply: TaskReply;
    try {
      reply = await this.threads().run(msg, { signal: stop.signal });
    } catch (e) {
      if (!stop.signal.aborted) throw e;
      throw new PoolBusy('run_limit', this.retryAfter(), `the work ran past ${this.options.runLimitMs} ms and was stopped`);
    } finally {
      clearTimeout(timer);
      this.avgRunMs = 0.8 * this.avgRunMs + 0.2 * (performance.now() - started);
    }
    if (!reply.ok) throw reviveError(reply.error, task.errors);
    return reply.value as Awaited<ReturnType<F>>;
  }
}
