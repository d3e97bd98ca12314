/** Memory, feedback and the agent layer on each database, through all three wire formats. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/store/test-db.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../plugins/index.js';

type Wire = 'chat' | 'messages' | 'responses';
const WIRES: Wire[] = ['chat', 'messages', 'responses'];

describe.each(DIALECTS)('memory, feedback and agent on %s', (dialect) => {
  let s: TestServer;
  const call = (path: string, init: { method?: string; key?: string; json?: unknown } = {}) =>
    fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${init.key ?? s.key}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  /** One turn in a wire format: the answer text (after any notice), the receipt and the completion id. */
  const ask = async (text: string, opts: { wire?: Wire; model?: string; key?: string } = {}) => {
    const wire = opts.wire ?? 'chat';
    const model = opts.model ?? 'svc';
    const path = wire === 'chat' ? '/v1/chat/completions' : wire === 'messages' ? '/v1/messages' : '/v1/responses';
    const json =
      wire === 'responses' ? { model, input: text } : { model, max_tokens: wire === 'messages' ? 1024 : undefined, messages: [{ role: 'user', content: text }] };
    const r = await call(path, { key: opts.key, json });
    expect(r.status).toBe(200);
    const body = await r.json();
    const content: string =
      wire === 'chat' ? body.choices[0].message.content : wire === 'messages' ? body.content[0].text : body.output.find((o: { type: string }) => o.type === 'message').content[0].text;
    const notice = body.svc.notice?.shown ? `${body.svc.notice.message}\n\n` : '';
    return { content: content.startsWith(notice) ? content.slice(notice.length) : content, svc: body.svc, id: body.id as string };
  };

  beforeAll(async () => {
    s = await startTestServer({ dialect, solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it.each(WIRES)('remembers a stated fact on svc-prod and answers from it (%s)', async (wire) => {
    const key = await s.addKey();
    const told = await ask('Remember that our project uses PostgreSQL 16.', { wire, key });
    expect(told.svc).toMatchObject({ solver: 'memory', verified: false, checked: null });
    expect(told.content).toMatch(/Noted for this key: your project uses PostgreSQL 16/);
    const later = await ask('What database does our project use?', { wire, key, model: 'svc-prod' });
    expect(later.svc.solver).toBe('memory');
    expect(later.content).toMatch(/Your project uses PostgreSQL 16/);
    await ask('My name is Ann.', { wire, key });
    expect((await ask('What is my name?', { wire, key })).content).toMatch(/Your name is Ann/);
    await ask('My name is Bea.', { wire, key });
    expect((await ask('What is my name?', { wire, key })).content).toMatch(/Your name is Bea/);
    const memory = await (await call('/v1/memory', { key })).json();
    expect(memory.facts.map((f: { text: string }) => f.text)).toEqual(['our project uses PostgreSQL 16', 'My name is Bea']);
  });

  it.each(WIRES)('svc-pristine stores and uses nothing, answers the same every time, and names its baseline (%s)', async (wire) => {
    const key = await s.addKey();
    await ask('Remember that our project uses PostgreSQL 16.', { wire, key });
    const a = await ask('Remember that our team is called Falcon.', { wire, key, model: 'svc-pristine' });
    expect(a.content).toMatch(/^Not stored/);
    expect(a.svc.pristine).toBe('pristine-1');
    const q1 = await ask('What database does our project use?', { wire, key, model: 'svc-pristine' });
    const q2 = await ask('What database does our project use?', { wire, key, model: 'svc-pristine' });
    expect(q1.content).toBe(q2.content);
    expect(q1.svc.solver).toBe('help');
    expect(q1.content).not.toMatch(/PostgreSQL/);
    const other = await s.addKey();
    expect((await ask('What database does our project use?', { wire, key: other, model: 'svc-pristine' })).content).toBe(q1.content);
    const memory = await (await call('/v1/memory', { key })).json();
    expect(memory.facts.map((f: { text: string }) => f.text)).toEqual(['our project uses PostgreSQL 16']);
  });

  it.each(WIRES)('answers from the account documents with quotes and names, and declines when no passage answers (%s)', async (wire) => {
    const email = `docs-${wire}-${dialect}@example.com`;
    const key = await s.addKey({ email });
    await call('/v1/documents', { key, json: { name: 'warranty-policy', text: 'Returns.\n\nEvery appliance carries a warranty that lasts 36 months from delivery.\n\nShipping is free.' } });
    const a = await ask('According to my documents, how long does the appliance warranty last?', { wire, key });
    expect(a.svc).toMatchObject({ solver: 'documents', verified: false, checked: null });
    expect(a.content).toMatch(/"warranty-policy"/);
    expect(a.content).toMatch(/lasts 36 months from delivery/);
    expect(a.content).toMatch(/doc_[0-9A-Z]{26}, characters \d+–\d+/);
    const miss = await ask('What does my handbook say about parking spaces?', { wire, key });
    expect(miss.svc.solver).toBe('help');
    expect(miss.svc.tried.join(' ')).toMatch(/documents:declined/);
    const pristine = await ask('According to my documents, how long does the appliance warranty last?', { wire, key, model: 'svc-pristine' });
    expect(pristine.svc.solver).not.toBe('documents');
  });

  it('key A does not see key B memory, both see the account documents, another account sees neither', async () => {
    const email = `pair-${dialect}@example.com`;
    const a = await s.addKey({ email });
    const b = await s.addKey({ email });
    const stranger = await s.addKey();
    await ask('Remember that the release train leaves on Thursdays.', { key: a });
    await call('/v1/documents', { key: b, json: { name: 'oncall', text: 'The on-call rotation changes every Monday at nine.' } });
    const memA = await (await call('/v1/memory', { key: a })).json();
    const memB = await (await call('/v1/memory', { key: b })).json();
    expect(memA.facts).toHaveLength(1);
    expect(memB.facts).toEqual([]);
    expect(memA.documents.map((d: { name: string }) => d.name)).toEqual(['oncall']);
    expect(memB.documents.map((d: { name: string }) => d.name)).toEqual(['oncall']);
    expect((await ask('When does the release train leave?', { key: b })).content).not.toMatch(/Thursdays/);
    expect((await ask('When does the on-call rotation change?', { key: a })).content).toMatch(/every Monday at nine/);
    const memS = await (await call('/v1/memory', { key: stranger })).json();
    expect(memS).toMatchObject({ facts: [], documents: [] });
    expect((await ask('When does the on-call rotation change?', { key: stranger })).content).not.toMatch(/Monday/);
  });

  it.each(WIRES)('a prose correction changes later answers on svc-prod only; a code correction changes nothing (%s)', async (wire) => {
    const key = await s.addKey();
    const question = 'What is the capital of Atlantis?';
    const first = await ask(question, { wire, key });
    const fb = await call('/v1/feedback', { key, json: { completion_id: first.id, rating: 'thumbs_down', correction: 'Atlantis has no capital: it is a legend.' } });
    expect(fb.status).toBe(200);
    expect(await fb.json()).toMatchObject({ applied_to: 'memory', effect: expect.stringMatching(/Correction remembered/), rating: 'negative' });
    const later = await ask('what is the capital of atlantis', { wire, key });
    expect(later.content).toBe('Atlantis has no capital: it is a legend.');
    expect(later.svc).toMatchObject({ solver: 'memory', verified: false, caveat: expect.stringMatching(/Your correction/) });
    expect((await ask(question, { wire, key, model: 'svc-pristine' })).content).toBe(first.content);
    const other = await s.addKey();
    expect((await ask(question, { wire, key: other })).content).toBe(first.content);

    const codeAsk = await ask('What is the capital of Lemuria?', { wire, key });
    const code = await (await call('/v1/feedback', { key, json: { completion_id: codeAsk.id, correction: '```python\ndef capital():\n    return "Mu"\n```' } })).json();
    expect(code).toMatchObject({ applied_to: 'review', effect: expect.stringMatching(/review only; nothing changed/) });
    expect((await ask('What is the capital of Lemuria?', { wire, key })).content).toBe(codeAsk.content);
  });

  it('feedback: synonyms, pristine completions change nothing, unknown and other keys’ ids are refused', async () => {
    const key = await s.addKey();
    const c = await ask('What is the capital of Atlantis?', { key });
    expect(await (await call('/v1/feedback', { key, json: { completion_id: c.id, rating: 'thumbs_up' } })).json()).toMatchObject({ rating: 'positive', applied_to: `completion ${c.id}` });
    const p = await ask('What is the capital of Atlantis?', { key, model: 'svc-pristine' });
    const onPristine = await (await call('/v1/feedback', { key, json: { completion_id: p.id, correction: 'It is Poseidonia.' } })).json();
    expect(onPristine.effect).toMatch(/^Nothing changed/);
    expect((await ask('What is the capital of Atlantis?', { key, model: 'svc-pristine' })).content).toBe(p.content);
    expect((await ask('What is the capital of Atlantis?', { key })).content).toBe(c.content);
    const unknown = await call('/v1/feedback', { key, json: { completion_id: 'chatcmpl-svc-nope', rating: 'positive' } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'not_found', param: 'completion_id' });
    const other = await s.addKey();
    expect((await call('/v1/feedback', { key: other, json: { completion_id: c.id, rating: 'positive' } })).status).toBe(404);
    expect((await call('/v1/feedback', { key, json: { completion_id: c.id, rating: 'great' } })).status).toBe(400);
  });

  it('GET /v1/agent shows what was learned over the pristine priors; reset returns to pristine, documents: true removes them', async () => {
    const email = `agent-${dialect}@example.com`;
    const key = await s.addKey({ email });
    const fresh = await (await call('/v1/agent', { key })).json();
    expect(fresh).toMatchObject({ fresh: true, pristine: { version: 'pristine-1', priors: [{ version: 'pristine-1', priors: expect.any(Number) }] } });
    expect(fresh.pristine.priors[0].priors).toBeGreaterThan(0);
    await ask('Remember that our office is in Lyon.', { key });
    const c = await ask('What is the capital of Atlantis?', { key });
    await call('/v1/feedback', { key, json: { completion_id: c.id, correction: 'A legend, no capital.' } });
    await call('/v1/documents', { key, json: { name: 'agent-doc', text: 'Some text.' } });
    const learned = await (await call('/v1/agent', { key })).json();
    expect(learned.fresh).toBe(false);
    expect(learned.learned.counts).toMatchObject({ facts: 1, corrections: 1 });
    expect((await call('/v1/agent/reset', { key, json: { documents: false, extra: 1 } })).status).toBe(400);
    const reset = await (await call('/v1/agent/reset', { key, json: {} })).json();
    expect(reset).toMatchObject({ fresh: true, reset: { facts: 1, documents: 0 } });
    const after = await ask('What is the capital of Atlantis?', { key });
    expect(after.svc.solver).toBe('help');
    expect(after.content).not.toMatch(/A legend/);
    expect((await call('/v1/documents/agent-doc', { key })).status).toBe(200);
    const withDocs = await (await call('/v1/agent/reset', { key, json: { documents: true } })).json();
    expect(withDocs.reset.documents).toBe(1);
    expect((await call('/v1/documents/agent-doc', { key })).status).toBe(404);
  });

  it('DELETE /v1/memory erases the key facts and corrections, and with searches=1 its searches', async () => {
    const key = await s.addKey();
    await ask('Remember that our standup is at 9:30.', { key });
    await call('/v1/documents/query', { key, json: { query: 'standup' } });
    const before = await (await call('/v1/memory', { key })).json();
    expect(before.searches).toBe(1);
    const erased = await (await call('/v1/memory', { key, method: 'DELETE' })).json();
    expect(erased).toMatchObject({ deleted: true, facts: 1 });
    expect((await (await call('/v1/memory', { key })).json()).searches).toBe(1);
    const all = await (await call('/v1/memory?searches=1', { key, method: 'DELETE' })).json();
    expect(all.searches).toBe(1);
    expect(await (await call('/v1/memory', { key })).json()).toMatchObject({ facts: [], corrections: [], searches: 0 });
  });
});
