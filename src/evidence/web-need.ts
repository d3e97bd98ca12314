/**
 * What a chat solver gets of the web (the need `web`): search, research of a claim over URLs (or over a
 * search for it), and weighing a claim against texts at hand, all on behalf of the turn's key, so its
 * searches are logged and its fact-checks recorded in its ledger. svc-pristine keeps nothing.
 */
import type { Researched, WebEvidence } from './web-evidence.js';
import type { SearchResult } from './search/provider.js';
import type { ReadSource, Weighing } from './weigh.js';

export interface WebNeed {
  /** The configured provider's name; null when none is (search then throws NoSearchProvider). */
  provider: string | null;
  search(query: string, max?: number): Promise<SearchResult[]>;
  research(claim: string, urls?: readonly string[]): Promise<Researched>;
  weighTexts(claim: string, sources: readonly ReadSource[]): Promise<Weighing & { previous_verdict: string | null }>;
}

export function webNeed(web: WebEvidence, keyId: string | undefined, signal?: AbortSignal): WebNeed {
  const keeper = keyId ? { keyId } : undefined;
  return {
    provider: web.providerName,
    search: (query, max) => web.search(keeper, query, max, signal),
    research: (claim, urls) => web.research(keeper, claim, urls, 'chat', signal),
    weighTexts: (claim, sources) => web.weighTexts(keeper, claim, sources),
  };
}
