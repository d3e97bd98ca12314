/** GET /v1/capabilities: the versioned capability contract (models, solvers from the registry, endpoints, limits). */
import type { Config } from '../config.js';
import type { Handler } from '../http/state.js';
import type { SolverRouter } from '../solving/router.js';
import { PRISTINE_VERSION } from '../solving/pristine.js';
import { MODEL_INFO } from './models.js';

export const INTERFACE_VERSION = '1.0.0';

const ENDPOINTS: readonly [string, string, string][] = [
  ['POST', '/v1/chat/completions', 'Chat completions (OpenAI wire format); streams with stream: true.'],
  ['POST', '/v1/messages', 'Messages (Anthropic wire format); streams with stream: true.'],
  ['POST', '/v1/responses', 'Responses (OpenAI wire format), stateless; streams with stream: true.'],
  ['POST', '/v1/messages/count_tokens', 'Input token estimate; no answer, not billed.'],
  ['GET', '/v1/models', 'Models and their rate limits.'],
  ['GET', '/v1/usage', 'Plan, limits and request counts.'],
  ['GET', '/v1/capabilities', 'This contract.'],
  ['POST', '/v1/feedback', 'Rate a completion or send a correction.'],
  ['GET', '/v1/memory', 'Remembered facts and documents.'],
  ['DELETE', '/v1/memory', 'Erase everything remembered for the key.'],
  ['GET', '/v1/agent', 'Learned layer and pristine baseline.'],
  ['POST', '/v1/agent/reset', 'Return the agent to the latest pristine copy.'],
  ['POST', '/v1/documents', 'Store a document.'],
  ['POST', '/v1/documents/upload', 'Store a raw text body as a document.'],
  ['GET', '/v1/documents', "List the account's documents."],
  ['GET', '/v1/documents/{id}', 'Read a document by id or name.'],
  ['PUT', '/v1/documents/{name}', 'Create or replace a named document (If-Match, If-None-Match).'],
  ['DELETE', '/v1/documents/{id}', 'Remove a document.'],
  ['POST', '/v1/documents/query', "Matching passages from the caller's documents."],
  ['POST', '/v1/packs', 'Store a tool pack.'],
  ['GET', '/v1/packs', "The key's packs."],
  ['GET', '/v1/packs/{name}', 'One pack (or an older version with ?hash=).'],
  ['PUT', '/v1/packs/{name}', 'Publish the next version of a pack (If-Match).'],
  ['DELETE', '/v1/packs/{name}', 'Remove a pack.'],
  ['POST', '/v1/checks', 'Evaluate invariants on a patched copy of a state.'],
  ['POST', '/v1/hooks', 'Store a hook declaration (never called).'],
  ['GET', '/v1/hooks', 'List hook declarations.'],
  ['GET', '/v1/hooks/{id}', 'One hook declaration.'],
  ['DELETE', '/v1/hooks/{id}', 'Delete a hook declaration.'],
  ['POST', '/v1/tools/results', 'Post a tool result; it is checked at once.'],
  ['GET', '/v1/tools/results/{id}', 'A posted result and its check.'],
  ['POST', '/v1/web_search', 'Web search results with sources.'],
  ['POST', '/v1/research', 'Research report with a verdict (up to 4 URLs).'],
  ['GET', '/v1/beliefs', 'Belief ledger.'],
  ['POST', '/v1/qr/encode', 'Make a QR code (PNG, SVG, text) with its check.'],
  ['POST', '/v1/qr/decode', 'Read every QR code in an image.'],
];

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

export function capabilitiesBody(router: Pick<SolverRouter, 'solvers'>, config: Config) {
  return {
    interface_version: INTERFACE_VERSION,
    pristine: PRISTINE_VERSION,
    models: MODEL_INFO.map((m) => m.id),
    aliases: { svc: 'svc-prod' },
    // examples are requests the solver answers; declines, ones it leaves to others (both run as its tests).
    solvers: router.solvers.map((s) => ({
      name: s.name,
      summary: s.summary,
      examples: s.examples.claims.map((c) => c.ask),
      declines: s.examples.declines.map((d) => d.ask),
    })),
    endpoints: ENDPOINTS.map(([method, path, summary]) => ({ method, path, summary })),
    limits: limits(config),
  };
}

export function capabilitiesHandlers(deps: { router: SolverRouter; config: Config }): { getCapabilities: Handler } {
  const body = capabilitiesBody(deps.router, deps.config);
  return {
    async getCapabilities(ctx) {
      ctx.body = body;
    },
  };
}
