/**
 * The results a conversation carries (tool messages, `tool_result` blocks, `function_call_output` items),
 * each checked with its tool's outputSchema and the pack invariants bound to the tool: what a solver
 * answering a tool-result turn puts in `svc.results` (and `verified` only when every one is established).
 */
import type { components } from '../../generated/types.js';
import type { Ask } from '../solving/ask.js';
import { toolOutputs } from './conversation.js';
import type { StoredPack } from './pack.js';
import { checkToolResult, outputValue, resultChecksFor, type ToolOutput } from './result-check.js';

export type ReadResult = components['schemas']['ReceiptResult'] & { output: ToolOutput; value: unknown };

export function readResults(ask: Ask, pack?: StoredPack): ReadResult[] {
  const names = new Map(ask.messages.flatMap((m) => m.toolCalls ?? []).map((c) => [c.id, c.name]));
  const out: ReadResult[] = [];
  for (const [callId, output] of toolOutputs(ask.messages)) {
    const name = names.get(callId);
    const tool = name ? ask.tools.find((t) => t.name === name) : undefined;
    const checks = resultChecksFor({ name: name ?? '', ...(tool?.outputSchema ? { outputSchema: tool.outputSchema } : {}) }, tool?.pack && pack?.name === tool.pack ? pack : undefined);
    const check = checkToolResult(output, checks);
    out.push({ call_id: callId, ...(name ? { name } : {}), verified: check.verified, checked: check.checked, ...(check.violations.length ? { violations: check.violations } : {}), output, value: outputValue(output).value });
  }
  return out;
}

/**
 * The results no assistant message has answered yet: tool messages with no assistant message after them,
 * even when a user message follows (a resumed phase: results posted meanwhile, then "so?"), and even when
 * an assistant message (a turn that was still waiting) came between the call and its result.
 */
export function latestResults(ask: Ask, pack?: StoredPack): ReadResult[] {
  const unread = new Set<string>();
  for (const m of ask.messages) {
    if (m.role === 'assistant') unread.clear();
    else if (m.role === 'tool' && m.toolCallId) unread.add(m.toolCallId);
  }
  return readResults(ask, pack).filter((r) => unread.has(r.call_id));
}

/** True only when there are results and every one passed a check. */
export function allEstablished(results: readonly { checked: string }[]): boolean {
  return results.length > 0 && results.every((r) => r.checked === 'established');
}
