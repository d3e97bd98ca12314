/** Splits reply text and call arguments into stream deltas; the pieces always join back to the input. */

// Large enough that a long reply is a handful of events (each repeats the chunk envelope), small enough to stream.
const TEXT_CHUNK = 256;
const ARGS_CHUNK = 64;

/** Word-aligned pieces of about TEXT_CHUNK characters (never splitting a character). */
export function textChunks(text: string): string[] {
  if (!text) return [];
  const words = text.split(/(?<=\s)(?=\S)/);
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && cur.length + w.length > TEXT_CHUNK) {
      out.push(cur);
      cur = '';
    }
    cur += w;
  }
  if (cur) out.push(cur);
  return out;
}

/** Fixed-size pieces by code point, so no fragment holds half a surrogate pair. */
export function argChunks(json: string): string[] {
  const chars = Array.from(json);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += ARGS_CHUNK) out.push(chars.slice(i, i + ARGS_CHUNK).join(''));
  return out.length ? out : [''];
}
