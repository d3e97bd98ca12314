/** Boot: config → store (migrated) → container → app → listen. */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { APP, buildContainer, closeContainer, type Composition } from './container.js';
import { answerClientErrors } from './http/client-error.js';
import { createLogger, type Logger } from './log.js';
import { openStore } from './store/store.js';

/** Large bodies arrive slowly; SSE handlers lift the socket timeout for their own responses. */
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;

export interface Running {
  port: number;
  server: Server;
  /**
   * Stops accepting, lets requests in flight finish for up to `graceMs` (streams included), then cuts
   * what is left and closes the store. Idle keep-alive connections close at once.
   */
  close(graceMs?: number): Promise<void>;
}

/** Starts the service with the solvers the composition root gives (tools/cli/serve.ts: plugins/index.ts). */
export async function serve(config: Config, composition: Composition & { log?: Logger }): Promise<Running> {
  const log = composition.log ?? createLogger(config.logLevel);
  const store = await openStore(config.databaseUrl);
  const container = await buildContainer(config, log, store, composition).catch(async (e) => {
    await store.close();
    throw e;
  });
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      // A whole request, body included; a body that stalls is cut sooner (src/http/body-reader.ts).
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts: the header timeout holds to within this.
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    container.resolve(APP).callback(),
  );
  answerClientErrors(server, { log, notice: config.notice, burst: config.rateBurst, headersTimeoutMs: config.headersTimeoutMs });
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port, host: config.host, database: config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') }, 'listening');
  return {
    port,
    server,
    async close(graceMs = 0) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([closed, cut]);
      clearTimeout(timer);
      server.closeAllConnections();
      await closed;
      await closeContainer(container);
    },
  };
}
