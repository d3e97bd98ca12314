import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { SvcState } from './state.js';

/** Both SDKs read a request id: OpenAI's from x-request-id, Anthropic's from request-id. */
export function requestId(): Middleware<SvcState> {
  return async (ctx, next) => {
    // randomUUID draws from a cached entropy pool: far cheaper per request than randomBytes.
    const id = `req_${randomUUID().replace(/-/g, '')}`;
    ctx.state.requestId = id;
    ctx.set('x-request-id', id);
    ctx.set('request-id', id);
    await next();
  };
}
