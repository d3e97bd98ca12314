/** POST /v1/chat/completions body (checked against ChatCompletionRequest) → one Ask plus the options that shape the wire reply. */
import type { RequestBody } from '../../generated/handlers.js';
import type { components } from '../../generated/types.js';
import type { Ask, AskFormat, AskTool, AskToolChoice } from '../solving/ask.js';
import { chatMessage } from './chat-messages.js';
import { checkFormat } from './schema-check.js';
import { commonFields, declared, invalid } from './wire-input.js';

type Schemas = components['schemas'];
export type ChatCompletionBody = RequestBody<'createChatCompletion'>;

export interface ChatRequest {
  ask: Ask;
  stream: boolean;
  includeUsage: boolean;
  n: number;
}

function tool(t: Schemas['ChatTool']): AskTool {
  // Custom tools are refused by the schema.
  const f = (t as Schemas['ChatFunctionTool']).function;
  const out: AskTool = { name: f.name };
  if (f.description !== undefined) out.description = f.description;
  if (f.parameters) out.parameters = f.parameters;
  if (typeof f.strict === 'boolean') out.strict = f.strict;
  return out;
}

function toolChoice(v: ChatCompletionBody['tool_choice'], tools: AskTool[], hasPack: boolean): AskToolChoice {
  if (v === undefined || v === null || v === 'auto') return { mode: 'auto' };
  if (v === 'none') return { mode: 'none' };
  if (!tools.length && !hasPack) throw invalid('tool_choice', 'tool_choice needs tools (or a pack) to choose from.');
  if (v === 'required') return { mode: 'required' };
  if (v.type === 'function') {
    const name = v.function.name;
    // A pack's tools are not in the request; the pack step checks the name.
    return { mode: 'required', name: hasPack ? name : declared(tools, name, 'tool_choice.function.name') };
  }
  const allowed = v.allowed_tools.tools.map((a, i) => declared(tools, a.function.name, `tool_choice.allowed_tools.tools[${i}]`, hasPack));
  return { mode: v.allowed_tools.mode === 'required' ? 'required' : 'auto', allowed };
}

function responseFormat(v: ChatCompletionBody['response_format']): AskFormat {
  if (v === undefined || v === null) return { type: 'text' };
  if (v.type !== 'json_schema') return { type: v.type };
  const js = v.json_schema;
  return checkFormat({ type: 'json_schema', name: js.name, schema: js.schema, schemaId: js.schema_id ?? v.schema_id, strict: js.strict }, 'response_format.json_schema');
}

export function parseChatRequest(body: ChatCompletionBody): ChatRequest {
  const common = commonFields(body);
  const tools = (body.tools ?? []).map(tool);
  const stream = body.stream === true;
  const ask: Ask = {
    wire: 'chat',
    ...common,
    messages: body.messages.map(chatMessage),
    tools,
    toolChoice: toolChoice(body.tool_choice, tools, Boolean(common.pack)),
    format: responseFormat(body.response_format),
  };
  const maxTokens = body.max_completion_tokens ?? body.max_tokens;
  if (maxTokens !== undefined && maxTokens !== null) ask.maxTokens = maxTokens;
  // stream_options is sent blindly by frameworks, so it only counts when streaming.
  return { ask, stream, includeUsage: stream && body.stream_options?.include_usage === true, n: body.n ?? 1 };
}
