/** Both providers against a fixture server answering as SearXNG and Brave do: results mapped, repeats folded, failures named. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebFixture, type WebFixture } from '../../testing/web-fixtures.js';
import { BraveProvider } from './brave.js';
import { chooseProvider } from './choose.js';
import { dedupeResults, SearchFailed, searchWeb, urlKey } from './provider.js';
import { SearxngProvider } from './searxng.js';

let web: WebFixture;
beforeAll(async () => {
  web = await startWebFixture(
    [
      { path: '/tea.html', title: 'Green tea', body: '<p>Green tea contains caffeine, about 28 mg per cup.</p>' },
      { path: '/coffee.html', title: 'Coffee &amp; caffeine', body: '<p>A cup of coffee contains about 95 mg of caffeine.</p>' },
      { path: '/bread.html', title: 'Bread', body: '<p>Bread is baked from dough.</p>' },
    ],
    { braveToken: 'brave-test-token' },
  );
});
afterAll(() => web.close());

describe('search providers', () => {
  it('SearXNG: title, URL, snippet and engine, each URL once, at most max', async () => {
    const results = await searchWeb(new SearxngProvider(web.origin), 'caffeine per cup', 5);
    expect(results.map((r) => r.url)).toEqual([web.url('/tea.html'), web.url('/coffee.html')]);
    expect(results[1]).toEqual({ title: 'Coffee & caffeine', url: web.url('/coffee.html'), snippet: 'A cup of coffee contains about 95 mg of caffeine.', source: 'fixture' });
    expect(await searchWeb(new SearxngProvider(`${web.origin}/`), 'caffeine per cup', 1)).toHaveLength(1);
    expect(web.queries.at(-1)).toBe('caffeine per cup');
  });

  it('Brave: the same results through the hosted API shape, with its key', async () => {
    const results = await searchWeb(new BraveProvider('brave-test-token', web.origin), 'caffeine cup', 5);
    expect(results.map((r) => [r.url, r.source])).toEqual([
      [web.url('/tea.html'), 'Fixture'],
      [web.url('/coffee.html'), 'Fixture'],
    ]);
  });

  it('names the provider and what went wrong', async () => {
    await expect(new BraveProvider('wrong', web.origin).search('tea', 3)).rejects.toThrow(new SearchFailed('Brave Search', 'it answered HTTP 401'));
    await expect(new SearxngProvider('http://127.0.0.1:1').search('tea', 3)).rejects.toThrow(/^SearXNG did not answer the search: it could not be reached \(ECONNREFUSED\)$/);
  });

  it('chooses by configuration', () => {
    const none = { searchProvider: null, searxngUrl: null, braveApiKey: null, braveUrl: null };
    expect(chooseProvider(none)).toBeNull();
    expect(chooseProvider({ ...none, searxngUrl: web.origin })?.name).toBe('SearXNG');
    expect(chooseProvider({ ...none, braveApiKey: 'k' })?.name).toBe('Brave Search');
    expect(chooseProvider({ ...none, searchProvider: 'brave', searxngUrl: web.origin, braveApiKey: 'k' })?.name).toBe('Brave Search');
  });

  it('folds one page under several URL spellings', () => {
    expect(urlKey('HTTPS://WWW.Example.com/a/?utm_source=x#top')).toBe(urlKey('https://example.com/a'));
    const r = (url: string) => ({ title: url, url, snippet: '', source: 's' });
    expect(dedupeResults([r('https://a.org/x'), r('https://a.org/x/'), r('https://b.org/'), r('https://c.org/')], 2).map((x) => x.url)).toEqual(['https://a.org/x', 'https://b.org/']);
  });
});
