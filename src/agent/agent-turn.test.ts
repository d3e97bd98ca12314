/** Agent-graph chat turns end to end on each database: packs, phases, posted results, pipelines, hooks, schema ids. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../store/test-db.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import agentPlugin from './fixtures/agent-plugin.js';

const weather = {
  name: 'weather',
  tools: [
    { name: 'get_weather', description: 'Weather now', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }, outputSchema: { type: 'object', required: ['temp_c'], properties: { temp_c: { type: 'number' } } } },
    { name: 'set_alarm', commit: true, parameters: { type: 'object', properties: { at: { type: 'string' } } } },
  ],
  schemas: { answer: { type: 'object', required: ['answer'], properties: { answer: { type: 'string' } } }, count: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
};

const travel = {
  name: 'travel',
  tools: [
    { name: 'search_flights', parameters: { type: 'object', properties: { to: { type: 'string' } }, required: ['to'] } },
    { name: 'book_flight', commit: true, parameters: { type: 'object', properties: { flight: { type: 'string' } }, required: ['flight'] } },
  ],
  pipelines: { trip: [{ tool: 'search_flights', args: { to: 'LIS' }, title: 'find a flight' }, { tool: 'book_flight', args: { flight: { $from: '1', path: '/0/id' } }, title: 'book it' }] },
};

describe.each(DIALECTS)('agent turns on %s', (dialect) => {
  let s: TestServer;
  const api = async (path: string, json?: unknown, method = json === undefined ? 'GET' : 'POST') => {
    const r = await fetch(`${s.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: r.status, body: await r.json() };
  };
  const chat = (body: Record<string, unknown>) => api('/v1/chat/completions', { model: 'svc', ...body });
  const user = (content: string) => ({ role: 'user', content });
  beforeAll(async () => {
    s = await startTestServer({ dialect, solvers: [agentPlugin], env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
    expect((await api('/v1/packs', weather)).status).toBe(201);
    expect((await api('/v1/packs', travel)).status).toBe(201);
    expect((await api('/v1/hooks', { url: 'https://example.com/approve', pack: 'weather', tools: ['set_alarm'] })).status).toBe(201);
  });
  afterAll(async () => s?.close());

  it('a pack turn proposes a pack tool with commit, pack and hook, and starts a phase', async () => {
    const r = await chat({ pack: 'weather', messages: [user('call set_alarm at=07:00')] });
    expect(r.status).toBe(200);
    const { svc } = r.body;
    expect(svc.call).toMatchObject({ name: 'set_alarm', args: { at: '07:00' }, commit: true, pack: 'weather', hook: 'https://example.com/approve' });
    expect(r.body.choices[0].message.tool_calls[0].id).toBe(svc.call.id);
    expect(svc.pack).toMatchObject({ name: 'weather', version: 1, hash: expect.stringMatching(/^sha256:/) });
    expect(svc.phase).toMatchObject({ id: expect.stringMatching(/^phase_/), stage: 'calling', index: 0, total: 2, done: false, items: [{ title: 'call set_alarm', status: 'in_progress' }, { title: 'answer', status: 'pending' }] });
  });

  it('a posted result is checked at once and read by the turn that resumes the phase', async () => {
    const first = await chat({ pack: 'weather', messages: [user('call get_weather city=Lisbon')] });
    const { call, phase } = first.body.svc;
    expect(call).toMatchObject({ name: 'get_weather', commit: false, pack: 'weather' });
    expect(call.hook).toBeUndefined();
    const bad = await api('/v1/tools/results', { call_id: call.id, result: { temp_c: 'warm' } });
    expect(bad.body).toMatchObject({ call_id: call.id, verified: false, checked: 'refuted', violations: [{ path: '/temp_c' }] });
    const good = await api('/v1/tools/results', { call_id: call.id, content: '{"temp_c": 21}' });
    expect(good.body).toEqual({ call_id: call.id, verified: true, checked: 'established', violations: [] });
    expect((await api(`/v1/tools/results/${call.id}`)).body).toEqual({ call_id: call.id, content: '{"temp_c": 21}', check: { call_id: call.id, verified: true, checked: 'established', violations: [] } });
    const next = await chat({ phase: { id: phase.id }, messages: [user('and so?')] });
    expect(next.body.choices[0].message.content).toBe('The tool said: {"temp_c": 21}');
    expect(next.body.svc.phase).toMatchObject({ id: phase.id, stage: 'answered', index: 2, total: 2, done: true });
    expect(next.body.svc.pack.name).toBe('weather');
  });

  it('an unknown call is call_miss; an unknown pack is pack_miss listing the key\'s packs and not billed; an unknown phase is phase_miss', async () => {
    expect((await api('/v1/tools/results', { call_id: 'call_nope', result: 1 })).body.error.code).toBe('call_miss');
    const before = (await api('/v1/usage')).body;
    const miss = await chat({ pack: 'nope', messages: [user('hi')] });
    expect(miss.status).toBe(404);
    expect(miss.body.svc.pack_miss).toMatchObject({ pack: 'nope', packs: [{ name: 'travel' }, { name: 'weather' }] });
    const pinned = await chat({ pack: `weather@sha256:${'0'.repeat(64)}`, messages: [user('hi')] });
    expect([pinned.status, pinned.body.error.code]).toEqual([404, 'pack_miss']);
    const phase = await chat({ phase: { id: 'phase_nope' }, messages: [user('hi')] });
    expect([phase.status, phase.body.error.code]).toEqual([404, 'phase_miss']);
    expect((await api('/v1/usage')).body.requests).toEqual(expect.anything());
    expect((await api('/v1/usage')).body.free_exchanges_left).toBe(before.free_exchanges_left);
  });

  it('a pipeline proposes each next step, fills arguments from earlier results, and never proposes an outstanding call twice', async () => {
    const t1 = await chat({ pipeline: 'trip', messages: [user('plan my trip')] });
    const { call, phase } = t1.body.svc;
    expect(call).toMatchObject({ name: 'search_flights', args: { to: 'LIS' }, pack: 'travel' });
    expect(phase).toMatchObject({ stage: 'calling', index: 0, total: 2, items: [{ title: 'find a flight', status: 'in_progress' }, { title: 'book it', status: 'pending' }] });
    const again = await chat({ phase: { id: phase.id }, messages: [user('any news?')] });
    expect(again.body.svc.call).toBeUndefined();
    expect(again.body.svc.phase.stage).toBe('waiting');
    expect(again.body.choices[0].message.content).toMatch(/Waiting for the result of step 1 of 2/);
    const t2 = await chat({ phase: { id: phase.id }, messages: [{ role: 'tool', tool_call_id: call.id, content: '[{"id": "TP123"}]' }] });
    expect(t2.body.svc.call).toMatchObject({ name: 'book_flight', args: { flight: 'TP123' }, commit: true });
    expect(t2.body.svc.results).toEqual([{ call_id: call.id, name: 'search_flights', verified: false, checked: 'unchecked' }]);
    expect(t2.body.svc.phase).toMatchObject({ index: 1, items: [{ status: 'completed' }, { status: 'in_progress' }] });
    await api('/v1/tools/results', { call_id: t2.body.svc.call.id, result: { booked: true } });
    const t3 = await chat({ phase: { id: phase.id }, messages: [user('done?')] });
    expect(t3.body.svc.phase).toMatchObject({ stage: 'answered', index: 2, done: true });
    expect(t3.body.choices[0].message.content).toMatch(/Pipeline "trip" finished/);
    expect((await chat({ pack: 'travel', pipeline: 'nope', messages: [user('go')] })).body.error.code).toBe('pipeline_miss');
  });

  it('a schema_id reply is checked against the pack schema; a reply that does not fit is refused', async () => {
    const fits = await chat({ messages: [user('count the messages')], response_format: { type: 'json_schema', json_schema: { name: 'a', schema_id: 'weather#answer' } } });
    expect(JSON.parse(fits.body.choices[0].message.content)).toEqual({ answer: 'The conversation holds 1 user messages.' });
    expect(fits.body.svc.schema).toEqual({ id: 'weather#answer', ok: true, errors: [] });
    const refused = await chat({ messages: [user('count the messages')], response_format: { type: 'json_schema', json_schema: { name: 'c', schema_id: 'weather#count' } } });
    expect(refused.body.choices[0].message).toMatchObject({ content: null, refusal: expect.stringContaining('does not fit') });
    expect(refused.body.svc).toMatchObject({ solver: 'help', checked: 'schema', schema: { id: 'weather#count', ok: false } });
    const miss = await chat({ messages: [user('hi')], response_format: { type: 'json_schema', json_schema: { name: 'x', schema_id: 'weather#nope' } } });
    expect([miss.status, miss.body.error.code]).toEqual([404, 'schema_miss']);
  });

  it('the system prompt forbids a tool: it is not offered, and the receipt says why', async () => {
    const r = await chat({ pack: 'weather', messages: [{ role: 'system', content: 'You are an assistant. Never call set_alarm.' }, user('call set_alarm at=06:00')] });
    expect(r.body.svc.call).toBeUndefined();
    expect(r.body.svc.caveat).toMatch(/the system prompt forbids set_alarm/);
    expect(r.body.svc.phase).toMatchObject({ done: false, stage: 'stopped' });
  });

  it('a stateless turn never proposes an outstanding call again', async () => {
    const tools = [{ type: 'function', function: { name: 'lookup', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
    const messages = [user('call lookup q=x'), { role: 'assistant', content: null, tool_calls: [{ id: 'call_prev', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }] }, user('call lookup q=x')];
    const r = await chat({ tools, messages });
    expect(r.body.svc.call).toBeUndefined();
    expect(r.body.svc.waiting).toEqual([{ id: 'call_prev', name: 'lookup', args: { q: 'x' }, commit: false }]);
  });

  it('concurrent turns of one phase both land', async () => {
    const start = await chat({ phase: true, messages: [user('count the messages')] });
    const id = start.body.svc.phase.id;
    expect(start.body.svc.phase).toMatchObject({ done: true, stage: 'answered' });
    await Promise.all([chat({ phase: { id }, messages: [user('count the messages')] }), chat({ phase: { id }, messages: [user('count the messages')] })]);
    const last = await chat({ phase: { id }, messages: [user('count the messages')] });
    expect(last.body.choices[0].message.content).toBe('The conversation holds 4 user messages.');
  });
});
