/**
 * The results read on a turn, each checked with the service's one result checker (`readResults`: the
 * tool's outputSchema and the invariants of the turn's pack bound to the tool), giving `failed`,
 * `established`, `refuted`, `sourced` or `unchecked`; this module pairs each with its call and puts the
 * check in the receipt's shape.
 */
import { readResults, type Ask, type StoredPack } from '../../src/plugin-api.js';
import type { components } from '../../generated/types.js';
import type { MadeCall } from './conversation.js';

export type ReceiptResult = components['schemas']['ReceiptResult'];

export interface ReadResult {
  call: MadeCall;
  /** The result as JSON when it is JSON (an MCP result's structuredContent), else its text. */
  value: unknown;
  receipt: ReceiptResult;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The results of `made` calls that came back, in the order the calls were made. */
export function checkResults(ask: Ask, made: readonly MadeCall[], pack: StoredPack | undefined): ReadResult[] {
  const checked = new Map(readResults(ask, pack).map((r) => [r.call_id, r]));
  return made.flatMap((call) => {
    const r = call.result && checked.get(call.id);
    if (!r) return [];
    const receipt: ReceiptResult = { call_id: call.id, name: call.name, verified: r.verified, checked: r.checked };
    if (r.violations?.length) receipt.violations = r.violations.map((v) => ({ message: v.message, ...(v.invariant ? { invariant: v.invariant } : {}), ...(v.path !== undefined ? { path: v.path } : {}), call_id: call.id, tool: call.name }));
    return [{ call, value: r.value, receipt }];
  });
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
