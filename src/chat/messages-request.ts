/** POST /v1/messages (and count_tokens) body → one Ask. */
import type { Ask, AskFormat, AskMessage, AskPart, AskTool, AskToolChoice } from '../solving/ask.js';
import { checkFormat } from './schema-check.js';
import { commonFields, HOSTED_TOOL_MESSAGE, imageFromUrl, invalid, isRecord, optionalPositiveInt, requireArray, requireString, text } from './wire-input.js';

export interface MessagesRequest {
  ask: Ask;
  stream: boolean;
}

/** Blocks that only carry the model's private reasoning: nothing to answer from. */
const SKIPPED = new Set(['thinking', 'redacted_thinking']);

function image(b: Record<string, unknown>, p: string): AskPart {
  const s = b.source;
  if (isRecord(s) && s.type === 'base64') {
    return { type: 'image', mediaType: typeof s.media_type === 'string' ? s.media_type : null, data: requireString(s.data, `${p}.source.data`, 'base64 image bytes'), url: null };
  }
  if (isRecord(s) && s.type === 'url') return imageFromUrl(requireString(s.url, `${p}.source.url`, 'an image link'));
  throw invalid(`${p}.source`, 'Image blocks need source {"type": "base64", "media_type", "data"} (or "url", never fetched).');
}

function resultParts(content: unknown, p: string): AskPart[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return [text(content)];
  return requireArray(content, p).map((b, j) => {
    if (isRecord(b) && b.type === 'text' && typeof b.text === 'string') return text(b.text);
    if (isRecord(b) && b.type === 'image') return image(b, `${p}[${j}]`);
    throw invalid(`${p}[${j}]`, 'tool_result content holds text and image blocks only.');
  });
}

/** One wire message may become several: tool results are their own turns, before the text beside them. */
function messages(m: unknown, i: number): AskMessage[] {
  const p = `messages[${i}]`;
  if (!isRecord(m)) throw invalid(p, `${p} must be {"role", "content"}.`);
  if (m.role !== 'user' && m.role !== 'assistant' && m.role !== 'system') {
    throw invalid(`${p}.role`, `Role ${JSON.stringify(m.role)} is not accepted; use user or assistant (and the system field).`);
  }
  const role = m.role;
  if (typeof m.content === 'string') return [{ role, parts: [text(m.content)] }];
  const blocks = requireArray(m.content, `${p}.content`);
  const main: AskMessage = { role, parts: [] };
  const results: AskMessage[] = [];
  blocks.forEach((b, j) => {
    const q = `${p}.content[${j}]`;
    if (!isRecord(b)) throw invalid(q, `${q} must be a content block.`);
    if (b.type === 'text' && typeof b.text === 'string') main.parts.push(text(b.text));
    else if (b.type === 'image' && role !== 'assistant') main.parts.push(image(b, q));
    else if (b.type === 'tool_use' && role === 'assistant') {
      const input = b.input ?? {};
      (main.toolCalls ??= []).push({ id: requireString(b.id, `${q}.id`, 'the tool_use id'), name: requireString(b.name, `${q}.name`, 'the tool name'), args: input });
    } else if (b.type === 'tool_result' && role === 'user') {
      const id = requireString(b.tool_use_id, `${q}.tool_use_id`, 'the id of the tool_use it answers');
      results.push({ role: 'tool', toolCallId: id, parts: resultParts(b.content, `${q}.content`), ...(b.is_error === true ? { isError: true } : {}) });
    } else if (b.type === 'document') {
      throw invalid(`${q}.type`, 'Document blocks are not read in chat; store documents with POST /v1/documents and ask about them.');
    } else if (!SKIPPED.has(String(b.type))) {
      throw invalid(`${q}.type`, `Block type ${JSON.stringify(b.type)} is not accepted in a ${role} message.`);
    }
  });
  const keepMain = main.parts.length > 0 || main.toolCalls !== undefined || results.length === 0;
  return [...results, ...(keepMain ? [main] : [])];
}

