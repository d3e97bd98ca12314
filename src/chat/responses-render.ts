/** Reply → Responses-style response object (stream events are in responses-stream.ts). */
import { ID_PREFIX, newId } from '../ids.js';
import type { components } from '../../generated/types.js';
import type { Reply } from './run-turn.js';

export interface ResponsesWire {
  id: string;
  createdAt: number;
  /** Id of the message output item. */
  messageId: string;
  /** Item ids of the function_call outputs, one per call. */
  callItemIds: string[];
  /** Request fields repeated back (instructions, tools, tool_choice, text, ...). */
  echo: ResponsesEcho;
}

export function responsesWire(reply: Reply, echo: ResponsesEcho): ResponsesWire {
  return {
    id: newId(ID_PREFIX.response),
    createdAt: Math.floor(Date.now() / 1000),
    messageId: newId(ID_PREFIX.message),
    callItemIds: reply.calls.map(() => newId(ID_PREFIX.functionCall)),
    echo,
  };
}

export type OutputPart = { type: 'output_text'; text: string; annotations: [] } | { type: 'refusal'; refusal: string };

export interface OutputItems {
  message?: { id: string; part: OutputPart };
  calls: { id: string; call_id: string; name: string; arguments: string }[];
}

/** The items of the reply, before any status is put on them. */
export function outputItems(reply: Reply, wire: ResponsesWire): OutputItems {
  const items: OutputItems = {
    calls: reply.calls.map((c, i) => ({ id: wire.callItemIds[i], call_id: c.id, name: c.name, arguments: c.argsJson })),
  };
  if (reply.refusal !== null) items.message = { id: wire.messageId, part: { type: 'refusal', refusal: reply.refusal } };
  else if (reply.content !== null && (reply.content !== '' || !reply.calls.length)) {
    items.message = { id: wire.messageId, part: { type: 'output_text', text: reply.content, annotations: [] } };
  }
  return items;
}

export function messageItem(id: string, status: string, content: OutputPart[]) {
  return { type: 'message', id, status, role: 'assistant', content };
}

export function callItem(c: OutputItems['calls'][number], status: string, args = c.arguments) {
  return { type: 'function_call', id: c.id, call_id: c.call_id, name: c.name, arguments: args, status };
}

export function completeOutput(items: OutputItems): components['schemas']['ResponseOutputItem'][] {
  const out: components['schemas']['ResponseOutputItem'][] = [];
  if (items.message) out.push(messageItem(items.message.id, 'completed', [items.message.part]));
  for (const c of items.calls) out.push(callItem(c, 'completed'));
  return out;
}

function usage(reply: Reply) {
  return {
    input_tokens: reply.usage.input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: reply.usage.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: reply.usage.input + reply.usage.output,
  };
}

type ResponseBody = components['schemas']['Response'];

/** Request fields a response repeats back (instructions, tools, tool_choice, text, ...). */
export type ResponsesEcho = Pick<ResponseBody, 'instructions' | 'max_output_tokens' | 'metadata' | 'parallel_tool_calls' | 'tool_choice' | 'tools' | 'text'>;

/** The finished response object, receipt included. */
export function responseObject(reply: Reply, wire: ResponsesWire): ResponseBody {
  const cut = reply.finish === 'length';
  return {
    id: wire.id,
    object: 'response',
    created_at: wire.createdAt,
    status: cut ? 'incomplete' : 'completed',
    model: reply.model,
    output: completeOutput(outputItems(reply, wire)),
    usage: usage(reply),
    error: null,
    incomplete_details: cut ? { reason: 'max_output_tokens' } : null,
    ...DEFAULTS,
    ...wire.echo,
    svc: reply.receipt,
  };
}

/** The shell that opens a stream: in progress, no output, no usage and no receipt yet. */
export function responseShell(reply: Reply, wire: ResponsesWire): Omit<ResponseBody, 'usage' | 'svc'> & { usage: null } {
  return {
    id: wire.id,
    object: 'response',
    created_at: wire.createdAt,
    status: 'in_progress',
    model: reply.model,
    output: [],
    usage: null,
    error: null,
    incomplete_details: null,
    ...DEFAULTS,
    ...wire.echo,
  };
}

const DEFAULTS = {
  instructions: null,
  metadata: {},
  parallel_tool_calls: true,
  temperature: null,
  top_p: null,
  tool_choice: 'auto',
  tools: [],
  text: { format: { type: 'text' } },
  previous_response_id: null,
  store: false,
} as const satisfies Partial<ResponseBody>;
