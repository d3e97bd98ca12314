/**
 * The agent loop as the conversation shows it: the task (the user turn the calls answer), the calls the
 * assistant made since, and the result each one got (tool messages, tool_result blocks,
 * function_call_output items all arrive as `tool` turns). A call with no result yet is outstanding.
 *
 * A user turn after the last calls that asks for no call of its own ("continue", "so?": how a phase is
 * resumed once its results were posted) is a follow-up, not a new task: the task stays the one before
 * the calls, so the results that came back are read and the calls are not made again.
 */
import { partsText, type Ask } from '../../src/plugin-api.js';

export interface MadeCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  /** `unread`: no assistant turn came after the result (this turn is the first to read it). */
  result?: { text: string; isError: boolean; unread: boolean };
}

export interface Conversation {
  question: string;
  made: MadeCall[];
  /** The last user turn is a follow-up to the task's calls, not a task of its own. */
  followUp: boolean;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `isTask(text)`: whether a user turn asks for a call of its own. */
export function readConversation(ask: Ask, isTask: (text: string) => boolean): Conversation {
  const texts = ask.messages.flatMap((m, i) => (m.role === 'user' && partsText(m.parts).trim() ? [i] : []));
  const lastCalls = ask.messages.findLastIndex((m) => m.role === 'assistant' && (m.toolCalls?.length ?? 0) > 0);
  let start = texts.at(-1) ?? -1;
  let followUp = false;
  if (lastCalls >= 0 && start > lastCalls && !isTask(partsText(ask.messages[start].parts))) {
    const task = texts.filter((i) => i < lastCalls).at(-1);
    if (task !== undefined) [start, followUp] = [task, true];
  }
  const question = start >= 0 ? partsText(ask.messages[start].parts) : '';
  const made: MadeCall[] = [];
  const byId = new Map<string, MadeCall>();
  const rest = ask.messages.slice(start + 1);
  rest.forEach((m, i) => {
    if (m.role === 'assistant') {
      for (const c of m.toolCalls ?? []) {
        const call: MadeCall = { id: c.id, name: c.name, args: isRecord(c.args) ? c.args : {} };
        made.push(call);
        byId.set(c.id, call);
      }
    } else if (m.role === 'tool' && m.toolCallId) {
      const call = byId.get(m.toolCallId);
      const unread = !rest.slice(i + 1).some((later) => later.role === 'assistant');
      if (call) call.result = { text: partsText(m.parts), isError: m.isError === true, unread };
    }
  });
  return { question, made, followUp };
}

/** Stable JSON (keys sorted) so the same call is recognised whatever order its arguments came in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  return JSON.stringify(value);
}
