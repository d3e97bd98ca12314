import type { RequestBook } from '../store/request-book.js';
import { utcDay } from '../store/usage-repo.js';
import { whenReady, type Step } from './state.js';

/**
 * Counts every authenticated request that got past the rate limit (per key and UTC day), and decides
 * whether its reply shows the notice (first request of the UTC day, or after 30 minutes idle).
 */
export function bookkeeping(book: RequestBook, notice: string): Step {
  return (ctx) => {
    const { key, account } = ctx.state.auth!;
    const now = Date.now();
    return whenReady(book.record(key.id, account.id, utcDay(now), now), ({ shown }) => {
      ctx.state.notice = { message: notice, shown };
    });
  };
}
