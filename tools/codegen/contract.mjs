// generated/contract.ts: what the service states about itself, from the document.
import { METHODS } from './document.mjs';

/**
 * What the service states about itself and must not copy by hand: the interface version (info.version),
 * the model names (the ModelName enum, with `x-svc-models`) and the endpoint list with each operation's
 * `x-svc-summary`, in the document's order.
 */
export function contractModule(doc) {
  const modelSchema = doc.components.schemas.ModelName;
  const models = modelSchema.enum.map((id) => {
    const info = modelSchema['x-svc-models']?.[id];
    if (!info) throw new Error(`ModelName "${id}" has no entry in x-svc-models`);
    return { id, alias_of: info.alias_of ?? null, description: info.description };
  });
  const endpoints = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op['x-svc-summary']) throw new Error(`${op.operationId} has no x-svc-summary`);
      endpoints.push({ method: method.toUpperCase(), path: p, summary: op['x-svc-summary'] });
    }
  }
  const json = (v) => JSON.stringify(v, null, 2);
  return [
    `/** info.version of the document: the interface version GET /v1/capabilities reports. */`,
    `export const INTERFACE_VERSION = ${JSON.stringify(doc.info.version)};`,
    '',
    `/** The ModelName enum, in the document's order. */`,
    `export const MODEL_NAMES = ${JSON.stringify(modelSchema.enum)} as const;`,
    `export type ModelName = (typeof MODEL_NAMES)[number];`,
    `export const DEFAULT_MODEL: ModelName = ${JSON.stringify(modelSchema.default)};`,
    '',
    `/** Each model with what x-svc-models says of it. */`,
    `export const MODELS: readonly { readonly id: ModelName; readonly alias_of: ModelName | null; readonly description: string }[] = ${json(models)};`,
    '',
    `/** Every operation, in the document's order, with its x-svc-summary. */`,
    `export const ENDPOINTS: readonly { readonly method: string; readonly path: string; readonly summary: string }[] = ${json(endpoints)};`,
    '',
  ].join('\n');
}

