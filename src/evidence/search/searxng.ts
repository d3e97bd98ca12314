/** SearXNG's JSON API (`/search?q=…&format=json`; the instance must list `json` in its search formats). */
import { getJson } from './provider-http.js';
import { plainSnippet, type SearchProvider, type SearchResult } from './provider.js';

interface SearxngResult {
  url?: unknown;
  title?: unknown;
  content?: unknown;
  engine?: unknown;
  engines?: unknown;
}

export class SearxngProvider implements SearchProvider {
  readonly name = 'SearXNG';

  constructor(private readonly baseUrl: string) {}

  async search(query: string, max: number, signal?: AbortSignal): Promise<SearchResult[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    const body = (await getJson(this.name, url, {}, signal)) as { results?: SearxngResult[] };
    const results = Array.isArray(body?.results) ? body.results : [];
    return results
      .filter((r) => typeof r.url === 'string')
      .slice(0, max)
      .map((r) => ({
        title: plainSnippet(r.title) || String(r.url),
        url: String(r.url),
        snippet: plainSnippet(r.content),
        source: typeof r.engine === 'string' ? r.engine : Array.isArray(r.engines) && typeof r.engines[0] === 'string' ? r.engines[0] : this.name,
      }));
  }
}
