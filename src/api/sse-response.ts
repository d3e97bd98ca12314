/** A server-sent event stream as a Koa response: the SSE headers beside those already set, then the frames. */
import { PassThrough } from 'node:stream';
import { pump, SSE_HEADERS, type SseOutcome } from '../chat/sse.js';
import type { SvcContext } from './context.js';

/**
 * Sets the SSE headers beside those already on ctx.response, hands Koa a stream as the body, and writes
 * the frames once Koa has started piping. The handler should not await the result.
 */
export function startSse(ctx: SvcContext, frames: Iterable<string>): Promise<SseOutcome> {
  ctx.set(SSE_HEADERS);
  ctx.req.socket?.setTimeout(0);
  ctx.req.socket?.setNoDelay(true);
  const out = new PassThrough();
  ctx.status = 200;
  ctx.body = out;
  return pump(out, ctx.res, frames);
}
