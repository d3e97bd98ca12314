import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { checkedBody } from '../core/spec/validators.js';
import { parseChatRequest as parseChecked } from './chat-request.js';

/** A body as a request's: checked against its schema (openapi/svc.yaml), then read. */
const parseChatRequest = (body: unknown) => parseChecked(checkedBody('createChatCompletion', body));

function refusal(body: unknown): ServiceError {
  try {
    parseChatRequest(body);
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('parseChatRequest', () => {
  it('turns every role, text and image parts and tool replays into one Ask', () => {
    const { ask } = parseChatRequest({
      model: 'svc-pristine',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'developer', content: [{ type: 'text', text: 'No prose.' }] },
        { role: 'user', content: [{ type: 'text', text: 'Read this' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBOR' } }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'run_tests', arguments: '{"cmd":"pytest"}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: '3 passed' },
        { role: 'assistant', content: '' },
        { role: 'user', content: 'and https://x.test/a.png?', name: 'bob' },
      ],
      pack: 'deploy@sha256:abababababababababababababababababababababababababababababababab',
      phase: { id: 'ph_1' },
      pipeline: 'release',
    });
    expect(ask).toEqual({
      wire: 'chat',
      model: 'svc-pristine',
      pack: 'deploy@sha256:abababababababababababababababababababababababababababababababab',
      phase: { id: 'ph_1' },
      pipeline: 'release',
      messages: [
        { role: 'system', parts: [{ type: 'text', text: 'Be brief.' }] },
        { role: 'developer', parts: [{ type: 'text', text: 'No prose.' }] },
        { role: 'user', parts: [{ type: 'text', text: 'Read this' }, { type: 'image', mediaType: 'image/png', data: 'iVBOR', url: null }] },
        { role: 'assistant', parts: [], toolCalls: [{ id: 'call_1', name: 'run_tests', args: { cmd: 'pytest' } }] },
        { role: 'tool', toolCallId: 'call_1', parts: [{ type: 'text', text: '3 passed' }] },
        { role: 'assistant', parts: [] },
        { role: 'user', parts: [{ type: 'text', text: 'and https://x.test/a.png?' }] },
      ],
      tools: [],
      toolChoice: { mode: 'auto' },
      format: { type: 'text' },
    });
  });

  it('reads tools, tool_choice, response_format and the token cap', () => {
    const req = parseChatRequest({
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'function', function: { name: 'write_file', description: 'Write', parameters: { type: 'object' }, strict: true } }],
      tool_choice: { type: 'function', function: { name: 'write_file' } },
      response_format: { type: 'json_schema', json_schema: { name: 'out', schema: { type: 'object' }, strict: true } },
      max_tokens: 50,
      max_completion_tokens: 20,
      stream: true,
      stream_options: { include_usage: true },
      n: 2,
    });
    expect(req.ask.tools).toEqual([{ name: 'write_file', description: 'Write', parameters: { type: 'object' }, strict: true }]);
    expect(req.ask.toolChoice).toEqual({ mode: 'required', name: 'write_file' });
    expect(req.ask.format).toEqual({ type: 'json_schema', name: 'out', schema: { type: 'object' }, strict: true });
    expect(req.ask.maxTokens).toBe(20);
    expect(req).toMatchObject({ stream: true, includeUsage: true, n: 2 });
  });

  it('reads allowed_tools and json_object', () => {
    const req = parseChatRequest({
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'function', function: { name: 'a' } }, { type: 'function', function: { name: 'b' } }],
      tool_choice: { type: 'allowed_tools', allowed_tools: { mode: 'required', tools: [{ type: 'function', function: { name: 'b' } }] } },
      response_format: { type: 'json_object' },
    });
    expect(req.ask.toolChoice).toEqual({ mode: 'required', allowed: ['b'] });
    expect(req.ask.format).toEqual({ type: 'json_object' });
  });

  it('accepts and ignores sampling fields, and stream_options when not streaming', () => {
    const plain = parseChatRequest({ messages: [{ role: 'user', content: 'hi' }] });
    const sampled = parseChatRequest({
      messages: [{ role: 'user', content: 'hi' }],
      temperature: 1.7, top_p: 0.1, seed: 7, stop: ['x'], presence_penalty: 1, frequency_penalty: 1, logit_bias: { 1: 2 },
      parallel_tool_calls: false, user: 'u', metadata: { a: 'b' }, store: true, logprobs: true, reasoning_effort: 'high',
      stream: false, stream_options: { include_usage: true },
    });
    expect(sampled).toEqual(plain);
    expect(sampled.includeUsage).toBe(false);
  });

  it.each([
    ['custom tools', { tools: [{ type: 'custom', custom: { name: 'x' } }] }, 'tools[0].type', /Custom/],
    ['hosted tools', { tools: [{ type: 'web_search' }] }, 'tools[0].type', /provider-hosted tools are not offered/],
    ['a nameless function', { tools: [{ type: 'function', function: {} }] }, 'tools[0].function.name', /non-empty string/],
    ['role function', { messages: [{ role: 'function', name: 'f', content: 'x' }] }, 'messages[0].role', /legacy/],
    ['an unknown role', { messages: [{ role: 'robot', content: 'x' }] }, 'messages[0].role', /Unknown role/],
    ['audio input', { messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: {} }] }] }, 'messages[0].content[0].type', /Audio input is not offered/],
    ['a tool result without its call id', { messages: [{ role: 'tool', content: 'x' }] }, 'messages[0].tool_call_id', /non-empty/],
    ['no messages', { messages: [] }, 'messages', /at least 1/],
    ['an unknown forced tool', { tools: [{ type: 'function', function: { name: 'a' } }], tool_choice: { type: 'function', function: { name: 'b' } } }, 'tool_choice.function.name', /not in tools/],
    ['tool_choice without tools', { tool_choice: 'required' }, 'tool_choice', /needs tools/],
    ['a schema that does not compile', { response_format: { type: 'json_schema', json_schema: { name: 'x', schema: { type: 'nope' } } } }, 'response_format.json_schema.schema', /does not compile/],
    ['a malformed schema_id', { response_format: { type: 'json_schema', json_schema: { name: 'x', schema_id: 'nohash' } } }, 'response_format.json_schema.schema_id', /<pack>#<id>/],
    ['an unknown response_format', { response_format: { type: 'yaml' } }, 'response_format.type', /text, json_object or json_schema/],
    ['n above 128', { n: 129 }, 'n', /at most 128/],
    ['a fractional max_tokens', { max_tokens: 1.5 }, 'max_tokens', /integer/],
    ['legacy functions', { functions: [{ name: 'f' }] }, 'functions', /tools/],
    ['audio output', { modalities: ['text', 'audio'], audio: null }, 'modalities[1]', /Audio output is not offered/],
    ['hosted web search', { web_search_options: {} }, 'web_search_options', /provider-hosted/],
    ['a bad phase', { phase: 'yes' }, 'phase', /phase must be true/],
  ])('refuses %s with a named param', (_what, extra, param, message) => {
    const err = refusal({ messages: [{ role: 'user', content: 'hi' }], ...extra });
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request', param });
    expect(err.message).toMatch(message);
  });

  it('refuses an unknown model with model_not_found', () => {
    expect(refusal({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] })).toMatchObject({ code: 'model_not_found', param: 'model' });
  });
});
