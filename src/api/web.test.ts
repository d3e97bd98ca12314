/** The web area on each database: search through a fixture SearXNG, research over fixture pages, the belief ledger, and what memory erases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOILING_PAGES } from '../evidence/fixtures/boiling-pages.js';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { startWebFixture, type WebFixture } from '../testing/web-fixtures.js';

const CLAIM = 'Water boils at 100 degrees Celsius at sea level.';

describe.each(DIALECTS)('web API on %s', (dialect) => {
  let s: TestServer;
  let web: WebFixture;
  let other: string;
  const call = async (path: string, init: { method?: string; json?: unknown; key?: string } = {}) => {
    const r = await fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: { authorization: `Bearer ${init.key ?? s.key}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    return { status: r.status, body: await r.json() };
  };
  beforeAll(async () => {
    web = await startWebFixture(BOILING_PAGES);
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000', SVC_SEARXNG_URL: web.origin, SVC_FETCH_ALLOW: '127.0.0.1' } });
    other = await s.addKey();
  });
  afterAll(async () => {
    await s?.close();
    await web?.close();
  });

  it('searches: title, URL, snippet and source, each URL once, at most max_results, logged for the key only', async () => {
    const r = await call('/v1/web_search', { json: { query: 'water boils degrees Celsius', max_results: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.query).toBe('water boils degrees Celsius');
    expect(r.body.provider).toBe('SearXNG');
    expect(r.body.results).toHaveLength(3);
    expect(new Set(r.body.results.map((x: { url: string }) => x.url)).size).toBe(3);
    expect(r.body.results[0]).toEqual({ title: 'Boiling point of water', url: web.url('/boiling.html'), snippet: expect.stringContaining('boils at 100 degrees Celsius'), source: 'fixture' });
    const all = await call('/v1/web_search', { json: { query: 'water boils degrees Celsius' } });
    expect(all.body.results.map((x: { url: string }) => x.url)).toEqual(['/boiling.html', '/altitude.html', '/wrong.html', '/water.json', '/notes.txt'].map(web.url));
    expect((await call('/v1/memory')).body.searches).toBe(2);
    expect((await call('/v1/memory', { key: other })).body.searches).toBe(0);
  });

  it('refuses a bad search request in the envelope', async () => {
    const r = await call('/v1/web_search', { json: { query: '', max_results: 3 } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'invalid_request', param: 'query' });
    expect((await call('/v1/web_search', { json: { query: 'x', max_results: 50 } })).body.error.param).toBe('max_results');
  });

  it('researches a claim over four pages: supported, with quotes and their URLs', async () => {
    const urls = ['/boiling.html', '/water.json', '/notes.txt', '/altitude.html'].map(web.url);
    const r = await call('/v1/research', { json: { claim: CLAIM, urls } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ claim: CLAIM, verdict: 'supported', confidence: 1, previous_verdict: null });
    expect(r.body.sources.map((x: { url: string; stance: string }) => [x.url, x.stance])).toEqual([
      [urls[0], 'supports'],
      [urls[1], 'supports'],
      [urls[2], 'supports'],
      [urls[3], 'unrelated'],
    ]);
    expect(r.body.sources[0]).toMatchObject({ title: 'Boiling point of water', excerpt: 'At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit).' });
    expect(r.body.sources[0].quotes[0]).toEqual({ text: 'At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit).', stance: 'supports', why: 'gives the same figures' });
    // Scripts, navigation and footers are not the page's text.
    expect(JSON.stringify(r.body)).not.toMatch(/\b451\b|\b50 degrees/); // word-bounded: the test server's port may hold "451"
    expect(r.body.summary).toBe('Supported: 3 of 4 sources support it, 0 refute it.');
  });

  it('refutes a claim a page contradicts, and weighs disagreeing pages as mixed', async () => {
    const refuted = await call('/v1/research', { json: { claim: 'Water boils at 90 degrees Celsius at sea level', urls: [web.url('/boiling.html')] } });
    expect(refuted.body).toMatchObject({ verdict: 'refuted', sources: [{ stance: 'refutes', quotes: [{ stance: 'refutes', why: 'gives 100 degrees' }] }] });
    const mixed = await call('/v1/research', { json: { claim: 'At sea level water boils at 100 °C', urls: [web.url('/boiling.html'), web.url('/wrong.html')] } });
    expect(mixed.body.verdict).toBe('mixed');
    expect(mixed.body.sources.map((x: { stance: string }) => x.stance)).toEqual(['supports', 'refutes']);
  });

  it('lists a URL it could not read with why, and still answers', async () => {
    const urls = [web.url('/boiling.html'), 'http://169.254.169.254/latest/meta-data/', web.url('/gone.html'), web.url('/to-metadata')];
    const r = await call('/v1/research', { json: { claim: CLAIM, urls } });
    expect(r.status).toBe(200);
    expect(r.body.verdict).toBe('supported');
    expect(r.body.sources.slice(1)).toEqual([
      { url: urls[1], stance: 'unread', quotes: [], excerpt: '169.254.169.254 is a cloud metadata address', error: '169.254.169.254 is a cloud metadata address' },
      { url: urls[2], stance: 'unread', quotes: [], excerpt: 'the server answered HTTP 404', error: 'the server answered HTTP 404' },
      expect.objectContaining({ url: urls[3], stance: 'unread', error: 'redirected to http://169.254.169.254/latest/meta-data/, which is refused: 169.254.169.254 is a cloud metadata address' }),
    ]);
  });

  it('takes 1 to 4 URLs: 5 or more, or none, is invalid_request', async () => {
    const five = await call('/v1/research', { json: { claim: CLAIM, urls: ['a', 'b', 'c', 'd', 'e'].map((p) => web.url(`/${p}`)) } });
    expect(five.status).toBe(400);
    expect(five.body.error).toMatchObject({ code: 'invalid_request', param: 'urls' });
    expect(five.body.error.message).toMatch(/1 to 4 URLs/);
    expect((await call('/v1/research', { json: { claim: CLAIM, urls: [] } })).body.error).toMatchObject({ code: 'invalid_request', param: 'urls' });
  });

  it('without URLs searches for the claim first', async () => {
    const r = await call('/v1/research', { json: { claim: 'Water boils at 100 degrees Celsius at sea level!', key: undefined } });
    expect(r.status).toBe(200);
    expect(r.body.verdict).toBe('mixed');
    expect(r.body.sources).toHaveLength(4);
    expect(web.queries.at(-1)).toBe('Water boils at 100 degrees Celsius at sea level!');
  });

  it('keeps a belief ledger per key: each claim, its verdict and how evidence moved it; DELETE /v1/memory erases it', async () => {
    const claim = 'At sea level water boils at 90 degrees Celsius';
    const first = await call('/v1/research', { key: other, json: { claim, urls: [web.url('/wrong.html')] } });
    expect(first.body).toMatchObject({ verdict: 'supported', previous_verdict: null });
    const second = await call('/v1/research', { key: other, json: { claim: `${claim}.`, urls: [web.url('/boiling.html')] } });
    expect(second.body).toMatchObject({ verdict: 'refuted', previous_verdict: 'supported' });
    const ledger = (await call('/v1/beliefs', { key: other })).body.beliefs;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ claim, verdict: 'refuted', confidence: 1 });
    expect(ledger[0].history.map((h: { from: string | null; verdict: string; via: string }) => [h.from, h.verdict, h.via])).toEqual([
      [null, 'supported', 'research'],
      ['supported', 'refuted', 'research'],
    ]);
    expect(ledger[0].history[1].evidence[0]).toEqual({ url: web.url('/boiling.html'), quote: 'At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit).', stance: 'refutes', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // Another key's ledger is its own.
    expect((await call('/v1/beliefs')).body.beliefs.map((b: { claim: string }) => b.claim)).not.toContain(claim);
    expect((await call('/v1/memory', { key: other })).body.beliefs).toBe(1);
    const erased = await call('/v1/memory', { key: other, method: 'DELETE' });
    expect(erased.body).toMatchObject({ deleted: true, beliefs: 1 });
    expect(erased.body.searches).toBeUndefined();
    expect((await call('/v1/beliefs', { key: other })).body.beliefs).toEqual([]);
  });

  it('erases the key\'s web searches with DELETE /v1/memory?searches=1', async () => {
    const before = (await call('/v1/memory')).body.searches;
    expect(before).toBeGreaterThanOrEqual(3);
    expect((await call('/v1/memory?searches=1', { method: 'DELETE' })).body.searches).toBe(before);
    expect((await call('/v1/memory')).body.searches).toBe(0);
  });
});

describe('web API without a search provider', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('answers 503 naming the setting, and research without URLs asks for them', async () => {
    const post = (path: string, json: unknown) => fetch(`${s.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });
    const r = await post('/v1/web_search', { query: 'koa' });
    expect(r.status).toBe(503);
    expect((await r.json()).error.message).toMatch(/^No web search provider is configured on this server: set SVC_SEARXNG_URL .* or SVC_BRAVE_API_KEY/);
    const research = await post('/v1/research', { claim: 'water boils at 100 C' });
    expect(research.status).toBe(400);
    expect((await research.json()).error).toMatchObject({ code: 'invalid_request', param: 'urls' });
  });
});
