/** POST /v1/web_search, POST /v1/research and GET /v1/beliefs over the evidence service (src/evidence). */
import { ServiceError } from '../errors.js';
import { NoSearchProvider, type WebEvidence } from '../evidence/web-evidence.js';
import { SearchFailed } from '../evidence/search/provider.js';
import type { BeliefRepo } from '../store/belief-repo.js';
import type { HandlerMap } from './context.js';

/** A missing provider or one that fails is the service's state, not the caller's input: 503 saying which. */
async function searching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof NoSearchProvider) throw new ServiceError('service_unavailable', e.message, { extra: { setting: 'SVC_SEARXNG_URL' } });
    if (e instanceof SearchFailed) throw new ServiceError('service_unavailable', `${e.message}. Try again shortly.`, { retryAfter: 30 });
    throw e;
  }
}

export function webHandlers(deps: { web: WebEvidence; beliefs: BeliefRepo }): Pick<HandlerMap, 'webSearch' | 'research' | 'getBeliefs'> {
  return {
    async webSearch(ctx) {
      const { query, max_results } = ctx.state.body;
      const results = await searching(() => deps.web.search({ keyId: ctx.state.auth.key.id }, query, max_results));
      ctx.body = { query, provider: deps.web.providerName ?? undefined, results };
    },

    async research(ctx) {
      const { claim, urls } = ctx.state.body;
      if (!urls && !deps.web.providerName) {
        throw new ServiceError('invalid_request', `Send "urls" (1 to 4 pages to weigh the claim against): no web search provider is configured to find them.`, { param: 'urls' });
      }
      const report = await searching(() => deps.web.research({ keyId: ctx.state.auth.key.id }, claim, urls, 'research'));
      ctx.body = report;
    },

    async getBeliefs(ctx) {
      ctx.body = { beliefs: await deps.beliefs.list(ctx.state.auth.key.id) };
    },
  };
}
