import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import echo from '../plugins/example-echo/index.js';
import callFixture from '../src/chat/fixtures/call-plugin.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

let server: TestServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  server = await startTestServer({ solvers: [echo, callFixture], env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  openai = new OpenAI({ apiKey: server.key, baseURL: `${server.baseUrl}/v1`, maxRetries: 0 });
  anthropic = new Anthropic({ apiKey: server.key, baseURL: server.baseUrl, maxRetries: 0 });
});
afterAll(() => server?.close());

/** The beta notice may open a reply (first request of the day); the answer follows it. */
const answerOf = (text: string | null | undefined) => (text ?? '').split('\n\n').at(-1);
const receipt = (x: unknown) => (x as { svc: Record<string, unknown> }).svc;

const tools: OpenAI.Chat.ChatCompletionTool[] = [
  { type: 'function', function: { name: 'write_file', description: 'Write a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } },
];

describe('openai SDK, chat completions', () => {
  it('answers with content and the receipt', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'echo: hello world' }], temperature: 0.9, seed: 3 });
    expect(r.id).toMatch(/^chatcmpl-svc-/);
    expect(answerOf(r.choices[0].message.content)).toBe('hello world');
    expect(r.choices[0].finish_reason).toBe('stop');
    expect(r.usage!.total_tokens).toBe(r.usage!.prompt_tokens + r.usage!.completion_tokens);
    expect(receipt(r)).toMatchObject({ solver: 'example-echo', verified: true, checked: 'computed', tried: ['example-echo:answered'], notice: { shown: expect.any(Boolean) } });
  });

  it('streams a tool call chunk by chunk, with the receipt on the finish chunk and usage last', async () => {
    const stream = await openai.chat.completions.create({
      model: 'svc', messages: [{ role: 'user', content: 'write it' }], tools, stream: true, stream_options: { include_usage: true },
    });
    const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const finish = chunks.findIndex((c) => c.choices[0]?.finish_reason);
    expect(chunks[finish].choices[0].finish_reason).toBe('tool_calls');
    expect(receipt(chunks[finish])).toMatchObject({ solver: 'fixture-tool', call: { name: 'write_file', commit: true } });
    expect(chunks.slice(0, finish).every((c) => !('svc' in c))).toBe(true);
    expect(chunks.at(-1)!.choices).toEqual([]);
    expect(chunks.at(-1)!.usage!.completion_tokens).toBeGreaterThan(0);
    const args = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).map((t) => t.function?.arguments ?? '').join('');
    expect(JSON.parse(args)).toMatchObject({ path: 'a.py' });
  });

  it('finalChatCompletion() accumulates the stream, and the call id is the receipt call id', async () => {
    const final = await openai.chat.completions.stream({ model: 'svc', messages: [{ role: 'user', content: 'write it quietly' }], tools }).finalChatCompletion();
    const call = final.choices[0].message.tool_calls![0] as OpenAI.Chat.ChatCompletionMessageFunctionToolCall;
    expect(call.id).toMatch(/^call_svc_/);
    expect(JSON.parse(call.function.arguments)).toMatchObject({ path: 'a.py' });
    expect(receipt(final).call).toMatchObject({ id: call.id, name: 'write_file' });
    const next = await openai.chat.completions.create({
      model: 'svc',
      tools,
      messages: [
        { role: 'user', content: 'write it quietly' },
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: call.id, content: 'written' },
      ],
    });
    expect(answerOf(next.choices[0].message.content)).toBe('The tool said: written');
  });

  it('refuses a reply that does not fit a json_schema, with refusal and a help receipt', async () => {
    const r = await openai.chat.completions.create({
      model: 'svc',
      messages: [{ role: 'user', content: 'echo: seven' }],
      response_format: { type: 'json_schema', json_schema: { name: 'n', schema: { type: 'object', properties: { answer: { type: 'integer' } }, required: ['answer'] } } },
    });
    expect(r.choices[0].message).toMatchObject({ content: null, refusal: expect.stringContaining('/answer must be integer') });
    expect(receipt(r)).toMatchObject({ solver: 'help', checked: 'schema', schema: { id: null, ok: false } });
  });

  it('refuses wire-specific bad input with 400 and the param', async () => {
    const err = await openai.chat.completions
      .create({ model: 'svc', messages: [{ role: 'user', content: 'x' }], tools: [{ type: 'custom', custom: { name: 'free' } }] })
      .catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request', param: 'tools[0].type' });
  });
});

