/** svc serve: runs the service with the built-in solvers (plugins/index.ts) until SIGINT or SIGTERM. The composition root. */
import { loadConfig } from '../../src/config.js';
import { parse, type Io } from './context.js';

export const SERVE_USAGE = 'svc serve';

export async function serveCommand(args: string[], io: Io): Promise<void> {
  parse(args, {}, [], SERVE_USAGE);
  const config = loadConfig();
  // Imported here so the admin commands never load the whole service.
  const [{ serve }, { BUILTIN_SOLVERS }] = await Promise.all([import('../../src/main.js'), import('../../plugins/index.js')]);
  const running = await serve(config, { solvers: BUILTIN_SOLVERS });
  io.err(
    [
      `svc: listening on http://${config.host}:${running.port}/api (OpenAI base URL http://${config.host}:${running.port}/api/v1)`,
      'svc: to create a key, run in another terminal:',
      '  npx svc account create you@example.com',
      '  npx svc key create you@example.com',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    io.err(`svc: ${signal} received, closing`);
    running.close().then(
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
