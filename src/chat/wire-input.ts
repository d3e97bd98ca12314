/** Small readers shared by the three request adapters; each refusal names the offending field. */
import { DEFAULT_MODEL, MODEL_NAMES } from '../../generated/contract.js';
import { ServiceError } from '../errors.js';
import type { ImagePart, ModelName, TextPart } from '../solving/ask.js';

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
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function requireString(value: unknown, param: string, what: string): string {
  if (typeof value !== 'string' || !value) throw invalid(param, `${param} must be a non-empty string: ${what}.`);
  return value;
}

export function requireArray(value: unknown, param: string, minItems = 0): unknown[] {
  if (!Array.isArray(value) || value.length < minItems) {
    throw invalid(param, `${param} must be an array${minItems ? ` with at least ${minItems} item` : ''}.`);
  }
  return value;
}

export function optionalPositiveInt(body: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const v = body[key];
    if (v === undefined || v === null) continue;
    if (!Number.isInteger(v) || (v as number) < 1) throw invalid(key, `${key} must be an integer of at least 1.`);
    return v as number;
  }
  return undefined;
}


/** model, pack, phase and pipeline read the same in every wire format. */
export function commonFields(body: Record<string, unknown>): {
  model: ModelName;
  pack?: string;
  phase?: true | { id: string };
  pipeline?: string;
} {
  const model = body.model ?? DEFAULT_MODEL;
  if (!(MODEL_NAMES as readonly unknown[]).includes(model)) {
    throw ServiceError.of('model_not_found', { model }, { param: 'model' });
  }
  const out: ReturnType<typeof commonFields> = { model: model as ModelName };
  if (body.pack !== undefined && body.pack !== null) {
    out.pack = requireString(body.pack, 'pack', 'a pack name, or name@sha256:<hash>');
  }
  if (body.phase === true) out.phase = true;
  else if (isRecord(body.phase)) out.phase = { id: requireString(body.phase.id, 'phase.id', 'the phase id from svc.phase.id') };
  else if (body.phase !== undefined && body.phase !== null && body.phase !== false) {
    throw invalid('phase', 'phase must be true (start a phase) or {"id": "<phase_id>"} (continue one).');
  }
  if (body.pipeline !== undefined && body.pipeline !== null) {
    out.pipeline = requireString(body.pipeline, 'pipeline', "the name of a pipeline in the request's pack");
  }
  return out;
}

/** Hosted tools run on the provider's side; this service never runs a tool. */
export const HOSTED_TOOL_MESSAGE =
  'provider-hosted tools are not offered: the service never runs a tool itself. Declare your own function tools and run the proposed calls in your graph.';
