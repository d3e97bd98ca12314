/**
 * Worker threads (piscina) for CPU-bound work, so the event loop keeps serving cheap requests. Tasks are
 * admitted to the threads by our own queue (admission.ts), not piscina's, so a task still waiting at its
 * deadline or beyond the queue limit is refused with PoolBusy at once; a task running past the run limit
 * has its thread stopped (piscina replaces it).
 */
import { Piscina } from 'piscina';
import { Admission } from './admission.js';
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

export interface PoolStats {
  threads: number;
  maxQueue: number;
  running: number;
  waiting: number;
  /** Tasks that ran to an answer or an error since the pool started. */
  finished: number;
}

export class WorkPool {
  private piscina: Piscina | null = null;
  private readonly admission: Admission;
  private closed = false;

  constructor(readonly options: Readonly<PoolOptions>) {
    const { threads, maxQueue, queueDeadlineMs } = options;
    this.admission = new Admission({ slots: threads, maxQueue, queueDeadlineMs, slot: 'worker thread' });
  }

  get stats(): PoolStats {
    return { threads: this.options.threads, maxQueue: this.options.maxQueue, ...this.admission.stats };
  }

  run<F extends TaskFn>(task: TaskRef<F>, args: Parameters<F>, opts: { queueDeadlineMs?: number } = {}): Promise<Awaited<ReturnType<F>>> {
    if (this.closed) return Promise.reject(new Error('the work pool is closed'));
    return this.admission.use(() => this.execute(task, args), opts.queueDeadlineMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.admission.dropAll('the service is shutting down');
    const p = this.piscina;
    this.piscina = null;
    await p?.destroy();
  }

  private threads(): Piscina {
    this.piscina ??= new Piscina({
      filename: workerFile(),
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      idleTimeout: Infinity,
      // Below the event loop's thread in the scheduler (Linux, via @napi-rs/nice, piscina's optional
      // dependency): when heavy work fills every core, cheap requests still get the CPU first.
      niceIncrement: 10,
    });
    return this.piscina;
  }

  private async execute<F extends TaskFn>(task: TaskRef<F>, args: Parameters<F>): Promise<Awaited<ReturnType<F>>> {
    const msg: TaskMessage = { module: compiledUrl(task.module), name: task.name, args };
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), this.options.runLimitMs);
    let reply: TaskReply;
    try {
      reply = await this.threads().run(msg, { signal: stop.signal });
    } catch (e) {
      if (!stop.signal.aborted) throw e;
      throw new PoolBusy('run_limit', this.admission.retryAfter(), `the work ran past ${this.options.runLimitMs} ms and was stopped`);
    } finally {
      clearTimeout(timer);
    }
    if (!reply.ok) throw reviveError(reply.error, task.errors);
    return reply.value as Awaited<ReturnType<F>>;
  }
}
