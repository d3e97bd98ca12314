/** POST /v1/messages (and count_tokens) body, checked against MessageRequest → one Ask. */
import type { RequestBody } from '../../generated/handlers.js';
import type { components } from '../../generated/types.js';
import type { Ask, AskFormat, AskMessage, AskPart, AskTool, AskToolChoice } from '../solving/ask.js';
import { checkFormat } from './schema-check.js';
import { commonFields, declared, imageFromUrl, text } from './wire-input.js';

type Schemas = components['schemas'];
/** count_tokens sends the input part of the same request. */
export type MessagesBody = RequestBody<'createMessage'> | RequestBody<'countMessageTokens'>;

export interface MessagesRequest {
  ask: Ask;
  stream: boolean;
}

function image(b: Schemas['MessageImageBlock']): AskPart {
  const s = b.source;
  if (s.type === 'url') return imageFromUrl(s.url);
  return { type: 'image', mediaType: s.media_type ?? null, data: s.data, url: null };
}

function resultParts(content: Schemas['MessageToolResultBlock']['content']): AskPart[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return [text(content)];
  return content.map((b) => (b.type === 'text' ? text(b.text) : image(b)));
}

/** One wire message may become several: tool results are their own turns, before the text beside them. */
function messages(m: Schemas['MessageRequestMessage']): AskMessage[] {
  const role = m.role === 'assistant' ? 'assistant' : m.role === 'system' ? 'system' : 'user';
  if (typeof m.content === 'string') return [{ role, parts: [text(m.content)] }];
  const main: AskMessage = { role, parts: [] };
  const results: AskMessage[] = [];
  for (const b of m.content) {
    // Document blocks are refused by the schema; thinking blocks carry nothing to answer from.
    if (b.type === 'text') main.parts.push(text(b.text));
    else if (b.type === 'image') main.parts.push(image(b));
    else if (b.type === 'tool_use') (main.toolCalls ??= []).push({ id: b.id, name: b.name, args: b.input ?? {} });
    else if (b.type === 'tool_result') {
      results.push({ role: 'tool', toolCallId: b.tool_use_id, parts: resultParts(b.content), ...(b.is_error === true ? { isError: true } : {}) });
    }
  }
  const keepMain = main.parts.length > 0 || main.toolCalls !== undefined || results.length === 0;
  return [...results, ...(keepMain ? [main] : [])];
}

function system(v: MessagesBody['system']): AskMessage[] {
  if (v === undefined || v === null || v === '') return [];
  return [{ role: 'system', parts: typeof v === 'string' ? [text(v)] : v.map((b) => text(b.text)) }];
}

function tool(t: Schemas['MessageTool']): AskTool {
  // Server tools are refused by the schema.
  const out: AskTool = { name: t.name, parameters: t.input_schema };
  if (t.description !== undefined) out.description = t.description;
  return out;
}

function toolChoice(v: MessagesBody['tool_choice'], tools: AskTool[], withPack: boolean): AskToolChoice {
  if (v === undefined || v === null) return { mode: 'auto' };
  if (v.type === 'tool') return { mode: 'required', name: declared(tools, v.name, 'tool_choice.name', withPack) };
  return { mode: v.type === 'any' ? 'required' : v.type };
}

/** Structured output: output_config.format (current) or output_format (older beta). */
function format(body: MessagesBody): AskFormat {
  if (!('output_format' in body || 'output_config' in body)) return { type: 'text' };
  const current = body.output_config?.format;
  const [f, param] = current !== undefined ? [current, 'output_config.format'] : [body.output_format, 'output_format'];
  if (f === undefined || f === null) return { type: 'text' };
  return checkFormat({ type: 'json_schema', schema: f.schema, name: f.name }, param);
}

export function parseMessagesRequest(body: MessagesBody): MessagesRequest {
  const msgs = body.messages.flatMap(messages);
  // A system-role message in the list is system text too; keep it ahead of the turns.
  const ordered = [...system(body.system), ...msgs.filter((m) => m.role === 'system'), ...msgs.filter((m) => m.role !== 'system')];
  const tools = (body.tools ?? []).map(tool);
  const common = commonFields(body);
  const ask: Ask = { wire: 'messages', ...common, messages: ordered, tools, toolChoice: toolChoice(body.tool_choice, tools, common.pack !== undefined), format: format(body) };
  if ('max_tokens' in body && body.max_tokens !== undefined) ask.maxTokens = body.max_tokens;
  return { ask, stream: 'stream' in body && body.stream === true };
}
