/** Boot: config → store (migrated) → container → app → listen. */
import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildHandlers } from './api/handlers.js';
import { knowledgeRepos } from './api/knowledge.js';
import type { Config } from './config.js';
import { buildContainer } from './container.js';
import { createApp } from './http/app.js';
import { createLogger, type Logger } from './log.js';
import { AccountRepo } from './store/account-repo.js';
import { KeyRepo } from './store/key-repo.js';
import { createRateLimiter } from './store/rate-limiter.js';
import { createRequestBook } from './store/request-book.js';
import { openStore } from './store/store.js';
import { UsageRepo } from './store/usage-repo.js';

export interface Running {
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function serve(config: Config, log: Logger = createLogger(config.logLevel)): Promise<Running> {
  const store = await openStore(config.databaseUrl);
  const container = await buildContainer(config, log, store);
  const usage = new UsageRepo(store);
  const book = createRequestBook(store);
  const knowledge = knowledgeRepos(store);
  const app = createApp({
    config,
    log,
    keys: new KeyRepo(store),
    usage,
    limiter: createRateLimiter(store, config),
    book,
    handlers: buildHandlers(container, { config, usage, book, knowledge, accounts: new AccountRepo(store) }),
  });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Large bodies arrive slowly; SSE handlers lift the socket timeout for their own responses.
  server.requestTimeout = 10 * 60 * 1000;
  const port = (server.address() as AddressInfo).port;
  log.info({ port, host: config.host, database: config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') }, 'listening');
  return {
    port,
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await book.close();
      await knowledge.completions.close?.();
      await store.close();
    },
  };
}
