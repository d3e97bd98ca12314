/**
 * POST /v1/feedback. On svc-prod a prose correction is remembered for the key and answers the same
 * question from then on; a code correction is kept for review only; svc-pristine never changes.
 */
import { ServiceError } from '../errors.js';
import type { HandlerMap } from './context.js';
import type { FeedbackRecord } from '../store/feedback-repo.js';
import { isCodeCorrection } from './code-correction.js';
import type { HandlerDeps } from './handler-deps.js';

const RATINGS: Record<string, 'positive' | 'negative'> = { positive: 'positive', thumbs_up: 'positive', negative: 'negative', thumbs_down: 'negative' };

export function feedbackHandlers(repos: Pick<HandlerDeps, 'completions' | 'feedback'>): Pick<HandlerMap, 'createFeedback'> {
  return {
    async createFeedback(ctx) {
      const { key } = ctx.state.auth;
      const body = ctx.state.body;
      // The schema checks each field; that there is something to record is a rule across them.
      if (!body.rating && !body.correction) {
        throw new ServiceError('invalid_request', 'Send a rating (positive or negative), a correction, or both, about the completion.', { param: 'rating' });
      }
      const completion = await repos.completions.find(key.id, body.completion_id);
      if (!completion) {
        throw new ServiceError(
          'not_found',
          `No completion "${body.completion_id}" was answered for this key. Send the id of a reply this key received (chat completions, messages or responses); feedback on another key's replies is not accepted.`,
          { param: 'completion_id' },
        );
      }
      const rating = body.rating ? RATINGS[body.rating] : null;
      const base = { completion_id: completion.id, model: completion.model, rating };
      if (completion.model === 'svc-pristine') {
        ctx.body = {
          ...base,
          applied_to: `completion ${completion.id} (svc-pristine)`,
          effect: 'Nothing changed and nothing was stored: svc-pristine is the fixed baseline and does not learn. Send feedback on a svc or svc-prod completion to teach this key.',
        };
        return;
      }
      const correction = body.correction?.trim() || null;
      const kind: FeedbackRecord['kind'] = correction ? (isCodeCorrection(correction, completion.solver) ? 'code' : 'prose') : null;
      const status: FeedbackRecord['status'] = kind === 'prose' ? 'remembered' : kind === 'code' ? 'review' : 'recorded';
      const saved = await repos.feedback.add(key.id, {
        completion_id: completion.id,
        rating,
        correction,
        kind,
        status,
        question_hash: completion.question_hash,
        question: completion.question,
      });
      const ratingNote = rating ? ` Rating ${rating} recorded.` : '';
      const outcome =
        kind === 'prose'
          ? { applied_to: 'memory', effect: `Correction remembered for this key: from now on, asking "${completion.question.slice(0, 200)}" on svc or svc-prod answers with your correction. svc-pristine is unchanged.${ratingNote}` }
          : kind === 'code'
            ? { applied_to: 'review', effect: `Code correction kept for review only; nothing changed: coding answers come only from the service's checked programs.${ratingNote}` }
            : { applied_to: `completion ${completion.id}`, effect: `Rating ${rating} recorded for this key; it does not change later answers by itself.` };
      ctx.body = { ...base, id: saved.id, kind, ...outcome };
    },
  };
}
