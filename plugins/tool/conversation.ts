/**
 * The agent loop as the conversation shows it: the question (the last user turn with text), the calls the
 * assistant made since, and the result each one got (tool messages, tool_result blocks,
 * function_call_output items all arrive as `tool` turns). A call with no result yet is outstanding.
 */
import { partsText, type Ask } from '../../src/plugin-api.js';

export interface MadeCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  result?: { text: string; isError: boolean };
}

export interface Conversation {
  question: string;
  made: MadeCall[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function readConversation(ask: Ask): Conversation {
  let start = -1;
  for (let i = ask.messages.length - 1; i >= 0; i--) {
    const m = ask.messages[i];
    if (m.role === 'user' && partsText(m.parts).trim()) {
      start = i;
      break;
    }
  }
  const question = start >= 0 ? partsText(ask.messages[start].parts) : '';
  const made: MadeCall[] = [];
  const byId = new Map<string, MadeCall>();
  for (const m of ask.messages.slice(start + 1)) {
    if (m.role === 'assistant') {
      for (const c of m.toolCalls ?? []) {
        const call: MadeCall = { id: c.id, name: c.name, args: isRecord(c.args) ? c.args : {} };
        made.push(call);
        byId.set(c.id, call);
      }
    } else if (m.role === 'tool' && m.toolCallId) {
      const call = byId.get(m.toolCallId);
      if (call) call.result = { text: partsText(m.parts), isError: m.isError === true };
    }
  }
  return { question, made };
}

/** Whether the last turn carries tool results (what makes this a result turn). */
export function endsWithResults(ask: Ask): boolean {
  return ask.messages.at(-1)?.role === 'tool';
}

/** Stable JSON (keys sorted) so the same call is recognised whatever order its arguments came in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  return JSON.stringify(value);
}
