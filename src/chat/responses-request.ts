/** POST /v1/responses body → one Ask. Stateless: the whole conversation comes in `input`. */
import { ServiceError } from '../errors.js';
import type { Ask, AskFormat, AskMessage, AskPart, AskTool, AskToolChoice } from '../solving/ask.js';
import { checkFormat } from './schema-check.js';
import { commonFields, HOSTED_TOOL_MESSAGE, imageFromUrl, invalid, isRecord, optionalPositiveInt, parseArgs, requireArray, requireString, text } from './wire-input.js';

export interface ResponsesRequest {
  ask: Ask;
  stream: boolean;
  /** Request fields the response object repeats back. */
  echo: Record<string, unknown>;
}

const RESEND = 'No responses are stored; resend the whole conversation in input';

/** Server-side state is refused explicitly, so a caller never loses context without knowing. */
function refuseState(body: Record<string, unknown>): void {
  const refuse = (param: string, message: string) => {
    throw new ServiceError('previous_response_not_supported', message, { param });
  };
  if (body.previous_response_id !== undefined && body.previous_response_id !== null) {
    refuse('previous_response_id', `${RESEND} without previous_response_id.`);
  }
  if (body.conversation !== undefined && body.conversation !== null) refuse('conversation', `${RESEND} without conversation.`);
  if (body.background === true) refuse('background', `${RESEND} without background: true; replies are returned directly.`);
}

function part(x: unknown, p: string): AskPart {
  if (!isRecord(x)) throw invalid(p, `${p} must be a content part object.`);
  if ((x.type === 'input_text' || x.type === 'output_text' || x.type === 'text') && typeof x.text === 'string') return text(x.text);
  if (x.type === 'refusal' && typeof x.refusal === 'string') return text(x.refusal);
  if (x.type === 'input_image') {
    if (typeof x.image_url === 'string' && x.image_url) return imageFromUrl(x.image_url);
    throw invalid(`${p}.image_url`, 'input_image needs image_url with a data: URI; file ids are not stored here.');
  }
  if (x.type === 'input_file') throw invalid(`${p}.type`, 'Files are not read in chat; store documents with POST /v1/documents and ask about them.');
  if (x.type === 'input_audio') throw invalid(`${p}.type`, 'Audio input is not offered; send the text itself.');
  throw invalid(`${p}.type`, `Content part type ${JSON.stringify(x.type)} is not accepted; use input_text or input_image.`);
}

function content(c: unknown, p: string): AskPart[] {
  if (typeof c === 'string') return [text(c)];
  return requireArray(c, p).map((x, j) => part(x, `${p}[${j}]`));
}

const ROLES = new Set(['user', 'system', 'developer', 'assistant']);

function addItem(out: AskMessage[], item: unknown, i: number): void {
  const p = `input[${i}]`;
  if (!isRecord(item)) throw invalid(p, `${p} must be an input item object.`);
  const type = item.type ?? 'message';
  if (type === 'message') {
    if (!ROLES.has(item.role as string)) throw invalid(`${p}.role`, `Role ${JSON.stringify(item.role)}: use user, system, developer or assistant.`);
    out.push({ role: item.role as AskMessage['role'], parts: content(item.content, `${p}.content`) });
  } else if (type === 'function_call') {
    const call = { id: requireString(item.call_id, `${p}.call_id`, 'the call id'), name: requireString(item.name, `${p}.name`, 'the tool name'), args: parseArgs(item.arguments) };
    const last = out[out.length - 1];
    // Consecutive calls belong to one assistant turn, as in the other formats.
    if (last?.role === 'assistant') (last.toolCalls ??= []).push(call);
    else out.push({ role: 'assistant', parts: [], toolCalls: [call] });
  } else if (type === 'function_call_output') {
    const output = item.output;
    const parts = typeof output === 'string' ? [text(output)] : content(output, `${p}.output`);
    out.push({ role: 'tool', toolCallId: requireString(item.call_id, `${p}.call_id`, 'the call id it answers'), parts });
  } else if (type === 'item_reference') {
    throw new ServiceError('previous_response_not_supported', `${RESEND}; item references cannot be resolved.`, { param: `${p}.type` });
  } else if (type !== 'reasoning') {
    throw invalid(`${p}.type`, `Input item type ${JSON.stringify(type)}: ${HOSTED_TOOL_MESSAGE}`);
  }
}

