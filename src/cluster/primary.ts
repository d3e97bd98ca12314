/**
 * The supervising process of `svc serve --workers N` (node:cluster): it forks N copies of the same
 * command, which share the listening port (the primary hands out connections in turn), starts another
 * when one dies, and on SIGTERM/SIGINT asks every copy to finish what it is serving and waits for them.
 * It never serves a request or opens the database itself.
 */
import cluster, { type Worker } from 'node:cluster';

export interface PrimaryOptions {
  workers: number;
  /** How long a stopping process may go on serving requests in flight; the primary waits a little longer. */
  graceMs: number;
  say(line: string): void;
  /** Called once, when the first process listens. */
  onListening?(port: number): void;
}

/** A process that dies sooner than this after its start counts as a crash loop: the next start waits. */
const STEADY_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** Runs the workers until a stop signal; resolves with the exit code for the primary. */
export function runPrimary(opts: PrimaryOptions): Promise<number> {
  const started = new Map<Worker, number>();
  let anyListened = false;
  let stopping = false;
  let quickDeaths = 0;
  let exitCode = 0;
  let done!: (code: number) => void;
  const finished = new Promise<number>((resolve) => (done = resolve));

  const start = () => {
    // Each process sizes its share of the machine (its worker threads) by the number of processes.
    const worker = cluster.fork({ SVC_WORKERS: String(opts.workers) });
    started.set(worker, Date.now());
    worker.once('listening', (address) => {
      quickDeaths = 0;
      if (!anyListened) {
        anyListened = true;
        opts.onListening?.(address.port);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (started.size === 0) done(exitCode);
      return;
    }
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!anyListened) {
      // Nothing ever served: the setting or the database is wrong, and another start would fail alike.
      opts.say(`svc: worker process ${worker.process.pid} ${how} before listening; stopping`);
      exitCode = 1;
      stop();
      return;
    }
    quickDeaths = lived < STEADY_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    opts.say(`svc: worker process ${worker.process.pid} ${how}; starting another${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(() => stopping || start(), delay).unref();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) return done(exitCode);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    // A process stuck past its grace period is cut off; it would otherwise hold the port.
    setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, opts.graceMs + 5_000).unref();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) opts.say(`svc: ${signal} received, letting ${started.size} worker processes finish`);
    stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  for (let i = 0; i < opts.workers; i++) start();
  return finished.finally(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
}

/** Whether this process is one of the primary's workers (it then serves, and prints no banner). */
export const isWorkerProcess = (): boolean => cluster.isWorker;
