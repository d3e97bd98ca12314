/** Chat-completions messages → Ask messages (their shape was checked against ChatRequestMessage). */
import type { components } from '../../generated/types.js';
import type { AskMessage, AskPart } from '../solving/ask.js';
import { imageFromUrl, parseArgs, text } from './wire-input.js';

type Schemas = components['schemas'];

function textParts(content: Schemas['ChatTextContent']): AskPart[] {
  return typeof content === 'string' ? [text(content)] : content.map((p) => text(p.text));
}

function userPart(part: Schemas['ChatUserPart']): AskPart {
  if (part.type === 'image_url') return imageFromUrl(typeof part.image_url === 'string' ? part.image_url : part.image_url.url);
  // Audio and file parts are refused by the schema; only text is left.
  return text((part as Schemas['ChatTextPart']).text);
}

/** Assistant replays may carry null, "" or no content next to tool_calls. */
function assistant(m: Schemas['ChatAssistantMessage']): AskMessage {
  const parts: AskPart[] = [];
  if (typeof m.content === 'string') {
    if (m.content) parts.push(text(m.content));
  } else if (Array.isArray(m.content)) {
    for (const part of m.content) parts.push(text(part.type === 'text' ? part.text : part.refusal));
  }
  const msg: AskMessage = { role: 'assistant', parts };
  if (m.tool_calls) msg.toolCalls = m.tool_calls.map((c) => ({ id: c.id, name: c.function.name, args: parseArgs(c.function.arguments) }));
  return msg;
}

export function chatMessage(m: Schemas['ChatRequestMessage']): AskMessage {
  switch (m.role) {
    case 'system':
    case 'developer':
      return { role: m.role, parts: textParts(m.content) };
    case 'user':
      return { role: 'user', parts: typeof m.content === 'string' ? [text(m.content)] : m.content.map(userPart) };
    case 'assistant':
      return assistant(m);
    case 'tool':
      return { role: 'tool', toolCallId: m.tool_call_id, parts: textParts(m.content) };
    default:
      // Role "function" is refused by the schema.
      throw new Error(`unexpected role ${JSON.stringify(m.role)}`);
  }
}
