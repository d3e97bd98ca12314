/**
 * The tool solver across the turns of a phase, on each database: results posted with POST /v1/tools/results
 * are read by the turn that resumes the phase (checked with the tool's outputSchema and the pack's
 * invariants), and a call still outstanding is listed once in `svc.waiting`, never proposed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { DIALECTS } from '../src/store/test-db.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

const pack = {
  name: 'weather',
  tools: [
    {
      name: 'get_weather',
      description: 'Current weather for a city',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name' } }, required: ['city'] },
      outputSchema: { type: 'object', required: ['temp_c'], properties: { temp_c: { type: 'number' } } },
    },
    { name: 'set_alarm', description: 'Set an alarm clock', commit: true, parameters: { type: 'object', properties: { at: { type: 'string', description: 'Time as HH:MM' } }, required: ['at'] } },
  ],
  invariants: { sane: { kind: 'range', path: '/temp_c', min: -90, max: 60, tools: ['get_weather'] } },
};

describe.each(DIALECTS)('tool solver over a phase on %s', (dialect) => {
  let s: TestServer;
  const api = async (path: string, json?: unknown) => {
    const r = await fetch(`${s.baseUrl}${path}`, { method: json === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: r.status, body: await r.json() };
  };
  const chat = async (body: Record<string, unknown>) => {
    const r = await api('/v1/chat/completions', { model: 'svc', ...body });
    expect(r.status).toBe(200);
    return { message: r.body.choices[0].message, svc: r.body.svc };
  };
  const user = (content: string) => ({ role: 'user', content });
  beforeAll(async () => {
    s = await startTestServer({ dialect, solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
    expect((await api('/v1/packs', pack)).status).toBe(201);
  });
  afterAll(async () => s?.close());

  it('waits for a call while its result is outstanding, then reads the result posted meanwhile', async () => {
    const t1 = await chat({ pack: 'weather', messages: [user('What is the weather in Porto?')] });
    expect(t1.svc.call).toMatchObject({ name: 'get_weather', args: { city: 'Porto' }, commit: false, pack: 'weather' });
    const { call, phase } = t1.svc;
    const t2 = await chat({ phase: { id: phase.id }, messages: [user('continue')] });
    expect(t2.svc.solver).toBe('tool');
    expect(t2.svc.call).toBeUndefined();
    expect(t2.message.tool_calls).toBeUndefined();
    expect(t2.svc.waiting).toEqual([call]);
    expect(t2.message.content).toBe(`Waiting for the result of get_weather (${call.id}); send it as a tool result (or POST /v1/tools/results) to continue. The call is not proposed again.`);
    expect(t2.svc.phase).toMatchObject({ id: phase.id, stage: 'waiting', done: false });
    expect(t2.svc.phase.stopped).toBeUndefined();

    expect((await api('/v1/tools/results', { call_id: call.id, result: { temp_c: 19 } })).body).toEqual({ call_id: call.id, verified: true, checked: 'established', violations: [] });
    const t3 = await chat({ phase: { id: phase.id }, messages: [user('so?')] });
    expect(t3.svc).toMatchObject({ solver: 'tool', verified: true, checked: 'schema', results: [{ call_id: call.id, name: 'get_weather', verified: true, checked: 'established' }] });
    expect(t3.message.content).toBe('get_weather (city: Porto): temp c: 19 (checked against its outputSchema).');
    expect(t3.svc.waiting).toBeUndefined();
    expect(t3.svc.phase).toMatchObject({ stage: 'answered', index: 2, total: 2, done: true, items: [{ title: 'call get_weather', status: 'completed' }, { title: 'answer', status: 'completed' }] });
  });

  it('a posted result that breaks a pack invariant bound to the tool is refuted on the resumed turn, and not verified', async () => {
    const t1 = await chat({ pack: 'weather', messages: [user('weather in Seville please')] });
    const { call, phase } = t1.svc;
    const posted = await api('/v1/tools/results', { call_id: call.id, content: '{"temp_c": 99}' });
    expect(posted.body).toMatchObject({ verified: false, checked: 'refuted', violations: [{ invariant: 'weather#sane', path: '/temp_c' }] });
    const t2 = await chat({ phase: { id: phase.id }, messages: [user('and?')] });
    expect(t2.svc).toMatchObject({ solver: 'tool', verified: false, checked: null });
    expect(t2.svc.results).toEqual([{ call_id: call.id, name: 'get_weather', verified: false, checked: 'refuted', violations: [{ message: '99 is above the maximum 60', invariant: 'weather#sane', path: '/temp_c', call_id: call.id, tool: 'get_weather' }] }]);
    expect(t2.message.content).toBe('get_weather (city: Seville) returned a result that failed its check (99 is above the maximum 60); it is not used as an answer.');
  });

  it('of two calls, the one answered is read and the other is listed once in waiting; asking again proposes nothing', async () => {
    const t1 = await chat({ pack: 'weather', messages: [user('Weather in Oslo, and what is the weather in Bergen?')] });
    expect(t1.svc.calls.map((c: { args: unknown }) => c.args)).toEqual([{ city: 'Oslo' }, { city: 'Bergen' }]);
    const [oslo, bergen] = t1.svc.calls;
    const { id } = t1.svc.phase;
    const t2 = await chat({ phase: { id }, messages: [{ role: 'tool', tool_call_id: oslo.id, content: '{"temp_c": 4}' }] });
    expect(t2.svc.call).toBeUndefined();
    expect(t2.svc.results).toEqual([{ call_id: oslo.id, name: 'get_weather', verified: true, checked: 'established' }]);
    expect(t2.svc.waiting).toEqual([bergen]);
    expect(t2.message.content).toBe(`get_weather (city: Oslo): temp c: 4 (checked against its outputSchema).\nStill waiting for: get_weather (${bergen.id}).`);
    const t3 = await chat({ phase: { id }, messages: [user('What is the weather in Bergen?')] });
    expect(t3.svc.call).toBeUndefined();
    expect(t3.svc.waiting).toEqual([bergen]);
    expect(t3.message.content).toMatch(/^Waiting for the result of get_weather/);
  });

  it('a new request after a finished task proposes its own call', async () => {
    const t1 = await chat({ pack: 'weather', messages: [user('weather in Faro?')] });
    const { call, phase } = t1.svc;
    await api('/v1/tools/results', { call_id: call.id, result: { temp_c: 24 } });
    expect((await chat({ phase: { id: phase.id }, messages: [user('continue')] })).svc.results).toHaveLength(1);
    const t3 = await chat({ phase: { id: phase.id }, messages: [user('Set an alarm at 07:30')] });
    expect(t3.svc.call).toMatchObject({ name: 'set_alarm', args: { at: '07:30' }, commit: true, pack: 'weather' });
    expect(t3.svc.results).toBeUndefined();
  });
});
