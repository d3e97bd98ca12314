import { newId } from '../chat/ids.js';
import type { Middleware } from 'koa';
import type { SvcState } from './state.js';

/** Both SDKs read a request id: OpenAI's from x-request-id, Anthropic's from request-id. */
export function requestId(): Middleware<SvcState> {
  return async (ctx, next) => {
    const id = newId('req_');
    ctx.state.requestId = id;
    ctx.set('x-request-id', id);
    ctx.set('request-id', id);
    await next();
  };
}
