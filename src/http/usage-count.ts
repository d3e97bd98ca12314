import type { Middleware } from 'koa';
import type { UsageRepo } from '../store/usage-repo.js';
import type { SvcState } from './state.js';

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Counts every authenticated request that got past the rate limit, per key and UTC day. */
export function countRequests(usage: UsageRepo): Middleware<SvcState> {
  return async (ctx, next) => {
    const { key, account } = ctx.state.auth!;
    await usage.countRequest(key.id, account.id, utcDay(Date.now()));
    await next();
  };
}
