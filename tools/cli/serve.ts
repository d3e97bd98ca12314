/** svc serve: runs the service with the built-in solvers (plugins/index.ts) until SIGINT or SIGTERM. The composition root. */
import { loadConfig, workerCount, type Config } from '../../src/config.js';
import { isWorkerProcess, runPrimary } from '../../src/cluster/primary.js';
import { CliError, parse, type Io } from './context.js';

export const SERVE_USAGE = 'svc serve [--workers N]';

/** How long a stopping process goes on serving the requests it has (a stream is cut after it). */
const SHUTDOWN_GRACE_MS = 10_000;

const banner = (config: Config, port: number, workers: number) =>
  [
    `svc: listening on http://${config.host}:${port}/api (OpenAI base URL http://${config.host}:${port}/api/v1)${workers > 1 ? ` with ${workers} worker processes` : ''}`,
    'svc: to create a key, run in another terminal:',
    '  npx svc account create you@example.com',
    '  npx svc key create you@example.com',
  ].join('\n');

export async function serveCommand(args: string[], io: Io): Promise<void> {
  const { values } = parse(args, { workers: { type: 'string' } }, [], SERVE_USAGE);
  const config = loadConfig();
  const workers = values.workers === undefined ? config.workers : workerCount(values.workers, config.databaseUrl, '--workers');
  if (workers > 1 && !isWorkerProcess()) return supervise(config, workers, io);
  // Imported here so the admin commands and the primary never load the whole service.
  const [{ serve }, { BUILTIN_SOLVERS }] = await Promise.all([import('../../src/main.js'), import('../../plugins/index.js')]);
  const running = await serve(config, { solvers: BUILTIN_SOLVERS, pureClaims: BUILTIN_SOLVERS });
  if (!isWorkerProcess()) io.err(banner(config, running.port, 1));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!isWorkerProcess()) io.err(`svc: ${signal} received, closing`);
    running.close(SHUTDOWN_GRACE_MS).then(
      () => process.exit(0),
      (e: unknown) => {
        io.err(`svc: error while closing: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** The primary: migrates once (so the workers do not race to), then runs the workers until a stop signal. */
async function supervise(config: Config, workers: number, io: Io): Promise<void> {
  const { openStore } = await import('../../src/store/store.js');
  await (await openStore(config.databaseUrl)).close();
  const code = await runPrimary({
    workers,
    graceMs: SHUTDOWN_GRACE_MS,
    say: io.err,
    onListening: (port) => io.err(banner(config, port, workers)),
  });
  if (code !== 0) throw new CliError('a worker process failed (see above)');
}
