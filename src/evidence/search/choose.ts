/** The search provider configuration picks: SVC_SEARCH_PROVIDER, or SearXNG when SVC_SEARXNG_URL is set, else Brave when its key is. */
import type { Config } from '../../config.js';
import { BraveProvider } from './brave.js';
import type { SearchProvider } from './provider.js';
import { SearxngProvider } from './searxng.js';

/** What to set, said when no provider is configured. */
export const PROVIDER_SETTING = 'SVC_SEARXNG_URL (a SearXNG instance with the JSON format enabled) or SVC_BRAVE_API_KEY (Brave Search API)';

export function chooseProvider(config: Pick<Config, 'searchProvider' | 'searxngUrl' | 'braveApiKey' | 'braveUrl'>): SearchProvider | null {
  const which = config.searchProvider ?? (config.searxngUrl ? 'searxng' : config.braveApiKey ? 'brave' : null);
  if (which === 'searxng' && config.searxngUrl) return new SearxngProvider(config.searxngUrl);
  if (which === 'brave' && config.braveApiKey) return new BraveProvider(config.braveApiKey, config.braveUrl ?? undefined);
  return null;
}
