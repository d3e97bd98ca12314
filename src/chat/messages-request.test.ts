import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { checkedBody } from '../core/spec/validators.js';
import { parseMessagesRequest as parseChecked } from './messages-request.js';

/** A body as a request's: checked against its schema (openapi/svc.yaml), then read. */
const parseMessagesRequest = (body: unknown) => parseChecked(checkedBody('createMessage', body));

function refusal(body: unknown): ServiceError {
  try {
    parseMessagesRequest(body);
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('parseMessagesRequest', () => {
  it('turns system, blocks, tool_use and tool_result into one Ask', () => {
    const { ask, stream } = parseMessagesRequest({
      model: 'svc',
      max_tokens: 1024,
      system: [{ type: 'text', text: 'Reply as JSON.', cache_control: { type: 'ephemeral' } }],
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Read' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBOR' } }] },
        { role: 'assistant', content: [{ type: 'thinking', thinking: '...', signature: 's' }, { type: 'text', text: 'Running.' }, { type: 'tool_use', id: 'toolu_1', name: 'run_tests', input: { cmd: 'pytest' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: '3 passed' }], is_error: true }, { type: 'text', text: 'next?' }] },
      ],
      stream: true,
      temperature: 0.3,
      top_k: 5,
      stop_sequences: ['x'],
      thinking: { type: 'enabled', budget_tokens: 1000 },
    });
    expect(stream).toBe(true);
    expect(ask).toEqual({
      wire: 'messages',
      model: 'svc',
      maxTokens: 1024,
      messages: [
        { role: 'system', parts: [{ type: 'text', text: 'Reply as JSON.' }] },
        { role: 'user', parts: [{ type: 'text', text: 'Read' }, { type: 'image', mediaType: 'image/png', data: 'iVBOR', url: null }] },
        { role: 'assistant', parts: [{ type: 'text', text: 'Running.' }], toolCalls: [{ id: 'toolu_1', name: 'run_tests', args: { cmd: 'pytest' } }] },
        { role: 'tool', toolCallId: 'toolu_1', parts: [{ type: 'text', text: '3 passed' }], isError: true },
        { role: 'user', parts: [{ type: 'text', text: 'next?' }] },
      ],
      tools: [],
      toolChoice: { mode: 'auto' },
      format: { type: 'text' },
    });
  });

  it('reads tools, tool_choice and structured output', () => {
    const { ask } = parseMessagesRequest({
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ name: 'run_tests', description: 'Run', input_schema: { type: 'object', properties: {} } }, { type: 'custom', name: 'b', input_schema: { type: 'object' } }],
      tool_choice: { type: 'any', disable_parallel_tool_use: true },
      output_config: { format: { type: 'json_schema', schema: { type: 'object' } } },
    });
    expect(ask.tools.map((t) => t.name)).toEqual(['run_tests', 'b']);
    expect(ask.toolChoice).toEqual({ mode: 'required' });
    expect(ask.format).toEqual({ type: 'json_schema', schema: { type: 'object' } });
  });

  it('treats a system-role message as system text', () => {
    const { ask } = parseMessagesRequest({ messages: [{ role: 'user', content: 'q' }, { role: 'system', content: 'Be terse.' }] });
    expect(ask.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it.each([
    ['server tools', { tools: [{ type: 'web_search_20250305', name: 'web_search' }] }, 'tools[0].type', /provider-hosted/],
    ['a tool without input_schema', { tools: [{ name: 'x' }] }, 'tools[0].input_schema', /JSON schema/],
    ['MCP servers', { mcp_servers: [{ type: 'url', url: 'https://x', name: 'x' }] }, 'mcp_servers', /provider-hosted/],
    ['document blocks', { messages: [{ role: 'user', content: [{ type: 'document', source: {} }] }] }, 'messages[0].content[0].type', /POST \/v1\/documents/],
    ['a tool_result without its id', { messages: [{ role: 'user', content: [{ type: 'tool_result', content: 'x' }] }] }, 'messages[0].content[0].tool_use_id', /non-empty/],
    ['an unknown role', { messages: [{ role: 'tool', content: 'x' }] }, 'messages[0].role', /user or assistant/],
    ['an unknown forced tool', { tools: [{ name: 'a', input_schema: { type: 'object' } }], tool_choice: { type: 'tool', name: 'b' } }, 'tool_choice.name', /not in tools/],
    ['max_tokens 0', { max_tokens: 0 }, 'max_tokens', /at least 1/],
  ])('refuses %s with a named param', (_what, extra, param, message) => {
    const err = refusal({ messages: [{ role: 'user', content: 'hi' }], ...extra });
    expect(err).toMatchObject({ status: 400, code: 'invalid_request', param });
    expect(err.message).toMatch(message);
  });
});
