/** ajv validators compiled once from the same OpenAPI document the router is built from. */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OperationTypes, RequestBody } from '../../../generated/handlers.js';
import { operations, type OperationRow } from '../../../generated/operations.js';
import { OPENAPI_JSON } from '../../paths.js';
import { refusalOf } from './refusal.js';

export interface OperationValidators {
  /** Per media type of the request body. */
  body: Map<string, ValidateFunction>;
  query: ValidateFunction | null;
  params: ValidateFunction | null;
}

type ParameterObject = { name: string; in: string; required?: boolean; schema?: object; $ref?: string };

/**
 * Every error of a refused request is collected (allErrors, with the failing schema and value: verbose),
 * so src/http/refusal.ts can report the most specific one; `discriminator` validates only the branch a
 * tagged union's tag names, so its errors are about that branch alone.
 */
function newAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020.default({ strict: false, allErrors: true, verbose: true, coerceTypes, useDefaults: true, discriminator: true });
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

/** ajv reads a tagged union from its branches' `const` tags and refuses OpenAPI's `mapping`, which is for other tools. */
function withoutMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutMappings);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'discriminator' && value && typeof value === 'object') {
      const { mapping: _mapping, ...rest } = value as Record<string, unknown>;
      out[key] = rest;
    } else out[key] = withoutMappings(value);
  }
  return out;
}

export function compileValidators(): Map<string, OperationValidators> {
  const doc = withoutMappings(JSON.parse(readFileSync(OPENAPI_JSON, 'utf8'))) as { paths: Record<string, any> };
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

let compiled: Map<string, OperationValidators> | undefined;

/**
 * A JSON body of operation Op, checked as a request's is (the same validators, the same refusal), for
 * code that takes a body from elsewhere than the HTTP chain: tests of the wire adapters, tools.
 */
export function checkedBody<Op extends keyof OperationTypes>(operationId: Op, body: unknown): RequestBody<Op> {
  compiled ??= compileValidators();
  const validate = compiled.get(operationId)?.body.get('application/json');
  if (!validate) throw new Error(`${operationId} takes no JSON body`);
  if (!validate(body)) throw refusalOf(validate.errors, body);
  return body as RequestBody<Op>;
}
