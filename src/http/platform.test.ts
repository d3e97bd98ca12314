/** Authentication, errors, limits, headers, billing and usage, against the running service on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestStore } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { KeyRepo } from '../store/key-repo.js';
import { AccountRepo } from '../store/account-repo.js';
import { openStore } from '../store/store.js';

const chat = (text = 'hello') => ({ model: 'svc', messages: [{ role: 'user', content: text }] });

describe.each(DIALECTS)('platform on %s', (dialect) => {
  let s: TestServer;
  const call = (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    const key = init.key === undefined ? s.key : init.key;
    if (key) headers.set('authorization', `Bearer ${key}`);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return fetch(`${s.baseUrl}${path}`, { ...init, headers });
  };
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it('refuses a missing key with 401 missing_api_key in the envelope, with every header', async () => {
    const r = await call('/v1/models', { key: null });
    expect(r.status).toBe(401);
    const body = await r.json();
    expect(body.error.code).toBe('missing_api_key');
    expect(body.error.type).toBe('authentication_error');
    expect(body.error.param).toBeNull();
    expect(body.error.message).toMatch(/Authorization: Bearer/);
    expect(r.headers.get('x-svc-notice')).toBeTruthy();
    expect(r.headers.get('x-ratelimit-limit-requests')).toBe('1000');
    expect(r.headers.get('x-ratelimit-remaining-requests')).toMatch(/^\d+$/);
    expect(r.headers.get('x-ratelimit-reset-requests')).toMatch(/^\d+(ms|s)$/);
    expect(r.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(r.headers.get('request-id')).toBe(r.headers.get('x-request-id'));
  });

  it('accepts the key as Bearer or as x-api-key, never in the URL', async () => {
    expect((await call('/v1/models')).status).toBe(200);
    const viaHeader = await fetch(`${s.baseUrl}/v1/models`, { headers: { 'x-api-key': s.key } });
    expect(viaHeader.status).toBe(200);
    const inUrl = await fetch(`${s.baseUrl}/v1/models?api_key=${s.key}&key=${s.key}`);
    expect(inUrl.status).toBe(401);
    expect((await inUrl.json()).error.code).toBe('missing_api_key');
  });

  it('refuses unknown and malformed keys with 401 invalid_api_key', async () => {
    for (const bad of ['svc_live_' + 'A'.repeat(40), 'sk-123', 'svc_live_short']) {
      const r = await call('/v1/models', { key: bad });
      expect(r.status).toBe(401);
      expect((await r.json()).error.code).toBe('invalid_api_key');
    }
  });

  it('refuses a revoked key with 403 key_revoked and an inactive plan with 403 subscription_inactive', async () => {
    const store = await openStore(s.databaseUrl);
    try {
      const extra = await s.addKey();
      const keys = new KeyRepo(store);
      await keys.revokeByPrefix(extra.slice(0, 17));
      const r = await call('/v1/models', { key: extra });
      expect(r.status).toBe(403);
      expect((await r.json()).error.code).toBe('key_revoked');
      const other = await s.addKey({ email: `inactive-${dialect}@example.com`, plan: 'inactive' });
      const r2 = await call('/v1/models', { key: other });
      expect(r2.status).toBe(403);
      expect((await r2.json()).error.code).toBe('subscription_inactive');
    } finally {
      await store.close();
    }
  });

  it('applies a revocation made elsewhere (the admin CLI) within a second, even for a key in use', async () => {
    const extra = await s.addKey();
    expect((await call('/v1/models', { key: extra })).status).toBe(200);
    const store = await openStore(s.databaseUrl);
    try {
      await new KeyRepo(store).revokeByPrefix(extra.slice(0, 17));
    } finally {
      await store.close();
    }
    await new Promise((r) => setTimeout(r, 1100));
    const r = await call('/v1/models', { key: extra });
    expect(r.status).toBe(403);
    expect((await r.json()).error.code).toBe('key_revoked');
  });

  it('answers malformed JSON with 400 invalid_json and schema failures with invalid_request naming the field', async () => {
    const bad = await call('/v1/chat/completions', { method: 'POST', body: '{"messages": [' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_json');
    const missing = await call('/v1/chat/completions', { method: 'POST', body: JSON.stringify({ model: 'svc' }) });
    expect(missing.status).toBe(400);
    const m = await missing.json();
    expect(m.error).toMatchObject({ code: 'invalid_request', param: 'messages', type: 'invalid_request_error' });
    const empty = await call('/v1/chat/completions', { method: 'POST', body: JSON.stringify({ messages: [] }) });
    expect((await empty.json()).error).toMatchObject({ code: 'invalid_request', param: 'messages' });
    expect(empty.headers.get('x-should-retry')).toBe('false');
    const pipeline = await call('/v1/chat/completions', { method: 'POST', body: JSON.stringify({ ...chat(), pipeline: '' }) });
    expect((await pipeline.json()).error).toMatchObject({ code: 'invalid_request', param: 'pipeline' });
  });

  it('answers an unknown model with 400 model_not_found', async () => {
    const r = await call('/v1/chat/completions', { method: 'POST', body: JSON.stringify({ ...chat(), model: 'gpt-4o' }) });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toMatchObject({ code: 'model_not_found', param: 'model' });
  });

  it('answers a wrong method with 405 and an unknown path with 404, both in the envelope', async () => {
    const r = await call('/v1/chat/completions');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect((await r.json()).error.code).toBe('method_not_allowed');
    const n = await call('/v1/nothing-here');
    expect(n.status).toBe(404);
    expect(n.headers.get('content-type')).toMatch(/application\/json/);
    expect((await n.json()).error.code).toBe('not_found');
    // `/` is the account page's (it redirects to /account); other paths outside /api are not found.
    const outside = await fetch(s.baseUrl.replace('/api', '/v1/models'));
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.message).toMatch(/\/api\/v1/);
  });

  it('routes a path the long way as before: a trailing slash, HEAD, and the static route beside a parameter one', async () => {
    const slash = await call('/v1/models/');
    expect(slash.status).toBe(200);
    expect((await slash.json()).data.length).toBeGreaterThan(0);
    const head = await call('/v1/models', { method: 'HEAD' });
    expect(head.status).toBe(200);
    // POST /v1/documents/query is its own operation; GET there is the document named "query".
    const query = await call('/v1/documents/query', { method: 'POST', body: JSON.stringify({ query: 'nothing stored' }) });
    expect(query.status).toBe(200);
    const named = await call('/v1/documents/query');
    expect(named.status).toBe(404);
    expect((await named.json()).error.code).not.toBe('method_not_allowed');
  });

  it('says that embeddings and other well-known paths are not offered', async () => {
    const r = await call('/v1/embeddings', { method: 'POST', body: JSON.stringify({ input: 'x', model: 'svc' }) });
    expect(r.status).toBe(404);
    const e = (await r.json()).error;
    expect(e.code).toBe('not_offered');
    expect(e.message).toMatch(/Embeddings are not offered/);
  });

  it('answers web search without a provider with 503 naming the setting', async () => {
    const r = await call('/v1/web_search', { method: 'POST', body: JSON.stringify({ query: 'koa' }) });
    expect(r.status).toBe(503);
    expect((await r.json()).error.message).toMatch(/No web search provider is configured on this server: set SVC_SEARXNG_URL/);
  });

  it('answers a CORS preflight before any key check, allowing the SDK headers', async () => {
    const r = await fetch(`${s.baseUrl}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-stainless-os,anthropic-version,x-api-key',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(r.headers.get('access-control-allow-headers')).toMatch(/x-stainless-os/);
    const g = await call('/v1/models', { headers: { origin: 'http://localhost:3000' } });
    expect(g.headers.get('access-control-expose-headers')).toMatch(/x-ratelimit-remaining-requests/);
    // A client that is not a browser sends no Origin and gets no CORS headers, but every other header.
    const plain = await call('/v1/models');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('x-svc-notice')).toBeTruthy();
    expect(plain.headers.get('x-ratelimit-limit-requests')).toBe(g.headers.get('x-ratelimit-limit-requests'));
    expect(plain.headers.get('x-ratelimit-limit-requests')).toMatch(/^[1-9]\d*$/);
  });

  it('accepts a body of exactly 10,000,000 characters and refuses a larger one with a clear 400', async () => {
    const wrap = (n: number) => {
      const head = '{"name":"big","text":"';
      return head + 'a'.repeat(n - head.length - 2) + '"}';
    };
    const ok = await call('/v1/documents', { method: 'POST', body: wrap(10_000_000) });
    expect(ok.status).not.toBe(400); // reaches the handler
    const big = await call('/v1/documents', { method: 'POST', body: wrap(10_000_001) });
    expect(big.status).toBe(400);
    const e = (await big.json()).error;
    expect(e.code).toBe('request_too_large');
    expect(e.message).toMatch(/10,000,000 characters/);
  });
});

describe.each(DIALECTS)('billing and usage on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());
  const post = (key: string, body: unknown) =>
    fetch(`${s.baseUrl}/v1/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const usage = async (key: string) => (await fetch(`${s.baseUrl}/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json();

  it('gives a free account 60 exchanges shared by its keys, then 402; refused input is never billed', async () => {
    const second = await s.addKey({ email: s.email });
    for (let i = 0; i < 5; i++) expect((await post(s.key, { messages: [] })).status).toBe(400);
    expect((await post(s.key, { ...chat(), model: 'nope' })).status).toBe(400);
    expect((await usage(s.key)).free_exchanges_left).toBe(60);
    for (let i = 0; i < 60; i++) {
      const r = await post(i % 2 ? second : s.key, chat(`question ${i}`));
      expect(r.status).toBe(200);
    }
    const u = await usage(second);
    expect(u).toMatchObject({ plan: 'free', key_limit: 2, key_packs: 0, free_exchanges_left: 0 });
    const over = await post(s.key, chat());
    expect(over.status).toBe(402);
    expect(over.headers.get('x-should-retry')).toBe('false');
    expect((await over.json()).error.code).toBe('free_prompts_used');
    // Non-chat calls go on working.
    expect((await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } })).status).toBe(200);
  });

  it('reports request counts today, over 7 and 30 days, per day and per key', async () => {
    const u = await usage(s.key);
    const today = new Date().toISOString().slice(0, 10);
    expect(u.requests.today).toBeGreaterThanOrEqual(68);
    expect(u.requests.last_7_days).toBe(u.requests.today);
    expect(u.requests.last_30_days).toBe(u.requests.today);
    expect(u.requests.per_day[0]).toEqual({ day: today, requests: u.requests.today });
    expect(u.requests.per_key).toHaveLength(2);
    const sum = u.requests.per_key.reduce((a: number, k: { requests: number }) => a + k.requests, 0);
    expect(sum).toBe(u.requests.today);
  });

  it('lets an active plan go past the free exchanges', async () => {
    const store = await openStore(s.databaseUrl);
    try {
      const accounts = new AccountRepo(store);
      const acct = (await accounts.findByEmail(s.email))!;
      await accounts.setPlan(acct.id, 'active');
    } finally {
      await store.close();
    }
    // Key lookups are reused for up to a second (SVC_AUTH_CACHE_MS), so a change made elsewhere applies within it.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(s.key, chat())).status).toBe(200);
    expect((await usage(s.key)).free_exchanges_left).toBeNull();
  });
});

describe.each(DIALECTS)('rate limit and notice on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    // A slow refill (one token per 2 s) keeps the burst count exact however slowly the machine answers.
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '0.5' } });
  });
  afterAll(async () => s?.close());

  it('holds a key to bursts of 4 with 429 rate_limit_exceeded and Retry-After, unbilled', async () => {
    const fire = () => fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } });
    const rs = await Promise.all(Array.from({ length: 6 }, fire));
    const statuses = rs.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200).length).toBe(4);
    expect(statuses.filter((x) => x === 429).length).toBe(2);
    const limited = rs.find((r) => r.status === 429)!;
    expect(limited).toBeDefined();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('x-should-retry')).toBe('false');
    expect(limited.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(limited.headers.get('x-ratelimit-limit-requests')).toBe('4');
    expect((await limited.json()).error.code).toBe('rate_limit_exceeded');
  });

  it('shows the notice on the first request of the day, then not, and always sends X-Svc-Notice', async () => {
    const key = await s.addKey();
    const ask = () =>
      fetch(`${s.baseUrl}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(chat('what can you do?')),
      });
    const first = await ask();
    const a = await first.json();
    expect(first.headers.get('x-svc-notice')).toBe(a.svc.notice.message);
    expect(a.svc.notice.shown).toBe(true);
    expect(a.choices[0].message.content.startsWith(a.svc.notice.message)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    const b = await (await ask()).json();
    expect(b.svc.notice.shown).toBe(false);
    expect(b.choices[0].message.content.startsWith(b.svc.notice.message)).toBe(false);
  });
});
