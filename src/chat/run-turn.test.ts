import { describe, expect, it } from 'vitest';
import { askFromText, askText, type Ask } from '../solving/ask.js';
import { fakeSolver } from '../solving/fake-solver.js';
import { SolverRouter } from '../solving/router.js';
import type { Answer } from '../solving/solver.js';
import { runTurn } from './run-turn.js';

const compute = fakeSolver('compute', (ask) => (/\d/.test(askText(ask)) ? 0.9 : 0), () => ({
  content: '7/8',
  verified: true,
  checked: 'computed',
}));
/** Stands in for plugins/help: answers when nobody else does. */
const help = fakeSolver('help', 0, () => ({ content: 'Nothing here answers that.', verified: false, checked: null }));
const caller = (answer: Answer) => new SolverRouter([fakeSolver('tool', 1, () => answer), help]);
const notice = { message: 'Open beta: check the receipt.', shown: true };

describe('runTurn', () => {
  it('routes the ask and builds the reply, receipt and usage', async () => {
    const reply = await runTurn(askFromText('What is 3/4 + 1/8?'), { router: new SolverRouter([compute, help]) });
    expect(reply).toMatchObject({ model: 'svc', content: '7/8', refusal: null, calls: [], finish: 'stop' });
    expect(reply.receipt).toEqual({ solver: 'compute', verified: true, checked: 'computed', tried: ['compute:answered'] });
    expect(reply.usage.input).toBeGreaterThan(5);
    expect(reply.usage.output).toBe(3);
  });

  it('answers with help when nothing claims', async () => {
    const reply = await runTurn(askFromText('Tell me a bedtime story'), { router: new SolverRouter([compute, help]) });
    expect(reply.receipt).toMatchObject({ solver: 'help', verified: false, checked: null, tried: ['help:answered'] });
    expect(reply.content).toBe('Nothing here answers that.');
  });

  it('puts a shown notice at the top of the reply and in the receipt', async () => {
    const reply = await runTurn(askFromText('What is 3/4 + 1/8?'), { router: new SolverRouter([compute]), notice });
    expect(reply.content).toBe(`${notice.message}\n\n7/8`);
    expect(reply.receipt.notice).toEqual(notice);
    const quiet = await runTurn(askFromText('What is 1+1?'), { router: new SolverRouter([compute]), notice: { ...notice, shown: false } });
    expect(quiet.content).toBe('7/8');
    expect(quiet.receipt.notice).toEqual({ ...notice, shown: false });
  });

  it('keeps JSON replies exact: the notice then stays in the receipt only, marked not shown', async () => {
    const ask = askFromText('What is 3/4 + 1/8?', { format: { type: 'json_object' } });
    const reply = await runTurn(ask, { router: new SolverRouter([compute]), notice });
    expect(JSON.parse(reply.content!)).toMatchObject({ answer: '7/8' });
    expect(reply.receipt.notice).toEqual({ ...notice, shown: false });
  });

  it('proposes calls with wire ids of the format, in the receipt too', async () => {
    const answer: Answer = { content: null, verified: false, checked: null, calls: [{ name: 'write_file', args: { path: 'a.py' }, commit: true }, { id: 'call_fixed', name: 'run_tests', args: {} }] };
    for (const [wire, prefix] of [['chat', 'call_svc_'], ['messages', 'toolu_svc_'], ['responses', 'call_svc_']] as const) {
      const reply = await runTurn(askFromText('go', { wire }), { router: caller(answer) });
      expect(reply.finish).toBe('tool_calls');
      expect(reply.content).toBeNull();
      expect(reply.calls[0].id.startsWith(prefix)).toBe(true);
      expect(reply.calls[0]).toMatchObject({ name: 'write_file', args: { path: 'a.py' }, argsJson: '{"path":"a.py"}', commit: true });
      expect(reply.calls[1]).toMatchObject({ id: 'call_fixed', commit: false });
      expect(reply.receipt.call).toEqual({ id: reply.calls[0].id, name: 'write_file', args: { path: 'a.py' }, commit: true });
      expect(reply.receipt.calls).toHaveLength(2);
    }
  });

  it('proposes no call tool_choice rules out, and says so', async () => {
    const answer: Answer = { content: null, verified: false, checked: null, calls: [{ name: 'write_file', args: {} }] };
    const none = await runTurn(askFromText('go', { toolChoice: { mode: 'none' } }), { router: caller(answer) });
    expect(none.calls).toEqual([]);
    expect(none.finish).toBe('stop');
    expect(none.content).toMatch(/tool_choice does not allow/);
    expect(none.receipt.call).toBeUndefined();
    const allowed = await runTurn(askFromText('go', { toolChoice: { mode: 'auto', allowed: ['other'] } }), { router: caller(answer) });
    expect(allowed.calls).toEqual([]);
  });

  it('cuts plain text at the token cap with finish length', async () => {
    const long: Answer = { content: 'one two three four five six seven eight nine ten', verified: true, checked: 'computed' };
    const reply = await runTurn(askFromText('go', { maxTokens: 3 }), { router: caller(long) });
    expect(reply).toMatchObject({ content: 'one two three', finish: 'length' });
    expect(reply.usage.output).toBe(3);
  });

  it('refuses a reply that does not fit the schema, before any stream', async () => {
    const ask: Ask = askFromText('What is 3/4 + 1/8?', { format: { type: 'json_schema', schema: { type: 'object', properties: { answer: { type: 'integer' } }, required: ['answer'] } } });
    const reply = await runTurn(ask, { router: new SolverRouter([compute]), notice });
    expect(reply).toMatchObject({ content: null, finish: 'refusal' });
    expect(reply.refusal).toContain('/answer must be integer');
    expect(reply.receipt).toMatchObject({ solver: 'help', verified: false, checked: 'schema', tried: ['compute:answered', 'help:answered'], schema: { id: null, ok: false } });
  });

  it('misses an unknown schema_id with 404 schema_miss', async () => {
    const ask = askFromText('q', { format: { type: 'json_schema', schemaId: 'dev#out' } });
    await expect(runTurn(ask, { router: new SolverRouter([compute]) })).rejects.toMatchObject({ status: 404, code: 'schema_miss', param: 'response_format.json_schema.schema_id' });
    const found = await runTurn(askFromText('2', { format: { type: 'json_schema', schemaId: 'dev#out' } }), {
      router: new SolverRouter([compute]),
      resolveSchema: async () => ({ type: 'string' }),
    });
    expect(found.content).toBe('"7/8"');
    expect(found.receipt.schema).toEqual({ id: 'dev#out', ok: true, errors: [] });
  });

  it('marks svc-pristine with the baseline version', async () => {
    const reply = await runTurn(askFromText('1', { model: 'svc-pristine' }), { router: new SolverRouter([compute]) });
    expect(reply.receipt.pristine).toBe('pristine-1');
  });

  it('turns a failure while preparing the reply into a help reply, not an error', async () => {
    const args: Record<string, unknown> = {};
    args.self = args;
    const reply = await runTurn(askFromText('go'), { router: caller({ content: null, verified: true, checked: null, calls: [{ name: 'loop', args }] }) });
    expect(reply.content).toMatch(/^The service failed while preparing this reply/);
    expect(reply.receipt).toMatchObject({ solver: 'help', verified: false, checked: null, tried: ['tool:answered', 'help:answered'] });
  });
});
