import type { Middleware } from 'koa';
import type { RequestBook } from '../store/request-book.js';
import type { SvcState } from './state.js';

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Counts every authenticated request that got past the rate limit (per key and UTC day), and decides
 * whether its reply shows the notice (first request of the UTC day, or after 30 minutes idle).
 */
export function bookkeeping(book: RequestBook, notice: string): Middleware<SvcState> {
  return async (ctx, next) => {
    const { key, account } = ctx.state.auth!;
    const now = Date.now();
    const { shown } = await book.record(key.id, account.id, utcDay(now), now);
    ctx.state.notice = { message: notice, shown };
    await next();
  };
}
