/**
 * The tool solver across the turns of a phase, on each database: results posted with POST /v1/tools/results
 * are read by the turn that resumes the phase (checked with the tool's outputSchema and the pack's
 * invariants), and a call still outstanding is listed once in `svc.waiting`, never proposed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { DIALECTS } from '../src/store/test-db.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { phaseApi } from './phase-api.js';
import { WEATHER_PACK as pack } from './tool-fixtures.js';

/** An MCP server's tools/list result, stored as a pack as it is (with a name, and checks naming the pack's invariants). */
const mcp = {
  name: 'notes',
  tools: [
    {
      name: 'search_notes',
      title: 'Search notes',
      description: 'Search the notes by a query string',
      inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { query: { type: 'string', description: 'Words to search for' }, limit: { type: 'integer', minimum: 1 } }, required: ['query'], additionalProperties: false },
      outputSchema: { type: 'object', properties: { hits: { type: 'array', items: { type: 'object', required: ['id', 'title'] } } }, required: ['hits'] },
      annotations: { readOnlyHint: true },
      checks: ['notes#distinct'],
    },
    { name: 'delete_note', description: 'Delete a note by its id', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Note id' } }, required: ['id'] }, annotations: { destructiveHint: true } },
  ],
  invariants: { distinct: { kind: 'unique', path: '/hits', key: 'id' } },
};

describe.each(DIALECTS)('tool solver over a phase on %s', (dialect) => {
  let s: TestServer;
  const { api, chat } = phaseApi(() => s);
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

  it('an MCP tools/list pack: calls filled from inputSchema, MCP results read through structuredContent and checked by outputSchema and the checks named', async () => {
    expect((await api('/v1/packs', mcp)).status).toBe(201);
    const t1 = await chat({ pack: 'notes', messages: [user('Search my notes for "quarterly budget", at most 5 results')] });
    expect(t1.svc.call).toMatchObject({ name: 'search_notes', args: { query: 'quarterly budget', limit: 5 }, commit: false, pack: 'notes' });
    const del = await chat({ pack: 'notes', messages: [user('delete the note with id n-42')] });
    expect(del.svc.call).toMatchObject({ name: 'delete_note', args: { id: 'n-42' }, commit: true });
    const { call, phase } = t1.svc;
    const hits = [{ id: 'n1', title: 'Q3 budget' }, { id: 'n1', title: 'Q3 budget (copy)' }];
    const posted = await api('/v1/tools/results', { call_id: call.id, content: { content: [{ type: 'text', text: 'two notes' }], structuredContent: { hits } } });
    expect(posted.body).toMatchObject({ verified: false, checked: 'refuted', violations: [{ invariant: 'notes#distinct', path: '/hits/1' }] });
    const t2 = await chat({ phase: { id: phase.id }, messages: [user('continue')] });
    expect(t2.svc.results).toMatchObject([{ call_id: call.id, checked: 'refuted', violations: [{ invariant: 'notes#distinct' }] }]);
    expect(t2.svc.verified).toBe(false);

    const again = await chat({ pack: 'notes', messages: [user('search notes for "offsite"')] });
    const good = await chat({ phase: { id: again.svc.phase.id }, messages: [{ role: 'tool', tool_call_id: again.svc.call.id, content: JSON.stringify({ hits: [{ id: 'n7', title: 'Offsite plan' }] }) }] });
    expect(good.svc).toMatchObject({ verified: true, checked: 'schema', results: [{ checked: 'established' }] });
  });
});
