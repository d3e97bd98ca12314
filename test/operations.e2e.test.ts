/** Health, readiness, metrics, the OpenAPI document and its reference page, and the README's client example, over HTTP. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const EXAMPLE = readFileSync(new URL('./readme-client-example.ts', import.meta.url), 'utf8');

/** The value of one sample line in Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('operations', () => {
  let s: TestServer;
  let root: string;
  beforeAll(async () => {
    s = await startTestServer({ solvers: BUILTIN_SOLVERS });
    root = s.baseUrl.replace(/\/api$/, '');
  });
  afterAll(async () => s?.close());

  it('answers liveness and readiness without a key', async () => {
    const health = await fetch(`${s.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${s.baseUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'reachable', pending_migrations: [] });
  });

  it('serves the OpenAPI document as JSON and YAML, and the reference page with its assets from this server', async () => {
    const json = await fetch(`${s.baseUrl}/openapi.json`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = await json.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toContain('/v1/chat/completions');
    const yaml = await fetch(`${s.baseUrl}/openapi.yaml`);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);

    const page = await fetch(`${s.baseUrl}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    for (const [asset, type] of [['swagger-ui-bundle.js', 'text/javascript'], ['swagger-ui.css', 'text/css'], ['init.js', 'text/javascript']]) {
      const r = await fetch(`${s.baseUrl}/docs/assets/${asset}`);
      expect(r.status, asset).toBe(200);
      expect(r.headers.get('content-type')).toContain(type);
      expect((await r.text()).length).toBeGreaterThan(asset === 'init.js' ? 50 : 10_000);
    }
    const missing = await fetch(`${s.baseUrl}/docs/assets/package.json`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    const short = await fetch(`${root}/docs`, { redirect: 'manual' });
    expect(short.status).toBe(302);
    expect(short.headers.get('location')).toBe('/api/docs');
  });

  it('runs the README client example as written, against this server', async () => {
    const block = /```ts\n(import \{ createChatCompletion, createSvcClient \} from 'svc\/dist\/src\/client\.js';[\s\S]*?)```/.exec(README);
    expect(block, 'README has the generated-client example').not.toBeNull();
    expect(block![1].replace("'svc/dist/src/client.js'", "'../src/client.js'")).toBe(EXAMPLE);
    const printed: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args));
    vi.stubEnv('SVC_URL', s.baseUrl);
    vi.stubEnv('SVC_KEY', s.key);
    try {
      await import('./readme-client-example.js');
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    // The first reply of the day opens with the beta notice; the answer follows.
    expect(printed).toHaveLength(1);
    expect(printed[0].slice(1)).toEqual(['compute', true]);
    expect(printed[0][0]).toMatch(/^397\.8$/m);
  });

  it('counts requests, chat turns by solver and outcome, and billed exchanges in Prometheus text', async () => {
    const models = await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } });
    expect(models.status).toBe(200);
    const chat = await fetch(`${s.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'svc', messages: [{ role: 'user', content: 'write me a poem about the sea' }] }),
    });
    expect((await chat.json()).svc.solver).toBe('help');
    // "What can you do?" is a question to help itself: counted as answered, not declined.
    const about = await fetch(`${s.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'svc', messages: [{ role: 'user', content: 'What can you do?' }] }),
    });
    expect((await about.json()).svc.solver).toBe('help');
    const r = await fetch(`${root}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await r.text();
    expect(sample(text, 'svc_http_requests_total{route="listModels",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'svc_http_requests_total{route="health",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'svc_chat_turns_total{solver="compute",outcome="answered"}')).toBe(1);
    expect(sample(text, 'svc_chat_turns_total{solver="help",outcome="declined"}')).toBe(1);
    expect(sample(text, 'svc_chat_turns_total{solver="help",outcome="answered"}')).toBe(1);
    expect(sample(text, 'svc_billed_exchanges_total')).toBe(3);
    expect(sample(text, 'svc_http_request_duration_seconds_count{route="createChatCompletion"}')).toBe(3);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('metrics behind SVC_METRICS_TOKEN, and rate-limited calls', () => {
  let s: TestServer;
  let root: string;
  beforeAll(async () => {
    s = await startTestServer({ env: { SVC_METRICS_TOKEN: 'metrics-secret-1', SVC_RATE_BURST: '1', SVC_RATE_PER_SECOND: '0.01' } });
    root = s.baseUrl.replace(/\/api$/, '');
  });
  afterAll(async () => s?.close());

  it('refuses /metrics without the token or with another, and counts the 429s', async () => {
    const none = await fetch(`${root}/metrics`);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('missing_api_key');
    const wrong = await fetch(`${root}/metrics`, { headers: { authorization: 'Bearer metrics-secret-2' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('invalid_api_key');
    const headers = { authorization: `Bearer ${s.key}` };
    expect((await fetch(`${s.baseUrl}/v1/models`, { headers })).status).toBe(200);
    expect((await fetch(`${s.baseUrl}/v1/models`, { headers })).status).toBe(429);
    const ok = await fetch(`${root}/metrics`, { headers: { authorization: 'Bearer metrics-secret-1' } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(sample(text, 'svc_rate_limited_total')).toBe(1);
    expect(sample(text, 'svc_http_requests_total{route="listModels",method="GET",status="429"}')).toBe(1);
  });
});
