/**
 * Research on a claim: each URL fetched behind the guard (at once, each with its own limits), its main text
 * extracted, and the claim weighed against what could be read. A URL that could not be read is listed with
 * why; the report is given whatever was read.
 */
import { pageText } from './page-text.js';
import { FetchRefused, type SafeFetch } from './safe-fetch.js';
import type { Equivalents, Opposites } from './stance.js';
import { weighClaim, type ReadSource, type Weighing } from './weigh.js';

export const MAX_RESEARCH_URLS = 4;

export interface ResearchReport extends Weighing {
  claim: string;
}

export type PageReader = Pick<SafeFetch, 'fetch'>;

export async function readSources(urls: readonly string[], reader: PageReader, signal?: AbortSignal): Promise<{ read: ReadSource[]; unread: { url: string; why: string }[] }> {
  const settled = await Promise.allSettled(urls.map((url) => reader.fetch(url, signal)));
  const read: ReadSource[] = [];
  const unread: { url: string; why: string }[] = [];
  settled.forEach((s, i) => {
    const url = urls[i]!;
    if (s.status === 'rejected') {
      unread.push({ url, why: s.reason instanceof FetchRefused ? s.reason.reason : `could not be read (${(s.reason as Error).message})` });
      return;
    }
    const text = pageText(s.value);
    if (!text.paragraphs.length) unread.push({ url, why: 'the page has no readable text' });
    else read.push({ url, title: text.title, paragraphs: text.paragraphs });
  });
  return { read, unread };
}

export async function researchClaim(claim: string, urls: readonly string[], deps: { reader: PageReader; opposites?: Opposites; equivalents?: Equivalents; signal?: AbortSignal }): Promise<ResearchReport> {
  const { read, unread } = await readSources(urls, deps.reader, deps.signal);
  // Report sources in the order the caller gave them.
  const weighed = weighClaim(claim, read, unread, deps.opposites, deps.equivalents);
  const order = new Map(urls.map((u, i) => [u, i]));
  weighed.sources.sort((a, b) => (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0));
  return { claim, ...weighed };
}
