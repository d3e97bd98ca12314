/**
 * Small readers shared by the three request adapters. The request's shape was checked against its schema
 * (openapi/svc.yaml) before an adapter sees it; what is left here are rules across fields.
 */
import { DEFAULT_MODEL, type ModelName } from '../../generated/contract.js';
import { parseJsonWithin } from '../core/json-budget.js';
import { ServiceError } from '../errors.js';
import type { AskTool, ImagePart, TextPart } from '../solving/ask.js';

export function invalid(param: string, message: string): ServiceError {
  return new ServiceError('invalid_request', message, { param });
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function text(text: string): TextPart {
  return { type: 'text', text };
}

/** `data:image/png;base64,...` → inline image; any other URL stays a link (never fetched). */
export function imageFromUrl(url: string): ImagePart {
  const m = /^data:([^;,]+)?((?:;[^;,]*)*?);base64,(.*)$/is.exec(url);
  if (m) return { type: 'image', mediaType: m[1]?.toLowerCase() ?? null, data: m[3].trim(), url: null };
  return { type: 'image', mediaType: null, data: null, url };
}

/** Tool arguments as sent; kept raw when they are not JSON (an assistant replay is not ours to reject). */
export function parseArgs(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? {};
  if (!raw.trim()) return {};
  try {
    // Past the depth budget the arguments stay raw text, as arguments that are not JSON do.
    return parseJsonWithin(raw);
  } catch {
    return raw;
  }
}

/** A tool the caller's tool_choice names must be one it declared (with a pack, the turn checks it against the pack's tools too). */
export function declared(tools: readonly AskTool[], name: string, param: string, withPack = false): string {
  if (!withPack && !tools.some((t) => t.name === name)) throw invalid(param, `${param} names "${name}", which is not in tools.`);
  return name;
}

/** model, pack, phase and pipeline read the same in every wire format. */
export function commonFields(body: { model?: ModelName; pack?: string; phase?: true | { id: string }; pipeline?: string }): {
  model: ModelName;
  pack?: string;
  phase?: true | { id: string };
  pipeline?: string;
} {
  const out: ReturnType<typeof commonFields> = { model: body.model ?? DEFAULT_MODEL };
  if (body.pack !== undefined) out.pack = body.pack;
  if (body.phase !== undefined) out.phase = body.phase === true ? true : { id: body.phase.id };
  if (body.pipeline !== undefined) out.pipeline = body.pipeline;
  return out;
}
