import type { Middleware } from 'koa';
import type { Logger } from '../log.js';
import type { SvcState } from './state.js';

/** One JSON line per request, written when the response is done. */
export function accessLog(log: Logger): Middleware<SvcState> {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      // Logged when the handler is done (a stream may still be flowing): no listener per request.
      log.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          op: ctx.state.operationId,
          key: ctx.state.auth?.key.prefix,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
        },
        'request',
      );
    }
  };
}
