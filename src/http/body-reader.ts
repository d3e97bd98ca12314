/**
 * Reads a request body with a limit, keeping memory bounded. Past the limit the rest of the body is
 * read and dropped, so the client gets a clear 400 instead of a reset connection.
 */
import type { IncomingMessage } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/** Past this many bytes a client still sending is cut off rather than drained. */
const DRAIN_CAP_BYTES = 512 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number, readonly unit: 'characters' | 'bytes', readonly drained: boolean) {
    super(`body over ${limit} ${unit}`);
  }
}

async function consume(req: IncomingMessage, onChunk: (chunk: Buffer) => boolean): Promise<boolean> {
  let over = false;
  let seen = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (!over && !onChunk(chunk)) over = true;
    if (over && seen > DRAIN_CAP_BYTES) return false;
  }
  return true;
}

/** Text in UTF-8; the limit counts characters (UTF-16 code units, as JavaScript strings do). */
export async function readText(req: IncomingMessage, maxChars: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  const parts: string[] = [];
  let chars = 0;
  const complete = await consume(req, (chunk) => {
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

export async function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let bytes = 0;
  const complete = await consume(req, (chunk) => {
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
