import { LRUCache } from 'lru-cache';
import type { KeyRepo } from '../store/key-repo.js';
import { ServiceError } from '../errors.js';
import type { SvcContext } from '../api/context.js';
import { whenReady, type Step } from './state.js';

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

type Found = Awaited<ReturnType<KeyRepo['findBySecret']>>;

/**
 * Key lookups remembered for a moment: every request needs one, and the answer rarely changes. A
 * revocation or plan change made elsewhere (the admin CLI, another process) is seen within `ttlMs`.
 * A remembered key is returned at once, without a promise.
 */
export function cachedLookup(keys: Pick<KeyRepo, 'findBySecret'>, ttlMs: number, maxEntries = 10_000): (secret: string) => Found | Promise<Found> {
  if (ttlMs <= 0) return (secret) => keys.findBySecret(secret);
  const cache = new LRUCache<string, NonNullable<Found>>({ max: maxEntries, ttl: ttlMs });
  return (secret) => {
    const hit = cache.get(secret);
    if (hit) return hit;
    return keys.findBySecret(secret).then((found) => {
      // Unknown keys are not remembered, so a key created a moment ago works at once.
      if (found) cache.set(secret, found);
      else cache.delete(secret);
      return found;
    });
  };
}

function admitKey(ctx: SvcContext, found: Found): void {
  if (!found) {
    throw ServiceError.of('invalid_api_key');
  }
  if (found.key.revoked_at) {
    throw ServiceError.of('key_revoked', { prefix: found.key.prefix });
  }
  if (found.account.plan === 'inactive') {
    throw ServiceError.of('subscription_inactive');
  }
  ctx.state.auth = found;
}

/**
 * The account page's own calls: no key, but its session cookie and the session's CSRF token in
 * `x-svc-csrf` (which another site cannot read), answered with the account's page key.
 */
export type PageSession = (cookie: string, csrf: string) => Promise<Found>;

export function authenticate(keys: Pick<KeyRepo, 'findBySecret'>, ttlMs = 0, pageSession?: PageSession): Step {
  const lookup = cachedLookup(keys, ttlMs);
  return (ctx) => {
    const secret = credential(ctx.headers);
    if (!secret) {
      const cookie = pageSession && ctx.cookies.get('svc_session');
      const csrf = ctx.headers['x-svc-csrf'];
      if (cookie && typeof csrf === 'string' && csrf) return pageSession(cookie, csrf).then((found) => admitKey(ctx, found));
      throw ServiceError.of('missing_api_key');
    }
    if (!KEY_SHAPE.test(secret)) return admitKey(ctx, undefined);
    return whenReady(lookup(secret), (found) => admitKey(ctx, found));
  };
}
