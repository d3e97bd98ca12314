/** GET /v1/capabilities: the versioned capability contract (models and endpoints from the document, solvers from the registry, limits). */
import type { Config } from '../config.js';
import type { components } from '../../generated/types.js';
import type { HandlerMap } from './context.js';
import type { SolverRouter } from '../solving/router.js';
import { PRISTINE_VERSION } from '../solving/pristine.js';
import { ENDPOINTS, INTERFACE_VERSION, MODEL_NAMES } from '../../generated/contract.js';

/** The spec's Limits table. */
function limits(config: Config) {
  return {
    rate_per_key: { requests_per_second: config.ratePerSecond, burst: config.rateBurst, daily_cap: null, monthly_cap: null },
    max_chars_per_request: config.maxRequestChars,
    max_chars_per_document: config.maxRequestChars,
    long_input_chars: 100_000,
    documents_per_key: 200,
    document_bytes_per_account: 500 * 1000 * 1000,
    free_exchanges: config.freeExchanges,
    keys_per_account: 2,
    keys_per_key_pack: 2,
    phase_lifetime_days: 7,
    research_urls: 4,
    qr_encode_bytes: { L: 2953, M: 2331, Q: 1663, H: 1273 },
    qr_decode_image_bytes: 16 * 1024 * 1024,
    documents_query_k: { min: 1, default: 5 },
  };
}

export function capabilitiesBody(router: Pick<SolverRouter, 'solvers'>, config: Config): components['schemas']['Capabilities'] {
  return {
    interface_version: INTERFACE_VERSION,
    pristine: PRISTINE_VERSION,
    models: [...MODEL_NAMES],
    aliases: { svc: 'svc-prod' },
    // examples are requests the solver answers; declines, ones it leaves to others (both run as its tests).
    solvers: router.solvers.map((s) => ({
      name: s.name,
      summary: s.summary,
      examples: s.examples.claims.map((c) => c.ask),
      declines: s.examples.declines.map((d) => d.ask),
    })),
    endpoints: ENDPOINTS.map((e) => ({ ...e })),
    limits: limits(config),
  };
}

export function capabilitiesHandlers(deps: { router: SolverRouter; config: Config }): Pick<HandlerMap, 'getCapabilities'> {
  const body = capabilitiesBody(deps.router, deps.config);
  return {
    async getCapabilities(ctx) {
      ctx.body = body;
    },
  };
}
