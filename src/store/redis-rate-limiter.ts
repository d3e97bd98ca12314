/**
 * The token bucket of rate-limiter.ts in Redis (SVC_REDIS_URL), for many processes and nodes: one Lua
 * script refills and takes a token atomically, so no two requests can spend the same token, and a
 * bucket expires once it would be full again (an absent bucket is a full one).
 */
import { Redis } from 'ioredis';
import { decision, type RateLimiter } from './rate-limiter.js';
import type { RateDecision } from './types.js';

const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local eps = tonumber(ARGV[4])
local b = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(b[1]) or burst
local updated = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - updated) * rate)
local allowed = 0
if tokens >= 1 - eps then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', string.format('%.17g', tokens), 'u', math.max(updated, now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate) + 1000)
return {allowed, string.format('%.17g', tokens)}
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;

  constructor(
    url: string,
    private readonly ratePerSecond: number,
    private readonly burst: number,
    /** Prefix of the bucket keys, so several services (or tests) can share one Redis. */
    private readonly prefix = 'svc:rate:',
  ) {
    // Commands wait while Redis reconnects, up to one retry; then the request fails (503) rather than hangs.
    this.#redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.#redis.defineCommand('svcTakeToken', { numberOfKeys: 1, lua: TAKE });
  }

  async take(keyId: string, nowMs: number): Promise<RateDecision> {
    const take = (this.#redis as unknown as { svcTakeToken(...args: (string | number)[]): Promise<[number, string]> }).svcTakeToken;
    const [allowed, tokens] = await take.call(this.#redis, `${this.prefix}${keyId}`, this.ratePerSecond / 1000, this.burst, Math.floor(nowMs), 1e-9);
    return decision(allowed === 1, Number(tokens), this.ratePerSecond, this.burst);
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
