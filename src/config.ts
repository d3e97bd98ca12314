/** Every setting, read from the environment once, validated, frozen. Defaults give the embedded SQLite mode. */
import { DEFAULT_POOL_OPTIONS, QUEUE_PER_THREAD } from './pool/pool-defaults.js';
import type { PoolOptions } from './pool/work-pool.js';
import { availableParallelism } from 'node:os';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly plugins: readonly string[];
  readonly logLevel: string;
  /** Token-bucket refill rate per key, requests per second. */
  readonly ratePerSecond: number;
  /** Token-bucket size per key (burst). */
  readonly rateBurst: number;
  /** Free exchanges per account on the free plan. */
  readonly freeExchanges: number;
  /** Maximum characters in one request body. */
  readonly maxRequestChars: number;
  /** How long a key lookup is reused; revocations and plan changes made elsewhere apply within it. */
  readonly authCacheMs: number;
  /** Web search provider: SVC_SEARCH_PROVIDER, or whichever of the two below is set (SearXNG first). */
  readonly searchProvider: 'searxng' | 'brave' | null;
  readonly searxngUrl: string | null;
  readonly braveApiKey: string | null;
  /** Brave Search API base address (tests point it at a fixture). */
  readonly braveUrl: string | null;
  /** SVC_FETCH_ALLOW: host names, addresses or CIDR ranges exempt from the private-address rule (tests only; empty by default). */
  readonly fetchAllow: string;
  readonly notice: string;
  /** How long the request line and headers may take to arrive. */
  readonly headersTimeoutMs: number;
  /** How long a body may go without progress (BODY_PROGRESS_BYTES or its end) before it is refused. */
  readonly bodyStallMs: number;
  /** SVC_METRICS_TOKEN: when set, GET /metrics needs it as a bearer token. */
  readonly metricsToken: string | null;
  /** SVC_SMTP_URL: where sign-in emails go (smtp://USER:PASS@HOST:PORT); absent, links are printed to the log. */
  readonly smtpUrl: string | null;
  /** SVC_MAIL_FROM: the sender of sign-in emails. */
  readonly mailFrom: string;
  /** SVC_PUBLIC_URL: the address people reach the service at (links in emails); absent, taken from each request. */
  readonly publicUrl: string | null;
  /** SVC_TRUST_PROXY=1: read X-Forwarded-For/-Proto from a reverse proxy in front. */
  readonly trustProxy: boolean;
  /** The worker threads for heavy solver work (src/pool): SVC_POOL_THREADS, _QUEUE, _DEADLINE_MS, _RUN_LIMIT_MS. */
  readonly pool: Readonly<PoolOptions>;
  /** SVC_REDIS_URL: when set, the rate limiter's buckets live in this Redis (redis://[:PASS@]HOST:PORT[/DB]). */
  readonly redisUrl: string | null;
  /** Service processes `svc serve` runs on the one port: SVC_WORKERS, else one per core (MySQL) or one (SQLite). */
  readonly workers: number;
}

export class ConfigError extends Error {}

/** Most processes accepted: far past any core count, so a typo (`--workers 1000`) is refused rather than obeyed. */
export const MAX_WORKERS = 256;

/**
 * How many service processes to run. SQLite is one process: its rate limiter, notice times, usage counts
 * and per-owner caches live in that process's memory (src/store/rate-limiter.ts, request-book.ts,
 * owner-cache.ts), so two processes on one file would each enforce their own limits. MySQL is shared.
 */
export function workerCount(requested: string | undefined, databaseUrl: string, source = 'SVC_WORKERS'): number {
  const sqlite = databaseUrl.startsWith('sqlite:');
  if (requested === undefined || requested === '') return sqlite ? 1 : availableParallelism();
  const n = Number(requested);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new ConfigError(`${source} must be a whole number from 1 to ${MAX_WORKERS}, got "${requested}"`);
  }
  if (sqlite && n > 1) {
    throw new ConfigError(
      `${source} ${n} needs MySQL/MariaDB: SQLite is served by one process (its rate limits and usage counts live in that process's memory). ` +
        'Set SVC_DATABASE_URL=mysql://USER:PASS@HOST:PORT/DB, or run one process.',
    );
  }
  return n;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new ConfigError(`${name} must be a number >= ${min}, got "${raw}"`);
  return n;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!/^https?:\/\/[^/\s]+/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

