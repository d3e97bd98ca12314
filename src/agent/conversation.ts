/** What a conversation says about tool calls: which were made, which have results, which are still outstanding. */
import { partsText, type AskMessage, type AskToolCall } from '../solving/ask.js';
import { canonicalJson } from './canonical-hash.js';
import type { ToolOutput } from './result-check.js';

/** The result of each call answered in the conversation (tool messages, tool_result blocks, function_call_output items). */
export function toolOutputs(messages: readonly AskMessage[]): Map<string, ToolOutput> {
  const out = new Map<string, ToolOutput>();
  for (const m of messages) {
    if (m.role === 'tool' && m.toolCallId) out.set(m.toolCallId, { content: partsText(m.parts), ...(m.isError ? { isError: true } : {}) });
  }
  return out;
}

/** Calls the assistant made in the conversation that no result answers yet. */
export function outstandingCalls(messages: readonly AskMessage[]): AskToolCall[] {
  const answered = toolOutputs(messages);
  return messages.flatMap((m) => m.toolCalls ?? []).filter((c) => !answered.has(c.id));
}

/** Two calls are the same when they name the same tool with the same arguments. */
export function sameCall(a: { name: string; args: unknown }, b: { name: string; args: unknown }): boolean {
  return a.name === b.name && canonicalJson(a.args ?? {}) === canonicalJson(b.args ?? {});
}

/** A result posted with POST /v1/tools/results, as the tool message it stands for. */
export function resultMessage(callId: string, output: { content?: unknown; result?: unknown }, isError: boolean): AskMessage {
  const value = output.result !== undefined ? output.result : output.content;
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return { role: 'tool', toolCallId: callId, parts: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) };
}
