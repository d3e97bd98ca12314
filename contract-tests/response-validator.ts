/** Validates a real response against the document with ajv, for requests sent straight to the server. */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operations } from '../generated/operations.js';
import { OPENAPI_JSON } from '../src/paths.js';

const doc = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8'));
const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc, 'svc');

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, (c) => encodeURIComponent(c));

function deref<T>(x: T & { $ref?: string }): T {
  if (!x?.$ref) return x;
  return x.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o: any, k) => o[k], doc);
}

/** Returns a list of problems (empty when the response fits the document). */
export async function checkResponse(operationId: string, res: Response): Promise<string[]> {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const responses = doc.paths[op.path][op.method.toLowerCase()].responses;
  const key = String(res.status) in responses ? String(res.status) : `${String(res.status)[0]}XX` in responses ? `${String(res.status)[0]}XX` : 'default';
  const spec = responses[key] && deref<any>(responses[key]);
  if (!spec) return [`status ${res.status} is not documented for ${operationId}`];
  const problems: string[] = [];
  for (const [name, h] of Object.entries<any>(spec.headers ?? {})) {
    if (deref<any>(h).required && !res.headers.has(name)) problems.push(`missing header ${name}`);
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0];
  if (!spec.content) return problems;
  if (!spec.content[type]) return [...problems, `content type ${type} is not documented for ${res.status}`];
  if (type !== 'application/json') return problems;
  const body = await res.clone().json();
  const ptr = responses[key].$ref
    ? `${responses[key].$ref}/content/${esc(type)}/schema`
    : `#/paths/${esc(op.path)}/${op.method.toLowerCase()}/responses/${key}/content/${esc(type)}/schema`;
  const validate = ajv.getSchema(`svc${ptr}`) ?? ajv.compile({ $ref: `svc${ptr}` });
  if (!validate(body)) problems.push(...(validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`));
  return problems;
}
