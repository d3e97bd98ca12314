import type { Middleware } from 'koa';
import type { SvcState } from './state.js';

/** X-Svc-Notice on every response, including those refused before a key is known. */
export function noticeHeader(message: string): Middleware<SvcState> {
  return async (ctx, next) => {
    ctx.set('X-Svc-Notice', message);
    await next();
  };
}
