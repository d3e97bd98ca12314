/**
 * The error catalogue of the service (as fastify's lib/errors.js): every spec error code with its status
 * and type, and for the codes that always mean one thing, the one message template used everywhere.
 * Any layer may throw a ServiceError; one middleware (src/http/respond-error.ts) renders it.
 */
import { MODEL_NAMES } from '../generated/contract.js';

export const ERROR_TABLE = {
  invalid_json: { status: 400, type: 'invalid_request_error' },
  invalid_request: { status: 400, type: 'invalid_request_error' },
  model_not_found: { status: 400, type: 'invalid_request_error' },
  invalid_pack: { status: 400, type: 'invalid_request_error' },
  invalid_check: { status: 400, type: 'invalid_request_error' },
  invalid_name: { status: 400, type: 'invalid_request_error' },
  too_many_tools: { status: 400, type: 'invalid_request_error' },
  request_too_large: { status: 400, type: 'invalid_request_error' },
  previous_response_not_supported: { status: 400, type: 'invalid_request_error' },
  missing_api_key: { status: 401, type: 'authentication_error' },
  invalid_api_key: { status: 401, type: 'authentication_error' },
  free_prompts_used: { status: 402, type: 'billing_error' },
  key_revoked: { status: 403, type: 'permission_error' },
  subscription_inactive: { status: 403, type: 'permission_error' },
  not_found: { status: 404, type: 'not_found_error' },
  not_offered: { status: 404, type: 'not_found_error' },
  pack_miss: { status: 404, type: 'not_found_error' },
  phase_miss: { status: 404, type: 'not_found_error' },
  pipeline_miss: { status: 404, type: 'not_found_error' },
  schema_miss: { status: 404, type: 'not_found_error' },
  call_miss: { status: 404, type: 'not_found_error' },
  document_miss: { status: 404, type: 'not_found_error' },
  method_not_allowed: { status: 405, type: 'invalid_request_error' },
  version_conflict: { status: 409, type: 'conflict_error' },
  key_limit_reached: { status: 409, type: 'conflict_error' },
  document_limit_reached: { status: 409, type: 'conflict_error' },
  rate_limit_exceeded: { status: 429, type: 'rate_limit_error' },
  not_yet_offered: { status: 503, type: 'server_error' },
  service_unavailable: { status: 503, type: 'server_error' },
  service_busy: { status: 503, type: 'server_error' },
} as const satisfies Record<string, { status: number; type: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/**
 * Message templates of the codes whose meaning is fixed; each says what went wrong and what to do next.
 * Codes absent here (invalid_request, not_found, ...) carry a message written where the refusal is made.
 */
export const ERROR_MESSAGES = {
  invalid_json: (p: { detail: string }) => `The body is not valid JSON (${p.detail}). Send a JSON object with Content-Type: application/json.`,
  model_not_found: (p: { model: unknown }) =>
    `Model ${JSON.stringify(p.model)} does not exist; use one of ${MODEL_NAMES.join(', ')} (svc is the default and an alias of svc-prod).`,
  invalid_name: (p: { problems: readonly string[] }) => `Invalid document name: ${p.problems.join('; ')}. Choose another name; nothing was stored.`,
  missing_api_key: () => 'No API key was sent. Send it as "Authorization: Bearer <API_KEY>" or as the "x-api-key" header (never in the URL).',
  invalid_api_key: () => 'The API key is not recognised. Check that you copied the whole key (it starts with svc_live_) or create a new one.',
  key_revoked: (p: { prefix: string }) => `The key ${p.prefix}… was revoked. Use another key of the account or create a new one.`,
  subscription_inactive: () => 'The subscription of this account is inactive. Reactivate it on the account page, then retry.',
  free_prompts_used: (p: { free: number }) => `The ${p.free} free exchanges of this account are used. Activate a plan on the account page to continue.`,
  schema_miss: (p: { id: string }) => `No pack on this key has schema "${p.id}"; store the pack first or send the schema inline.`,
  method_not_allowed: (p: { method: string; path: string; allowed: readonly string[] }) => `${p.method} is not allowed on ${p.path}; use ${p.allowed.join(' or ')}.`,
  version_conflict: (p: { name: string; current: number; sent: string }) =>
    `The document "${p.name}" is at version ${p.current}; ${p.sent}. Read it again (GET /v1/documents/${encodeURIComponent(p.name)}) and resend with If-Match: ${p.current}; nothing was written.`,
  key_limit_reached: (p: { limit: number }) =>
    `This account already has ${p.limit} active API keys, its limit (2 plus 2 per key pack). Revoke a key you no longer use or add a key pack, then create the key again.`,
  rate_limit_exceeded: (p: { perSecond: number; burst: number; wait: number }) =>
    `Too many requests on this key (${p.perSecond} per second on average, bursts up to ${p.burst}). Wait ${p.wait} s (Retry-After) before sending again; do not replay billable calls automatically.`,
  not_yet_offered: (p: { feature: string }) =>
    `${p.feature} is not offered by this server yet. The endpoint is part of the published interface and will answer in a later release; see GET /api/v1/capabilities for what works today.`,
  service_busy: (p: { detail: string; wait: number }) =>
    `The service is busy with other heavy work (${p.detail}). Retry after ${p.wait} s (Retry-After); nothing was done.`,
  service_unavailable: (p: { requestId: string }) =>
    `The service could not complete this request (request id ${p.requestId}). Try again shortly; if it persists, report the request id.`,
} satisfies Partial<Record<ErrorCode, (params: never) => string>>;

export type TemplatedCode = keyof typeof ERROR_MESSAGES;
type TemplateParams<C extends TemplatedCode> = Parameters<(typeof ERROR_MESSAGES)[C]>;

/** Codes that are never billed: refusals of input, misses, and limits. */
const UNBILLED_STATUSES = new Set([400, 401, 402, 403, 404, 405, 409, 429]);

export interface ServiceErrorOptions {
  param?: string | null;
  /** Extra fields merged into the error object (e.g. current_version, packs). */
  extra?: Record<string, unknown>;
  /** Seconds for Retry-After (429 and 503). */
  retryAfter?: number;
  /** Fields merged into the top-level body beside `error` (e.g. `svc: {pack_miss}`). */
  body?: Record<string, unknown>;
}

export class ServiceError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param: string | null;
  readonly extra?: Record<string, unknown>;
  readonly retryAfter?: number;
  readonly body?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ServiceErrorOptions = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.status = ERROR_TABLE[code].status;
    this.type = ERROR_TABLE[code].type;
    this.param = options.param ?? null;
    this.extra = options.extra;
    this.retryAfter = options.retryAfter;
    this.body = options.body;
  }

  /** The error of a templated code, with the catalogue's message: `ServiceError.of('model_not_found', { model })`. */
  static of<C extends TemplatedCode>(code: C, ...args: [...TemplateParams<C>, options?: ServiceErrorOptions]): ServiceError {
    const template = ERROR_MESSAGES[code] as (params?: unknown) => string;
    const takesParams = template.length > 0;
    const options = (takesParams ? args[1] : args[0]) as ServiceErrorOptions | undefined;
    return new ServiceError(code, template(takesParams ? args[0] : undefined), options);
  }

  get billable(): boolean {
    return !UNBILLED_STATUSES.has(this.status);
  }

  toEnvelope(): { error: Record<string, unknown> } & Record<string, unknown> {
    return {
      ...this.body,
      error: { message: this.message, type: this.type, param: this.param, code: this.code, ...this.extra },
    };
  }
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}
