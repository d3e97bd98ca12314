/** The one error type of the service and the table that maps each spec error code to status and type. */

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
} as const satisfies Record<string, { status: number; type: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

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

  constructor(readonly code: ErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message);
    this.name = 'ServiceError';
    this.status = ERROR_TABLE[code].status;
    this.type = ERROR_TABLE[code].type;
    this.param = options.param ?? null;
    this.extra = options.extra;
    this.retryAfter = options.retryAfter;
    this.body = options.body;
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
