import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { messageFrames, renderMessage } from './messages-render.js';
import { callReply, eventFrames, fakeFetch, receipt, refusalReply, textReply } from './reply-fixtures.test-helper.js';

const wire = { id: 'msg_svc_02' };

describe('renderMessage', () => {
  it('renders a text answer', () => {
    expect(renderMessage(textReply(), wire)).toEqual({
      id: 'msg_svc_02',
      type: 'message',
      role: 'assistant',
      model: 'svc',
      content: [{ type: 'text', text: '0.75' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 9, output_tokens: 2 },
      svc: receipt,
    });
  });

  it('renders calls as tool_use blocks with object input', () => {
    const body = renderMessage(callReply(), wire) as { content: unknown[]; stop_reason: string };
    expect(body.stop_reason).toBe('tool_use');
    expect(body.content).toEqual([
      { type: 'text', text: 'Running the tests.' },
      { type: 'tool_use', id: 'call_a', name: 'write_file', input: callReply().calls[0].args },
      { type: 'tool_use', id: 'call_b', name: 'run_tests', input: {} },
    ]);
  });

  it('renders a refusal and a cut reply with their stop reasons', () => {
    expect(renderMessage(refusalReply(), wire)).toMatchObject({ stop_reason: 'refusal', content: [{ type: 'text', text: refusalReply().refusal }] });
    expect(renderMessage(textReply('0.7', { finish: 'length' }), wire)).toMatchObject({ stop_reason: 'max_tokens' });
  });
});

describe('messageFrames', () => {
  it('streams the event sequence with an event line on every frame', () => {
    expect(eventFrames(messageFrames(textReply(), wire))).toEqual([
      ['message_start', {
        type: 'message_start',
        message: { id: 'msg_svc_02', type: 'message', role: 'assistant', model: 'svc', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 9, output_tokens: 1 }, svc: receipt },
      }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '0.75' } }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2 }, svc: receipt }],
      ['message_stop', { type: 'message_stop' }],
    ]);
  });

  it('streams tool input only as input_json_delta, after a start block with input {}', () => {
    const reply = callReply();
    const events = eventFrames(messageFrames(reply, wire));
    expect(events.map(([e, d]) => `${e}${d.index ?? ''}`)).toEqual([
      'message_start',
      'content_block_start0', 'content_block_delta0', 'content_block_stop0',
      'content_block_start1', 'content_block_delta1', 'content_block_delta1', 'content_block_stop1',
      'content_block_start2', 'content_block_delta2', 'content_block_stop2',
      'message_delta', 'message_stop',
    ]);
    expect(events[4][1].content_block).toEqual({ type: 'tool_use', id: 'call_a', name: 'write_file', input: {} });
    const json = events.filter(([e, d]) => e === 'content_block_delta' && d.index === 1).map(([, d]) => (d.delta as { type: string; partial_json: string }));
    expect(json.every((d) => d.type === 'input_json_delta')).toBe(true);
    expect(JSON.parse(json.map((d) => d.partial_json).join(''))).toEqual(reply.calls[0].args);
    expect(events.at(-2)![1]).toMatchObject({ delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 12 } });
  });

  it('is read by the Anthropic SDK into the same message as the JSON reply', async () => {
    const reply = callReply();
    const client = new Anthropic({ apiKey: 'svc_live_test', baseURL: 'http://svc.test', fetch: fakeFetch(messageFrames(reply, wire).join(''), 'text/event-stream') });
    const final = await client.messages.stream({ model: 'svc', max_tokens: 100, messages: [{ role: 'user', content: 'go' }] }).finalMessage();
    const json = renderMessage(reply, wire) as Record<string, unknown>;
    expect(final.content).toEqual(json.content);
    expect(final.stop_reason).toBe('tool_use');
    expect(final.usage).toMatchObject({ input_tokens: 40, output_tokens: 12 });
    expect((final as unknown as { svc: unknown }).svc).toEqual(reply.receipt);
  });
});