describe('openai SDK, models', () => {
  it('lists the three models', async () => {
    const ids: string[] = [];
    for await (const m of openai.models.list()) ids.push(m.id);
    expect(ids).toEqual(['svc', 'svc-prod', 'svc-pristine']);
  });
});

describe('openai SDK, responses', () => {
  it('answers with output items and the receipt', async () => {
    const r = await openai.responses.create({ model: 'svc', input: 'echo: 3/4', instructions: 'Be exact.', store: true });
    expect(r.id).toMatch(/^resp_svc_/);
    expect(answerOf(r.output_text)).toBe('3/4');
    expect(r).toMatchObject({ status: 'completed', instructions: 'Be exact.', store: false });
    expect(receipt(r)).toMatchObject({ solver: 'example-echo' });
  });

  it('streams events in order and puts the receipt on response.completed', async () => {
    const stream = openai.responses.stream({ model: 'svc', input: 'write it', tools: [{ type: 'function', name: 'write_file', parameters: { type: 'object' }, strict: false }] });
    const events: { type: string; sequence_number: number }[] = [];
    stream.on('event', (e) => events.push(e));
    const final = await stream.finalResponse();
    expect(events[0].type).toBe('response.created');
    expect(events.at(-1)!.type).toBe('response.completed');
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    expect(final.output.map((o) => o.type)).toEqual(['message', 'function_call']);
    const call = final.output[1] as OpenAI.Responses.ResponseFunctionToolCall;
    expect(call.call_id).toMatch(/^call_svc_/);
    expect(call.id).toMatch(/^fc_svc_/);
    expect(JSON.parse(call.arguments)).toMatchObject({ path: 'a.py' });
    expect(receipt(final)).toMatchObject({ solver: 'fixture-tool', call: { id: call.call_id } });
  });

  it('refuses previous_response_id before anything starts', async () => {
    const err = await openai.responses.create({ model: 'svc', input: 'hi', previous_response_id: 'resp_1', stream: true }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect(err).toMatchObject({ code: 'previous_response_not_supported', param: 'previous_response_id' });
    expect(err.message).toMatch(/resend the whole conversation/);
  });
});

describe('anthropic SDK, messages', () => {
  it('answers with content blocks and the receipt', async () => {
    const m = await anthropic.messages.create({ model: 'svc', max_tokens: 256, system: 'Plain text.', messages: [{ role: 'user', content: 'echo: hi there' }] });
    expect(m.id).toMatch(/^msg_svc_/);
    expect(m.stop_reason).toBe('end_turn');
    expect(answerOf((m.content[0] as Anthropic.TextBlock).text)).toBe('hi there');
    expect(receipt(m)).toMatchObject({ solver: 'example-echo' });
  });

  it('streams a tool_use block and finalMessage() keeps the receipt', async () => {
    const stream = anthropic.messages.stream({
      model: 'svc', max_tokens: 256, messages: [{ role: 'user', content: 'write it' }],
      tools: [{ name: 'write_file', input_schema: { type: 'object', properties: { path: { type: 'string' } } } }],
    });
    const types: string[] = [];
    stream.on('streamEvent', (e) => types.push(e.type));
    const m = await stream.finalMessage();
    expect(types[0]).toBe('message_start');
    expect(types.slice(-2)).toEqual(['message_delta', 'message_stop']);
    expect(m.stop_reason).toBe('tool_use');
    const use = m.content.find((b) => b.type === 'tool_use') as Anthropic.ToolUseBlock;
    expect(use.id).toMatch(/^toolu_svc_/);
    expect(use.input).toMatchObject({ path: 'a.py' });
    expect(receipt(m)).toMatchObject({ solver: 'fixture-tool', call: { id: use.id } });
  });

  it('counts tokens without answering', async () => {
    const r = await anthropic.messages.countTokens({ model: 'svc', messages: [{ role: 'user', content: 'echo: count me' }] });
    expect(Object.keys(r)).toEqual(['input_tokens']);
    expect(r.input_tokens).toBeGreaterThan(3);
  });

  it('refuses server tools with 400', async () => {
    const err = await anthropic.messages
      .create({ model: 'svc', max_tokens: 10, messages: [{ role: 'user', content: 'x' }], tools: [{ type: 'web_search_20250305', name: 'web_search' }] })
      .catch((e) => e);
    expect(err).toBeInstanceOf(Anthropic.BadRequestError);
    expect(err.status).toBe(400);
  });
});
