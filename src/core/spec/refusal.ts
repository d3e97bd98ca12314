/**
 * Turns ajv's errors for a refused request into the one refusal the caller sees: the most specific
 * error, its `param` (e.g. `messages[0].content[1].type`) and a message saying what to fix. A schema in
 * openapi/svc.yaml may carry `x-svc-error`, the message to give when that schema is not met (for a
 * missing property: the property's own); `{value}`, `{param}` and `{hosted}` are filled in.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { ServiceError } from '../../errors.js';

/** Hosted tools run on the provider's side; this service never runs a tool. */
export const HOSTED_TOOL_MESSAGE =
  'provider-hosted tools are not offered: the service never runs a tool itself. Declare your own function tools and run the proposed calls in your graph.';

type Schema = { 'x-svc-error'?: string; properties?: Record<string, Schema> } | undefined;

const UNIONS = new Set(['anyOf', 'oneOf']);

function segments(e: ErrorObject): string[] {
  const parts = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') parts.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') parts.push(String(e.params.additionalProperty));
  if (e.keyword === 'discriminator') parts.push(String(e.params.tag));
  return parts;
}

function paramOf(parts: string[]): string {
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** The x-svc-error that applies: the failing schema's own, or the missing property's. */
function ownMessage(e: ErrorObject): string | undefined {
  const parent = e.parentSchema as Schema;
  if (e.keyword === 'required') return parent?.properties?.[String(e.params.missingProperty)]?.['x-svc-error'];
  return parent?.['x-svc-error'];
}

/** The value that failed, for `{value}`: the tag of a discriminator, else the data (verbose mode). */
function valueOf(e: ErrorObject): unknown {
  return e.keyword === 'discriminator' ? e.params.tagValue : e.data;
}

function defaultMessage(e: ErrorObject, where: string): string {
  switch (e.keyword) {
    case 'required':
      return `${where} is required.`;
    case 'additionalProperties':
      return `${where} is not an accepted property here; remove it.`;
    case 'enum':
      return `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'const':
      return `${where} must be ${JSON.stringify(e.params.allowedValue)}.`;
    case 'type':
      return `${where} must be of type ${e.params.type}.`;
    case 'minLength':
      return `${where} must be at least ${e.params.limit} character${e.params.limit === 1 ? '' : 's'} long.`;
    case 'maxLength':
      return `${where} must be at most ${e.params.limit} characters long.`;
    case 'minItems':
      return `${where} must have at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${where} must have at most ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}.`;
    case 'minimum':
      return `${where} must be at least ${e.params.limit}.`;
    case 'maximum':
      return `${where} must be at most ${e.params.limit}.`;
    default:
      return `${where} ${e.message ?? 'is invalid'}.`;
  }
}

/**
 * The error to report: errors with an x-svc-error first, then the deepest (the one nearest to what is
 * wrong); a union (anyOf/oneOf) with its own message wins when none of its branches got deeper than it.
 */
export function pickError(errors: readonly ErrorObject[]): ErrorObject {
  const depth = (e: ErrorObject) => segments(e).length;
  const leaves = errors.filter((e) => !UNIONS.has(e.keyword));
  const deepest = Math.max(...leaves.map(depth), -1);
  const union = errors.find((e) => UNIONS.has(e.keyword) && ownMessage(e) && depth(e) >= deepest);
  if (union) return union;
  const ranked = [...leaves].sort((a, b) => Number(!!ownMessage(b)) - Number(!!ownMessage(a)) || depth(b) - depth(a));
  return ranked[0] ?? errors[0];
}

/** The refusal of a request that does not fit its schema; `model_not_found` for an unknown model. */
export function refusalOf(errors: readonly ErrorObject[] | null | undefined, data: unknown): ServiceError {
  if (!errors?.length) return new ServiceError('invalid_request', 'The request is invalid. Check it against the API reference.');
  const e = pickError(errors);
  const param = paramOf(segments(e));
  if (param === 'model' && e.keyword === 'enum') {
    return ServiceError.of('model_not_found', { model: (data as { model?: unknown }).model }, { param: 'model' });
  }
  const own = ownMessage(e);
  const message = own
    ? own.replace(/\{param\}/g, param || 'the request body').replace(/\{value\}/g, JSON.stringify(valueOf(e)) ?? 'none').replace(/\{hosted\}/g, HOSTED_TOOL_MESSAGE)
    : `${defaultMessage(e, param || 'the request body')} Fix the request and send it again.`;
  return new ServiceError('invalid_request', message, { param: param || null });
}
