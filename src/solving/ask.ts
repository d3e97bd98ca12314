/** The one internal request every wire format is turned into; solvers only ever see this. */
import type { ModelName } from '../../generated/contract.js';

export type { ModelName };
export type WireFormat = 'chat' | 'messages' | 'responses';
export type AskRole = 'system' | 'developer' | 'user' | 'assistant' | 'tool';

export interface TextPart {
  type: 'text';
  text: string;
}

/** An image as sent: inline bytes (base64) or a link. Links are never fetched. */
export interface ImagePart {
  type: 'image';
  mediaType: string | null;
  data: string | null;
  url: string | null;
}

export type AskPart = TextPart | ImagePart;

/** A call the assistant made earlier in the conversation (replayed by the caller). */
export interface AskToolCall {
  id: string;
  name: string;
  /** Parsed arguments; the raw string when it was not valid JSON. */
  args: unknown;
}

export interface AskMessage {
  role: AskRole;
  parts: AskPart[];
  /** Assistant turns only. */
  toolCalls?: AskToolCall[];
  /** Tool turns only: which call this result answers. */
  toolCallId?: string;
  isError?: boolean;
}

export interface AskTool {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
  strict?: boolean;
  /** JSON schema a result of the tool must fit (MCP's outputSchema; pack tools). */
  outputSchema?: Record<string, unknown>;
  /** Running it changes something: a proposed call says so (pack tools). */
  commit?: boolean;
  /** The pack the tool came from. */
  pack?: string;
  /** URL of the declared hook bound to the tool (never called). */
  hook?: string;
}

export interface AskToolChoice {
  mode: 'auto' | 'none' | 'required';
  /** A single tool the caller insists on. */
  name?: string;
  /** Restricts which tools may be proposed. */
  allowed?: string[];
}

export type AskFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name?: string; schema?: Record<string, unknown>; schemaId?: string; strict?: boolean };

export interface Ask {
  wire: WireFormat;
  model: ModelName;
  messages: AskMessage[];
  tools: AskTool[];
  toolChoice: AskToolChoice;
  format: AskFormat;
  pack?: string;
  phase?: true | { id: string };
  pipeline?: string;
  /** Output cap in tokens (max_tokens and its relatives). */
  maxTokens?: number;
}

export function partsText(parts: readonly AskPart[]): string {
  return parts
    .filter((p): p is TextPart => p.type === 'text')
    .map((p) => p.text)
    .join('\n');
}

function lastUser(ask: Ask): AskMessage | undefined {
  for (let i = ask.messages.length - 1; i >= 0; i--) if (ask.messages[i].role === 'user') return ask.messages[i];
  return undefined;
}

const textOf = new WeakMap<Ask, string>();

/** Text of the last user message: what is being asked now. Every plugin's claim asks, so it is kept per ask. */
export function askText(ask: Ask): string {
  let text = textOf.get(ask);
  if (text === undefined) {
    const m = lastUser(ask);
    text = m ? partsText(m.parts) : '';
    textOf.set(ask, text);
  }
  return text;
}

/** Images of the last user message (the only ones read, for QR codes). */
export function askImages(ask: Ask): ImagePart[] {
  return (lastUser(ask)?.parts ?? []).filter((p): p is ImagePart => p.type === 'image');
}

/** System and developer instructions, in order. */
export function systemText(ask: Ask): string {
  return ask.messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map((m) => partsText(m.parts))
    .join('\n');
}

/** A one-message ask: for examples, tests and tools. */
export function askFromText(text: string, overrides: Partial<Ask> = {}): Ask {
  return {
    wire: 'chat',
    model: 'svc',
    messages: [{ role: 'user', parts: [{ type: 'text', text }] }],
    tools: [],
    toolChoice: { mode: 'auto' },
    format: { type: 'text' },
    ...overrides,
  };
}
