import type { SvcContext } from '../api/context.js';

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
