/**
 * Error paths. Refusals the service itself makes go through Prism; those Prism would intercept first
 * (missing key, schema failures, unknown model, wrong method) go straight to the service, and their
 * replies are validated against the document with ajv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContract, type Contract } from './harness.js';
import { checkResponse } from './response-validator.js';

const chat = { model: 'svc', messages: [{ role: 'user', content: 'hi' }] };

describe('error paths through Prism', () => {
  let c: Contract;
  beforeAll(async () => {
    c = await startContract({ SVC_FREE_EXCHANGES: '1', SVC_RATE_PER_SECOND: '0.5', SVC_RATE_BURST: '4' });
  });
  afterAll(async () => c?.close());
  const post = (body: unknown) =>
    fetch(`${c.prism}/v1/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${c.server.key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('402 free_prompts_used, then 429 rate_limit_exceeded with Retry-After, both on spec', async () => {
    expect((await post(chat)).status).toBe(200);
    const over = await post(chat);
    const body = await over.text();
    expect(over.headers.get('sl-violations'), body).toBeNull();
    expect(over.status, body).toBe(402);
    expect(JSON.parse(body).error.code).toBe('free_prompts_used');
    let limited: Response | undefined;
    for (let i = 0; i < 6 && !limited; i++) {
      const r = await fetch(`${c.prism}/v1/models`, { headers: { authorization: `Bearer ${c.server.key}` } });
      if (r.status === 429) limited = r;
    }
    expect(limited).toBeDefined();
    const text = await limited!.text();
    expect(JSON.parse(text).error.code, text).toBe('rate_limit_exceeded');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('error paths straight to the service, validated with ajv', () => {
  let c: Contract;
  beforeAll(async () => {
    c = await startContract();
  });
  afterAll(async () => c?.close());
  const direct = (path: string, init: RequestInit = {}) => fetch(`${c.server.baseUrl}${path}`, init);
  const auth = () => ({ authorization: `Bearer ${c.server.key}`, 'content-type': 'application/json' });

  it.each([
    ['listModels', 'missing_api_key', 401, () => direct('/v1/models')],
    ['listModels', 'invalid_api_key', 401, () => direct('/v1/models', { headers: { 'x-api-key': 'svc_live_' + 'x'.repeat(40) } })],
    ['createChatCompletion', 'invalid_json', 400, () => direct('/v1/chat/completions', { method: 'POST', headers: auth(), body: '{' })],
    ['createChatCompletion', 'invalid_request', 400, () => direct('/v1/chat/completions', { method: 'POST', headers: auth(), body: '{"messages":[]}' })],
    ['createChatCompletion', 'model_not_found', 400, () => direct('/v1/chat/completions', { method: 'POST', headers: auth(), body: JSON.stringify({ ...chat, model: 'gpt-4' }) })],
    ['createMessage', 'invalid_request', 400, () => direct('/v1/messages', { method: 'POST', headers: auth(), body: JSON.stringify({ ...chat, max_tokens: 0 }) })],
    ['createResponse', 'previous_response_not_supported', 400, () => direct('/v1/responses', { method: 'POST', headers: auth(), body: JSON.stringify({ input: 'hi', previous_response_id: 'resp_1' }) })],
    ['resetAgent', 'invalid_request', 400, () => direct('/v1/agent/reset', { method: 'POST', headers: auth(), body: JSON.stringify({ everything: true }) })],
    ['createChatCompletion', 'method_not_allowed', 405, () => direct('/v1/chat/completions', { headers: auth() })],
  ] as const)('%s: %s (%i) fits the document', async (op, code, status, send) => {
    const r = await send();
    expect(r.status).toBe(status);
    expect((await r.clone().json()).error.code).toBe(code);
    expect(await checkResponse(op, r)).toEqual([]);
  });
});
