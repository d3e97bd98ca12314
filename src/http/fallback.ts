/** Answers for paths with no operation: 405 when the path exists with another method, 404 otherwise. */
import type { Middleware } from 'koa';
import { operations } from '../../generated/operations.js';
import { ServiceError } from '../errors.js';
import type { SvcState } from '../api/context.js';

export const API_PREFIX = '/api';

const templates = operations.map((op) => ({
  method: op.method as string,
  re: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

/** Well-known LLM API paths this service does not offer, each with the reason. */
const NOT_OFFERED: [RegExp, string][] = [
  [/^\/v1\/embeddings/, 'Embeddings are not offered: answers come from deterministic solvers, which produce no vectors.'],
  [/^\/v1\/completions/, 'Legacy text completions are not offered; use POST /v1/chat/completions.'],
  [/^\/v1\/images/, 'Image generation is not offered; images are read only for QR codes (POST /v1/qr/decode).'],
  [/^\/v1\/audio/, 'Audio (speech, transcription, translation) is not offered.'],
  [/^\/v1\/(files|uploads)/, 'Files are not offered; store text with POST /v1/documents.'],
  [/^\/v1\/(fine_tuning|fine-tunes)/, 'Fine-tuning is not offered: there is no model to tune.'],
  [/^\/v1\/moderations/, 'Moderation is not offered.'],
  [/^\/v1\/(assistants|threads|vector_stores|batches|realtime|conversations|evals|containers)/, 'This OpenAI endpoint family is not offered; chat, Messages and Responses calls are.'],
  [/^\/v1\/responses\/[^/]+/, 'Responses are not stored, so they cannot be read, listed or deleted; resend the whole conversation in input.'],
  [/^\/v1\/messages\/batches/, 'Message batches are not offered; send one POST /v1/messages per request.'],
];

/**
 * Placed after the router, so it runs only for requests no route took (the router passes those on):
 * requests that match pay nothing for it.
 */
export function fallback(): Middleware<SvcState> {
  return async (ctx) => {
    if (!ctx.path.startsWith(`${API_PREFIX}/`)) {
      throw new ServiceError('not_found', `No such path: ${ctx.path}. Every endpoint is under ${API_PREFIX}/v1 (for example GET ${API_PREFIX}/v1/models).`);
    }
    const p = ctx.path.slice(API_PREFIX.length);
    const allowed = templates.filter((t) => t.re.test(p)).map((t) => t.method);
    if (allowed.length > 0) {
      const methods = [...new Set(allowed)];
      ctx.set('Allow', methods.join(', '));
      throw ServiceError.of('method_not_allowed', { method: ctx.method, path: ctx.path, allowed: methods });
    }
    const offered = NOT_OFFERED.find(([re]) => re.test(p));
    if (offered) throw new ServiceError('not_offered', `${offered[1]} See GET ${API_PREFIX}/v1/capabilities for what is offered.`);
    throw new ServiceError('not_found', `No such endpoint: ${ctx.method} ${ctx.path}. See GET ${API_PREFIX}/v1/capabilities for the list of endpoints.`);
  };
}
