import type { Middleware } from 'koa';
import type { KeyRepo } from '../store/key-repo.js';
import { ServiceError } from './errors.js';
import type { SvcState } from './state.js';

const KEY_SHAPE = /^svc_live_[0-9A-Za-z]{32,}$/;

/** Reads the key from `Authorization: Bearer` or `x-api-key`; a key in the URL is never looked at. */
export function credential(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.trim()) {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return m ? m[1].trim() : auth.trim();
  }
  const x = headers['x-api-key'];
  if (typeof x === 'string' && x.trim()) return x.trim();
  return null;
}

export function authenticate(keys: KeyRepo): Middleware<SvcState> {
  return async (ctx, next) => {
    const secret = credential(ctx.headers);
    if (!secret) {
      throw new ServiceError(
        'missing_api_key',
        'No API key was sent. Send it as "Authorization: Bearer <API_KEY>" or as the "x-api-key" header (never in the URL).',
      );
    }
    const found = KEY_SHAPE.test(secret) ? await keys.findBySecret(secret) : undefined;
    if (!found) {
      throw new ServiceError(
        'invalid_api_key',
        'The API key is not recognised. Check that you copied the whole key (it starts with svc_live_) or create a new one.',
      );
    }
    if (found.key.revoked_at) {
      throw new ServiceError('key_revoked', `The key ${found.key.prefix}… was revoked. Use another key of the account or create a new one.`);
    }
    if (found.account.plan === 'inactive') {
      throw new ServiceError(
        'subscription_inactive',
        'The subscription of this account is inactive. Reactivate it on the account page, then retry.',
      );
    }
    ctx.state.auth = found;
    await next();
  };
}
