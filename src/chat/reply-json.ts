/**
 * A reply body as JSON bytes, its answer text escaped and encoded once per distinct text. JSON.stringify
 * spends most of a help reply's serialisation on escaping the 3.6 KB text (about 20 of 30 µs, measured),
 * and its UTF-8 is then measured and written twice more. The deterministic solvers send the same long
 * texts again and again (help's list of solvers on every request it declines), so each long text's JSON
 * literal is remembered as bytes and copied in place of a mark.
 */
import { randomBytes } from 'node:crypto';
import type { Reply } from './run-turn.js';

/** Shorter texts escape in less time than the mark's splice costs. */
const LONG_CHARS = 512;
/** Longer texts are escaped every time: the memo holds at most MAX_TEXTS * MAX_CHARS characters twice over. */
const MAX_CHARS = 16_384;
const MAX_TEXTS = 256;

/** Text -> its JSON string literal as UTF-8; the oldest is forgotten first (a Map keeps insertion order). */
const literals = new Map<string, Buffer>();

function literalOf(text: string): Buffer {
  let literal = literals.get(text);
  if (literal === undefined) {
    literal = Buffer.from(JSON.stringify(text));
    if (literals.size >= MAX_TEXTS) literals.delete(literals.keys().next().value!);
    literals.set(text, literal);
  }
  return literal;
}

/**
 * Stands for the text while the rest is serialised. It holds a NUL and a per-process nonce, so no string a
 * client sends (echoed back in a field) can equal it; and as a whole JSON string, quotes included, it can
 * only match a string value equal to it, never part of a longer one (a quote inside a string is escaped).
 */
const MARK = `\u0000svc-text:${randomBytes(12).toString('base64url')}\u0000`;
const MARK_JSON = JSON.stringify(MARK);

/** `render(reply)` as UTF-8 JSON bytes, the same bytes JSON.stringify gives. */
export function replyJson(reply: Reply, render: (reply: Reply) => unknown): Buffer {
  const text = reply.content;
  if (text === null || text.length < LONG_CHARS || text.length > MAX_CHARS) return Buffer.from(JSON.stringify(render(reply)));
  const parts = JSON.stringify(render({ ...reply, content: MARK })).split(MARK_JSON);
  // The literal's bytes are copied as they are: the long text is neither escaped nor encoded again.
  const literal = literalOf(text);
  const pieces: Buffer[] = [Buffer.from(parts[0])];
  for (let i = 1; i < parts.length; i++) pieces.push(literal, Buffer.from(parts[i]));
  return Buffer.concat(pieces);
}
