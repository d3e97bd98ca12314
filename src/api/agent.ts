/**
 * GET /v1/agent and POST /v1/agent/reset: what the key's agent learned (facts, prose corrections,
 * ratings) on top of the pristine priors, and the return to the latest pristine copy.
 */
import type { components } from '../../generated/types.js';
import type { HandlerMap } from './context.js';
import { PRISTINE_VERSION } from '../solving/pristine.js';
import type { AnySolverPlugin } from '../solving/solver.js';
import type { HandlerDeps } from './handler-deps.js';

type Repos = Pick<HandlerDeps, 'facts' | 'feedback' | 'agent' | 'documents'>;

/**
 * Pristine baselines, newest first, with their prior count (the behaviours the built-in solvers declare
 * and are tested on). Only the current one exists so far; older ones are listed here when it changes.
 */
export function pristinePriors(solvers: readonly AnySolverPlugin[]): { version: string; priors: number }[] {
  const priors = solvers.reduce((n, s) => n + s.examples.claims.length + s.examples.declines.length, 0);
  return [{ version: PRISTINE_VERSION, priors }];
}

async function layer(repos: Repos, keyId: string, solvers: readonly AnySolverPlugin[]): Promise<components['schemas']['Agent']> {
  const [facts, feedback, base] = await Promise.all([repos.facts.list(keyId), repos.feedback.list(keyId), repos.agent.base(keyId)]);
  const corrections = feedback.filter((f) => f.status === 'remembered');
  const positive = feedback.filter((f) => f.rating === 'positive').length;
  const negative = feedback.filter((f) => f.rating === 'negative').length;
  const history = pristinePriors(solvers).slice(0, 4);
  const fresh = facts.length === 0 && corrections.length === 0 && positive + negative === 0;
  return {
    object: 'agent',
    fresh,
    learned: {
      based_on: base?.pristine_version ?? PRISTINE_VERSION,
      reset_at: base?.reset_at ?? null,
      counts: { facts: facts.length, corrections: corrections.length, ratings: { positive, negative }, code_corrections_for_review: feedback.filter((f) => f.status === 'review').length },
      facts: facts.map((f) => ({ id: f.id, text: f.text, created_at: f.created_at })),
      corrections: corrections.map((c) => ({ id: c.id, completion_id: c.completion_id, question: c.question, correction: c.correction, created_at: c.created_at })),
      // Code corrections wait for a person's review; they never change what the solvers return.
      pending_review: feedback
        .filter((f) => f.status === 'review')
        .map((c) => ({ id: c.id, completion_id: c.completion_id, question: c.question, correction: c.correction, status: 'pending_review', created_at: c.created_at })),
    },
    pristine: {
      version: PRISTINE_VERSION,
      priors: history,
      note:
        (fresh ? 'Fresh: nothing learned on top of the pristine copy. ' : '') +
        (history.length < 4 ? `${history.length} pristine version${history.length === 1 ? '' : 's'} so far; older ones are counted here as they appear (up to the three before the current one).` : ''),
    },
  };
}

export function agentHandlers(repos: Repos, solvers: readonly AnySolverPlugin[]): Pick<HandlerMap, 'getAgent' | 'resetAgent'> {
  return {
    async getAgent(ctx) {
      ctx.body = await layer(repos, ctx.state.auth.key.id, solvers);
    },

    async resetAgent(ctx) {
      const { account, key } = ctx.state.auth;
      const body = ctx.state.body ?? {};
      const facts = await repos.facts.erase(key.id);
      const feedback = await repos.feedback.erase(key.id, { ratings: true });
      await repos.agent.markReset(key.id, PRISTINE_VERSION);
      const documents = body.documents === true ? await repos.documents.removeCreatedBy(account.id, key.id) : 0;
      ctx.body = {
        ...(await layer(repos, key.id, solvers)),
        reset: {
          to: PRISTINE_VERSION,
          facts,
          corrections_and_ratings: feedback,
          documents,
          note: body.documents === true
            ? 'The documents this key stored were removed; documents other keys of the account stored stay.'
            : 'Documents stay (send documents: true to remove the ones this key stored). Code corrections stay in the review queue.',
        },
      };
    },
  };
}
