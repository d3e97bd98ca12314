/** The one HTTP call every search provider makes: JSON over GET with a time limit, failures named. */
import { request } from 'undici';
import { SearchFailed } from './provider.js';

export const SEARCH_TIMEOUT_MS = 8000;

export async function getJson(provider: string, url: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
  let res;
  try {
    res = await request(url, { method: 'GET', headers: { accept: 'application/json', ...headers }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (e) {
    throw new SearchFailed(provider, timeout.aborted ? `no answer within ${SEARCH_TIMEOUT_MS / 1000} s` : `it could not be reached (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new SearchFailed(provider, `it answered HTTP ${res.statusCode}`);
  }
  try {
    return await res.body.json();
  } catch {
    throw new SearchFailed(provider, 'its answer is not JSON');
  }
}
