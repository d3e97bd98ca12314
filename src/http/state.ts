import type { ParameterizedContext } from 'koa';
import type { Account, ApiKey } from '../store/types.js';

export interface Notice {
  message: string;
  /** True on a key's first request of the UTC day and after 30 minutes idle. */
  shown: boolean;
}

/** What the middleware chain leaves on ctx.state for handlers. */
export interface SvcState {
  requestId: string;
  operationId?: string;
  auth?: { account: Account; key: ApiKey };
  notice?: Notice;
  /** The parsed and validated request body (JSON), or the raw text/bytes for raw-body operations. */
  body?: unknown;
  /** Content type the body arrived with. */
  bodyType?: 'json' | 'text' | 'image' | 'none';
}

export type SvcContext = ParameterizedContext<SvcState>;
export type Handler = (ctx: SvcContext) => Promise<void>;

/**
 * One check of the route chain (key, rate limit, bookkeeping, body). It throws to refuse and returns
 * a promise only when it has to wait: most requests pass every check without one.
 */
export type Step = (ctx: SvcContext) => void | Promise<void>;

/** Applies `use` to a value at once, or once it arrives: the shape of every Step. */
export function whenReady<T>(value: T | Promise<T>, use: (v: T) => void): void | Promise<void> {
  if (value instanceof Promise) return value.then(use);
  use(value);
}
