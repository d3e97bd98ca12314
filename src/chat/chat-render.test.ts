import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { chatFrames, renderChat } from './chat-render.js';
import { callReply, dataFrames, fakeFetch, receipt, refusalReply, textReply } from './reply-fixtures.test-helper.js';

const wire = { id: 'chatcmpl-svc-1', created: 1731000000, n: 1 };
const head = { id: 'chatcmpl-svc-1', object: 'chat.completion.chunk', created: 1731000000, model: 'svc' };

describe('renderChat', () => {
  it('renders a text answer', () => {
    expect(renderChat(textReply(), wire)).toEqual({
      id: 'chatcmpl-svc-1',
      object: 'chat.completion',
      created: 1731000000,
      model: 'svc',
      system_fingerprint: null,
      choices: [{ index: 0, message: { role: 'assistant', content: '0.75', refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
      svc: receipt,
    });
  });

  it('renders calls as tool_calls with JSON-string arguments', () => {
    const body = renderChat(callReply(), wire) as { choices: { message: Record<string, unknown>; finish_reason: string }[] };
    expect(body.choices[0].finish_reason).toBe('tool_calls');
    expect(body.choices[0].message.tool_calls).toEqual([
      { id: 'call_a', type: 'function', function: { name: 'write_file', arguments: callReply().calls[0].argsJson } },
      { id: 'call_b', type: 'function', function: { name: 'run_tests', arguments: '{}' } },
    ]);
  });

  it('renders a schema refusal with content null and finish stop', () => {
    const body = renderChat(refusalReply(), wire) as { choices: { message: Record<string, unknown>; finish_reason: string }[] };
    expect(body.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: null, refusal: refusalReply().refusal } });
  });

  it('renders n identical choices and counts their tokens', () => {
    const body = renderChat(textReply(), { ...wire, n: 3 }) as { choices: { index: number }[]; usage: Record<string, number> };
    expect(body.choices.map((c) => c.index)).toEqual([0, 1, 2]);
    expect(body.usage).toEqual({ prompt_tokens: 9, completion_tokens: 6, total_tokens: 15 });
  });
});

describe('chatFrames', () => {
  it('streams role, text, the final chunk with the receipt, then [DONE]', () => {
    expect(dataFrames(chatFrames(textReply(), wire))).toEqual([
      { ...head, choices: [{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }] },
      { ...head, choices: [{ index: 0, delta: { content: '0.75' }, logprobs: null, finish_reason: null }] },
      { ...head, choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }], svc: receipt },
      '[DONE]',
    ]);
  });

  it('with include_usage, sets usage null on every chunk and ends with a usage chunk with no choices', () => {
    const frames = dataFrames(chatFrames(textReply(), { ...wire, includeUsage: true })) as Record<string, unknown>[];
    expect(frames.slice(0, 3).every((f) => f.usage === null)).toBe(true);
    expect(frames[3]).toEqual({ ...head, choices: [], usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 } });
    expect(frames[4]).toBe('[DONE]');
  });

  it('streams tool calls by index: id, type and name once, then argument fragments', () => {
    const reply = callReply();
    const frames = dataFrames(chatFrames(reply, wire)) as { choices: { delta: Record<string, unknown>; finish_reason: string | null }[] }[];
    const deltas = frames.slice(0, -1).map((f) => f.choices[0].delta);
    expect(deltas[0]).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(deltas[1]).toEqual({ content: 'Running the tests.' });
    expect(deltas[2]).toEqual({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'write_file', arguments: '' } }] });
    const argPieces = deltas.filter((d) => (d.tool_calls as { index: number; id?: string }[] | undefined)?.[0]?.index === 0 && !(d.tool_calls as { id?: string }[])[0].id);
    expect(argPieces.length).toBeGreaterThan(1);
    expect(argPieces.map((d) => (d.tool_calls as { function: { arguments: string } }[])[0].function.arguments).join('')).toBe(reply.calls[0].argsJson);
    expect(argPieces.every((d) => Object.keys((d.tool_calls as object[])[0]).join() === 'index,function')).toBe(true);
    expect(deltas.at(-1)).toEqual({});
    expect(frames.at(-2)!.choices[0].finish_reason).toBe('tool_calls');
    expect(frames.at(-1)).toBe('[DONE]');
  });

  it('opens with content null before a call-only answer', () => {
    const frames = dataFrames(chatFrames({ ...callReply(), content: null }, wire)) as { choices: { delta: Record<string, unknown> }[] }[];
    expect(frames[0].choices[0].delta).toEqual({ role: 'assistant', content: null, refusal: null });
  });

  it('streams a refusal as refusal deltas', () => {
    const frames = dataFrames(chatFrames(refusalReply(), wire)) as { choices: { delta: Record<string, unknown> }[] }[];
    expect(frames.slice(1, -2).map((f) => f.choices[0].delta.refusal).join('')).toBe(refusalReply().refusal);
  });

  it('interleaves n choices step by step, each finishing with the receipt', () => {
    const frames = dataFrames(chatFrames(textReply(), { ...wire, n: 2 })) as { choices: { index: number; finish_reason: string | null }[]; svc?: unknown }[];
    expect(frames.slice(0, -1).map((f) => f.choices[0].index)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(frames.slice(4, 6).every((f) => f.choices[0].finish_reason === 'stop' && f.svc)).toBe(true);
  });

  it('is read by the openai SDK stream helper into the same completion as the JSON reply', async () => {
    const reply = callReply();
    const client = new OpenAI({ apiKey: 'svc_live_test', baseURL: 'http://svc.test/v1', fetch: fakeFetch(chatFrames(reply, { ...wire, includeUsage: true }).join(''), 'text/event-stream') });
    const stream = client.chat.completions.stream({ model: 'svc', messages: [{ role: 'user', content: 'go' }], stream_options: { include_usage: true } });
    const final = await stream.finalChatCompletion();
    const json = renderChat(reply, wire) as { choices: { message: Record<string, unknown> }[] };
    expect(final.choices[0].message.tool_calls).toEqual(json.choices[0].message.tool_calls);
    expect(final.choices[0].message.content).toBe('Running the tests.');
    expect(final.choices[0].finish_reason).toBe('tool_calls');
    expect((final as unknown as { svc: unknown }).svc).toEqual(reply.receipt);
    expect(final.usage).toEqual({ prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 });
  });
});
