/** A chat input over 100,000 characters, through the three wire formats, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/store/test-db.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../plugins/index.js';

describe.each(DIALECTS)('long input on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ dialect, solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  const filler = 'The committee met again and discussed routine matters of procedure. '.repeat(40_000);
  const text = `${filler}\n\nThe lighthouse keeper's ledger records that the lamp was first lit on 4 March 1852.\n\n${filler}\n\nAccording to the text, when was the lamp first lit?`;

  it.each([
    ['chat', '/v1/chat/completions', { messages: [{ role: 'user', content: text }] }],
    ['messages', '/v1/messages', { max_tokens: 2048, messages: [{ role: 'user', content: text }] }],
    ['responses', '/v1/responses', { input: text }],
  ])('reads beginning and end, searches the whole text and says so (%s)', async (wire, path, body) => {
    expect(text.length).toBeGreaterThan(5_000_000);
    const r = await fetch(`${s.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'svc', ...body }),
    });
    expect(r.status).toBe(200);
    const json = await r.json();
    const content: string =
      wire === 'chat' ? json.choices[0].message.content : wire === 'messages' ? json.content[0].text : json.output.find((o: { type: string }) => o.type === 'message').content[0].text;
    expect(content).toMatch(/Your message has 5,\d{3},\d{3} characters, over the 100,000 read whole, so I read the first 20,000 and the last 20,000 characters in full and searched the whole text/);
    expect(content).toMatch(/first lit on 4 March 1852/);
    expect(json.svc).toMatchObject({ solver: 'documents', verified: false, caveat: expect.stringMatching(/read the first 20,000 and the last 20,000 characters in full/) });
  });
});
