/**
 * Web search behind one interface: a provider turns a query into results (title, URL, snippet, source);
 * `searchWeb` asks it, folds repeats of one URL and keeps at most `max`. Which provider runs is configuration
 * (src/evidence/search/choose.ts); the providers never see the caller's key or other searches.
 */

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  /** Site or engine the result came from. */
  source: string;
}

export interface SearchProvider {
  /** What answers, as said to callers (`SearXNG`, `Brave Search`). */
  readonly name: string;
  search(query: string, max: number, signal?: AbortSignal): Promise<SearchResult[]>;
}

/** The provider could not answer; said to the caller with the provider's name. */
export class SearchFailed extends Error {
  constructor(provider: string, why: string) {
    super(`${provider} did not answer the search: ${why}`);
    this.name = 'SearchFailed';
  }
}

export const MAX_RESULTS = 20;
export const DEFAULT_RESULTS = 5;

/** One URL once: scheme and host case, a trailing slash, `#fragment` and `utm_*` parameters do not make a new page. */
export function urlKey(raw: string): string {
  try {
    const u = new URL(raw);
    u.hash = '';
    for (const name of [...u.searchParams.keys()]) if (/^utm_/i.test(name)) u.searchParams.delete(name);
    const path = u.pathname.replace(/\/+$/, '');
    return `${u.protocol}//${u.host.toLowerCase().replace(/^www\./, '')}${path}${u.search}`;
  } catch {
    return raw.trim();
  }
}

export function dedupeResults(results: readonly SearchResult[], max: number): SearchResult[] {
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  for (const r of results) {
    const key = urlKey(r.url);
    if (!r.url || seen.has(key)) continue;
    seen.add(key);
    out.push(r);
    if (out.length >= max) break;
  }
  return out;
}

export async function searchWeb(provider: SearchProvider, query: string, max = DEFAULT_RESULTS, signal?: AbortSignal): Promise<SearchResult[]> {
  const wanted = Math.min(Math.max(1, max), MAX_RESULTS);
  // Ask for a few more than wanted: repeats are folded after.
  return dedupeResults(await provider.search(query, Math.min(wanted * 2, MAX_RESULTS), signal), wanted);
}

/** Plain text of a snippet that may carry highlighting tags or entities. */
export function plainSnippet(s: unknown): string {
  if (typeof s !== 'string') return '';
  return s
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