function tool(t: unknown, i: number): AskTool {
  const p = `tools[${i}]`;
  if (!isRecord(t)) throw invalid(p, `${p} must be {"type": "function", "name", "parameters"}.`);
  if (t.type !== 'function') throw invalid(`${p}.type`, `Tool type ${JSON.stringify(t.type)}: ${HOSTED_TOOL_MESSAGE}`);
  if (t.name === undefined && isRecord(t.function)) {
    throw invalid(`${p}.name`, 'Responses tools are flat: {"type": "function", "name", "parameters"}, not nested under "function".');
  }
  const out: AskTool = { name: requireString(t.name, `${p}.name`, 'the tool name') };
  if (typeof t.description === 'string') out.description = t.description;
  if (isRecord(t.parameters)) out.parameters = t.parameters;
  if (typeof t.strict === 'boolean') out.strict = t.strict;
  return out;
}

function toolChoice(v: unknown, tools: AskTool[]): AskToolChoice {
  if (v === undefined || v === null || v === 'auto') return { mode: 'auto' };
  if (v === 'none') return { mode: 'none' };
  if (v === 'required') return { mode: 'required' };
  const known = (name: string, param: string) => {
    if (!tools.some((t) => t.name === name)) throw invalid(param, `${param} "${name}" is not in tools.`);
    return name;
  };
  if (isRecord(v) && v.type === 'function') return { mode: 'required', name: known(requireString(v.name, 'tool_choice.name', 'the tool to call'), 'tool_choice.name') };
  if (isRecord(v) && v.type === 'allowed_tools') {
    const allowed = requireArray(v.tools, 'tool_choice.tools', 1).map((a, i) =>
      known(requireString(isRecord(a) ? a.name : undefined, `tool_choice.tools[${i}].name`, 'an allowed tool'), `tool_choice.tools[${i}].name`),
    );
    return { mode: v.mode === 'required' ? 'required' : 'auto', allowed };
  }
  throw invalid('tool_choice', `tool_choice must be none, auto, required or a function; ${HOSTED_TOOL_MESSAGE}`);
}

function format(textField: unknown): AskFormat {
  if (!isRecord(textField) || textField.format === undefined || textField.format === null) return { type: 'text' };
  const f = textField.format;
  if (isRecord(f) && (f.type === 'text' || f.type === 'json_object')) return { type: f.type };
  if (!isRecord(f) || f.type !== 'json_schema') throw invalid('text.format.type', 'text.format.type must be text, json_object or json_schema.');
  return checkFormat({ type: 'json_schema', name: f.name, schema: f.schema, schemaId: f.schema_id, strict: f.strict }, 'text.format');
}

export function parseResponsesRequest(body: unknown): ResponsesRequest {
  if (!isRecord(body)) throw invalid('body', 'The body must be a JSON object.');
  refuseState(body);
  const messages: AskMessage[] = [];
  if (body.instructions !== undefined && body.instructions !== null) {
    messages.push({ role: 'system', parts: [text(requireString(body.instructions, 'instructions', 'system instructions'))] });
  }
  if (typeof body.input === 'string') messages.push({ role: 'user', parts: [text(body.input)] });
  else requireArray(body.input, 'input', 1).forEach((item, i) => addItem(messages, item, i));
  const tools = body.tools === undefined || body.tools === null ? [] : requireArray(body.tools, 'tools').map(tool);
  const ask: Ask = { wire: 'responses', ...commonFields(body), messages, tools, toolChoice: toolChoice(body.tool_choice, tools), format: format(body.text) };
  const maxTokens = optionalPositiveInt(body, 'max_output_tokens');
  if (maxTokens !== undefined) ask.maxTokens = maxTokens;
  const echo = {
    instructions: body.instructions ?? null,
    max_output_tokens: maxTokens ?? null,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    parallel_tool_calls: typeof body.parallel_tool_calls === 'boolean' ? body.parallel_tool_calls : true,
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    text: isRecord(body.text) && isRecord(body.text.format) ? { format: body.text.format } : { format: { type: 'text' } },
  };
  return { ask, stream: body.stream === true, echo };
}
