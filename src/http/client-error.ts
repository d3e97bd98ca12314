/**
 * Requests Node's HTTP parser rejects before Koa sees them (an unknown method, headers over 16 KB, a
 * bad chunk size, headers or a body that stop arriving) are answered here, in the same error envelope
 * and with the same headers as every other response. There is no request object, so the reply is
 * written to the socket by hand. Logged at debug, without the raw bytes: they hold the caller's key.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../log.js';
import { ServiceError } from '../errors.js';
import { newId } from '../ids.js';

/** Node's limit on the request line plus headers (`--max-http-header-size`, 16 KB by default). */
export const MAX_HEADER_BYTES = 16 * 1024;

interface ParserError extends Error {
  code?: string;
  reason?: string;
}

function refusalFor(err: ParserError, timeoutSeconds: number): ServiceError {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ServiceError(
        'request_too_large',
        `The request line and headers are over the limit of ${MAX_HEADER_BYTES / 1024} KB. Send long input in the body (up to 10,000,000 characters), not in the URL or a header.`,
      );
    case 'HPE_INVALID_METHOD':
      return new ServiceError('invalid_request', 'The HTTP method is not one this service serves; use GET, POST, PUT, PATCH or DELETE.', { param: null });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ServiceError('invalid_request', `The request headers did not arrive within ${timeoutSeconds} s; send the whole request at once.`, { param: null });
    default: {
      const reason = (err.reason ?? err.message).replace(/^Parse Error: /, '');
      return new ServiceError('invalid_request', `The request is not valid HTTP/1.1 (${reason}); nothing was read. Check the request line, headers and chunked framing.`, { param: null });
    }
  }
}

function rawResponse(err: ServiceError, headers: Record<string, string>): string {
  const body = JSON.stringify(err.toEnvelope());
  const lines = [
    `HTTP/1.1 ${err.status} ${err.status === 400 ? 'Bad Request' : 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

export function answerClientErrors(server: Server, deps: { log: Logger; notice: string; burst: number; headersTimeoutMs: number }): void {
  const { log } = deps;
  const burst = String(deps.burst);
  server.on('clientError', (err: ParserError, socket: Socket) => {
    const refusal = refusalFor(err, Math.round(deps.headersTimeoutMs / 1000));
    const requestId = newId('req_');
    log.debug({ requestId, code: err.code, reason: err.reason ?? err.message, status: refusal.status }, 'request refused by the HTTP parser');
    // The request before the bad bytes was read whole: its reply goes out, then the connection ends.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (inFlight?.req.complete && !inFlight.writableFinished) {
      inFlight.once('close', () => socket.destroy());
      return;
    }
    if (err.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      socket.end(
        rawResponse(refusal, {
          'x-request-id': requestId,
          'request-id': requestId,
          'X-Svc-Notice': deps.notice,
          'x-ratelimit-limit-requests': burst,
          'x-ratelimit-remaining-requests': burst,
          'x-ratelimit-reset-requests': '0ms',
        }),
      );
      socket.once('finish', () => socket.destroy());
      return;
    }
    socket.destroy();
  });
}
