/** The Brave Search API (`/res/v1/web/search`, key in X-Subscription-Token): a hosted provider behind the same interface. */
import { getJson } from './provider-http.js';
import { plainSnippet, type SearchProvider, type SearchResult } from './provider.js';

export const BRAVE_API_URL = 'https://api.search.brave.com';

interface BraveResult {
  url?: unknown;
  title?: unknown;
  description?: unknown;
  profile?: { name?: unknown };
}

export class BraveProvider implements SearchProvider {
  readonly name = 'Brave Search';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string = BRAVE_API_URL,
  ) {}

  async search(query: string, max: number, signal?: AbortSignal): Promise<SearchResult[]> {
    const url = new URL('/res/v1/web/search', this.baseUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(Math.min(max, 20)));
    const body = (await getJson(this.name, url, { 'x-subscription-token': this.apiKey }, signal)) as { web?: { results?: BraveResult[] } };
    const results = Array.isArray(body?.web?.results) ? body.web.results : [];
    return results
      .filter((r) => typeof r.url === 'string')
      .map((r) => ({
        title: plainSnippet(r.title) || String(r.url),
        url: String(r.url),
        snippet: plainSnippet(r.description),
        source: typeof r.profile?.name === 'string' ? r.profile.name : 'brave',
      }));
  }
}
