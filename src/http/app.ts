/** The Koa application is its middleware list; everything else lives in the middleware it names. */
import cors from '@koa/cors';
import Koa, { type Middleware } from 'koa';
import type { Logger } from '../log.js';
import { fallback } from './fallback.js';
import { frame } from './frame.js';
import type Router from '@koa/router';
import type { Metrics } from './metrics.js';
import { apiRoutes, buildRouter, type RouterDeps } from './router.js';
import { API_PREFIX } from './fallback.js';
import type { SvcState } from '../api/context.js';

const EXPOSED = [
  'x-request-id', 'request-id', 'retry-after', 'retry-after-ms', 'x-should-retry', 'etag', 'x-svc-notice',
  'x-ratelimit-limit-requests', 'x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests',
];

/**
 * Preflights are answered here, before any key check; request headers are reflected so every SDK
 * header passes. Browsers send Origin on every cross-origin request, so responses to other clients
 * (SDKs, curl) skip the CORS headers: three fewer headers on every such response.
 */
function browserCors(): Middleware<SvcState> {
  const handle = cors({ origin: '*', allowMethods: 'GET,HEAD,PUT,POST,DELETE,PATCH', exposeHeaders: EXPOSED, maxAge: 600 }) as Middleware<SvcState>;
  return (ctx, next) => (ctx.headers.origin === undefined ? next() : handle(ctx, next));
}

/**
 * A router that has no route under `prefix` is skipped for requests there: the keyed API's requests
 * pay nothing for the page and operations routers tried before it. Its routes are read when the app is
 * built (every route is registered by then); any that could match under the prefix turns the skip off.
 */
function outside(prefix: string, router: Router<SvcState>): Middleware<SvcState> {
  const dispatch = router.routes() as Middleware<SvcState>;
  const within = prefix.toLowerCase();
  // Patterns match without regard to case, with an optional trailing slash; a parameter or a `use`
  // layer matches more than its text, so only the text before it is known.
  const reaches = (layer: Router<SvcState>['stack'][number]) => {
    if (typeof layer.path !== 'string') return true;
    const path = layer.path.toLowerCase();
    const head = path.replace(/[:(*?{].*$/s, '');
    if (head !== path || layer.methods.length === 0) return head.startsWith(within) || within.startsWith(head);
    return `${path}/`.startsWith(within);
  };
  if (router.stack.some(reaches)) return dispatch;
  return (ctx, next) => (ctx.path.startsWith(prefix) ? next() : dispatch(ctx, next));
}

/** `pages`: routers outside the keyed API (operations, the account pages), tried before it. */
export function createApp(deps: RouterDeps & { log: Logger; metrics: Metrics; pages: readonly Router<SvcState>[] }): Koa<SvcState> {
  const { config } = deps;
  const app = new Koa<SvcState>({ proxy: config.trustProxy });
  const router = buildRouter(deps);
  app.use(deps.metrics.middleware());
  app.use(frame({ log: deps.log, notice: config.notice, burst: config.rateBurst }));
  app.use(browserCors());
  for (const pages of deps.pages) app.use(outside(`${API_PREFIX}/v1/`, pages));
  app.use(apiRoutes(router));
  app.use(fallback());
  app.on('error', (err: NodeJS.ErrnoException) => {
    // A client that hangs up mid-stream is normal for SSE, not a fault.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    // Bytes the parser rejected after a request it served: the client's fault, answered in src/http/client-error.ts.
    if (err.code?.startsWith('HPE_')) return deps.log.debug({ code: err.code }, 'connection ended by the HTTP parser');
    deps.log.warn({ err }, 'koa error');
  });
  return app;
}
