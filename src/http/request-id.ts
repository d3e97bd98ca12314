import { newId } from '../ids.js';
import type { SvcContext } from '../api/context.js';

/** Both SDKs read a request id: OpenAI's from x-request-id, Anthropic's from request-id. */
export function assignRequestId(ctx: SvcContext): void {
  const id = newId('req_');
  ctx.state.requestId = id;
  ctx.res.setHeader('x-request-id', id);
  ctx.res.setHeader('request-id', id);
}
