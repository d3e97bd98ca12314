import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { callReply, eventFrames, fakeFetch, receipt, refusalReply, textReply } from './reply-fixtures.test-helper.js';
import { responseObject, type ResponsesWire } from './responses-render.js';
import { responseFrames } from './responses-stream.js';
import type { Reply } from './run-turn.js';

const wire = (reply: Reply): ResponsesWire => ({
  id: 'resp_svc_01',
  createdAt: 1731000000,
  messageId: 'msg_svc_01',
  callItemIds: reply.calls.map((_, i) => `fc_svc_0${i + 1}`),
  echo: { instructions: null, max_output_tokens: null, metadata: {}, parallel_tool_calls: true, tool_choice: 'auto', tools: [], text: { format: { type: 'text' } } },
});

describe('responseObject', () => {
  it('renders a text answer with every field of the response object', () => {
    const reply = textReply();
    expect(responseObject(reply, wire(reply))).toEqual({
      id: 'resp_svc_01',
      object: 'response',
      created_at: 1731000000,
      status: 'completed',
      model: 'svc',
      output: [{ type: 'message', id: 'msg_svc_01', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: '0.75', annotations: [] }] }],
      usage: { input_tokens: 9, input_tokens_details: { cached_tokens: 0 }, output_tokens: 2, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 11 },
      error: null,
      incomplete_details: null,
      instructions: null,
      max_output_tokens: null,
      metadata: {},
      parallel_tool_calls: true,
      temperature: null,
      top_p: null,
      tool_choice: 'auto',
      tools: [],
      text: { format: { type: 'text' } },
      previous_response_id: null,
      store: false,
      svc: receipt,
    });
  });

  it('renders calls as function_call items with string arguments and call ids', () => {
    const reply = callReply();
    const output = responseObject(reply, wire(reply)).output as Record<string, unknown>[];
    expect(output.slice(1)).toEqual([
      { type: 'function_call', id: 'fc_svc_01', call_id: 'call_a', name: 'write_file', arguments: reply.calls[0].argsJson, status: 'completed' },
      { type: 'function_call', id: 'fc_svc_02', call_id: 'call_b', name: 'run_tests', arguments: '{}', status: 'completed' },
    ]);
  });

  it('renders a refusal part and a cut reply as incomplete', () => {
    const refused = refusalReply();
    expect((responseObject(refused, wire(refused)).output as { content: unknown[] }[])[0].content).toEqual([{ type: 'refusal', refusal: refused.refusal }]);
    const cut = textReply('0.7', { finish: 'length' });
    expect(responseObject(cut, wire(cut))).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } });
  });
});

describe('responseFrames', () => {
  it('streams created … completed with sequence numbers from 0', () => {
    const reply = textReply();
    const events = eventFrames(responseFrames(reply, wire(reply)));
    expect(events.map(([e]) => e)).toEqual([
      'response.created', 'response.in_progress',
      'response.output_item.added', 'response.content_part.added', 'response.output_text.delta', 'response.output_text.done',
      'response.content_part.done', 'response.output_item.done',
      'response.completed',
    ]);
    expect(events.map(([, d]) => d.sequence_number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events[0][1].response).toMatchObject({ status: 'in_progress', output: [], usage: null });
    expect(events[0][1].response).not.toHaveProperty('svc');
    expect(events[2][1]).toMatchObject({ output_index: 0, item: { type: 'message', id: 'msg_svc_01', status: 'in_progress', content: [] } });
    expect(events[4][1]).toEqual({ type: 'response.output_text.delta', sequence_number: 4, item_id: 'msg_svc_01', output_index: 0, content_index: 0, delta: '0.75', logprobs: [] });
    expect(events[8][1].response).toEqual(responseObject(reply, wire(reply)));
  });

  it('streams function calls with the full arguments in .done, output_item.done and completed', () => {
    const reply = callReply();
    const events = eventFrames(responseFrames(reply, wire(reply)));
    const forCall = events.filter(([, d]) => d.output_index === 1).map(([e]) => e);
    expect(forCall).toEqual([
      'response.output_item.added', 'response.function_call_arguments.delta', 'response.function_call_arguments.delta',
      'response.function_call_arguments.done', 'response.output_item.done',
    ]);
    const added = events.find(([e, d]) => e === 'response.output_item.added' && d.output_index === 1)![1];
    expect(added.item).toMatchObject({ type: 'function_call', arguments: '', status: 'in_progress', call_id: 'call_a' });
    const done = events.find(([e, d]) => e === 'response.function_call_arguments.done' && d.output_index === 1)![1];
    expect(done).toMatchObject({ item_id: 'fc_svc_01', name: 'write_file', arguments: reply.calls[0].argsJson });
  });

  it('streams a refusal with refusal events and ends a cut reply with response.incomplete', () => {
    const refused = refusalReply();
    expect(eventFrames(responseFrames(refused, wire(refused))).map(([e]) => e)).toContain('response.refusal.done');
    const cut = textReply('0.7', { finish: 'length' });
    expect(eventFrames(responseFrames(cut, wire(cut))).at(-1)![0]).toBe('response.incomplete');
  });

  it('is read by the openai SDK stream helper into the same response as the JSON reply', async () => {
    for (const reply of [callReply(), refusalReply()]) {
      const client = new OpenAI({ apiKey: 'svc_live_test', baseURL: 'http://svc.test/v1', fetch: fakeFetch(responseFrames(reply, wire(reply)).join(''), 'text/event-stream') });
      const seen: string[] = [];
      const stream = client.responses.stream({ model: 'svc', input: 'go' }).on('event', (e) => seen.push(e.type));
      const final = await stream.finalResponse();
      const json = responseObject(reply, wire(reply));
      expect(final.output).toMatchObject(json.output as object[]);
      expect((final as unknown as { svc: unknown }).svc).toEqual(reply.receipt);
      expect(seen[0]).toBe('response.created');
      expect(seen.at(-1)).toBe('response.completed');
    }
  });
});
