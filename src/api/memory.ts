/** GET and DELETE /v1/memory: what is remembered for the key (facts, prose corrections) plus the account's documents. */
import type { HandlerMap } from './context.js';
import { documentBody } from './document-body.js';
import type { HandlerDeps } from './handler-deps.js';

export function memoryHandlers(repos: Pick<HandlerDeps, 'facts' | 'feedback' | 'documents' | 'searches' | 'beliefs'>): Pick<HandlerMap, 'getMemory' | 'deleteMemory'> {
  return {
    async getMemory(ctx) {
      const { account, key } = ctx.state.auth;
      const [facts, corrections, documents, searches, beliefs] = await Promise.all([
        repos.facts.list(key.id),
        repos.feedback.list(key.id, 'remembered'),
        repos.documents.list(account.id),
        repos.searches.count(key.id),
        repos.beliefs.count(key.id),
      ]);
      ctx.body = {
        object: 'memory',
        facts: facts.map((f) => ({ id: f.id, text: f.text, created_at: f.created_at })),
        corrections: corrections.map((c) => ({ id: c.id, completion_id: c.completion_id, question: c.question, correction: c.correction, created_at: c.created_at })),
        documents: documents.map((d) => documentBody(d)),
        searches,
        beliefs,
      };
    },

    async deleteMemory(ctx) {
      const { key } = ctx.state.auth;
      const facts = await repos.facts.erase(key.id);
      const corrections = await repos.feedback.erase(key.id, { ratings: false });
      const beliefs = await repos.beliefs.erase(key.id);
      const searches = ctx.state.query.searches === '1' ? await repos.searches.erase(key.id) : undefined;
      ctx.body = {
        deleted: true,
        facts,
        corrections,
        beliefs,
        ...(searches !== undefined ? { searches } : {}),
        note: "The key's facts, prose corrections and belief ledger are erased. Documents belong to the account and stay (DELETE /v1/documents/{id} removes one).",
      };
    },
  };
}
