/** ajv validators compiled once from the same OpenAPI document the router is built from. */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operations, type OperationRow } from '../../generated/operations.js';
import { OPENAPI_JSON } from '../paths.js';

export interface OperationValidators {
  /** Per media type of the request body. */
  body: Map<string, ValidateFunction>;
  query: ValidateFunction | null;
  params: ValidateFunction | null;
}

type ParameterObject = { name: string; in: string; required?: boolean; schema?: object; $ref?: string };

function newAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020.default({ strict: false, allErrors: false, coerceTypes, useDefaults: true, discriminator: false });
  addFormats.default(ajv);
  return ajv;
}

function paramSchema(params: ParameterObject[], where: string) {
  const chosen = params.filter((p) => p.in === where);
  if (chosen.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((p) => [p.name, p.schema ?? {}])),
    required: chosen.filter((p) => p.required).map((p) => p.name),
  };
}

export function compileValidators(): Map<string, OperationValidators> {
  const doc = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8'));
  const bodies = newAjv(false);
  const params = newAjv(true);
  bodies.addSchema(doc, 'svc');
  params.addSchema(doc, 'svc');
  const deref = (x: ParameterObject): ParameterObject =>
    x.$ref ? x.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o: any, k) => o[k], doc) : x;
  const out = new Map<string, OperationValidators>();
  for (const op of operations as readonly OperationRow[]) {
    const item = doc.paths[op.path];
    const all = [...(item.parameters ?? []), ...(item[op.method.toLowerCase()].parameters ?? [])].map(deref);
    const body = new Map<string, ValidateFunction>();
    for (const type of op.bodyTypes) {
      const ptr = `${op.bodyPointer}/content/${type.replace(/~/g, '~0').replace(/\//g, '~1')}/schema`;
      body.set(type, bodies.compile({ $ref: `svc${ptr}` }));
    }
    const q = paramSchema(all, 'query');
    const p = paramSchema(all, 'path');
    out.set(op.operationId, { body, query: q && params.compile(q), params: p && params.compile(p) });
  }
  return out;
}

/** Turns an ajv error into a spec `param` (e.g. `messages[0].role`) and a message saying what to fix. */
export function describeAjvError(e: ErrorObject, root?: string): { param: string | null; message: string } {
  const parts = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') parts.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') parts.push(String(e.params.additionalProperty));
  let param = parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
  if (root) param = param ? `${root}.${param}` : root;
  const where = param || 'the request body';
  let message: string;
  switch (e.keyword) {
    case 'required':
      message = `${where} is required.`;
      break;
    case 'additionalProperties':
      message = `${where} is not an accepted property here; remove it.`;
      break;
    case 'enum':
      message = `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
      break;
    case 'type':
      message = `${where} must be of type ${e.params.type}.`;
      break;
    case 'minLength':
      message = `${where} must be at least ${e.params.limit} character${e.params.limit === 1 ? '' : 's'} long.`;
      break;
    case 'minItems':
      message = `${where} must have at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}.`;
      break;
    default:
      message = `${where} ${e.message ?? 'is invalid'}.`;
  }
  return { param: param || null, message: `${message} Fix the request and send it again.` };
}
