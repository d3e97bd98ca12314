/**
 * Prometheus metrics (prom-client): requests by route and status, latency, chat turns by solver and
 * outcome, rate-limited and billed calls, and the default process metrics (event-loop lag among them).
 * One registry per app, so several servers in one process (tests) never share counters.
 */
import type { Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolStats } from '../pool/shared-pool.js';
import type { SvcState } from '../api/context.js';

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'svc_http_requests_total',
    help: 'HTTP requests by route (operation id or page) and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'Time to the response head (a stream may still be flowing), by route.',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly turns = new Counter({
    name: 'svc_chat_turns_total',
    help: 'Chat turns by the solver that answered and the outcome (help explaining why not is declined or failed; help answering "What can you do?" is answered).',
    labelNames: ['solver', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly limited = new Counter({
    name: 'svc_rate_limited_total',
    help: 'Requests refused with 429 rate_limit_exceeded.',
    registers: [this.registry],
  });
  private readonly billed = new Counter({
    name: 'svc_billed_exchanges_total',
    help: 'Free-plan exchanges charged (refunded ones excluded).',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    // Read when scraped: the work pool is the process's, whichever app asks.
    new Gauge({
      name: 'svc_pool_tasks',
      help: 'Heavy tasks on the worker threads (src/pool) now, by state: running or waiting for a thread.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { running, waiting } = poolStats();
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  /**
   * Each label set's series, looked up once: prom-client checks and hashes the labels on every `inc` or
   * `observe` given them, which cost more than the counting itself on every request.
   */
  private readonly series = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();

  private seriesOf(route: string, method: string, status: number) {
    const key = `${route} ${method} ${status}`;
    let s = this.series.get(key);
    if (!s) {
      s = { count: this.requests.labels({ route, method, status: String(status) }), time: this.latency.labels({ route }) };
      // Routes, methods and statuses are few, but an unmatched method is whatever the client sent.
      if (this.series.size < 5000) this.series.set(key, s);
    }
    return s;
  }

  /** Outermost middleware: it sees the final status, after the error envelope is written. */
  middleware(): Middleware<SvcState> {
    return async (ctx, next) => {
      const start = performance.now();
      try {
        await next();
      } finally {
        const route = ctx.state.operationId ?? ctx.state.page ?? (ctx.path.startsWith('/api/') ? 'unmatched_api' : 'unmatched');
        const series = this.seriesOf(route, ctx.method, ctx.status);
        series.time.observe((performance.now() - start) / 1000);
        series.count.inc();
        if (ctx.status === 429) this.limited.inc();
        if (ctx.state.billed) this.billed.inc();
        const turn = ctx.state.turn;
        if (turn) this.turns.inc({ solver: turn.solver, outcome: turn.outcome });
      }
    };
  }
}
