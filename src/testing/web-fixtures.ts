/**
 * A small web on 127.0.0.1 for tests: fixture pages, redirects, and search endpoints that answer as SearXNG's
 * JSON API and the Brave Search API do, over the pages given. Searches are matched by words in the page
 * text, so a test states what it expects, not what the fixture returns.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { foundPages, plainText as plain, type FixturePage } from '../evidence/fixtures/fixture-web.js';

export type { FixturePage };

export interface WebFixture {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  url(path: string): string;
  /** Every query the search endpoints received, in order. */
  queries: string[];
  close(): Promise<void>;
}

export async function startWebFixture(pages: readonly FixturePage[], opts: { braveToken?: string } = {}): Promise<WebFixture> {
  const queries: string[] = [];
  let origin = '';
  const found = (q: string) => foundPages(pages, q);
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      if (url.searchParams.get('format') !== 'json') return send(res, 403, 'text/html', 'Forbidden');
      const results = found(q).map((p) => ({ url: `${origin}${p.path}`, title: p.title, content: plain(p.body).slice(0, 160), engine: 'fixture', engines: ['fixture'] }));
      // SearXNG lists a page once per engine that found it: the service must fold repeats.
      return send(res, 200, 'application/json', JSON.stringify({ query: q, number_of_results: results.length, results: [...results, ...results.slice(0, 1)] }));
    }
    if (url.pathname === '/res/v1/web/search') {
      if (req.headers['x-subscription-token'] !== opts.braveToken) return send(res, 401, 'application/json', '{"error":"bad token"}');
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      const count = Number(url.searchParams.get('count') ?? 20);
      const results = found(q).slice(0, count).map((p) => ({ url: `${origin}${p.path}`, title: p.title, description: plain(p.body).slice(0, 160), profile: { name: 'Fixture' } }));
      return send(res, 200, 'application/json', JSON.stringify({ type: 'search', web: { results } }));
    }
    const page = pages.find((p) => p.path === url.pathname);
    if (!page) return send(res, 404, 'text/plain', 'not found');
    if (page.hang) return;
    if (page.redirect) {
      res.writeHead(302, { location: page.redirect });
      return res.end();
    }
    send(res, page.status ?? 200, page.type ?? 'text/html; charset=utf-8', page.body);
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
