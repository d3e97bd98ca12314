/** Answers a web ask: a search through the configured provider, or a fact-check over the URLs given, the caller's documents, or a search. */
import { decline, NoSearchProvider, SearchFailed, type Answer, type Decline, type PluginContext } from '../../src/plugin-api.js';
import type { WebAsk } from './read-request.js';
import { checkReply, searchReply } from './reply.js';

export const NO_PROVIDER = 'no web search provider is configured on this server (set SVC_SEARXNG_URL or SVC_BRAVE_API_KEY)';
const RESULTS = 5;
const PASSAGES = 6;

const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

type Ctx = PluginContext<'web' | 'documents'>;

async function search(query: string, ctx: Ctx): Promise<Answer | Decline> {
  if (!ctx.web.provider) return decline(NO_PROVIDER);
  const results = await ctx.web.search(query, RESULTS);
  if (!results.length) return decline(`the web search for "${query}" found nothing`);
  return { content: searchReply(query, ctx.web.provider, results), verified: false, checked: 'web_search', canonical: `search:${key(query)}` };
}

async function checkDocuments(claim: string, ctx: Ctx): Promise<Answer | Decline> {
  const found = ctx.documents ? await ctx.documents(claim, PASSAGES) : [];
  if (!found.length) return decline('no passage of your documents matches the claim');
  const sources = found.map((p) => ({ url: `document:${p.document_name ?? p.document_id}`, title: p.document_name, paragraphs: [p.text] }));
  const w = await ctx.web.weighTexts(claim, sources);
  // Passages of one document are one source.
  return { content: checkReply(claim, w, 'documents'), verified: false, checked: null, canonical: `check:${w.verdict}:${key(claim)}` };
}

async function check(ask: Extract<WebAsk, { kind: 'check' }>, ctx: Ctx): Promise<Answer | Decline> {
  const { claim, urls } = ask;
  if (!urls.length && (ask.documents || !ctx.web.provider)) {
    if (ctx.documents) return checkDocuments(claim, ctx);
    if (!ctx.web.provider) return decline(`${NO_PROVIDER}, and the request gives no URLs to check against`);
  }
  const report = await ctx.web.research(claim, urls.length ? urls : undefined);
  if (!report.sources.length) return decline(`the web search for the claim found no pages`);
  return { content: checkReply(claim, report, 'web'), verified: false, checked: 'web_search', canonical: `check:${report.verdict}:${key(claim)}` };
}

export async function answerWeb(ask: WebAsk, ctx: Ctx): Promise<Answer | Decline> {
  try {
    return ask.kind === 'search' ? await search(ask.query, ctx) : await check(ask, ctx);
  } catch (e) {
    if (e instanceof NoSearchProvider) return decline(NO_PROVIDER);
    if (e instanceof SearchFailed) return decline(e.message);
    throw e;
  }
}
