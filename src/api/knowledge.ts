/** The repositories of the knowledge layer, built once per store, and what a chat turn gets from them. */
import type { LoadKnowledge } from '../chat/turn-knowledge.js';
import { AgentRepo } from '../store/agent-repo.js';
import { createCompletionRepo, type CompletionRepo } from '../store/completion-repo.js';
import { DocumentRepo } from '../store/document-repo.js';
import { FactRepo } from '../store/fact-repo.js';
import { FeedbackRepo } from '../store/feedback-repo.js';
import { SearchLogRepo } from '../store/search-log-repo.js';
import type { Store } from '../store/store.js';

export interface KnowledgeRepos {
  documents: DocumentRepo;
  facts: FactRepo;
  feedback: FeedbackRepo;
  completions: CompletionRepo & { close?(): Promise<void> };
  searches: SearchLogRepo;
  agent: AgentRepo;
}

export function knowledgeRepos(store: Store): KnowledgeRepos {
  return {
    documents: new DocumentRepo(store),
    facts: new FactRepo(store),
    feedback: new FeedbackRepo(store),
    completions: createCompletionRepo(store),
    searches: new SearchLogRepo(store),
    agent: new AgentRepo(store),
  };
}

/** Searches the account's documents for a key and logs the search for that key. */
export function documentSearch(repos: KnowledgeRepos, accountId: string, keyId: string) {
  return async (query: string, k: number) => {
    const hits = await repos.documents.search(accountId, query, k);
    await repos.searches.record(keyId, query, hits.length);
    return hits;
  };
}

/** A svc-prod turn's knowledge: the key's facts, its correction for this question, the account's documents. */
export function turnKnowledge(repos: KnowledgeRepos, accountId: string, keyId: string): LoadKnowledge {
  return async (questionHash) => {
    const [facts, correction, documents] = await Promise.all([
      repos.facts.list(keyId),
      repos.feedback.correctionFor(keyId, questionHash),
      repos.documents.names(accountId),
    ]);
    return {
      memory: { facts: facts.map((f) => ({ text: f.text, subject: f.subject })), documents: documents.map((d) => ({ id: d.id, name: d.name })) },
      documents: documents.length ? documentSearch(repos, accountId, keyId) : undefined,
      remember: async (fact) => {
        const { replaced } = await repos.facts.remember(keyId, fact.text, fact.subject);
        return { replaced };
      },
      correction: correction && correction.correction ? { text: correction.correction, completion_id: correction.completion_id, created_at: correction.created_at } : null,
    };
  };
}
