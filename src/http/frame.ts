/**
 * The outer middleware every request passes: request id, the headers every response carries, the
 * error envelope, and the access log. One async layer instead of one per concern, because each layer
 * costs a closure and a promise on every request; the concerns themselves stay in their own files.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../log.js';
import { accessLogger, logRequest } from './access-log.js';
import { respondWithError } from './respond-error.js';
import { fullBucketHeaders } from './rate-limit.js';
import { assignRequestId } from './request-id.js';
import type { SvcState } from '../api/context.js';

export function frame(deps: { log: Logger; notice: string; burst: number }): Middleware<SvcState> {
  const { log, notice } = deps;
  const access = accessLogger(log);
  const burst = String(deps.burst);
  return async (ctx, next) => {
    const start = performance.now();
    assignRequestId(ctx);
    // On every response, including those refused before a key is known.
    ctx.res.setHeader('X-Svc-Notice', notice);
    try {
      await next();
    } catch (thrown) {
      respondWithError(ctx, thrown, log);
    }
    fullBucketHeaders(ctx, burst);
    logRequest(access, ctx, start);
  };
}
