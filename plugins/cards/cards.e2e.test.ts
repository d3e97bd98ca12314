import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

const QUESTION = 'Who wins? Alice: Ah Kd vs Bob: Qs Qd, board 2c 7d 9h Jc 3s';
const ANSWER = 'Bob wins.';

/** The same question through each wire format: [endpoint, body, reply text]. */
const WIRES: [string, Record<string, unknown>, (r: any) => string][] = [
  ['/v1/chat/completions', { model: 'svc', messages: [{ role: 'user', content: QUESTION }] }, (r) => r.choices[0].message.content],
  ['/v1/messages', { model: 'svc', max_tokens: 1024, messages: [{ role: 'user', content: QUESTION }] }, (r) => r.content[0].text],
  ['/v1/responses', { model: 'svc', input: QUESTION }, (r) => r.output[0].content[0].text],
];

describe('card_hand through every wire format', () => {
  it.each(WIRES)('%s answers with a verified, computed receipt', async (path, body, text) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.key}`, 'x-api-key': server.key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const r = await res.json();
    expect(text(r)).toContain(ANSWER);
    expect(r.svc).toMatchObject({ solver: 'card_hand', verified: true, checked: 'computed' });
    expect(r.svc.tried.at(-1)).toBe('card_hand:answered');
  });
});
