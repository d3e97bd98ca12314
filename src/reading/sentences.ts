/** Sentence split that keeps decimals (3.5), abbreviations (Mr., e.g., a.m.) and quoted text whole. */

export interface Sentence {
  text: string;
  /** Offsets into the text that was split. */
  start: number;
  end: number;
  /** Ends with "?" or opens with a question word. */
  question: boolean;
}

const ABBREVIATIONS = /\b(?:mr|mrs|ms|dr|prof|st|mt|jr|sr|vs|etc|approx|no|fig|e\.g|i\.e|a\.m|p\.m|u\.s|inc|ltd|co|ft|in|oz|lb|lbs|min|hr|hrs|sec|km|cm|mm|kg|mi|yd|pt|qt|gal|tbsp|tsp)\.$/i;
const QUESTION_START = /^(?:how|what|which|who|whom|whose|when|where|why|is|are|was|were|do|does|did|can|could|will|would|should|find|calculate|compute|work out|determine|solve|simplify|convert|write|express|give|tell|evaluate|round)\b/i;

/** Sentences in order; a line break also ends one (lists and pasted tables are read line by line). */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  let quote = false;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body, start: start + lead, end: start + lead + body.length, question: body.endsWith('?') || QUESTION_START.test(body) });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      quote = !quote;
      // A quotation that ends a sentence ('He said "Stop."') ends it here.
      if (!quote && /[.?!]/.test(text[i - 1] ?? '') && /\s/.test(text[i + 1] ?? '')) push(i + 1);
      continue;
    }
    if (c === '\n') {
      push(i + 1);
      continue;
    }
    if (quote || (c !== '.' && c !== '?' && c !== '!')) continue;
    const next = text[i + 1];
    // A full stop inside a number ("3.5", ".75") or before a lower-case word is not an ending.
    if (c === '.' && (/\d/.test(next ?? '') || (next === ' ' && /[a-z]/.test(text[i + 2] ?? '')))) continue;
    if (c === '.' && ABBREVIATIONS.test(text.slice(Math.max(0, i - 8), i + 1))) continue;
    if (next !== undefined && !/[\s"')]/.test(next)) continue;
    let end = i + 1;
    while (/[?!."')]/.test(text[end] ?? '')) end++;
    push(end);
    i = end - 1;
  }
  push(text.length);
  return out;
}
