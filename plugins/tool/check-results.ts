/**
 * Each tool result read on a turn is checked with the service's one result checker (src/agent/result-check):
 * the tool's outputSchema (and a pack's invariants bound to it), giving `failed`, `established`, `refuted`,
 * `sourced` or `unchecked`; this module puts that in the receipt's shape.
 */
import { checkToolResult, outputValue, resultChecksFor } from '../../src/agent/result-check.js';
import type { components } from '../../generated/types.js';
import type { ToolSpec } from './choose-tool.js';
import type { MadeCall } from './conversation.js';

export type ReceiptResult = components['schemas']['ReceiptResult'];

export interface ReadResult {
  call: MadeCall;
  /** The result as JSON when it is JSON (an MCP result's structuredContent), else its text. */
  value: unknown;
  receipt: ReceiptResult;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function checkResult(call: MadeCall, tool: ToolSpec | undefined): ReadResult {
  const output = { content: call.result?.text ?? '', isError: call.result?.isError === true };
  const check = checkToolResult(output, resultChecksFor(tool ?? { name: call.name }));
  const receipt: ReceiptResult = { call_id: call.id, name: call.name, verified: check.verified, checked: check.checked };
  if (check.violations.length) receipt.violations = check.violations.map((v) => ({ message: v.message, invariant: v.invariant, path: v.path, call_id: call.id, tool: call.name }));
  return { call, value: outputValue(output).value, receipt };
}

/** Values usable by later calls: fields of results that passed or had no check, flattened one level. */
export function knownValues(results: readonly ReadResult[]): Map<string, unknown> {
  const known = new Map<string, unknown>();
  for (const r of results) {
    if (r.receipt.checked === 'failed' || r.receipt.checked === 'refuted') continue;
    if (!isRecord(r.value)) continue;
    for (const [k, val] of Object.entries(r.value)) {
      if (isRecord(val)) for (const [k2, v2] of Object.entries(val)) known.set(`${k}.${k2}`, v2);
      else known.set(k, val);
    }
  }
  return known;
}
