// generated/handlers.ts: each operation as its handler sees it.

/** How a request body of each accepted media type reaches a handler: ctx.state.bodyType and ctx.state.body. */
function inputVariant(opId, type) {
  if (type === 'application/json') return `{ bodyType: 'json'; body: NonNullable<operations['${opId}']['requestBody']>['content']['application/json'] }`;
  if (type.startsWith('text/')) return `{ bodyType: 'text'; body: string }`;
  if (type.startsWith('image/')) return `{ bodyType: 'image'; body: Buffer }`;
  throw new Error(`${opId}: no handler input for media type ${type}`);
}

/** What a handler of each success media type may set as ctx.body. */
function responseVariant(opId, status, type) {
  if (type === 'application/json') return `operations['${opId}']['responses'][${status}]['content']['application/json'] | Buffer`;
  if (type === 'text/event-stream') return 'Readable';
  if (type.startsWith('text/')) return 'string';
  throw new Error(`${opId}: no handler response for media type ${type}`);
}

/**
 * Per operation, from openapi-typescript's `operations`: the body as the handler receives it (by media
 * type), the validated query and path parameters, and what it may answer; then `OperationHandler<Op, S>`,
 * a Koa handler whose ctx.state.body/bodyType, query and params and ctx.body are typed for that operation.
 */
export function handlersModule(doc, { operationsTable, resolveRef, mediaTypes }) {
  const entries = [];
  for (const row of operationsTable()) {
    const op = doc.paths[row.path][row.method.toLowerCase()];
    const id = row.operationId;
    const params = [...(doc.paths[row.path].parameters ?? []), ...(op.parameters ?? [])].map((prm) => (prm.$ref ? resolveRef(prm.$ref) : prm));
    const inputs = row.bodyTypes.some((t) => t.startsWith('image/'))
      ? [...row.bodyTypes.filter((t) => !t.startsWith('image/')), 'image/*']
      : row.bodyTypes;
    const input = inputs.map((t) => inputVariant(id, t));
    if (!row.bodyRequired) input.push(`{ bodyType: 'none'; body: undefined }`);
    const query = params.some((x) => x.in === 'query') ? `NonNullable<operations['${id}']['parameters']['query']>` : 'Record<string, never>';
    const path = params.some((x) => x.in === 'path') ? `operations['${id}']['parameters']['path']` : 'Record<string, never>';
    const responses = [];
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      if (!/^2\d\d$/.test(status)) continue;
      const resolved = response.$ref ? resolveRef(response.$ref) : response;
      for (const type of mediaTypes(resolved.content)) responses.push(...responseVariant(id, status, type).split(' | '));
    }
    entries.push(
      `  ${id}: {\n    input: ${input.join(' | ')};\n    query: ${query};\n    params: ${path};\n    response: ${[...new Set(responses)].join(' | ') || 'never'};\n  };`,
    );
  }
  return [
    `import type { Readable } from 'node:stream';`,
    `import type { ParameterizedContext } from 'koa';`,
    `import type { operations } from './types.js';`,
    '',
    '/** Each operation as its handler sees it: the body by media type, the query and path parameters after validation, the response. */',
    `export interface OperationTypes {\n${entries.join('\n')}\n}`,
    '',
    'export type RequestInput<Op extends keyof OperationTypes> = OperationTypes[Op][\'input\'];',
    'export type RequestBody<Op extends keyof OperationTypes> = Extract<RequestInput<Op>, { bodyType: \'json\' }>[\'body\'];',
    'export type RequestQuery<Op extends keyof OperationTypes> = OperationTypes[Op][\'query\'];',
    'export type PathParams<Op extends keyof OperationTypes> = OperationTypes[Op][\'params\'];',
    'export type ResponseBody<Op extends keyof OperationTypes> = OperationTypes[Op][\'response\'];',
    '',
    '/** ctx.state of operation Op\'s handler: the middleware\'s state S, the body as read and validated, the validated query and path parameters. */',
    'export type OperationState<Op extends keyof OperationTypes, S> = S & RequestInput<Op> & { query: RequestQuery<Op>; params: PathParams<Op> };',
    '',
    '/** A Koa handler of operation Op, typed from the document. */',
    'export type OperationHandler<Op extends keyof OperationTypes, S = object> = (ctx: ParameterizedContext<OperationState<Op, S>, object, ResponseBody<Op>>) => Promise<void>;',
    '',
  ].join('\n');
}

