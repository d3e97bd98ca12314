import { ServiceError } from '../http/errors.js';
import type { Handler } from '../http/state.js';

/** A documented endpoint whose feature is not built yet: 503 naming what is missing, never a fake success. */
export function notYetOffered(feature: string): Handler {
  return async () => {
    throw new ServiceError(
      'not_yet_offered',
      `${feature} is not offered by this server yet. The endpoint is part of the published interface and will answer in a later release; see GET /api/v1/capabilities for what works today.`,
      { retryAfter: 86400 },
    );
  };
}
