/** POST /v1/chat/completions body → one Ask plus the options that shape the wire reply. */
import type { Ask, AskFormat, AskTool, AskToolChoice } from '../solving/ask.js';
import { chatMessage } from './chat-messages.js';
import { checkFormat } from './schema-check.js';
import { commonFields, HOSTED_TOOL_MESSAGE, invalid, isRecord, optionalPositiveInt, requireArray, requireString } from './wire-input.js';

export interface ChatRequest {
  ask: Ask;
  stream: boolean;
  includeUsage: boolean;
  n: number;
}

function tool(t: unknown, i: number): AskTool {
  const p = `tools[${i}]`;
  if (!isRecord(t)) throw invalid(p, `${p} must be {"type": "function", "function": {...}}.`);
  if (t.type === 'custom') {
    throw invalid(`${p}.type`, 'Custom (free-form input) tools are not offered; declare type "function" with JSON-schema parameters.');
  }
  if (t.type !== 'function') throw invalid(`${p}.type`, `Tool type ${JSON.stringify(t.type)}: ${HOSTED_TOOL_MESSAGE}`);
  const f = t.function;
  if (!isRecord(f)) throw invalid(`${p}.function`, `${p}.function must be {"name", "description", "parameters"}.`);
  const out: AskTool = { name: requireString(f.name, `${p}.function.name`, 'the tool name') };
  if (typeof f.description === 'string') out.description = f.description;
  if (isRecord(f.parameters)) out.parameters = f.parameters;
  if (typeof f.strict === 'boolean') out.strict = f.strict;
  return out;
}

function namedIn(tools: AskTool[], name: string, param: string): string {
  if (!tools.some((t) => t.name === name)) throw invalid(param, `${param} names "${name}", which is not in tools.`);
  return name;
}

function toolChoice(v: unknown, tools: AskTool[], hasPack: boolean): AskToolChoice {
  if (v === undefined || v === null || v === 'auto') return { mode: 'auto' };
  if (v === 'none') return { mode: 'none' };
  if (v !== 'required' && !isRecord(v)) throw invalid('tool_choice', 'tool_choice must be "none", "auto", "required" or an object.');
  if (!tools.length && !hasPack) throw invalid('tool_choice', 'tool_choice needs tools (or a pack) to choose from.');
  if (v === 'required') return { mode: 'required' };
  const c = v as Record<string, unknown>;
  if (c.type === 'function' && isRecord(c.function)) {
    const name = requireString(c.function.name, 'tool_choice.function.name', 'the tool to call');
    return { mode: 'required', name: hasPack ? name : namedIn(tools, name, 'tool_choice.function.name') };
  }
  if (c.type === 'allowed_tools' && isRecord(c.allowed_tools)) {
    const mode = c.allowed_tools.mode === 'required' ? 'required' : 'auto';
    const allowed = requireArray(c.allowed_tools.tools, 'tool_choice.allowed_tools.tools', 1).map((a, i) => {
      const param = `tool_choice.allowed_tools.tools[${i}]`;
      const name = isRecord(a) && isRecord(a.function) ? a.function.name : undefined;
      return namedIn(tools, requireString(name, `${param}.function.name`, 'an allowed tool'), param);
    });
    return { mode, allowed };
  }
  throw invalid('tool_choice.type', 'tool_choice objects are {"type": "function", ...} or {"type": "allowed_tools", ...}.');
}

function responseFormat(v: unknown): AskFormat {
  if (v === undefined || v === null) return { type: 'text' };
  if (!isRecord(v)) throw invalid('response_format', 'response_format must be an object with a type.');
  if (v.type === 'text' || v.type === 'json_object') return { type: v.type };
  if (v.type !== 'json_schema') throw invalid('response_format.type', 'response_format.type must be text, json_object or json_schema.');
  const js = v.json_schema;
  if (!isRecord(js)) throw invalid('response_format.json_schema', 'json_schema must be {"name", "schema"} (or "schema_id": "<pack>#<id>").');
  return checkFormat(
    { type: 'json_schema', name: js.name, schema: js.schema, schemaId: js.schema_id ?? v.schema_id, strict: js.strict },
    'response_format.json_schema',
  );
}

/** Fields that ask for things the service does not do; refused rather than silently dropped. */
function refuseUnoffered(body: Record<string, unknown>): void {
  if (body.functions !== undefined) throw invalid('functions', 'Legacy "functions" are not accepted; declare them as tools of type "function".');
  if (body.audio !== undefined && body.audio !== null) throw invalid('audio', 'Audio output is not offered; replies are text.');
  if (Array.isArray(body.modalities) && body.modalities.includes('audio')) {
    throw invalid('modalities', 'Audio output is not offered; use modalities ["text"].');
  }
  if (body.web_search_options !== undefined) {
    throw invalid('web_search_options', `Hosted web search: ${HOSTED_TOOL_MESSAGE} Ask the question directly; the web_search solver cites its sources.`);
  }
}

export function parseChatRequest(body: unknown): ChatRequest {
  if (!isRecord(body)) throw invalid('body', 'The body must be a JSON object.');
  refuseUnoffered(body);
  const messages = requireArray(body.messages, 'messages', 1).map(chatMessage);
  const common = commonFields(body);
  const tools = body.tools === undefined || body.tools === null ? [] : requireArray(body.tools, 'tools').map(tool);
  const n = optionalPositiveInt(body, 'n') ?? 1;
  if (n > 128) throw invalid('n', 'n must be at most 128.');
  const stream = body.stream === true;
  // stream_options is sent blindly by frameworks, so it only counts when streaming.
  const includeUsage = stream && isRecord(body.stream_options) && body.stream_options.include_usage === true;
  const ask: Ask = {
    wire: 'chat',
    ...common,
    messages,
    tools,
    toolChoice: toolChoice(body.tool_choice, tools, Boolean(common.pack)),
    format: responseFormat(body.response_format),
    maxTokens: optionalPositiveInt(body, 'max_completion_tokens', 'max_tokens'),
  };
  if (ask.maxTokens === undefined) delete ask.maxTokens;
  return { ask, stream, includeUsage, n };
}
