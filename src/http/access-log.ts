import type { Logger } from '../log.js';
import type { SvcContext } from '../api/context.js';

/**
 * One JSON line per request, written when the handler is done (a stream may still be flowing):
 * no listener per request. `start` is a performance.now() reading.
 */
export function logRequest(log: Logger, ctx: SvcContext, start: number): void {
  log.info(
    {
      requestId: ctx.state.requestId,
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      op: ctx.state.operationId,
      key: ctx.state.auth?.key.prefix,
      ms: Math.round((performance.now() - start) * 1000) / 1000,
    },
    'request',
  );
}
