/**
 * Web search, research and the belief ledger as one service for the endpoints and the chat solvers: searches
 * are logged for the key that ran them, each weighing of a claim is recorded in that key's ledger with the
 * verdict it moved from. Without a key (examples, svc-pristine) nothing is logged or recorded.
 */
import type { BeliefEvidence, BeliefRepo } from '../store/belief-repo.js';
import type { SearchLogRepo } from '../store/search-log-repo.js';
import { researchClaim, MAX_RESEARCH_URLS, type PageReader, type ResearchReport } from './research.js';
import { PROVIDER_SETTING } from './search/choose.js';
import { searchWeb, type SearchProvider, type SearchResult } from './search/provider.js';
import type { Equivalents, Opposites } from './stance.js';
import { weighClaim, type ReadSource, type Weighing } from './weigh.js';

/** No provider is configured; says which setting to give. */
export class NoSearchProvider extends Error {
  constructor() {
    super(`No web search provider is configured on this server: set ${PROVIDER_SETTING}.`);
    this.name = 'NoSearchProvider';
  }
}

export interface WebEvidenceDeps {
  provider: SearchProvider | null;
  reader: PageReader;
  opposites?: Opposites;
  /** Words that say what a claim word says (synonyms, derived forms), for sentences in other words. */
  equivalents?: Equivalents;
  beliefs?: BeliefRepo;
  searches?: SearchLogRepo;
}

/** Whose searches and beliefs these are; absent: nothing is kept. */
export interface Keeper {
  keyId: string;
}

export interface Researched extends ResearchReport {
  previous_verdict: string | null;
  /** The URLs came from a search of the claim, not from the caller. */
  searched?: string;
}

function evidenceOf(w: Weighing, at: string): BeliefEvidence[] {
  return w.sources.flatMap((s) =>
    s.stance === 'unread' ? [{ url: s.url, stance: 'unread', at }] : s.quotes.length ? s.quotes.map((q) => ({ url: s.url, quote: q.text, stance: q.stance, at })) : [{ url: s.url, stance: s.stance, at }],
  );
}

export class WebEvidence {
  constructor(private readonly deps: WebEvidenceDeps) {}

  get providerName(): string | null {
    return this.deps.provider?.name ?? null;
  }

  async search(keeper: Keeper | undefined, query: string, max?: number, signal?: AbortSignal): Promise<SearchResult[]> {
    if (!this.deps.provider) throw new NoSearchProvider();
    const results = await searchWeb(this.deps.provider, query, max, signal);
    if (keeper) await this.deps.searches?.record(keeper.keyId, query, results.length, 'web');
    return results;
  }

  /** Weighs a claim against the URLs given, or against the top results of a search for it. */
  async research(keeper: Keeper | undefined, claim: string, urls: readonly string[] | undefined, via: 'research' | 'chat', signal?: AbortSignal): Promise<Researched> {
    let searched: string | undefined;
    let targets = [...new Set(urls ?? [])];
    if (!targets.length) {
      const found = await this.search(keeper, claim, MAX_RESEARCH_URLS, signal);
      targets = found.map((r) => r.url);
      searched = claim;
    }
    const report = await researchClaim(claim, targets.slice(0, MAX_RESEARCH_URLS), { reader: this.deps.reader, opposites: this.deps.opposites, equivalents: this.deps.equivalents, signal });
    const previous = await this.#record(keeper, claim, report, via);
    return { ...report, previous_verdict: previous, ...(searched ? { searched } : {}) };
  }

  /** Weighs a claim against texts already at hand (the caller's documents). */
  async weighTexts(keeper: Keeper | undefined, claim: string, sources: readonly ReadSource[]): Promise<Weighing & { previous_verdict: string | null }> {
    const weighed = weighClaim(claim, sources, [], this.deps.opposites, this.deps.equivalents);
    return { ...weighed, previous_verdict: await this.#record(keeper, claim, weighed, 'chat') };
  }

  async #record(keeper: Keeper | undefined, claim: string, w: Weighing, via: 'research' | 'chat'): Promise<string | null> {
    if (!keeper || !this.deps.beliefs) return null;
    const now = new Date();
    const { previous } = await this.deps.beliefs.record(keeper.keyId, claim, { verdict: w.verdict, confidence: w.confidence, via, evidence: evidenceOf(w, now.toISOString()) }, now);
    return previous;
  }
}
