/** /v1/checks over a stored document and a pack, and hook declarations, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';

describe.each(DIALECTS)('checks and hooks API on %s', (dialect) => {
  let s: TestServer;
  const call = async (path: string, json?: unknown, method = json === undefined ? 'GET' : 'POST', key?: string) => {
    const r = await fetch(`${s.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${key ?? s.key}`, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: r.status, body: await r.json() };
  };
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it('checks a stored JSON document after a patch, and leaves the document as it was', async () => {
    expect((await call('/v1/documents/cart', { json: { items: [{ sku: 'a', amount: 40 }, { sku: 'b', amount: 50 }] } }, 'PUT')).status).toBe(201);
    const ok = await call('/v1/checks', { state: { document: 'cart' }, invariants: [{ kind: 'sum_max', path: '/items/*/amount', max: 100 }, { kind: 'unique', path: '/items', key: 'sku' }] });
    expect(ok.body).toEqual({ ok: true, violations: [] });
    const over = await call('/v1/checks', { state: { document: 'cart' }, patch: [{ op: 'add', path: '/items/-', value: { sku: 'a', amount: 20 } }], invariants: [{ kind: 'sum_max', path: '/items/*/amount', max: 100 }, { kind: 'unique', path: '/items', key: 'sku' }] });
    expect(over.body.ok).toBe(false);
    expect(over.body.violations.map((v: { invariant: string; path: string }) => [v.invariant, v.path])).toEqual([['sum_max', '/items/*/amount'], ['unique', '/items/2']]);
    expect((await call('/v1/documents/cart')).body.json.items).toHaveLength(2);
    const missing = await call('/v1/checks', { state: { document: 'nope' }, invariant: 'unique' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'document_miss']);
  });

  it('applies a pack\'s invariants, and names each malformed invariant in one 400', async () => {
    await call('/v1/packs', { name: 'shop', tools: [], invariants: { qty: { kind: 'range', path: '/items/*/qty', min: 1 } } });
    const r = await call('/v1/checks', { state: { items: [{ qty: 0 }] }, pack: 'shop' });
    expect(r.body).toMatchObject({ ok: false, violations: [{ invariant: 'shop#qty', path: '/items/0/qty' }] });
    const bad = await call('/v1/checks', { state: {}, invariants: [{ kind: 'sum_max' }, { kind: 'ref', path: '/a' }, 'sideways'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_check');
    expect(bad.body.error.problems).toHaveLength(3);
  });

  it('stores, lists, reads and deletes hook declarations per key; a bad URL is refused', async () => {
    const created = await call('/v1/hooks', { url: 'https://example.com/approve', pack: 'shop', tools: ['checkout'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^hook_/), url: 'https://example.com/approve', pack: 'shop', tools: ['checkout'] });
    const id = created.body.id;
    expect((await call('/v1/hooks')).body).toEqual({ object: 'list', data: [created.body] });
    expect((await call(`/v1/hooks/${id}`)).body).toEqual(created.body);
    const other = await s.addKey();
    expect((await call(`/v1/hooks/${id}`, undefined, 'GET', other)).status).toBe(404);
    expect((await call(`/v1/hooks/${id}`, undefined, 'DELETE')).body).toEqual({ deleted: true, id });
    expect((await call(`/v1/hooks/${id}`)).status).toBe(404);
    const bad = await call('/v1/hooks', { url: 'not a url' });
    expect([bad.status, bad.body.error.param]).toEqual([400, 'url']);
  });
});
