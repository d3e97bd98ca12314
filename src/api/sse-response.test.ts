import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFrame, eventFrame, type SseOutcome } from '../chat/sse.js';
import type { SvcState } from './context.js';
import { startSse } from './sse-response.js';

let server: ReturnType<Koa['listen']> | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())));

/** Serves one SSE route whose frames come from `frames`; resolves the writer's outcome. */
function serve(frames: () => Iterable<string>): Promise<{ port: number; outcome: Promise<SseOutcome> }> {
  let settle!: (o: Promise<SseOutcome>) => void;
  const outcome = new Promise<SseOutcome>((r) => (settle = (o) => o.then(r)));
  const app = new Koa<SvcState>();
  // A client that hangs up makes Koa's pipe report a premature close; expected here.
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.set('x-request-id', 'req_1');
    ctx.set('X-Svc-Notice', 'beta');
    await next();
  });
  // Not awaited, as in the handlers: Koa starts piping only once the middleware returns.
  app.use(async (ctx) => {
    settle(startSse(ctx as never, frames()));
  });
  server = app.listen(0, '127.0.0.1');
  return new Promise((resolve) => server!.once('listening', () => resolve({ port: (server!.address() as AddressInfo).port, outcome })));
}

function get(port: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request({ port, host: '127.0.0.1', path: '/' }, resolve).on('error', reject).end());
}

describe('frames', () => {
  it('writes data and event frames on one line each', () => {
    expect(dataFrame({ a: 'x\ny' })).toBe('data: {"a":"x\\ny"}\n\n');
    expect(dataFrame('[DONE]')).toBe('data: [DONE]\n\n');
    expect(eventFrame('message_stop', {})).toBe('event: message_stop\ndata: {"type":"message_stop"}\n\n');
  });
});

describe('startSse', () => {
  it('sends the SSE headers beside those already set, then every frame', async () => {
    const { port, outcome } = await serve(() => ['data: 1\n\n', 'data: [DONE]\n\n']);
    const res = await get(port);
    let body = '';
    for await (const chunk of res) body += chunk;
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-request-id': 'req_1',
      'x-svc-notice': 'beta',
    });
    expect(body).toBe('data: 1\n\ndata: [DONE]\n\n');
    expect(await outcome).toEqual({ completed: true, framesWritten: 2 });
  });

  it('stops writing when the client disconnects mid-stream and releases the frame source', async () => {
    let produced = 0;
    let released = false;
    const { port, outcome } = await serve(function* () {
      try {
        // Endless and large, so the writer must wait for drain and notice the close.
        for (;;) {
          produced++;
          yield `data: ${'x'.repeat(64 * 1024)}\n\n`;
        }
      } finally {
        released = true;
      }
    });
    const res = await get(port);
    await new Promise((resolve) => res.once('data', resolve));
    res.destroy();
    const result = await outcome;
    expect(result.completed).toBe(false);
    expect(released).toBe(true);
    const after = produced;
    await new Promise((r) => setTimeout(r, 50));
    expect(produced).toBe(after);
  });
});
