/**
 * What the logger never writes: credentials, cookies, raw request bytes and request bodies. Three
 * layers, because each catches what the others cannot: `redact` removes known fields wherever a
 * caller puts them, the error serializer drops the raw packet Node's HTTP parser attaches to its
 * errors (bytes, so no text filter would see the key in them), and the final line is scrubbed of
 * anything shaped like a whole key, wherever it came from (an error message quoting a header).
 */
import { pino } from 'pino';

const CENSOR = '[redacted]';

/** Fields removed from every log line, at the top level, one level down and in headers (`req.headers.authorization`). */
export const REDACT_PATHS: readonly string[] = [
  'authorization', '*.authorization', '*.headers.authorization',
  '["x-api-key"]', '*["x-api-key"]', '*.headers["x-api-key"]',
  'cookie', '*.cookie', '*.headers.cookie',
  '["set-cookie"]', '*["set-cookie"]', '*.headers["set-cookie"]',
  'rawPacket', '*.rawPacket',
  'body', '*.body',
];

/** A whole key (prefix and secret part); the visible prefix alone (svc_live_ + 8) is not a secret. */
const WHOLE_KEY = /svc_live_[0-9A-Za-z]{9,}/g;

export function scrubKeys(text: string): string {
  return text.includes('svc_live_') ? text.replace(WHOLE_KEY, (k) => `${k.slice(0, 17)}…${CENSOR}`) : text;
}

/** Errors as pino writes them, without the parser's raw bytes or any other buffer they carry. */
export function serializeError(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== 'object') return out;
  for (const [name, value] of Object.entries(out)) {
    if (name === 'rawPacket' || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) delete out[name];
  }
  return out;
}

export const REDACT = { paths: [...REDACT_PATHS], censor: CENSOR };
