/** Deep JSON is refused with a 400 naming the limit wherever it arrives; nothing is stored and the service stays up. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../core/json-budget.js';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** A value nested `levels` deep: objects inside one another around an array. */
const deep = (levels: number): unknown => {
  let v: unknown = [1];
  for (let i = 1; i < levels; i++) v = { a: v };
  return v;
};

/** JSON.stringify itself overflows on 5,000 levels: the text is written by hand, at the spot marked DEEP. */
const DEEP = '<deep>';
const deepText = (levels: number) => '{"a":'.repeat(levels - 1) + '[1]' + '}'.repeat(levels - 1);
const bodyText = (body: unknown) => JSON.stringify(body).replace(JSON.stringify(DEEP), deepText(5000));

describe.each(DIALECTS)('JSON depth budget over HTTP on %s', (dialect) => {
  let s: TestServer;
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${s.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: bodyText(body) });
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it.each([
    ['PUT a document whose json is 5,000 deep', 'PUT', '/v1/documents/deep', { json: DEEP }, 'json'],
    ['POST a document whose metadata is 5,000 deep', 'POST', '/v1/documents', { name: 'deep-meta', text: 'x', metadata: { m: DEEP } }, 'metadata'],
    ['chat with a tool schema 5,000 deep', 'POST', '/v1/chat/completions', { model: 'svc', messages: [{ role: 'user', content: 'hi' }], tools: [{ type: 'function', function: { name: 'f', parameters: DEEP } }] }, 'tools'],
    ['checks on a state one level past the limit', 'POST', '/v1/checks', { state: deep(MAX_JSON_DEPTH), invariant: 'x' }, 'state'],
  ])('refuses %s with 400 naming the limit', async (_name, method, path, body, field) => {
    const r = await send(method, path, body);
    expect(r.status).toBe(400);
    const { error } = await r.json();
    expect(error).toMatchObject({ code: 'invalid_request', type: 'invalid_request_error', param: field });
    expect(error.message).toContain(`${MAX_JSON_DEPTH} levels`);
    expect(r.headers.get('x-ratelimit-limit-requests')).toBe('1000');
  });

  it('stores a document exactly at the limit and gives it back whole; nothing of the refused ones was stored', async () => {
    const atLimit = deep(MAX_JSON_DEPTH - 1);
    const put = await send('PUT', '/v1/documents/at-limit', { json: atLimit });
    expect(put.status).toBe(201);
    const got = await fetch(`${s.baseUrl}/v1/documents/at-limit`, { headers: { authorization: `Bearer ${s.key}` } });
    expect((await got.json()).json).toEqual(atLimit);
    for (const name of ['deep', 'deep-meta']) {
      const miss = await fetch(`${s.baseUrl}/v1/documents/${name}`, { headers: { authorization: `Bearer ${s.key}` } });
      expect(miss.status).toBe(404);
    }
  });

  it('answers QR text art for every border, odd ones too', async () => {
    for (const border of [1, 3, 5]) {
      const r = await send('POST', '/v1/qr/encode', { text: 'hi', border, text_art: true });
      expect(r.status).toBe(200);
      const body = await r.json();
      expect(body.text_art.split('\n')).toHaveLength(Math.ceil((body.size + 2 * border) / 2));
      expect(body.check.passed).toBe(true);
    }
  });
});
