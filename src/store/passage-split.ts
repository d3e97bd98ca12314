/**
 * Splits a text into passages of about a thousand characters that cover it exactly, in order (their
 * concatenation is the text), cutting at a paragraph, line, sentence or word boundary when one is near.
 * A generator over offsets: only the passage being yielded is copied, never the whole text again.
 */

export interface PassageSpan {
  seq: number;
  start: number;
  /** Exclusive. */
  end: number;
  text: string;
}

export const PASSAGE_MIN = 500;
export const PASSAGE_MAX = 1500;

const BREAKS: readonly RegExp[] = [/\n\s*\n/g, /\n/g, /[.!?]["')\]]?\s/g, /\s/g];

/** Where to cut inside [start + MIN, start + MAX]: after the last break of the strongest kind found. */
function cutPoint(text: string, start: number): number {
  const hardEnd = Math.min(start + PASSAGE_MAX, text.length);
  if (hardEnd === text.length) return hardEnd;
  const window = text.slice(start + PASSAGE_MIN, hardEnd);
  for (const pattern of BREAKS) {
    pattern.lastIndex = 0;
    let last = -1;
    for (let m = pattern.exec(window); m; m = pattern.exec(window)) last = m.index + m[0].length;
    if (last > 0) return start + PASSAGE_MIN + last;
  }
  // No boundary: a hard cut, never between the two halves of a surrogate pair.
  const code = text.charCodeAt(hardEnd - 1);
  return code >= 0xd800 && code <= 0xdbff ? hardEnd - 1 : hardEnd;
}

export function* splitPassages(text: string): Generator<PassageSpan> {
  let start = 0;
  let seq = 0;
  while (start < text.length) {
    let end = cutPoint(text, start);
    // A short remainder joins the passage before it rather than standing alone.
    if (text.length - end < PASSAGE_MIN / 5) end = text.length;
    yield { seq: seq++, start, end, text: text.slice(start, end) };
    start = end;
  }
}

/** The passage text without surrounding whitespace, with offsets moved to match. */
export function trimmedSpan(text: string, start: number): { text: string; start: number; end: number } {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  return { text: trimmed, start: start + lead, end: start + lead + trimmed.length };
}
