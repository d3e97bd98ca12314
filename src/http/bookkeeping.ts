import type { RequestBook } from '../store/request-book.js';
import { whenReady, type Step } from './state.js';

const DAY_MS = 86_400_000;
let memoDay = -1;
let memoText = '';

/** `YYYY-MM-DD` of a time in UTC; remembered per day, since formatting a date costs more than the rest of the bookkeeping. */
export function utcDay(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== memoDay) {
    memoText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    memoDay = day;
  }
  return memoText;
}

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
