/**
 * At most `slots` tasks at once; the rest wait in arrival order, at most `maxQueue` of them and each for at
 * most `queueDeadlineMs`. A task refused either way fails with PoolBusy at once, carrying the likely wait,
 * so its request is answered "busy" instead of hanging. The work pool admits tasks to its threads with it,
 * and the sandbox admits program runs.
 */
import { PoolBusy } from './pool-busy.js';

export interface AdmissionOptions {
  slots: number;
  maxQueue: number;
  queueDeadlineMs: number;
  /** What a slot is, for messages: "worker thread", "sandbox slot". */
  slot: string;
}

export interface AdmissionStats {
  running: number;
  waiting: number;
  /** Tasks that ran to an answer or an error. */
  finished: number;
}

interface Waiting {
  go(): void;
  drop(e: PoolBusy): void;
}

/** Start-up guess of one task's run time, before any has finished. */
const FIRST_GUESS_MS = 1000;

export class Admission {
  private running = 0;
  private finished = 0;
  private readonly queue: Waiting[] = [];
  /** Moving average of run times, for the wait a refusal states. */
  private avgRunMs = FIRST_GUESS_MS;

  constructor(readonly options: Readonly<AdmissionOptions>) {}

  get stats(): AdmissionStats {
    return { running: this.running, waiting: this.queue.length, finished: this.finished };
  }

  async use<T>(task: () => Promise<T>, queueDeadlineMs = this.options.queueDeadlineMs): Promise<T> {
    if (this.running < this.options.slots) this.running++;
    else await this.wait(queueDeadlineMs); // the slot is handed over by the task that frees it
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.avgRunMs = 0.8 * this.avgRunMs + 0.2 * (performance.now() - started);
      this.finished++;
      const next = this.queue.shift();
      if (next) next.go();
      else this.running--;
    }
  }

  /** Drops every waiting task (shutting down). */
  dropAll(reason: string): void {
    for (const w of this.queue.splice(0)) w.drop(new PoolBusy('deadline', this.retryAfter(), reason));
  }

  /** Seconds until the work ahead is likely done: each slot's share of the queue, plus the one running. */
  retryAfter(): number {
    const ms = (this.queue.length / this.options.slots + 1) * this.avgRunMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  private wait(deadlineMs: number): Promise<void> {
    const { slots, maxQueue, slot } = this.options;
    const waiting = this.queue.length;
    if (waiting >= maxQueue) {
      return Promise.reject(new PoolBusy('queue_full', this.retryAfter(), `${slots} of ${slots} ${slot}s busy, ${waiting} ${waiting === 1 ? 'task' : 'tasks'} waiting`));
    }
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        go: () => {
          clearTimeout(timer);
          resolve();
        },
        drop: reject,
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(entry), 1);
        reject(new PoolBusy('deadline', this.retryAfter(), `the work waited ${deadlineMs} ms for a free ${slot}`));
      }, deadlineMs);
      this.queue.push(entry);
    });
  }
}
