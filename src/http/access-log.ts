import type { Logger } from '../log.js';
import type { SvcContext } from '../api/context.js';

/**
 * The access log's own logger: the line below has fixed fields, none of which can hold a header, a
 * cookie, raw bytes or a body, so it skips pino's `redact` pass. With wildcard paths (`*.authorization`)
 * that pass runs on every field of every line, about six times the cost of the rest of the line. The
 * final scrub of anything shaped like a whole key (`hooks.streamWrite`, src/log-redact.ts) still runs,
 * as the child inherits the parent's hooks, serializers and destination.
 */
export function accessLogger(log: Logger): Logger {
  return log.child({}, { redact: [] });
}

/**
 * One JSON line per request, written when the handler is done (a stream may still be flowing):
 * no listener per request. `start` is a performance.now() reading. `log` comes from `accessLogger`.
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
