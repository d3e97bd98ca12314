/** GET /v1/models: the document's models (ModelName and x-svc-models), OpenAI list shape, each with its rate limits. */
import { MODELS } from '../../generated/contract.js';
import type { Config } from '../config.js';
import type { HandlerMap } from './context.js';

/** Fixed so the list is the same on every call and every process (2025-01-01T00:00:00Z). */
export const MODELS_CREATED = 1735689600;

export function listModelsBody(config: Config) {
  return {
    object: 'list',
    data: MODELS.map((m) => ({
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

export function modelsHandlers(deps: { config: Config }): Pick<HandlerMap, 'listModels'> {
  // Serialized once: the list only changes with the configuration.
  const json = Buffer.from(JSON.stringify(listModelsBody(deps.config)));
  return {
    async listModels(ctx) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = json;
    },
  };
}
