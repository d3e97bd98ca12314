/**
 * Reads a request body with a limit, keeping memory bounded. Past the limit the rest of the body is
 * read and dropped, so the client gets a clear 400 instead of a reset connection. A body that stops
 * making progress (fewer than BODY_PROGRESS_BYTES in `stallMs`, and no end) is refused: a client
 * trickling a byte every few seconds would otherwise hold the connection until the request timeout.
 */
import type { IncomingMessage } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/** Past this many bytes a client still sending is cut off rather than drained. */
const DRAIN_CAP_BYTES = 512 * 1024 * 1024;

/** What a body must bring in each stall window unless it ends first: about 550 bytes a second over 30 s. */
export const BODY_PROGRESS_BYTES = 16 * 1024;

/** The client closed the connection mid-body: nobody is left to answer, and it is not a fault of ours. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection while sending the body');
  }
}

export class BodyStalled extends Error {
  constructor(readonly stallMs: number) {
    super(`no progress on the body for ${stallMs} ms`);
  }
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number, readonly unit: 'characters' | 'bytes', readonly drained: boolean) {
    super(`body over ${limit} ${unit}`);
  }
}

/**
 * A body the HTTP parser already holds whole (a small one comes in the packet with its headers), taken at
 * once: no timer, listeners or ticks for it. Null when more is still to come.
 */
function takeWhole(req: IncomingMessage): Buffer[] | null {
  if (req.destroyed || req.readableFlowing) return null;
  // The parser marks the request complete a little later than it hands over the last bytes, so a body
  // of a stated length is whole once that many bytes are buffered.
  const length = req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length']) : NaN;
  if (!req.complete && !(length >= 0 && req.readableLength >= length)) return null;
  const chunks: Buffer[] = [];
  for (let chunk: Buffer | null; (chunk = req.read() as Buffer | null) !== null; ) chunks.push(chunk);
  return chunks;
}

/** Event-based on purpose: an async iterator over the request costs more than the small bodies it reads. */
async function consume(req: IncomingMessage, stallMs: number, onChunk: (chunk: Buffer) => boolean): Promise<boolean> {
  // The request's handler starts while the parser is still at the headers: the rest of the packet is
  // parsed once the current call stack returns, which one await lets happen.
  await null;
  const whole = takeWhole(req);
  if (whole) {
    // All of it is here, so a body over the limit is already drained.
    for (const chunk of whole) if (!onChunk(chunk)) break;
    return true;
  }
  return new Promise((resolve, reject) => {
    // The client may have gone while the key and limits were being looked up, before any listener.
    if (req.destroyed) return reject(new ClientGone());
    let over = false;
    let seen = 0;
    let seenAtLastCheck = 0;
    // One timer per body, re-armed per window rather than per chunk: chunks are many, windows few.
    const timer = setInterval(() => {
      if (seen - seenAtLastCheck >= BODY_PROGRESS_BYTES) {
        seenAtLastCheck = seen;
        return;
      }
      cleanup();
      reject(req.destroyed ? new ClientGone() : new BodyStalled(stallMs));
    }, stallMs);
    const cleanup = () => {
      clearInterval(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      req.off('close', onAborted);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (!over && !onChunk(chunk)) over = true;
      if (over && seen > DRAIN_CAP_BYTES) {
        cleanup();
        req.pause();
        resolve(false);
      }
    };
    const onEnd = () => {
      cleanup();
      resolve(true);
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const onAborted = () => onError(new ClientGone());
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('aborted', onAborted);
    // Closed before its end: the connection died (a hang-up, or the parser refusing what followed).
    req.once('close', onAborted);
  });
}

/** Text in UTF-8; the limit counts characters (UTF-16 code units, as JavaScript strings do). */
export async function readText(req: IncomingMessage, maxChars: number, stallMs: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  const parts: string[] = [];
  let chars = 0;
  const complete = await consume(req, stallMs, (chunk) => {
    const s = decoder.write(chunk);
    chars += s.length;
    if (chars > maxChars) {
      parts.length = 0;
      return false;
    }
    parts.push(s);
    return true;
  });
  const tail = decoder.end();
  chars += tail.length;
  if (chars > maxChars || !complete) throw new BodyTooLarge(maxChars, 'characters', complete);
  parts.push(tail);
  return parts.join('');
}

export async function readBytes(req: IncomingMessage, maxBytes: number, stallMs: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let bytes = 0;
  const complete = await consume(req, stallMs, (chunk) => {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      parts.length = 0;
      return false;
    }
    parts.push(chunk);
    return true;
  });
  if (bytes > maxBytes || !complete) throw new BodyTooLarge(maxBytes, 'bytes', complete);
  return Buffer.concat(parts);
}
