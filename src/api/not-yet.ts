import { ServiceError } from '../errors.js';
import type { OperationId } from '../../generated/operations.js';
import type { Handler } from './context.js';

/** A documented endpoint whose feature is not built yet: 503 naming what is missing, never a fake success. */
export function notYetOffered<Op extends OperationId>(feature: string): Handler<Op> {
  return async () => {
    throw ServiceError.of('not_yet_offered', { feature }, { retryAfter: 86400 });
  };
}
