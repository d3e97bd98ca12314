/**
 * What a chat turn knows about its key and account, made from the repositories: the providers of the
 * `memory`, `documents` and `remember` needs (src/container.ts registers them), and the learned layer's
 * correction for the question. Nothing is loaded on svc-pristine or without an owner.
 */
import { LRUCache } from 'lru-cache';
import { sha256Hex } from '../ids.js';
import type { NeedProviders, TurnScope } from '../solving/needs.js';
import { EMPTY_MEMORY } from '../solving/solver.js';
import type { DocumentRepo } from '../store/document-repo.js';
import type { FactRepo } from '../store/fact-repo.js';
import type { FeedbackRepo } from '../store/feedback-repo.js';
import type { SearchLogRepo } from '../store/search-log-repo.js';

export interface RememberedCorrection {
  text: string;
  completion_id: string;
  created_at: string;
}

/** The latest prose correction the key sent for this very question, if any. */
export type CorrectionLookup = (keyId: string, questionHash: string) => Promise<RememberedCorrection | null>;

/** Hashes of the questions asked lately: the same question comes back often, and each is hashed on every turn. */
const hashes = new LRUCache<string, string>({ max: 2000 });
const HASH_MEMO_MAX_CHARS = 4000;

/** The same question asked again: case, spacing and closing punctuation do not matter. */
export function questionHash(question: string): string {
  const known = question.length <= HASH_MEMO_MAX_CHARS ? hashes.get(question) : undefined;
  if (known !== undefined) return known;
  const normal = question.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();
  const hashed = sha256Hex(normal);
  if (question.length <= HASH_MEMO_MAX_CHARS) hashes.set(question, hashed);
  return hashed;
}

/** Searches the account's documents for a key and logs the search for that key (API queries and chat turns alike). */
export function documentSearch(repos: { documents: DocumentRepo; searches: SearchLogRepo }, accountId: string, keyId: string) {
  return async (query: string, k: number) => {
    const hits = await repos.documents.search(accountId, query, k);
    await repos.searches.record(keyId, query, hits.length);
    return hits;
  };
}

/** The turn's owner when it may remember and read (svc, svc-prod); null on svc-pristine or without one. */
const learning = (turn: TurnScope) => (turn.pristine ? null : (turn.owner ?? null));

export function knowledgeNeeds(repos: { facts: FactRepo; documents: DocumentRepo; searches: SearchLogRepo }): NeedProviders {
  return {
    async memory(turn) {
      const owner = learning(turn);
      if (!owner) return EMPTY_MEMORY;
      const [facts, documents] = await Promise.all([repos.facts.list(owner.keyId), repos.documents.names(owner.accountId)]);
      return { facts: facts.map((f) => ({ text: f.text, subject: f.subject })), documents: documents.map((d) => ({ id: d.id, name: d.name })) };
    },
    async documents(turn) {
      const owner = learning(turn);
      if (!owner || !(await repos.documents.names(owner.accountId)).length) return undefined;
      return documentSearch(repos, owner.accountId, owner.keyId);
    },
    remember(turn) {
      const owner = learning(turn);
      if (!owner) return undefined;
      return async (fact) => ({ replaced: (await repos.facts.remember(owner.keyId, fact.text, fact.subject)).replaced });
    },
  };
}

export function correctionLookup(feedback: FeedbackRepo): CorrectionLookup {
  return async (keyId, hash) => {
    const c = await feedback.correctionFor(keyId, hash);
    return c?.correction ? { text: c.correction, completion_id: c.completion_id, created_at: c.created_at } : null;
  };
}
