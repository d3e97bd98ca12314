/**
 * Two `svc serve` processes on one MySQL/MariaDB database, as two nodes behind a proxy: every stateful
 * feature written through one is seen through the other, and races between them resolve once: keys and
 * plans, the rate limit, free exchanges and usage, documents (If-Match), packs (If-Match), phases with
 * tool results, memory and the belief ledger. A third process (this test) plays the admin CLI.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOILING_PAGES } from '../src/evidence/fixtures/boiling-pages.js';
import { AccountRepo } from '../src/store/account-repo.js';
import { KeyRepo } from '../src/store/key-repo.js';
import { openStore, type Store } from '../src/store/store.js';
import { DIALECTS, testDatabaseUrl } from '../src/store/test-db.js';
import { spawnService } from '../src/testing/service-process.js';
import { startWebFixture, type WebFixture } from '../src/testing/web-fixtures.js';
import { WEATHER_PACK } from './tool-fixtures.js';

/** Burst per key; the refill (one token per 20 s) is too slow for timing to blur the exact count. */
const BURST = 40;
const FREE_EXCHANGES = 5;

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

describe.runIf(DIALECTS.includes('mysql'))('two service processes on one MySQL database', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let store: Store;
  let web: WebFixture;
  let drop: () => Promise<void>;

  /** A new account on `plan` with one key, made by this process as the CLI would. */
  const newKey = async (email: string, plan: 'free' | 'active' = 'active') => {
    const accounts = new AccountRepo(store);
    const account = await accounts.create(email);
    if (plan !== 'free') await accounts.setPlan(account.id, plan);
    const { key, secret } = await new KeyRepo(store).create(account.id, {});
    return { secret, prefix: key.prefix, accountId: account.id };
  };

  /** Sends through process `via` (0 or 1). */
  const call = async (via: number, key: string, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> => {
    const r = await fetch(`${bases[via]}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null, headers: r.headers };
  };
  const chat = (via: number, key: string, body: Record<string, unknown>) => call(via, key, '/v1/chat/completions', { json: { model: 'svc', ...body } });
  const user = (content: string) => ({ role: 'user', content });
  /** `n` requests at once, alternating between the two processes. */
  const race = (n: number, send: (via: number, i: number) => Promise<Reply>) => Promise.all(Array.from({ length: n }, (_, i) => send(i % 2, i)));
  const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

  beforeAll(async () => {
    const db = await testDatabaseUrl('mysql');
    drop = db.drop;
    store = await openStore(db.url);
    web = await startWebFixture(BOILING_PAGES);
    const env = {
      SVC_RATE_PER_SECOND: '0.05',
      SVC_RATE_BURST: String(BURST),
      SVC_FREE_EXCHANGES: String(FREE_EXCHANGES),
      SVC_SEARXNG_URL: web.origin,
      SVC_FETCH_ALLOW: '127.0.0.1',
    };
    const started = await Promise.all([0, 1].map(() => spawnService({ databaseUrl: db.url, env })));
    for (const { child, baseUrl } of started) {
      children.push(child);
      bases.push(baseUrl);
    }
  }, 180_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await store?.close();
    await web?.close();
    await drop?.();
  });

  it('keys: a key made elsewhere works on both; its revocation and a plan change reach both within the key cache time', async () => {
    const k = await newKey('keys@example.com');
    expect((await call(0, k.secret, '/v1/models')).status).toBe(200);
    expect((await call(1, k.secret, '/v1/models')).status).toBe(200);
    await new AccountRepo(store).setPlan(k.accountId, 'inactive');
    await new Promise((r) => setTimeout(r, 1200)); // SVC_AUTH_CACHE_MS, 1000 by default
    for (const via of [0, 1]) expect((await call(via, k.secret, '/v1/models')).body.error.code).toBe('subscription_inactive');
    await new AccountRepo(store).setPlan(k.accountId, 'active');
    await new Promise((r) => setTimeout(r, 1200));
    for (const via of [0, 1]) expect((await call(via, k.secret, '/v1/models')).status).toBe(200);
    await new KeyRepo(store).revokeByPrefix(k.prefix);
    await new Promise((r) => setTimeout(r, 1200));
    for (const via of [0, 1]) expect((await call(via, k.secret, '/v1/models')).body.error.code).toBe('key_revoked');
  });

  it('rate limit: one exact bucket per key across both processes', async () => {
    const k = await newKey('limits@example.com');
    const replies = await race(BURST + 20, (via) => call(via, k.secret, '/v1/models'));
    expect(count(replies, 200)).toBe(BURST);
    expect(count(replies, 429)).toBe(20);
    // Separate buckets would have let all 60 through (30 each); now both processes find it empty.
    for (const via of [0, 1]) {
      const after = await call(via, k.secret, '/v1/models');
      expect(after.status).toBe(429);
      expect(after.headers.get('x-ratelimit-remaining-requests')).toBe('0');
      expect(Number(after.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('billing: the free exchanges are spent once across both; usage reads the same through either', async () => {
    const k = await newKey('free@example.com', 'free');
    const replies = await race(12, (via, i) => chat(via, k.secret, { messages: [user(`What is ${i + 2} times 7?`)] }));
    expect(count(replies, 200)).toBe(FREE_EXCHANGES);
    expect(count(replies, 402)).toBe(12 - FREE_EXCHANGES);
    for (const r of replies.filter((x) => x.status === 402)) expect(r.body.error.code).toBe('free_prompts_used');
    const usage = [await call(0, k.secret, '/v1/usage'), await call(1, k.secret, '/v1/usage')];
    for (const u of usage) {
      expect(u.status).toBe(200);
      expect(u.body.free_exchanges_left).toBe(0);
    }
    // Each usage call counts itself: 12 chat calls and one usage call, then one more.
    expect(usage[0].body.requests.today).toBe(13);
    expect(usage[1].body.requests.today).toBe(14);
  });

  it('documents: a write through one is read through the other; concurrent If-Match writes through both: one wins', async () => {
    const k = await newKey('docs@example.com');
    const created = await call(0, k.secret, '/v1/documents/race', { method: 'PUT', json: { text: 'The boiler is serviced every twelve months.' } });
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await call(1, k.secret, '/v1/documents/race');
    expect([read.status, read.body.version, read.body.text]).toEqual([200, 1, 'The boiler is serviced every twelve months.']);
    const replies = await race(10, (via, i) => call(via, k.secret, '/v1/documents/race', { method: 'PUT', json: { text: `writer ${i} `.repeat(500) }, headers: { 'if-match': '"1"' } }));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(9);
    const winner = replies.findIndex((r) => r.status === 200);
    for (const via of [0, 1]) {
      const doc = await call(via, k.secret, '/v1/documents/race');
      expect([doc.body.version, doc.body.text]).toEqual([2, `writer ${winner} `.repeat(500)]);
    }
    const found = await call(0, k.secret, '/v1/documents/query', { json: { query: `writer ${winner}` } });
    expect(found.body.passages[0]).toMatchObject({ document_name: 'race', text: expect.stringContaining(`writer ${winner} `) });
  });

  it('packs, phases and tool results: made through one process, used and resumed through the other', async () => {
    const k = await newKey('agents@example.com');
    expect((await call(0, k.secret, '/v1/packs', { json: WEATHER_PACK })).status).toBe(201);
    const v1 = await call(1, k.secret, '/v1/packs/weather');
    expect([v1.status, v1.body.version]).toEqual([200, 1]);
    const publishes = await race(6, (via, i) =>
      call(via, k.secret, '/v1/packs/weather', { method: 'PUT', json: { tools: [{ ...WEATHER_PACK.tools[0], description: `Current weather for a city (${i})` }] }, headers: { 'if-match': '"1"' } }),
    );
    expect(count(publishes, 200)).toBe(1);
    expect(count(publishes, 409)).toBe(5);
    expect((await call(0, k.secret, '/v1/packs/weather')).body.version).toBe(2);

    const t1 = await chat(1, k.secret, { pack: 'weather', messages: [user('What is the weather in Porto?')] });
    expect(t1.body.svc.call).toMatchObject({ name: 'get_weather', args: { city: 'Porto' }, pack: 'weather' });
    const { call: proposed, phase } = t1.body.svc;
    const waiting = await chat(0, k.secret, { phase: { id: phase.id }, messages: [user('continue')] });
    expect(waiting.body.svc.waiting).toEqual([proposed]);
    const posted = await call(1, k.secret, '/v1/tools/results', { json: { call_id: proposed.id, result: { temp_c: 19 } } });
    expect(posted.body).toEqual({ call_id: proposed.id, verified: true, checked: 'established', violations: [] });
    expect((await call(0, k.secret, `/v1/tools/results/${proposed.id}`)).status).toBe(200);
    const t3 = await chat(0, k.secret, { phase: { id: phase.id }, messages: [user('so?')] });
    expect(t3.body.svc).toMatchObject({ solver: 'tool', verified: true, results: [{ call_id: proposed.id, checked: 'established' }] });
    expect(t3.body.choices[0].message.content).toBe('get_weather (city: Porto): temp c: 19 (checked against its outputSchema).');
    expect(t3.body.svc.phase).toMatchObject({ id: phase.id, done: true });
  });

  it('memory: a fact told to one process is answered by the other', async () => {
    const k = await newKey('memory@example.com');
    const told = await chat(0, k.secret, { messages: [user('Remember that our project uses PostgreSQL 16.')] });
    expect(told.body.svc.solver).toBe('memory');
    const later = await chat(1, k.secret, { model: 'svc-prod', messages: [user('What database does our project use?')] });
    expect(later.body.svc.solver).toBe('memory');
    expect(later.body.choices[0].message.content).toMatch(/Your project uses PostgreSQL 16/);
    expect((await call(1, k.secret, '/v1/memory')).body.facts.map((f: { text: string }) => f.text)).toEqual(['our project uses PostgreSQL 16']);
  });

  it('beliefs: research through one process moves the belief the other recorded', async () => {
    const k = await newKey('beliefs@example.com');
    const claim = 'At sea level water boils at 90 degrees Celsius';
    const first = await call(0, k.secret, '/v1/research', { json: { claim, urls: [web.url('/wrong.html')] } });
    expect(first.body).toMatchObject({ verdict: 'supported', previous_verdict: null });
    const second = await call(1, k.secret, '/v1/research', { json: { claim, urls: [web.url('/boiling.html')] } });
    expect(second.body).toMatchObject({ verdict: 'refuted', previous_verdict: 'supported' });
    const ledger = (await call(0, k.secret, '/v1/beliefs')).body.beliefs;
    expect(ledger).toHaveLength(1);
    expect(ledger[0].history.map((h: { from: string | null; verdict: string }) => [h.from, h.verdict])).toEqual([
      [null, 'supported'],
      ['supported', 'refuted'],
    ]);
  });
});
