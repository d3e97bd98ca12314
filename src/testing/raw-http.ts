/** Raw bytes to a test server and the raw reply, for requests no HTTP client will send (bad framing, stalls, hang-ups). */
import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole reply as received, every response on the connection. */
  text: string;
}

/**
 * Sends `parts` in order, waiting `gapMs` between them; after the last, waits for the server to close
 * (or `hangUpAfterMs`, then hangs up). The first response on the connection is parsed.
 */
export function rawExchange(port: number, parts: readonly (string | Buffer)[], opts: { gapMs?: number; hangUpAfterMs?: number } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)));
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
    socket.once('connect', async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0 && opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
        if (socket.destroyed) return;
        socket.write(part);
      }
      if (opts.hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), opts.hangUpAfterMs);
    });
  });
}

function parse(text: string): RawReply {
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = end < 0 ? '' : text.slice(end + 4);
  const length = headers['content-length'];
  if (length !== undefined) body = Buffer.from(body).subarray(0, Number(length)).toString('utf8');
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body, text };
}