function system(v: unknown): AskMessage[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return v ? [{ role: 'system', parts: [text(v)] }] : [];
  const parts = requireArray(v, 'system').map((b, j) => {
    if (isRecord(b) && b.type === 'text' && typeof b.text === 'string') return text(b.text);
    throw invalid(`system[${j}]`, 'system holds text blocks only.');
  });
  return [{ role: 'system', parts }];
}

function tool(t: unknown, i: number): AskTool {
  const p = `tools[${i}]`;
  if (!isRecord(t)) throw invalid(p, `${p} must be {"name", "description", "input_schema"}.`);
  if (t.type !== undefined && t.type !== null && t.type !== 'custom') {
    throw invalid(`${p}.type`, `Server tool ${JSON.stringify(t.type)}: ${HOSTED_TOOL_MESSAGE}`);
  }
  if (!isRecord(t.input_schema)) throw invalid(`${p}.input_schema`, `${p}.input_schema must be a JSON schema object.`);
  const out: AskTool = { name: requireString(t.name, `${p}.name`, 'the tool name'), parameters: t.input_schema };
  if (typeof t.description === 'string') out.description = t.description;
  return out;
}

function toolChoice(v: unknown, tools: AskTool[]): AskToolChoice {
  if (v === undefined || v === null) return { mode: 'auto' };
  if (!isRecord(v)) throw invalid('tool_choice', 'tool_choice must be {"type": "auto" | "any" | "none" | "tool"}.');
  if (v.type === 'auto') return { mode: 'auto' };
  if (v.type === 'none') return { mode: 'none' };
  if (v.type === 'any') return { mode: 'required' };
  if (v.type === 'tool') {
    const name = requireString(v.name, 'tool_choice.name', 'the tool to call');
    if (!tools.some((t) => t.name === name)) throw invalid('tool_choice.name', `tool_choice.name "${name}" is not in tools.`);
    return { mode: 'required', name };
  }
  throw invalid('tool_choice.type', 'tool_choice.type must be auto, any, none or tool.');
}

/** Structured output: output_config.format (current) or output_format (older beta). */
function format(body: Record<string, unknown>): AskFormat {
  const [f, param] = isRecord(body.output_config) && body.output_config.format !== undefined
    ? [body.output_config.format, 'output_config.format']
    : [body.output_format, 'output_format'];
  if (f === undefined || f === null) return { type: 'text' };
  if (!isRecord(f) || f.type !== 'json_schema') throw invalid(`${param}.type`, `${param} must be {"type": "json_schema", "schema": {...}}.`);
  return checkFormat({ type: 'json_schema', schema: f.schema, name: f.name }, param);
}

export function parseMessagesRequest(body: unknown): MessagesRequest {
  if (!isRecord(body)) throw invalid('body', 'The body must be a JSON object.');
  if (Array.isArray(body.mcp_servers) && body.mcp_servers.length) throw invalid('mcp_servers', `MCP servers: ${HOSTED_TOOL_MESSAGE}`);
  const msgs = requireArray(body.messages, 'messages', 1).flatMap(messages);
  // A system-role message in the list is system text too; keep it ahead of the turns.
  const ordered = [...system(body.system), ...msgs.filter((m) => m.role === 'system'), ...msgs.filter((m) => m.role !== 'system')];
  const tools = body.tools === undefined || body.tools === null ? [] : requireArray(body.tools, 'tools').map(tool);
  const ask: Ask = {
    wire: 'messages',
    ...commonFields(body),
    messages: ordered,
    tools,
    toolChoice: toolChoice(body.tool_choice, tools),
    format: format(body),
  };
  const maxTokens = optionalPositiveInt(body, 'max_tokens');
  if (maxTokens !== undefined) ask.maxTokens = maxTokens;
  return { ask, stream: body.stream === true };
}
