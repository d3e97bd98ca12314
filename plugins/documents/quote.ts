/** Which found passages answer a question, and the quote and citation for each. */
import { searchTerms, stem } from '../../src/core/text/search-terms.js';
import type { FoundPassage } from '../../src/solving/solver.js';

/** Words that point at the documents rather than at what is asked. */
const POINTERS = new Set([
  'according', 'document', 'documents', 'doc', 'docs', 'notes', 'note', 'file', 'files', 'text', 'passage', 'say', 'says',
  'said', 'stored', 'uploaded', 'handbook', 'manual', 'above', 'below', 'following', 'pasted', 'attached', 'message', 'find',
  // Question modifiers: "how long", "how many", "how much", "how often" ask for a value the passage states.
  'long', 'many', 'much', 'often', 'far', 'get', 'got', 'need',
]);

export const QUOTE_CHARS = 600;

export function questionWords(question: string): string[] {
  return [...new Set(searchTerms(question).filter((w) => !POINTERS.has(w)).map(stem))];
}

function wordsIn(text: string): Set<string> {
  return new Set(searchTerms(text, 10_000).map(stem));
}

/** Passages holding at least 60% of the question's words (at least one), in search order. */
export function answering(question: string, found: readonly FoundPassage[]): FoundPassage[] {
  const asked = questionWords(question);
  if (!asked.length) return [];
  const need = Math.max(1, Math.ceil(asked.length * 0.6));
  return found.filter((p) => {
    const have = wordsIn(p.text);
    return asked.filter((w) => [...have].some((h) => h.startsWith(w) || w.startsWith(h))).length >= need;
  });
}

/** The passage, or a window of it around the first asked word, cut at word boundaries. */
export function quoteOf(p: FoundPassage, question: string): string {
  if (p.text.length <= QUOTE_CHARS) return p.text;
  const lower = p.text.toLowerCase();
  const first = Math.min(...questionWords(question).map((w) => lower.indexOf(w)).filter((i) => i >= 0), p.text.length);
  let from = Math.max(0, first - QUOTE_CHARS / 3);
  from = from ? p.text.indexOf(' ', from) + 1 : 0;
  let to = Math.min(p.text.length, from + QUOTE_CHARS);
  if (to < p.text.length) to = p.text.lastIndexOf(' ', to);
  return `${from ? '…' : ''}${p.text.slice(from, to).trim()}${to < p.text.length ? '…' : ''}`;
}

export function citation(p: FoundPassage): string {
  const where = `characters ${p.start.toLocaleString('en-US')}–${p.end.toLocaleString('en-US')}`;
  return p.document_name === 'your message' ? `your message, ${where}` : `${p.document_name ?? 'untitled'} (${p.document_id}, ${where})`;
}
