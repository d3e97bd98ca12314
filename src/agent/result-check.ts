/**
 * Checks a tool's result at once, with what the call was recorded with: the tool's outputSchema and the
 * pack invariants bound to the tool. Status: `failed` (the tool reported an error), `refuted` (a check
 * applied and the result breaks it), `established` (every check that applied passed), `sourced` (nothing
 * to check it with, but it names its sources), `unchecked` (nothing to check it with). Only an
 * established result is verified.
 */
import { isRecord } from '../core/is-record.js';
import { parseJsonWithin } from '../core/json-budget.js';
import { compileJsonSchema, schemaErrors } from '../core/json-schema.js';
import { packInvariant, packInvariants } from './checks.js';
import type { Invariant } from './invariant.js';
import { evaluate, type Violation } from './invariant-check.js';
import { localId, outputSchemaOf, type StoredPack } from './pack.js';

export const RESULT_STATUSES = ['established', 'sourced', 'unchecked', 'refuted', 'failed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** What a call's result is checked with; stored with the call (plain JSON). */
export interface ResultChecks {
  tool: string;
  outputSchema?: Record<string, unknown>;
  invariants?: Invariant[];
}

export interface ToolOutput {
  content?: unknown;
  result?: unknown;
  /** The tool said it failed (`is_error`, a `tool_result` with is_error). */
  isError?: boolean;
}

export interface ToolResultCheck {
  verified: boolean;
  checked: ResultStatus;
  violations: Violation[];
}

/**
 * The checks for a call of `tool`: its outputSchema (written out, or the pack schema it names), the pack
 * invariants whose `tools` name it, and the pack invariants and schemas its `checks` name (`<pack>#<id>`).
 */
export function resultChecksFor(tool: { name: string; outputSchema?: Record<string, unknown> }, pack?: StoredPack): ResultChecks {
  const checks: ResultChecks = { tool: tool.name };
  const own = pack?.tools.find((t) => t.name === tool.name);
  const outputSchema = tool.outputSchema ?? (pack && own ? outputSchemaOf(pack, own) : undefined);
  if (outputSchema) checks.outputSchema = outputSchema;
  if (pack) {
    const bound = packInvariants(pack, (raw) => isRecord(raw) && Array.isArray(raw.tools) && raw.tools.includes(tool.name));
    for (const id of own?.checks ?? []) {
      const inv = packInvariant(pack, localId(id), `${pack.name}#${localId(id)}`);
      if (typeof inv !== 'string' && !bound.some((b) => b.label === inv.label)) bound.push(inv);
    }
    if (bound.length) checks.invariants = bound;
  }
  return checks;
}

/** Text of content as the wire formats send it: a string, or blocks/parts with `text`. */
export function outputText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const texts = content.map((b) => (isRecord(b) && typeof b.text === 'string' ? b.text : null));
    return texts.every((t) => t !== null) ? texts.join('') : null;
  }
  return null;
}

/** An MCP CallToolResult (`{content: [blocks], structuredContent?, isError?}`), sent as an object or as its JSON text. */
function mcpResult(content: unknown): Record<string, unknown> | null {
  let c = content;
  if (typeof c === 'string' && c.trimStart().startsWith('{')) {
    try {
      c = JSON.parse(c);
    } catch {
      return null;
    }
  }
  if (!isRecord(c)) return null;
  return c.structuredContent !== undefined || (Array.isArray(c.content) && c.content.every((b) => isRecord(b) && typeof b.type === 'string')) ? c : null;
}

/** The value a result stands for: `result` as sent, MCP `structuredContent` (or its content blocks), or content that is JSON; else its text. */
export function outputValue(output: ToolOutput): { value: unknown; json: boolean } {
  if (output.result !== undefined) return { value: output.result, json: true };
  const mcp = mcpResult(output.content);
  if (mcp && mcp.structuredContent !== undefined) return { value: mcp.structuredContent, json: true };
  if (mcp) return outputValue({ content: mcp.content });
  const c = output.content;
  const text = outputText(c);
  if (text === null) return { value: c, json: c !== undefined };
  try {
    // Past the depth budget the result is read as text, as a result that is not JSON is.
    return { value: parseJsonWithin(text), json: true };
  } catch {
    return { value: text, json: false };
  }
}

function reportsError(output: ToolOutput, value: unknown): string | null {
  if (output.isError) return 'the tool reported an error';
  if (mcpResult(output.content)?.isError === true) return 'the tool reported an error (isError)';
  if (isRecord(value) && Object.keys(value).every((k) => ['error', 'message', 'code', 'status', 'details'].includes(k)) && value.error !== undefined && value.error !== null && value.error !== false) {
    return `the tool returned an error: ${typeof value.error === 'string' ? value.error : JSON.stringify(value.error)}`;
  }
  if (typeof value === 'string' && /^\s*(error|exception|traceback)\b[:\s]/i.test(value)) return `the tool returned an error: ${value.trim().slice(0, 200)}`;
  return null;
}

const URL_RE = /\bhttps?:\/\/[^\s"'<>]+/i;

function citesSources(value: unknown): boolean {
  if (typeof value === 'string') return URL_RE.test(value);
  if (isRecord(value)) return ['source', 'sources', 'url', 'urls', 'citations', 'references', 'link'].some((k) => value[k] !== undefined && value[k] !== null && value[k] !== '');
  if (Array.isArray(value)) return value.some(citesSources);
  return false;
}

export function checkToolResult(output: ToolOutput, checks: ResultChecks): ToolResultCheck {
  const { value, json } = outputValue(output);
  const error = reportsError(output, value);
  if (error) return { verified: false, checked: 'failed', violations: [{ invariant: 'result', path: '', message: error, reason: error }] };
  const violations: Violation[] = [];
  let applied = 0;
  if (checks.outputSchema) {
    applied++;
    const validate = compileJsonSchema(checks.outputSchema);
    if (!validate(value)) {
      const why = !json && checks.outputSchema.type !== 'string' ? [{ path: '', message: 'is text, not the JSON the outputSchema describes' }] : schemaErrors(validate);
      for (const e of why) violations.push({ invariant: 'outputSchema', path: e.path, message: `${e.path || '/'} ${e.message}`, reason: `${e.path || '/'} ${e.message}` });
    }
  }
  if (checks.invariants?.length) {
    applied += checks.invariants.length;
    violations.push(...evaluate(value, checks.invariants));
  }
  if (violations.length) return { verified: false, checked: 'refuted', violations };
  if (applied) return { verified: true, checked: 'established', violations: [] };
  return { verified: false, checked: citesSources(value) ? 'sourced' : 'unchecked', violations: [] };
}
