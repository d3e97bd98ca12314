import type { Middleware } from 'koa';
import type { ActivityRepo } from '../store/activity-repo.js';
import type { SvcState } from './state.js';

/** X-Svc-Notice on every response, including those refused before a key is known. */
export function noticeHeader(message: string): Middleware<SvcState> {
  return async (ctx, next) => {
    ctx.set('X-Svc-Notice', message);
    await next();
  };
}

/** Decides whether this key's reply shows the notice (first request of the UTC day, or after 30 minutes idle). */
export function noticeState(activity: ActivityRepo, message: string): Middleware<SvcState> {
  return async (ctx, next) => {
    const { shown } = await activity.touch(ctx.state.auth!.key.id, Date.now());
    ctx.state.notice = { message, shown };
    await next();
  };
}
