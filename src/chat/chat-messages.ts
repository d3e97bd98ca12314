/** Chat-completions messages → Ask messages. */
import type { AskMessage, AskPart, AskToolCall } from '../solving/ask.js';
import { imageFromUrl, invalid, isRecord, parseArgs, requireString, text } from './wire-input.js';

/** System, developer and tool content: a string or text parts only. */
function textOnly(content: unknown, param: string): AskPart[] {
  if (typeof content === 'string') return [text(content)];
  if (!Array.isArray(content)) throw invalid(param, `${param} must be a string or an array of text parts.`);
  return content.map((part, j) => {
    if (!isRecord(part) || part.type !== 'text' || typeof part.text !== 'string') {
      throw invalid(`${param}[${j}]`, `${param}[${j}] must be {"type": "text", "text": "..."}.`);
    }
    return text(part.text);
  });
}

function userPart(part: unknown, param: string): AskPart {
  if (!isRecord(part)) throw invalid(param, `${param} must be a content part object.`);
  switch (part.type) {
    case 'text':
      if (typeof part.text !== 'string') throw invalid(`${param}.text`, `${param}.text must be a string.`);
      return text(part.text);
    case 'image_url': {
      const img = part.image_url;
      const url = typeof img === 'string' ? img : isRecord(img) ? img.url : undefined;
      return imageFromUrl(requireString(url, `${param}.image_url.url`, 'a data: URI (PNG or JPEG) or a link'));
    }
    case 'input_audio':
      throw invalid(`${param}.type`, 'Audio input is not offered; send the text itself.');
    case 'file':
      throw invalid(`${param}.type`, 'Files in chat are not read; store documents with POST /v1/documents and ask about them.');
    default:
      throw invalid(`${param}.type`, `Unknown content part type ${JSON.stringify(part.type)}; use text or image_url.`);
  }
}

function userParts(content: unknown, param: string): AskPart[] {
  if (typeof content === 'string') return [text(content)];
  if (!Array.isArray(content) || !content.length) {
    throw invalid(param, `${param} must be a string or a non-empty array of content parts.`);
  }
  return content.map((part, j) => userPart(part, `${param}[${j}]`));
}

/** Assistant replays may carry null, "" or no content next to tool_calls. */
function assistant(m: Record<string, unknown>, p: string): AskMessage {
  const parts: AskPart[] = [];
  if (typeof m.content === 'string') {
    if (m.content) parts.push(text(m.content));
  } else if (Array.isArray(m.content)) {
    m.content.forEach((part, j) => {
      if (isRecord(part) && part.type === 'text' && typeof part.text === 'string') parts.push(text(part.text));
      else if (isRecord(part) && part.type === 'refusal' && typeof part.refusal === 'string') parts.push(text(part.refusal));
      else throw invalid(`${p}.content[${j}]`, `${p}.content[${j}] must be a text or refusal part.`);
    });
  } else if (m.content !== null && m.content !== undefined) {
    throw invalid(`${p}.content`, `${p}.content must be a string, an array of text parts, or null.`);
  }
  const msg: AskMessage = { role: 'assistant', parts };
  if (m.tool_calls !== undefined && m.tool_calls !== null) {
    if (!Array.isArray(m.tool_calls)) throw invalid(`${p}.tool_calls`, `${p}.tool_calls must be an array.`);
    msg.toolCalls = m.tool_calls.map((c, k): AskToolCall => {
      const q = `${p}.tool_calls[${k}]`;
      if (!isRecord(c) || !isRecord(c.function)) throw invalid(q, `${q} must be {"id", "type": "function", "function": {"name", "arguments"}}.`);
      return {
        id: requireString(c.id, `${q}.id`, 'the id of the call'),
        name: requireString(c.function.name, `${q}.function.name`, 'the called tool'),
        args: parseArgs(c.function.arguments),
      };
    });
  }
  return msg;
}

export function chatMessage(m: unknown, i: number): AskMessage {
  const p = `messages[${i}]`;
  if (!isRecord(m)) throw invalid(p, `${p} must be an object with role and content.`);
  switch (m.role) {
    case 'system':
    case 'developer':
      return { role: m.role, parts: textOnly(m.content, `${p}.content`) };
    case 'user':
      return { role: 'user', parts: userParts(m.content, `${p}.content`) };
    case 'assistant':
      return assistant(m, p);
    case 'tool':
      return {
        role: 'tool',
        toolCallId: requireString(m.tool_call_id, `${p}.tool_call_id`, 'the id of the call this result answers'),
        parts: textOnly(m.content, `${p}.content`),
      };
    case 'function':
      throw invalid(`${p}.role`, 'Role "function" (legacy function calling) is not accepted; send tool results as role "tool" with tool_call_id.');
    default:
      throw invalid(`${p}.role`, `Unknown role ${JSON.stringify(m.role)}; use system, developer, user, assistant or tool.`);
  }
}
