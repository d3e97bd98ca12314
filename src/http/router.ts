/** The Koa router, built from the generated operations table: one route per operation, each with the same chain. */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { operations, type OperationRow } from '../../generated/operations.js';
import type { HandlerMap } from '../api/handler-map.js';
import type { Config } from '../config.js';
import type { KeyRepo } from '../store/key-repo.js';
import type { RateLimiter } from '../store/rate-limiter.js';
import type { RequestBook } from '../store/request-book.js';
import type { UsageRepo } from '../store/usage-repo.js';
import { authenticate } from './auth.js';
import { bookkeeping } from './bookkeeping.js';
import { billExchange } from './billing.js';
import { API_PREFIX } from './fallback.js';
import { parseBody } from './parse-body.js';
import { rateLimit } from './rate-limit.js';
import type { SvcState } from './state.js';
import { compileValidators } from './validators.js';

export interface RouterDeps {
  config: Config;
  keys: KeyRepo;
  usage: UsageRepo;
  limiter: RateLimiter;
  book: RequestBook;
  handlers: HandlerMap;
}

export function buildRouter(deps: RouterDeps): Router<SvcState> {
  const { config } = deps;
  const validators = compileValidators();
  const router = new Router<SvcState>({ prefix: API_PREFIX, exclusive: 'specificity' });
  const shared: Middleware<SvcState>[] = [
    authenticate(deps.keys, config.authCacheMs),
    rateLimit(deps.limiter, config.ratePerSecond, config.rateBurst),
    bookkeeping(deps.book, config.notice),
  ];
  const bill = billExchange(deps.usage, config.freeExchanges);
  const ordered = operations as readonly OperationRow[];
  for (const op of ordered) {
    const handler = deps.handlers[op.operationId as keyof HandlerMap];
    const chain: Middleware<SvcState>[] = [
      async (ctx, next) => {
        ctx.state.operationId = op.operationId;
        await next();
      },
      ...shared,
      parseBody(op, validators.get(op.operationId)!, config.maxRequestChars),
      ...(op.billable ? [bill] : []),
      (ctx) => handler(ctx),
    ];
    router.register(op.koaPath, [op.method], chain, { name: op.operationId });
  }
  return router;
}
