/** The web solver through the running service: a fixture SearXNG and fixture pages on 127.0.0.1, the official client, every wire format. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOILING_PAGES } from '../../src/evidence/fixtures/boiling-pages.js';
import { sdkClients } from '../../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { startWebFixture, type WebFixture } from '../../src/testing/web-fixtures.js';
import { postWire, wireRequests } from '../../src/testing/wire-formats.js';
import { BUILTIN_SOLVERS } from '../index.js';

const FAST = { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' };
type Receipt = { svc: Record<string, unknown> & { tried: string[] } };

let web: WebFixture;
let server: TestServer;
beforeAll(async () => {
  web = await startWebFixture(BOILING_PAGES);
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { ...FAST, SVC_SEARXNG_URL: web.origin, SVC_FETCH_ALLOW: '127.0.0.1' } });
});
afterAll(async () => {
  await server?.close();
  await web?.close();
});

const ask = async (content: string, key = server.key, model = 'svc') => {
  const { openai } = sdkClients({ ...server, key });
  const r = await openai.chat.completions.create({ model, messages: [{ role: 'user', content }] });
  return { text: r.choices[0]!.message.content ?? '', svc: (r as unknown as Receipt).svc };
};

describe('web_search in chat', () => {
  it.each(wireRequests('Search the web for the boiling point of water'))('%s answers with numbered citations, unverified', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    expect(text(r)).toContain('1. Boiling point of water — ');
    expect(text(r)).toContain(`[1] ${web.url('/boiling.html')} (fixture)`);
    expect(r.svc).toMatchObject({ solver: 'web_search', verified: false, checked: 'web_search' });
  });

  it('fact-checks a claim against the URLs given: verdict, quotes and sources, recorded in the ledger', async () => {
    const key = await server.addKey();
    const r = await ask(`Is it true that water boils at 90 degrees Celsius at sea level? Check against ${web.url('/boiling.html')} and ${web.url('/gone.html')}`, key);
    expect(r.svc).toMatchObject({ solver: 'web_search', verified: false, checked: 'web_search' });
    expect(r.text).toContain('Verdict: Refuted by the sources read (refuted).');
    expect(r.text).toContain(`> At sea level, pure water boils at 100 degrees Celsius (212 degrees Fahrenheit). [1] (refutes: gives 100 degrees)`);
    expect(r.text).toContain(`[2] ${web.url('/gone.html')} (not read: the server answered HTTP 404)`);
    const ledger = await (await fetch(`${server.baseUrl}/v1/beliefs`, { headers: { authorization: `Bearer ${key}` } })).json();
    expect(ledger.beliefs).toMatchObject([{ claim: 'water boils at 90 degrees Celsius at sea level', verdict: 'refuted', history: [{ from: null, verdict: 'refuted', via: 'chat' }] }]);
  });

  it('without URLs searches first, and says when a verdict moved', async () => {
    const key = await server.addKey();
    const first = await ask(`Fact-check: water boils at 100 degrees Celsius at sea level. ${web.url('/wrong.html')}`, key);
    expect(first.text).toContain('(refuted)');
    const second = await ask('Fact-check: water boils at 100 degrees Celsius at sea level', key);
    expect(second.text).toContain('Sources (found by a web search for the claim):');
    expect(second.text).toContain('Verdict: Mixed: the sources disagree (mixed).');
    expect(second.text).toContain('This moves your earlier verdict on it from refuted to mixed.');
  });

  it('on svc-pristine records nothing', async () => {
    const key = await server.addKey();
    await ask(`Fact-check: water boils at 100 degrees Celsius at sea level. ${web.url('/boiling.html')}`, key, 'svc-pristine');
    const ledger = await (await fetch(`${server.baseUrl}/v1/beliefs`, { headers: { authorization: `Bearer ${key}` } })).json();
    expect(ledger.beliefs).toEqual([]);
  });

  it('never fetches a blocked address named in chat', async () => {
    const r = await ask('Fact-check: the metadata service is reachable. http://169.254.169.254/latest/meta-data/ http://[::1]:9/ http://10.1.2.3/admin');
    expect(r.text).toContain('[1] http://169.254.169.254/latest/meta-data/ (not read: 169.254.169.254 is a cloud metadata address)');
    expect(r.text).toContain('[2] http://[::1]:9/ (not read: ::1 is a loopback address)');
    expect(r.text).toContain('[3] http://10.1.2.3/admin (not read: 10.1.2.3 is a private address)');
    expect(r.text).toContain('Verdict: Not enough evidence');
  });
});

describe('web questions without a provider', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ solvers: BUILTIN_SOLVERS, env: FAST });
  });
  afterAll(() => bare?.close());

  it('are answered by help saying which setting is missing', async () => {
    const { openai } = sdkClients(bare);
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Search the web for the latest Rust release' }] });
    expect((r as unknown as Receipt).svc).toMatchObject({ solver: 'help' });
    expect(r.choices[0]!.message.content).toContain('web_search declined: no web search provider is configured on this server (set SVC_SEARXNG_URL or SVC_BRAVE_API_KEY)');
  });
});
