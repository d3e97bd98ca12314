/** The Koa application is its middleware list; everything else lives in the middleware it names. */
import cors from '@koa/cors';
import Koa from 'koa';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { errorHandler } from './error-handler.js';
import { fallback } from './fallback.js';
import { accessLog } from './access-log.js';
import { noticeHeader } from './notice.js';
import { defaultRateHeaders } from './rate-limit.js';
import { requestId } from './request-id.js';
import { buildRouter, type RouterDeps } from './router.js';
import type { SvcState } from './state.js';

const EXPOSED = [
  'x-request-id', 'request-id', 'retry-after', 'x-should-retry', 'etag', 'x-svc-notice',
  'x-ratelimit-limit-requests', 'x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests',
];

export function createApp(deps: RouterDeps & { log: Logger }): Koa<SvcState> {
  const { config } = deps;
  const app = new Koa<SvcState>({ proxy: false });
  const router = buildRouter(deps);
  app.use(requestId());
  app.use(accessLog(deps.log));
  app.use(defaultRateHeaders(config.rateBurst));
  app.use(errorHandler(deps.log));
  // Preflights are answered here, before any key check; request headers are reflected so every SDK header passes.
  app.use(cors({ origin: '*', allowMethods: 'GET,HEAD,PUT,POST,DELETE,PATCH', exposeHeaders: EXPOSED, maxAge: 600 }));
  app.use(noticeHeader(config.notice));
  app.use(fallback());
  app.use(router.routes());
  app.on('error', (err: NodeJS.ErrnoException) => {
    // A client that hangs up mid-stream is normal for SSE, not a fault.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    deps.log.warn({ err }, 'koa error');
  });
  return app;
}
