/** POST /v1/responses body, checked against ResponseRequest → one Ask. Stateless: the whole conversation comes in `input`. */
import type { RequestBody } from '../../generated/handlers.js';
import type { components } from '../../generated/types.js';
import { ServiceError } from '../errors.js';
import type { Ask, AskFormat, AskMessage, AskPart, AskTool, AskToolChoice } from '../solving/ask.js';
import type { ResponsesEcho } from './responses-render.js';
import { checkFormat } from './schema-check.js';
import { commonFields, declared, imageFromUrl, parseArgs, text } from './wire-input.js';

type Schemas = components['schemas'];
export type ResponsesBody = RequestBody<'createResponse'>;

export interface ResponsesRequest {
  ask: Ask;
  stream: boolean;
  /** Request fields the response object repeats back. */
  echo: ResponsesEcho;
}

const RESEND = 'No responses are stored; resend the whole conversation in input';

function stateless(param: string, message: string): ServiceError {
  return new ServiceError('previous_response_not_supported', message, { param });
}

/** Server-side state is refused explicitly, so a caller never loses context without knowing. */
function refuseState(body: ResponsesBody): void {
  if (body.previous_response_id !== undefined && body.previous_response_id !== null) {
    throw stateless('previous_response_id', `${RESEND} without previous_response_id.`);
  }
  if (body.conversation !== undefined && body.conversation !== null) throw stateless('conversation', `${RESEND} without conversation.`);
  if (body.background === true) throw stateless('background', `${RESEND} without background: true; replies are returned directly.`);
}

function part(x: Schemas['ResponseInputPart']): AskPart {
  // File and audio parts are refused by the schema.
  if (x.type === 'input_image') return imageFromUrl(x.image_url);
  if (x.type === 'refusal') return text(x.refusal);
  return text((x as Schemas['ResponseTextPart']).text);
}

function content(c: Schemas['ResponseContent']): AskPart[] {
  return typeof c === 'string' ? [text(c)] : c.map(part);
}

function addItem(out: AskMessage[], item: Schemas['ResponseInputItem'], i: number): void {
  if (item.type === 'message') out.push({ role: item.role, parts: content(item.content) });
  else if (item.type === 'function_call') {
    const call = { id: item.call_id, name: item.name, args: parseArgs(item.arguments) };
    const last = out[out.length - 1];
    // Consecutive calls belong to one assistant turn, as in the other formats.
    if (last?.role === 'assistant') (last.toolCalls ??= []).push(call);
    else out.push({ role: 'assistant', parts: [], toolCalls: [call] });
  } else if (item.type === 'function_call_output') {
    out.push({ role: 'tool', toolCallId: item.call_id, parts: content(item.output) });
  } else if (item.type === 'item_reference') {
    throw stateless(`input[${i}].type`, `${RESEND}; item references cannot be resolved.`);
  }
  // reasoning items carry nothing to answer from.
}

function tool(t: Schemas['ResponseTool']): AskTool {
  const out: AskTool = { name: t.name };
  if (typeof t.description === 'string') out.description = t.description;
  if (t.parameters) out.parameters = t.parameters;
  if (typeof t.strict === 'boolean') out.strict = t.strict;
  return out;
}

function toolChoice(v: ResponsesBody['tool_choice'], tools: AskTool[], withPack: boolean): AskToolChoice {
  if (v === undefined || v === null || v === 'auto') return { mode: 'auto' };
  if (v === 'none' || v === 'required') return { mode: v };
  if (v.type === 'function') return { mode: 'required', name: declared(tools, v.name, 'tool_choice.name', withPack) };
  const allowed = v.tools.map((a, i) => declared(tools, a.name, `tool_choice.tools[${i}].name`, withPack));
  return { mode: v.mode === 'required' ? 'required' : 'auto', allowed };
}

function format(f: Schemas['ResponseTextFormat'] | null | undefined): AskFormat {
  if (f === undefined || f === null) return { type: 'text' };
  if (f.type !== 'json_schema') return { type: f.type };
  return checkFormat({ type: 'json_schema', name: f.name, schema: f.schema, schemaId: f.schema_id, strict: f.strict }, 'text.format');
}

export function parseResponsesRequest(body: ResponsesBody): ResponsesRequest {
  refuseState(body);
  const messages: AskMessage[] = [];
  if (body.instructions) messages.push({ role: 'system', parts: [text(body.instructions)] });
  if (typeof body.input === 'string') messages.push({ role: 'user', parts: [text(body.input)] });
  else body.input.forEach((item, i) => addItem(messages, item, i));
  const tools = (body.tools ?? []).map(tool);
  const common = commonFields(body);
  const ask: Ask = { wire: 'responses', ...common, messages, tools, toolChoice: toolChoice(body.tool_choice, tools, common.pack !== undefined), format: format(body.text?.format) };
  if (body.max_output_tokens) ask.maxTokens = body.max_output_tokens;
  const echo: ResponsesEcho = {
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    metadata: body.metadata ?? {},
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    text: body.text?.format ? { format: body.text.format } : { format: { type: 'text' } },
  };
  return { ask, stream: body.stream === true, echo };
}
