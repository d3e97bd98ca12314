/** The pack endpoints on each database, as a new user would use them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';

const weatherTool = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  outputSchema: { type: 'object', properties: { temp_c: { type: 'number' } }, required: ['temp_c'] },
};

describe.each(DIALECTS)('packs API on %s', (dialect) => {
  let s: TestServer;
  const call = async (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; key?: string } = {}) => {
    const r = await fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? (init.json ? 'POST' : 'GET'),
      headers: { authorization: `Bearer ${init.key ?? s.key}`, ...(init.json ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    return { status: r.status, etag: r.headers.get('etag'), body: await r.json() };
  };
  beforeAll(async () => {
    s = await startTestServer({ dialect, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  });
  afterAll(async () => s?.close());

  it('creates version 1 with a sha256 hash, lists it, reads it by name and by hash', async () => {
    const created = await call('/v1/packs', { json: { name: 'weather', tools: [weatherTool], schemas: { report: { type: 'object' } } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'weather', version: 1, hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/), tools: [{ ...weatherTool, commit: false }] });
    expect(created.etag).toBe('"1"');
    const again = await call('/v1/packs', { json: { name: 'weather', tools: [weatherTool], schemas: { report: { type: 'object' } } } });
    expect([again.status, again.body.hash]).toEqual([200, created.body.hash]);
    const list = await call('/v1/packs');
    expect(list.body.object).toBe('list');
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['weather']);
    const byHash = await call(`/v1/packs/weather?hash=${created.body.hash}`);
    expect(byHash.body.version).toBe(1);
  });

  it('PUT publishes the next version only with If-Match of the version read; older versions stay readable', async () => {
    const v1 = (await call('/v1/packs/weather')).body;
    const noMatch = await fetch(`${s.baseUrl}/v1/packs/weather`, { method: 'PUT', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: '{}' });
    expect(noMatch.status).toBe(400);
    const tools = [{ ...weatherTool, description: 'Weather now' }];
    const v2 = await call('/v1/packs/weather', { method: 'PUT', json: { tools }, headers: { 'if-match': '"1"' } });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ version: 2, tools: [{ description: 'Weather now' }], schemas: { report: { type: 'object' } } });
    expect(v2.body.hash).not.toBe(v1.hash);
    const stale = await call('/v1/packs/weather', { method: 'PUT', json: { tools: [] }, headers: { 'if-match': '1' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', current_version: 2 });
    expect((await call('/v1/packs/weather')).body.version).toBe(2);
    expect((await call(`/v1/packs/weather?hash=${v1.hash}`)).body).toMatchObject({ version: 1, tools: [{ description: 'Current weather for a city' }] });
    const byOldHash = await call('/v1/packs/weather', { method: 'PUT', json: { tools: [] }, headers: { 'if-match': v1.hash } });
    expect([byOldHash.status, byOldHash.body.error.current_version]).toEqual([409, 2]);
    const byHash = await call('/v1/packs/weather', { method: 'PUT', json: { schemas: {} }, headers: { 'if-match': `"${v2.body.hash}"` } });
    expect([byHash.status, byHash.body.version, byHash.body.tools.length]).toEqual([200, 3, 1]);
    const unknownHash = await call(`/v1/packs/weather?hash=sha256:${'a'.repeat(64)}`);
    expect([unknownHash.status, unknownHash.body.error.code]).toEqual([404, 'pack_miss']);
  });

  it('refuses a pack naming every tool it cannot check, and stores nothing', async () => {
    const r = await call('/v1/packs', {
      json: {
        name: 'broken',
        tools: [
          { description: 'no name' },
          { name: 'bad_params', parameters: { type: 'string' } },
          { name: 'bad_schema', parameters: { type: 'object', properties: { x: { type: 'strnig' } } } },
          { name: 'ok_tool' },
          { name: 'ok_tool' },
          { name: 'bad_refs', outputSchema: 'broken#nothing', checks: ['report', 'nope'] },
        ],
        schemas: { report: { type: 'object' } },
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_pack');
    expect(r.body.error.problems).toHaveLength(6);
    for (const name of ['tools[0]', 'bad_params', 'bad_schema', '"ok_tool": the name is used', 'the outputSchema names "broken#nothing", which is not a schema of this pack', '"checks" names "nope"']) expect(r.body.error.message).toContain(name);
    expect((await call('/v1/packs/broken')).status).toBe(404);
  });

  it('refuses more than 128 tools with too_many_tools', async () => {
    const tools = Array.from({ length: 129 }, (_, i) => ({ name: `t${i}` }));
    const r = await call('/v1/packs', { json: { name: 'huge', tools } });
    expect([r.status, r.body.error.code]).toEqual([400, 'too_many_tools']);
    expect(r.body.error.message).toMatch(/at most 128/);
  });

  it('imports an MCP tools/list result', async () => {
    const mcp = {
      tools: [
        { name: 'read_file', description: 'Read a file', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }, annotations: { readOnlyHint: true } },
        { name: 'write_file', description: 'Write a file', inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } } }, outputSchema: { type: 'object' }, annotations: { readOnlyHint: false } },
      ],
    };
    const r = await call('/v1/packs', { json: { name: 'fs', ...mcp } });
    expect(r.status).toBe(201);
    expect(r.body.tools).toEqual([
      { name: 'read_file', commit: false, description: 'Read a file', parameters: mcp.tools[0].inputSchema },
      { name: 'write_file', commit: true, description: 'Write a file', parameters: mcp.tools[1].inputSchema, outputSchema: { type: 'object' } },
    ]);
  });

  it('keeps packs per key, 404 pack_miss lists the key\'s packs, and DELETE removes every version', async () => {
    const other = await s.addKey();
    const miss = await call('/v1/packs/weather', { key: other });
    expect(miss.status).toBe(404);
    expect(miss.body.error).toMatchObject({ code: 'pack_miss', packs: [] });
    expect(miss.body.svc.pack_miss).toEqual({ pack: 'weather', packs: [] });
    const mine = await call('/v1/packs/nope');
    expect(mine.body.svc.pack_miss.packs.map((p: { name: string }) => p.name)).toEqual(['fs', 'weather']);
    const del = await call('/v1/packs/fs', { method: 'DELETE' });
    expect(del.body).toEqual({ deleted: true, name: 'fs' });
    expect((await call('/v1/packs/fs', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses names that cannot be referred to', async () => {
    const r = await call('/v1/packs', { json: { name: 'a@b', tools: [] } });
    expect([r.status, r.body.error.code]).toEqual([400, 'invalid_name']);
  });
});
