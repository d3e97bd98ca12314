/** The one place errors become responses: `{error: {message, type, param, code}}`, never a stack or an HTML page. */
import type { Logger } from '../log.js';
import { isServiceError, ServiceError } from '../errors.js';
import type { SvcContext } from '../api/context.js';
import { PoolBusy } from '../pool/pool-busy.js';
import { ClientGone } from './body-reader.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Answers with the envelope for anything thrown below; unexpected throws are logged and become 503. */
export function respondWithError(ctx: SvcContext, thrown: unknown, log: Logger): void {
  let err: ServiceError;
  if (thrown instanceof ClientGone) {
    // Nobody is left to answer; an ordinary event, not a fault.
    log.debug({ requestId: ctx.state.requestId, path: ctx.path }, 'client hung up mid-body');
    // For the access log: the request was never whole. The reply goes nowhere.
    ctx.status = 400;
    return;
  }
  if (isServiceError(thrown)) {
    err = thrown;
  } else if (thrown instanceof PoolBusy) {
    // Heavy work found no free worker thread in time: a documented 503 with the likely wait, not a fault.
    log.info({ requestId: ctx.state.requestId, path: ctx.path, reason: thrown.reason }, 'busy');
    err = ServiceError.of('service_busy', { detail: thrown.message, wait: thrown.retryAfter }, { retryAfter: thrown.retryAfter });
  } else {
    log.error({ err: thrown, requestId: ctx.state.requestId, path: ctx.path }, 'unexpected failure');
    err = ServiceError.of('service_unavailable', { requestId: ctx.state.requestId }, { retryAfter: 1 });
  }
  if (ctx.headerSent || !ctx.writable) {
    log.warn({ requestId: ctx.state.requestId, code: err.code }, 'error after the response started');
    return;
  }
  ctx.status = err.status;
  const body = err.toEnvelope();
  // Anthropic's SDK reads `type` and `request_id` beside `error`; OpenAI's ignores them.
  ctx.body = ctx.path.endsWith('/v1/messages') || ctx.path.endsWith('/v1/messages/count_tokens')
    ? { type: 'error', ...body, request_id: ctx.state.requestId }
    : body;
  if (err.retryAfter !== undefined) ctx.set('Retry-After', String(err.retryAfter));
  // The official SDKs replay 409/429/5xx by default; the spec forbids replaying refused billable or mutating calls.
  if (err.status === 409 || err.status === 429 || MUTATING.has(ctx.method)) ctx.set('x-should-retry', 'false');
}
