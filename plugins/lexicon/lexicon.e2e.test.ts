import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../index.js';
import { sdkClients } from '../../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { postWire, wireRequests } from '../../src/testing/wire-formats.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

describe('lexicon through every wire format', () => {
  it.each(wireRequests("What's the opposite of 'hot'?"))('%s quotes WordNet, unverified, naming the source', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    // The first line of the answer (the beta notice may stand above it on the day's first request).
    expect(text(r)).toMatch(/(^|\n)An antonym of 'hot' is 'cold'\.\n/);
    expect(text(r)).toContain('Source: WordNet 3.1 (Princeton University)');
    expect(r.svc).toMatchObject({ solver: 'lexicon', verified: false, checked: 'lexicon_lead' });
    expect(r.svc.tried.at(-1)).toBe('lexicon:answered');
  });
});

describe('lexicon with the official client', () => {
  it('answers a computed word fact as verified', async () => {
    const { openai } = sdkClients(server);
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'How many r’s are in “strawberry”?' }] });
    expect(r.choices[0].message.content).toMatch(/(^|\n)The letter 'r' appears 3 times in 'strawberry': letters 3, 8 and 9 of 10\.\n/);
    expect((r as unknown as { svc: Record<string, unknown> }).svc).toMatchObject({ solver: 'lexicon', verified: true, checked: 'computed' });
  });

  it('puts a repaired headword in the caveat', async () => {
    const { openai } = sdkClients(server);
    const r = await openai.chat.completions.create({ model: 'svc-pristine', messages: [{ role: 'user', content: 'what does recieve mean' }] });
    expect(r.choices[0].message.content).toMatch(/(^|\n)'receive' \(verb\) means: /);
    expect((r as unknown as { svc: Record<string, unknown> }).svc).toMatchObject({ solver: 'lexicon', caveat: "Read 'recieve' as 'receive'." });
  });

  it('hands an unknown word to help, which says why', async () => {
    const { body: r } = await postWire(server, '/v1/chat/completions', { model: 'svc', messages: [{ role: 'user', content: "What does 'flurbinate' mean?" }] });
    expect(r.svc.solver).toBe('help');
    expect(r.svc.tried).toContain("lexicon:declined:'flurbinate' is not in WordNet 3.1; close words are 'turbinate': ask again with the one you mean");
  });
});
