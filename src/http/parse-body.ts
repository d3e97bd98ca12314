/** Reads the body the operation accepts (JSON, text or image), within the size limits, then validates it. */
import type { OperationRow } from '../../generated/operations.js';
import { BODY_PROGRESS_BYTES, BodyStalled, BodyTooLarge, readBytes, readText } from './body-reader.js';
import { ServiceError } from '../errors.js';
import type { SvcContext } from '../api/context.js';
import type { Step } from './state.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { refusalOf } from '../core/spec/refusal.js';
import type { OperationValidators } from '../core/spec/validators.js';
import { JsonTooDeep, MAX_JSON_DEPTH, parseJsonWithin } from '../core/json-budget.js';

export const MAX_IMAGE_BYTES = 16 * 1024 * 1024;
const BODY_PROGRESS_KB = BODY_PROGRESS_BYTES / 1024;

export interface BodyLimits {
  maxChars: number;
  /** How long a body may go without progress. */
  stallMs: number;
}

function pickType(op: OperationRow, header: string | undefined): string | null {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  if (!type) return op.bodyTypes.includes('application/json') ? 'application/json' : op.bodyTypes[0] ?? null;
  if (op.bodyTypes.includes(type)) return type;
  if (type.endsWith('+json') && op.bodyTypes.includes('application/json')) return 'application/json';
  return null;
}

function tooLarge(e: BodyTooLarge): ServiceError {
  const what = e.unit === 'characters' ? `${e.limit.toLocaleString('en-US')} characters` : `${e.limit / (1024 * 1024)} MB`;
  return new ServiceError('request_too_large', `The request body is over the limit of ${what}. Split the input or store it as a document, then send a smaller request.`);
}

function stalled(e: BodyStalled): ServiceError {
  return new ServiceError(
    'invalid_request',
    `The request body stopped arriving: less than ${BODY_PROGRESS_KB} KB came in ${e.stallMs / 1000} s. Send the body at once, or store large input as a document.`,
    { param: null },
  );
}

function tooDeep(e: JsonTooDeep): ServiceError {
  return new ServiceError(
    'invalid_request',
    `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep (at ${e.overrun.path}); the limit is ${MAX_JSON_DEPTH} levels. Flatten the value, or store deep data as text.`,
    { param: e.overrun.field },
  );
}

function refuse(validate: ValidateFunction, data: unknown): never {
  throw refusalOf(validate.errors, data);
}

/** Null when the operation takes no body, path parameters or query: nothing to read or check. */
export function parseBody(op: OperationRow, v: OperationValidators, limits: BodyLimits): Step | null {
  if (op.bodyTypes.length === 0 && !v.params && !v.query) return null;
  return (ctx) => {
    const params = { ...ctx.params };
    if (v.params && !v.params(params)) refuse(v.params, params);
    ctx.state.params = params;
    const query = { ...ctx.query };
    if (v.query && !v.query(query)) refuse(v.query, query);
    ctx.state.query = query;
    const hasBody = ctx.request.length ? ctx.request.length > 0 : Boolean(ctx.get('transfer-encoding'));
    if (op.bodyTypes.length === 0 || !hasBody) {
      ctx.state.bodyType = 'none';
      if (op.bodyRequired) {
        throw new ServiceError('invalid_request', `This endpoint needs a request body (${op.bodyTypes.join(' or ')}).`, { param: null });
      }
      return;
    }
    const type = pickType(op, ctx.get('content-type'));
    if (!type) {
      throw new ServiceError('invalid_request', `Content-Type "${ctx.get('content-type')}" is not accepted here; send ${op.bodyTypes.join(' or ')}.`, { param: null });
    }
    return readBody(ctx, type, v, limits);
  };
}

async function readBody(ctx: SvcContext, type: string, v: OperationValidators, limits: BodyLimits): Promise<void> {
  try {
    if (type.startsWith('image/')) {
      ctx.state.body = await readBytes(ctx.req, MAX_IMAGE_BYTES, limits.stallMs);
      ctx.state.bodyType = 'image';
    } else {
      const text = await readText(ctx.req, limits.maxChars, limits.stallMs);
      if (type === 'application/json') {
        try {
          ctx.state.body = parseJsonWithin(text);
        } catch (e) {
          if (e instanceof JsonTooDeep) throw tooDeep(e);
          throw ServiceError.of('invalid_json', { detail: (e as Error).message });
        }
        ctx.state.bodyType = 'json';
      } else {
        ctx.state.body = text;
        ctx.state.bodyType = 'text';
      }
    }
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      if (!e.drained) ctx.set('Connection', 'close');
      throw tooLarge(e);
    }
    if (e instanceof BodyStalled) {
      ctx.set('Connection', 'close');
      throw stalled(e);
    }
    throw e;
  }
  const validate = v.body.get(type);
  if (validate && ctx.state.bodyType !== 'image' && !validate(ctx.state.body)) refuse(validate, ctx.state.body);
}