function searchProvider(env: NodeJS.ProcessEnv): Config['searchProvider'] {
  const raw = env.SVC_SEARCH_PROVIDER;
  if (!raw) return null;
  if (raw !== 'searxng' && raw !== 'brave') throw new ConfigError(`SVC_SEARCH_PROVIDER must be searxng or brave, got "${raw}"`);
  if (raw === 'searxng' && !env.SVC_SEARXNG_URL) throw new ConfigError('SVC_SEARCH_PROVIDER=searxng needs SVC_SEARXNG_URL');
  if (raw === 'brave' && !env.SVC_BRAVE_API_KEY) throw new ConfigError('SVC_SEARCH_PROVIDER=brave needs SVC_BRAVE_API_KEY');
  return raw;
}

export const DEFAULT_NOTICE =
  'Open beta: answers come from deterministic solvers; check the svc receipt for how each was verified.';

function publicUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^https?:\/\/[^/]+/.test(raw)) throw new ConfigError(`SVC_PUBLIC_URL must be an http(s) URL such as https://svc.example.com, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** Several processes share the cores: each gets its part of the pool's threads, and a queue to match. */
function poolOptions(env: NodeJS.ProcessEnv, workers: number): Readonly<PoolOptions> {
  const threads = int(env, 'SVC_POOL_THREADS', Math.max(1, Math.round(DEFAULT_POOL_OPTIONS.threads / workers)), 1);
  return Object.freeze({
    threads,
    maxQueue: int(env, 'SVC_POOL_QUEUE', QUEUE_PER_THREAD * threads, 0),
    queueDeadlineMs: int(env, 'SVC_POOL_DEADLINE_MS', DEFAULT_POOL_OPTIONS.queueDeadlineMs, 1),
    runLimitMs: int(env, 'SVC_POOL_RUN_LIMIT_MS', DEFAULT_POOL_OPTIONS.runLimitMs, 1),
  });
}

function redisUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^rediss?:\/\/[^/\s]*/.test(raw)) throw new ConfigError(`SVC_REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, got "${raw}"`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.SVC_DATABASE_URL || 'sqlite:./data/svc.sqlite';
  if (!/^sqlite:.+/.test(databaseUrl) && !/^mysql:\/\/.+/.test(databaseUrl)) {
    throw new ConfigError(`SVC_DATABASE_URL must be sqlite:PATH or mysql://USER:PASS@HOST:PORT/DB, got "${databaseUrl}"`);
  }
  const port = int(env, 'SVC_PORT', 8080, 0);
  if (port > 65535) throw new ConfigError(`SVC_PORT must be at most 65535, got ${port}`);
  const workers = workerCount(env.SVC_WORKERS, databaseUrl);
  return Object.freeze({
    port,
    host: env.SVC_HOST || '127.0.0.1',
    databaseUrl,
    plugins: Object.freeze((env.SVC_PLUGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean)),
    logLevel: env.SVC_LOG_LEVEL || 'info',
    ratePerSecond: int(env, 'SVC_RATE_PER_SECOND', 5, 0.001),
    rateBurst: int(env, 'SVC_RATE_BURST', 4, 1),
    freeExchanges: int(env, 'SVC_FREE_EXCHANGES', 60, 0),
    maxRequestChars: 10_000_000,
    authCacheMs: int(env, 'SVC_AUTH_CACHE_MS', 1000, 0),
    searchProvider: searchProvider(env),
    searxngUrl: httpUrl(env, 'SVC_SEARXNG_URL'),
    braveApiKey: env.SVC_BRAVE_API_KEY || null,
    braveUrl: httpUrl(env, 'SVC_BRAVE_URL'),
    fetchAllow: env.SVC_FETCH_ALLOW ?? '',
    notice: env.SVC_NOTICE || DEFAULT_NOTICE,
    headersTimeoutMs: int(env, 'SVC_HEADERS_TIMEOUT_MS', 20_000, 100),
    bodyStallMs: int(env, 'SVC_BODY_STALL_MS', 30_000, 100),
    metricsToken: env.SVC_METRICS_TOKEN || null,
    smtpUrl: env.SVC_SMTP_URL || null,
    mailFrom: env.SVC_MAIL_FROM || 'svc <no-reply@localhost>',
    publicUrl: publicUrl(env.SVC_PUBLIC_URL),
    trustProxy: env.SVC_TRUST_PROXY === '1',
    pool: poolOptions(env, workers),
    workers,
    redisUrl: redisUrl(env.SVC_REDIS_URL),
  });
}
