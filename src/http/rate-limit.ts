import type { RateLimiter } from '../store/rate-limiter.js';
import { ServiceError } from '../errors.js';
import type { RateDecision } from '../store/types.js';
import type { SvcContext } from '../api/context.js';
import { whenReady, type Step } from './state.js';

/** Go-style duration, as OpenAI's x-ratelimit-reset-* headers use: `1s`, `250ms`, `6m0s`. */
export function duration(ms: number): string {
  const whole = Math.max(0, Math.ceil(ms));
  if (whole < 1000) return `${whole}ms`;
  const s = Math.ceil(whole / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${s % 60}s`;
}

/**
 * Headers for responses made before a key is known (refusals, preflights): a full bucket. Set after
 * the response is made, and only when missing, so the usual request does not set them twice.
 */
export function fullBucketHeaders(ctx: SvcContext, burst: string): void {
  const res = ctx.res;
  if (res.headersSent || res.hasHeader('x-ratelimit-limit-requests')) return;
  res.setHeader('x-ratelimit-limit-requests', burst);
  res.setHeader('x-ratelimit-remaining-requests', burst);
  res.setHeader('x-ratelimit-reset-requests', '0ms');
}

export function rateLimit(limiter: RateLimiter, ratePerSecond: number, burst: number): Step {
  const limit = String(burst);
  const apply = (ctx: SvcContext, d: RateDecision) => {
    const res = ctx.res;
    res.setHeader('x-ratelimit-limit-requests', limit);
    res.setHeader('x-ratelimit-remaining-requests', String(Math.max(0, Math.floor(d.remaining))));
    res.setHeader('x-ratelimit-reset-requests', duration(d.resetMs));
    if (!d.allowed) {
      // The exact wait for the SDKs that read it (OpenAI's), and whole seconds, rounded up, for Retry-After.
      res.setHeader('retry-after-ms', String(d.retryAfterMs));
      const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
      throw ServiceError.of('rate_limit_exceeded', { perSecond: ratePerSecond, burst, wait: seconds }, { retryAfter: seconds });
    }
  };
  return (ctx) => {
    return whenReady(limiter.take(ctx.state.auth!.key.id, Date.now()), (d) => apply(ctx, d));
  };
}
