/**
 * The token bucket of rate-limiter.ts in Redis (SVC_REDIS_URL), for many processes and nodes: one Lua
 * script refills and takes tokens atomically, so no two requests can spend the same token, and a
 * bucket expires once it would be full again (an absent bucket is a full one). A key's requests that
 * arrive while its script runs take their tokens together in the next run (coalesce.ts).
 */
import { Redis } from 'ioredis';
import { coalescePerKey } from './coalesce.js';
import { decision, latest, type RateLimiter } from './rate-limiter.js';
import type { RateDecision } from './types.js';

const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local eps = tonumber(ARGV[4])
local count = tonumber(ARGV[5])
local b = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(b[1]) or burst
local updated = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - updated) * rate)
local taken = 0
while taken < count and tokens >= 1 - eps do
  tokens = tokens - 1
  taken = taken + 1
end
redis.call('HSET', KEYS[1], 't', string.format('%.17g', tokens), 'u', math.max(updated, now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate) + 1000)
return {taken, string.format('%.17g', tokens)}
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #coalesced: (keyId: string, nowMs: number) => Promise<RateDecision>;

  constructor(
    url: string,
    private readonly ratePerSecond: number,
    private readonly burst: number,
    /** Prefix of the bucket keys, so several services (or tests) can share one Redis. */
    private readonly prefix = 'svc:rate:',
  ) {
    // Commands wait while Redis reconnects, up to one retry; then the request fails (503) rather than hangs.
    this.#redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.#redis.defineCommand('svcTakeTokens', { numberOfKeys: 1, lua: TAKE });
    this.#coalesced = coalescePerKey((keyId, times: number[]) => this.#takeMany(keyId, times));
  }

  take(keyId: string, nowMs: number): Promise<RateDecision> {
    return this.#coalesced(keyId, nowMs);
  }

  /** The batch is taken at its latest time; request i is allowed when the script took more than i tokens. */
  async #takeMany(keyId: string, times: number[]): Promise<RateDecision[]> {
    const take = (this.#redis as unknown as { svcTakeTokens(...args: (string | number)[]): Promise<[number, string]> }).svcTakeTokens;
    const [taken, left] = await take.call(this.#redis, `${this.prefix}${keyId}`, this.ratePerSecond / 1000, this.burst, Math.floor(latest(times)), 1e-9, times.length);
    const after = Number(left);
    return times.map((_, i) => (i < taken ? decision(true, after + (taken - i - 1), this.ratePerSecond, this.burst) : decision(false, after, this.ratePerSecond, this.burst)));
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
