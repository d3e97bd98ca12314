/** GET /v1/models: the three models, OpenAI list shape, each with its rate limits. */
import type { Config } from '../config.js';
import type { Handler } from '../http/state.js';

/** Fixed so the list is the same on every call and every process (2025-01-01T00:00:00Z). */
export const MODELS_CREATED = 1735689600;

export const MODEL_INFO = [
  { id: 'svc', alias_of: 'svc-prod', description: 'Default. Alias of svc-prod.' },
  {
    id: 'svc-prod',
    alias_of: null,
    description: 'Remembers facts the caller states and prose corrections sent with the key; coding answers come only from checked programs.',
  },
  {
    id: 'svc-pristine',
    alias_of: null,
    description: 'Fixed baseline: nothing the caller sends changes it; the same request returns the same answer.',
  },
] as const;

export function listModelsBody(config: Config) {
  return {
    object: 'list',
    data: MODEL_INFO.map((m) => ({
      id: m.id,
      object: 'model',
      created: MODELS_CREATED,
      owned_by: 'svc',
      alias_of: m.alias_of,
      description: m.description,
      // Every key gets the full rate on every model.
      rate_limits: { requests_per_second: config.ratePerSecond, burst: config.rateBurst },
    })),
  };
}

export function modelsHandlers(deps: { config: Config }): { listModels: Handler } {
  // Serialized once: the list only changes with the configuration.
  const json = Buffer.from(JSON.stringify(listModelsBody(deps.config)));
  return {
    async listModels(ctx) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = json;
    },
  };
}
