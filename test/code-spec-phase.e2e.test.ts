/**
 * The coding-agent flow of code_spec as a phase over HTTP, on each database: the tools come from a stored
 * pack, each turn sends only the new messages with `phase: {id}`, results arrive either posted to
 * /v1/tools/results or as tool messages, and the checklist shows every call and the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { DIALECTS } from '../src/store/test-db.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { phaseApi } from './phase-api.js';

const CODER = {
  name: 'coder',
  tools: [
    { name: 'write_file', description: 'Write a file in the workspace', commit: true, inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } },
    { name: 'run_command', description: 'Run a shell command in the workspace', inputSchema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } },
  ],
};
const TASK = 'Write a Python function snake(name) in names/snake.py that trims the name, lowercases it and replaces spaces with underscores. Check with pytest';

describe.each(DIALECTS)('code_spec as a phase with a pack on %s', (dialect) => {
  let s: TestServer;
  const { api, chat } = phaseApi(() => s);
  beforeAll(async () => {
    s = await startTestServer({ dialect, solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
    expect((await api('/v1/packs', CODER)).status).toBe(201);
  });
  afterAll(async () => s?.close());

  it('writes the module, writes the tests, runs pytest, then finishes, one call a turn with the checklist kept', async () => {
    const t1 = await chat({ pack: 'coder', messages: [{ role: 'user', content: TASK }] });
    expect(t1.svc).toMatchObject({ solver: 'code_spec', verified: true, checked: 'spec_checks', call: { name: 'write_file', commit: true, pack: 'coder' } });
    expect(t1.svc.call.args.path).toBe('names/snake.py');
    expect(t1.svc.call.args.content).toContain('    return re.sub(r" ", "_", name.strip().lower())');
    expect(t1.svc.phase).toMatchObject({ stage: 'calling', done: false, items: [{ title: 'call write_file', status: 'in_progress' }, { title: 'answer', status: 'pending' }] });
    const { id } = t1.svc.phase;

    // The first result is posted on its own, then the phase resumes with a bare follow-up.
    expect((await api('/v1/tools/results', { call_id: t1.svc.call.id, content: 'wrote names/snake.py' })).status).toBe(200);
    const t2 = await chat({ phase: { id }, messages: [{ role: 'user', content: 'continue' }] });
    expect(t2.svc).toMatchObject({ solver: 'code_spec', call: { name: 'write_file', commit: true } });
    expect(t2.svc.call.args.path).toBe('names/test_snake.py');
    expect(t2.svc.call.args.content).toContain('from snake import snake');

    // The second result comes back as a tool message in the resumed turn.
    const t3 = await chat({ phase: { id }, messages: [{ role: 'tool', tool_call_id: t2.svc.call.id, content: 'wrote names/test_snake.py' }] });
    expect(t3.svc.call).toMatchObject({ name: 'run_command', args: { command: 'python3 -m pytest -q' } });

    const t4 = await chat({ phase: { id }, messages: [{ role: 'tool', tool_call_id: t3.svc.call.id, content: '.....\n5 passed in 0.04s' }] });
    expect(t4.svc).toMatchObject({ solver: 'code_spec', verified: true, checked: 'spec_checks' });
    expect(t4.svc.call).toBeUndefined();
    expect(t4.message.content).toMatch(/^Done: wrote names\/snake\.py, names\/test_snake\.py; `pytest` passed in the sandbox \(\d+ passed\) and in your workspace:\n/);
    expect(t4.svc.phase).toMatchObject({
      id,
      stage: 'answered',
      done: true,
      index: 4,
      total: 4,
      items: [
        { title: 'call write_file', status: 'completed' },
        { title: 'call write_file', status: 'completed' },
        { title: 'call run_command', status: 'completed' },
        { title: 'answer', status: 'completed' },
      ],
    });
  });

  it('a failing run in the workspace stops the task unverified', async () => {
    const t1 = await chat({ pack: 'coder', messages: [{ role: 'user', content: TASK }] });
    const { id } = t1.svc.phase;
    let call = t1.svc.call;
    for (const result of ['ok', 'ok']) {
      const t = await chat({ phase: { id }, messages: [{ role: 'tool', tool_call_id: call.id, content: result }] });
      call = t.svc.call;
    }
    expect(call.name).toBe('run_command');
    const last = await chat({ phase: { id }, messages: [{ role: 'tool', tool_call_id: call.id, content: 'FAILED names/test_snake.py::TestSnake::test_edge_1\n1 failed, 4 passed' }] });
    expect(last.svc).toMatchObject({ solver: 'code_spec', verified: false });
    expect(last.message.content).toMatch(/^Stopped: /);
  });
});
