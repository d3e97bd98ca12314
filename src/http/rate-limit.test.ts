/** The wait a 429 states is the bucket's real one: exact in retry-after-ms, rounded up in Retry-After, never past the reset. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** `250ms`, `4s`, `1m5s` in milliseconds. */
function durationMs(text: string): number {
  const m = /^(?:(\d+)m)?(?:(\d+)s)?(?:(\d+)ms)?$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1] ?? 0) * 60_000 + Number(m[2] ?? 0) * 1000 + Number(m[3] ?? 0);
}

describe.each(DIALECTS)('Retry-After on %s', (dialect) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const limited = async (rate: string) => {
    const s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: rate, SVC_RATE_BURST: '1' } });
    servers.push(s);
    const get = () => fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } });
    const sent = performance.now();
    expect((await get()).status).toBe(200);
    const r = await get();
    expect(r.status).toBe(429);
    return { r, between: performance.now() - sent };
  };

  it.each([
    ['5 per second', '5', 200, '1'],
    ['one per 4 s', '0.25', 4000, '4'],
    ['one per 90 s', '0.0111111', 90_000, '90'],
  ])('states the real wait at %s', async (_name, rate, fullWaitMs, seconds) => {
    const { r, between } = await limited(rate);
    const waitMs = Number(r.headers.get('retry-after-ms'));
    // One token's time, less what refilled between the two requests.
    expect(waitMs).toBeLessThanOrEqual(fullWaitMs);
    expect(waitMs).toBeGreaterThanOrEqual(Math.max(1, Math.floor(fullWaitMs - between)));
    expect(r.headers.get('retry-after')).toBe(String(Math.max(1, Math.ceil(waitMs / 1000))));
    expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(Number(seconds));
    expect(durationMs(r.headers.get('x-ratelimit-reset-requests')!)).toBeGreaterThanOrEqual(waitMs);
    expect((await r.json()).error.message).toContain(`Wait ${r.headers.get('retry-after')} s`);
  });
});
