import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { frame } from './frame.js';
import type { SvcState } from '../api/context.js';

async function serveWith(fail: () => never, method = 'GET', path = '/api/v1/x') {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (s: string) => lines.push(s) });
  const app = new Koa<SvcState>();
  app.use(frame({ log, notice: 'beta', burst: 4 }));
  app.use(() => fail());
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  try {
    const r = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
    return { r, body: await r.json(), lines };
  } finally {
    server.close();
  }
}

describe('frame: the error envelope every response gets', () => {
  it('turns an unexpected throw into 503 with the envelope and the request id, and logs it as JSON', async () => {
    const { r, body, lines } = await serveWith(() => {
      throw new TypeError('boom');
    });
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.type).toBe('server_error');
    expect(body.error.message).toContain(r.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toContain('boom');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected failure');
    expect(logged.err.message).toBe('boom');
    expect(logged.requestId).toBe(r.headers.get('x-request-id'));
  });

  it('adds the Anthropic superset on /v1/messages and forbids SDK replays of refused mutating calls', async () => {
    const { r, body } = await serveWith(() => {
      throw new ServiceError('invalid_request', 'messages is required.', { param: 'messages' });
    }, 'POST', '/api/v1/messages');
    expect(r.status).toBe(400);
    expect(body).toEqual({
      type: 'error',
      error: { message: 'messages is required.', type: 'invalid_request_error', param: 'messages', code: 'invalid_request' },
      request_id: r.headers.get('request-id'),
    });
    expect(r.headers.get('x-should-retry')).toBe('false');
  });

  it('carries extra fields and Retry-After', async () => {
    const { r, body } = await serveWith(() => {
      throw new ServiceError('version_conflict', 'stale', { extra: { current_version: 3 } });
    }, 'PUT');
    expect(r.status).toBe(409);
    expect(body.error.current_version).toBe(3);
    expect(r.headers.get('x-should-retry')).toBe('false');
    const limited = await serveWith(() => {
      throw new ServiceError('rate_limit_exceeded', 'slow down', { retryAfter: 2 });
    });
    expect(limited.r.status).toBe(429);
    expect(limited.r.headers.get('retry-after')).toBe('2');
  });
});
