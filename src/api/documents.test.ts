/** The documents endpoints on each database, as a new user would use them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';

describe.each(DIALECTS)('documents API on %s', (dialect) => {
  let s: TestServer;
  const call = (path: string, init: RequestInit & { key?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${init.key ?? s.key}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${s.baseUrl}${path}`, { ...init, headers, body });
  };
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it('stores, lists, reads by id and by name (with ETag), and deletes', async () => {
    const created = await call('/v1/documents', { method: 'POST', json: { name: 'handbook', text: 'The warranty lasts 24 months.', metadata: { team: 'ops' } } });
    expect(created.status).toBe(201);
    const doc = await created.json();
    expect(doc).toMatchObject({ id: expect.stringMatching(/^doc_/), name: 'handbook', version: 1, metadata: { team: 'ops' }, text: 'The warranty lasts 24 months.' });
    const list = await (await call('/v1/documents')).json();
    expect(list.object).toBe('list');
    expect(list.data.map((d: { name: string }) => d.name)).toContain('handbook');
    expect(list.data[0].text).toBeUndefined();
    const byName = await call('/v1/documents/handbook');
    expect(byName.headers.get('etag')).toBe('"1"');
    expect((await byName.json()).text).toBe('The warranty lasts 24 months.');
    const byId = await call(`/v1/documents/${doc.id}`);
    expect(byId.headers.get('etag')).toBeNull();
    expect((await byId.json()).name).toBe('handbook');
    const raw = await call('/v1/documents/handbook?raw=1');
    expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await raw.text()).toBe('The warranty lasts 24 months.');
    const again = await call('/v1/documents', { method: 'POST', json: { name: 'handbook', text: 'x' } });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: 'version_conflict', current_version: 1 });
    const del = await call('/v1/documents/handbook', { method: 'DELETE' });
    expect(await del.json()).toEqual({ deleted: true, id: doc.id, name: 'handbook' });
    const gone = await call('/v1/documents/handbook');
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('document_miss');
  });

  it('uploads a raw text body with ?title=, and without a title', async () => {
    const r = await call('/v1/documents/upload?title=notes', { method: 'POST', body: 'Meeting notes: ship on Friday.', headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(201);
    expect(await r.json()).toMatchObject({ name: 'notes', version: 1, text: 'Meeting notes: ship on Friday.' });
    const untitled = await call('/v1/documents/upload', { method: 'POST', body: 'untitled text', headers: { 'content-type': 'text/plain' } });
    expect(await untitled.json()).toMatchObject({ name: null, version: 1 });
  });

  it('refuses query and upload as names with 400 invalid_name', async () => {
    for (const name of ['query', 'upload']) {
      const r = await call('/v1/documents', { method: 'POST', json: { name, text: 'x' } });
      expect(r.status).toBe(400);
      expect((await r.json()).error.code).toBe('invalid_name');
    }
    const put = await call('/v1/documents/upload', { method: 'PUT', json: { text: 'x' } });
    expect(put.status).toBe(400);
    expect((await put.json()).error.code).toBe('invalid_name');
    const upload = await call('/v1/documents/upload?title=query', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect((await upload.json()).error.code).toBe('invalid_name');
  });

  it('PUT creates, replaces with If-Match or body version, refuses stale versions and If-None-Match on an existing name', async () => {
    const created = await call('/v1/documents/spec', { method: 'PUT', json: { text: 'first' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    const replaced = await call('/v1/documents/spec', { method: 'PUT', json: { text: 'second' }, headers: { 'if-match': '"1"' } });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ version: 2, text: 'second' });
    const stale = await call('/v1/documents/spec', { method: 'PUT', json: { text: 'stale' }, headers: { 'if-match': '1' } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: 'version_conflict', current_version: 2 });
    const staleBody = await call('/v1/documents/spec', { method: 'PUT', json: { text: 'stale', version: 1 } });
    expect((await staleBody.json()).error.current_version).toBe(2);
    expect(await (await call('/v1/documents/spec?raw=1')).text()).toBe('second');
    const bodyVersion = await call('/v1/documents/spec', { method: 'PUT', json: { json: { a: [1, 2] }, version: 2, metadata: { v: 3 } } });
    expect(await bodyVersion.json()).toMatchObject({ version: 3, json: { a: [1, 2] }, metadata: { v: 3 } });
    const createOnly = await call('/v1/documents/spec', { method: 'PUT', json: { text: 'new' }, headers: { 'if-none-match': '*' } });
    expect(createOnly.status).toBe(409);
    expect((await createOnly.json()).error.current_version).toBe(3);
    const fresh = await call('/v1/documents/spec2', { method: 'PUT', json: { text: 'new' }, headers: { 'if-none-match': '*' } });
    expect(fresh.status).toBe(201);
    const textBody = await call('/v1/documents/spec2', { method: 'PUT', body: 'plain body', headers: { 'content-type': 'text/plain', 'if-match': '1' } });
    expect(await textBody.json()).toMatchObject({ version: 2, text: 'plain body' });
    const both = await call('/v1/documents/spec3', { method: 'PUT', json: { text: 'a', json: 1 } });
    expect(both.status).toBe(400);
    const extra = await call('/v1/documents/spec3', { method: 'PUT', json: { text: 'a', title: 'x' } });
    expect(extra.status).toBe(400);
  });

  it('concurrent PUTs with the same If-Match: exactly one wins, the others get 409', async () => {
    await call('/v1/documents/race', { method: 'PUT', json: { text: 'base text' } });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('/v1/documents/race', { method: 'PUT', json: { text: `writer ${i} `.repeat(2000) }, headers: { 'if-match': '1' } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const doc = await (await call('/v1/documents/race')).json();
    expect(doc.version).toBe(2);
    expect(doc.text).toMatch(/^writer \d /);
  });

  it('searches passages with document name, id and offsets, best first, k default 5', async () => {
    const filler = 'Unrelated filler sentence about nothing in particular. '.repeat(60);
    const text = `${filler}\n\nThe boiler must be serviced every twelve months by a certified engineer.\n\n${filler}`;
    const doc = await (await call('/v1/documents', { method: 'POST', json: { name: 'maintenance', text } })).json();
    const r = await call('/v1/documents/query', { method: 'POST', json: { query: 'How often is the boiler serviced?' } });
    expect(r.status).toBe(200);
    const { passages } = await r.json();
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(5);
    const [best] = passages;
    expect(best).toMatchObject({ document_id: doc.id, document_name: 'maintenance', score: expect.any(Number) });
    expect(best.text).toContain('boiler must be serviced');
    expect(text.slice(best.start, best.end)).toBe(best.text);
    const one = await (await call('/v1/documents/query', { method: 'POST', json: { query: 'filler sentence', k: 1 } })).json();
    expect(one.passages).toHaveLength(1);
    const none = await (await call('/v1/documents/query', { method: 'POST', json: { query: 'xylophone' } })).json();
    expect(none.passages).toEqual([]);
  });

  it('short words are found too (MySQL indexes words of 3+ characters; shorter ones are scanned)', async () => {
    await call('/v1/documents', { method: 'POST', json: { name: 'lang', text: 'Our services are written in Go and use AI models.' } });
    const { passages } = await (await call('/v1/documents/query', { method: 'POST', json: { query: 'Go' } })).json();
    expect(passages.map((p: { document_name: string }) => p.document_name)).toContain('lang');
  });

  it('documents belong to the account: another key on it sees them, another account does not', async () => {
    await call('/v1/documents', { method: 'POST', json: { name: 'shared-plan', text: 'The quarterly roadmap lists three launches.' } });
    const sibling = await s.addKey({ email: s.email });
    const stranger = await s.addKey();
    expect((await call('/v1/documents/shared-plan', { key: sibling })).status).toBe(200);
    const q = await (await call('/v1/documents/query', { key: sibling, method: 'POST', json: { query: 'quarterly roadmap' } })).json();
    expect(q.passages[0].document_name).toBe('shared-plan');
    expect((await call('/v1/documents/shared-plan', { key: stranger })).status).toBe(404);
    const qs = await (await call('/v1/documents/query', { key: stranger, method: 'POST', json: { query: 'quarterly roadmap' } })).json();
    expect(qs.passages).toEqual([]);
    expect((await (await call('/v1/documents', { key: stranger })).json()).data).toEqual([]);
    expect((await call('/v1/documents/shared-plan', { key: stranger, method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a document over 10,000,000 characters clearly', async () => {
    const r = await call('/v1/documents/upload?title=huge', { method: 'POST', body: 'a'.repeat(10_000_001), headers: { 'content-type': 'text/plain' } });
    expect(r.status).toBe(400);
    expect((await r.json()).error.message).toMatch(/10,000,000 characters/);
  });
});
