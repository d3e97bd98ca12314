/** code_spec over HTTP with the official SDK: checked code, the coding-agent loop, and code corrections kept for review. */
import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { sdkClients } from '../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

const SLUGIFY = 'Write a Python function slugify(text) in slug.py that lowercases the text, trims it and replaces runs of spaces with a single hyphen. Check with pytest';
const RETURN_LINE = 'return re.sub(r" +", "-", text.lower().strip())';

type Receipt = { solver: string; verified: boolean; checked: string | null; call?: { name: string; args: Record<string, unknown>; commit: boolean }; phase?: { id: string } };

describe('code_spec over HTTP', () => {
  let s: TestServer;
  let openai: OpenAI;
  const call = (path: string, json?: unknown) =>
    fetch(`${s.baseUrl}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${s.key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  beforeAll(async () => {
    s = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
    openai = sdkClients(s).openai;
  });
  afterAll(async () => s?.close());

  it('answers the slugify request with checked code, and a code correction changes nothing but waits for review', async () => {
    const first = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: SLUGIFY }] });
    const svc = (first as unknown as { svc: Receipt }).svc;
    expect(svc).toMatchObject({ solver: 'code_spec', verified: true, checked: 'spec_checks' });
    expect(first.choices[0].message.content).toContain(RETURN_LINE);
    expect(first.choices[0].message.content).toMatch(/Checked with `pytest` in the sandbox: 4 passed/);

    const fb = await call('/v1/feedback', { completion_id: first.id, rating: 'negative', correction: 'def slugify(text):\n    return text.lower().replace(" ", "_")' });
    expect(fb.status).toBe(200);
    expect(await fb.json()).toMatchObject({ kind: 'code', applied_to: 'review' });
    const agent = await (await call('/v1/agent')).json();
    expect(agent.learned.counts.code_corrections_for_review).toBe(1);
    expect(agent.learned.pending_review).toEqual([
      expect.objectContaining({ completion_id: first.id, status: 'pending_review', correction: 'def slugify(text):\n    return text.lower().replace(" ", "_")' }),
    ]);
    expect(agent.learned.corrections).toEqual([]);

    const again = await openai.chat.completions.create({ model: 'svc-prod', messages: [{ role: 'user', content: SLUGIFY }] });
    // The first reply of the day starts with the service notice; the code after it is the same.
    const code = (c: string | null) => c!.slice(c!.indexOf('slug.py:'));
    expect(code(again.choices[0].message.content)).toBe(code(first.choices[0].message.content));
    expect((again as unknown as { svc: Receipt }).svc).toMatchObject({ solver: 'code_spec', verified: true });
  });

  it('runs the coding-agent loop: write the module, write the tests, run pytest, then a summary', async () => {
    const tools: OpenAI.Chat.Completions.ChatCompletionTool[] = [
      { type: 'function', function: { name: 'write_file', description: 'Write a file', parameters: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } } },
      { type: 'function', function: { name: 'run_command', description: 'Run a shell command', parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } } },
    ];
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [{ role: 'user', content: SLUGIFY }];
    const seen: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const r = await openai.chat.completions.create({ model: 'svc', messages, tools });
      const msg = r.choices[0].message;
      const svc = (r as unknown as { svc: Receipt }).svc;
      expect(svc).toMatchObject({ solver: 'code_spec', checked: 'spec_checks' });
      if (!msg.tool_calls?.length) {
        expect(svc.verified).toBe(true);
        expect(msg.content).toMatch(/^Done: wrote slug\.py, test_slug\.py; `pytest` passed in the sandbox \(4 passed\)/);
        break;
      }
      const tc = msg.tool_calls[0] as OpenAI.Chat.Completions.ChatCompletionMessageFunctionToolCall;
      const args = JSON.parse(tc.function.arguments) as Record<string, string>;
      seen.push(`${tc.function.name}:${args.path ?? args.command}:${svc.call?.commit}`);
      if (args.path === 'slug.py') expect(args.content).toContain(RETURN_LINE);
      messages.push({ role: 'assistant', content: null, tool_calls: [tc] });
      messages.push({ role: 'tool', tool_call_id: tc.id, content: tc.function.name === 'run_command' ? '....\n4 passed in 0.03s' : `wrote ${args.path}` });
    }
    expect(seen).toEqual(['write_file:slug.py:true', 'write_file:test_slug.py:true', 'run_command:python3 -m pytest -q:false']);
  });
});
