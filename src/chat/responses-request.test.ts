import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { checkedBody } from '../core/spec/validators.js';
import { parseResponsesRequest as parseChecked } from './responses-request.js';

/** A body as a request's: checked against its schema (openapi/svc.yaml), then read. */
const parseResponsesRequest = (body: unknown) => parseChecked(checkedBody('createResponse', body));

function refusal(body: unknown): ServiceError {
  try {
    parseResponsesRequest(body);
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('parseResponsesRequest', () => {
  it('turns instructions and input items into one Ask', () => {
    const { ask, echo } = parseResponsesRequest({
      model: 'svc-prod',
      instructions: 'Be brief.',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'Read' }, { type: 'input_image', image_url: 'data:image/jpeg;base64,/9j/', detail: 'auto' }] },
        { type: 'message', role: 'assistant', id: 'msg_1', status: 'completed', content: [{ type: 'output_text', text: 'Step 1.', annotations: [] }] },
        { type: 'function_call', call_id: 'call_1', name: 'run_tests', arguments: '{"cmd":"pytest"}', id: 'fc_1' },
        { type: 'function_call', call_id: 'call_2', name: 'lint', arguments: '' },
        { type: 'reasoning', id: 'rs_1', summary: [] },
        { type: 'function_call_output', call_id: 'call_1', output: '3 passed' },
        { role: 'developer', content: 'No prose.' },
      ],
      tools: [{ type: 'function', name: 'run_tests', parameters: { type: 'object' }, strict: true }, { type: 'function', name: 'lint' }],
      tool_choice: { type: 'function', name: 'lint' },
      text: { format: { type: 'json_schema', name: 'out', schema: { type: 'object' }, strict: true } },
      max_output_tokens: 64,
      temperature: 2,
      store: true,
      reasoning: { effort: 'high' },
      metadata: { run: '1' },
    });
    expect(ask).toEqual({
      wire: 'responses',
      model: 'svc-prod',
      maxTokens: 64,
      messages: [
        { role: 'system', parts: [{ type: 'text', text: 'Be brief.' }] },
        { role: 'user', parts: [{ type: 'text', text: 'Read' }, { type: 'image', mediaType: 'image/jpeg', data: '/9j/', url: null }] },
        {
          role: 'assistant',
          parts: [{ type: 'text', text: 'Step 1.' }],
          toolCalls: [
            { id: 'call_1', name: 'run_tests', args: { cmd: 'pytest' } },
            { id: 'call_2', name: 'lint', args: {} },
          ],
        },
        { role: 'tool', toolCallId: 'call_1', parts: [{ type: 'text', text: '3 passed' }] },
        { role: 'developer', parts: [{ type: 'text', text: 'No prose.' }] },
      ],
      tools: [{ name: 'run_tests', parameters: { type: 'object' }, strict: true }, { name: 'lint' }],
      toolChoice: { mode: 'required', name: 'lint' },
      format: { type: 'json_schema', name: 'out', schema: { type: 'object' }, strict: true },
    });
    expect(echo).toMatchObject({ instructions: 'Be brief.', max_output_tokens: 64, metadata: { run: '1' }, tool_choice: { type: 'function', name: 'lint' } });
  });

  it('takes a plain string input as one user message', () => {
    expect(parseResponsesRequest({ input: 'What is 2+2?' }).ask.messages).toEqual([{ role: 'user', parts: [{ type: 'text', text: 'What is 2+2?' }] }]);
  });

  it.each([
    ['previous_response_id', { previous_response_id: 'resp_1' }],
    ['conversation', { conversation: 'conv_1' }],
    ['background', { background: true }],
  ])('refuses server-side state: %s', (param, extra) => {
    const err = refusal({ input: 'hi', ...extra });
    expect(err).toMatchObject({ status: 400, code: 'previous_response_not_supported', param });
    expect(err.message).toMatch(/resend the whole conversation/);
  });

  it('accepts background false and a null previous_response_id', () => {
    expect(parseResponsesRequest({ input: 'hi', background: false, previous_response_id: null }).ask.messages).toHaveLength(1);
  });

  it.each([
    ['hosted tools', { tools: [{ type: 'web_search_preview' }] }, 'tools[0].type', /provider-hosted/],
    ['chat-style nested tools', { tools: [{ type: 'function', function: { name: 'x' } }] }, 'tools[0].name', /flat/],
    ['hosted tool items', { input: [{ type: 'web_search_call', id: 'ws_1' }] }, 'input[0].type', /provider-hosted/],
    ['file ids', { input: [{ role: 'user', content: [{ type: 'input_image', file_id: 'file_1' }] }] }, 'input[0].content[0].image_url', /data: URI/],
    ['input files', { input: [{ role: 'user', content: [{ type: 'input_file', file_data: 'x' }] }] }, 'input[0].content[0].type', /POST \/v1\/documents/],
    ['an unknown role', { input: [{ role: 'tool', content: 'x' }] }, 'input[0].role', /Role/],
    ['a hosted tool_choice', { tool_choice: { type: 'file_search' } }, 'tool_choice.type', /provider-hosted/],
    ['an unknown text.format', { text: { format: { type: 'xml' } } }, 'text.format.type', /json_schema/],
    ['empty input items', { input: [] }, 'input', /at least 1/],
  ])('refuses %s with a named param', (_what, extra, param, message) => {
    const err = refusal({ input: 'hi', ...extra });
    expect(err).toMatchObject({ status: 400, param });
    expect(err.message).toMatch(message);
  });

  it('refuses item references like previous_response_id', () => {
    expect(refusal({ input: [{ type: 'item_reference', id: 'msg_1' }] })).toMatchObject({ code: 'previous_response_not_supported', param: 'input[0].type' });
  });
});
