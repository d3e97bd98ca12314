/**
 * Each tool result read on a turn gets its own check status: `failed` when the tool reported an error,
 * `established` when a check applies and passes (the tool's outputSchema), `refuted` when one applies and
 * fails, `sourced` when no check applies but the result names its source, `unchecked` otherwise.
 */
import { valueProblems } from '../../src/plugin-api.js';
import type { components } from '../../generated/types.js';
import type { ToolSpec } from './choose-tool.js';
import type { MadeCall } from './conversation.js';

export type ReceiptResult = components['schemas']['ReceiptResult'];
export type Violation = components['schemas']['Violation'];

export interface ReadResult {
  call: MadeCall;
  /** The result as JSON when it is JSON (an MCP result's structuredContent), else its text. */
  value: unknown;
  receipt: ReceiptResult;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The value a result carries: JSON when it parses, the structured part of an MCP CallToolResult, or the text. */
export function resultValue(text: string): unknown {
  const t = text.trim();
  if (!/^[[{"]|^-?\d|^(true|false|null)$/.test(t)) return text;
  try {
    const v = JSON.parse(t) as unknown;
    if (isRecord(v) && 'structuredContent' in v && Array.isArray(v.content)) return v.structuredContent;
    return v;
  } catch {
    return text;
  }
}

function errorOf(value: unknown, isError: boolean): string | null {
  if (isError) return 'the tool reported an error';
  if (isRecord(value) && value.isError === true) return 'the tool reported an error (isError)';
  if (isRecord(value) && value.error !== undefined && value.error !== null && value.error !== false && Object.keys(value).length <= 3) {
    return `the tool reported an error: ${typeof value.error === 'string' ? value.error : JSON.stringify(value.error)}`;
  }
  return null;
}

const SOURCE_KEYS = ['source', 'sources', 'url', 'link', 'citation', 'citations', 'reference'];

function hasSource(value: unknown, text: string): boolean {
  if (isRecord(value)) return SOURCE_KEYS.some((k) => value[k] !== undefined && value[k] !== null && value[k] !== '');
  return /\bhttps?:\/\/\S+/.test(text);
}

export function checkResult(call: MadeCall, tool: ToolSpec | undefined): ReadResult {
  const text = call.result?.text ?? '';
  const value = resultValue(text);
  const base = { call_id: call.id, name: call.name };
  const v = (message: string, extra: Partial<Violation> = {}): Violation => ({ message, call_id: call.id, tool: call.name, ...extra });
  const error = errorOf(value, call.result?.isError === true);
  if (error) return { call, value, receipt: { ...base, verified: false, checked: 'failed', violations: [v(error)] } };
  if (tool?.outputSchema) {
    const problems = valueProblems(tool.outputSchema, value);
    if (problems === null) {
      return { call, value, receipt: { ...base, verified: false, checked: 'unchecked', violations: [v(`the outputSchema of ${call.name} does not compile, so the result could not be checked`)] } };
    }
    if (problems.length) {
      const violations = problems.map((p) => {
        const [path, ...rest] = p.split(' ');
        return v(`the result does not fit the outputSchema of ${call.name}: ${p}`, { invariant: 'outputSchema', path: path === '/' ? '' : path, ...(rest.length ? {} : {}) });
      });
      return { call, value, receipt: { ...base, verified: false, checked: 'refuted', violations } };
    }
    return { call, value, receipt: { ...base, verified: true, checked: 'established' } };
  }
  return { call, value, receipt: { ...base, verified: false, checked: hasSource(value, text) ? 'sourced' : 'unchecked' } };
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
