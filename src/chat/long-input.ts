/**
 * Long input: a chat input over 100,000 characters (up to the 10,000,000 request limit) is not handed
 * whole to the solvers. The beginning and the end are read in full, the question is taken from them,
 * and the whole text is searched for the sections relevant to it; the reply and the caveat say so.
 */
import { partsText, type Ask, type AskMessage } from '../solving/ask.js';
import type { DocumentSearch } from '../solving/solver.js';
import { splitPassages } from '../store/passage-split.js';
import { indexText, type TextIndex } from '../store/text-index.js';

export const LONG_INPUT_CHARS = 100_000;
/** Characters read in full at each end. */
export const READ_IN_FULL = 20_000;
/** A question is at most this long; a longer last paragraph is part of the text, not the question. */
const QUESTION_MAX = 2000;
export const LONG_INPUT_SOURCE = { id: 'message', name: 'your message' } as const;

export interface LongInput {
  chars: number;
  question: string;
  /** The ask the solvers see: the system messages and the question alone. */
  ask: Ask;
  /** Searches the whole text: its passages in an in-memory FTS5 index, ranked as stored documents are (built on first search). */
  search: DocumentSearch;
  /** Frees the index, once the turn is answered. */
  close(): Promise<void>;
  /** Put in front of the reply. */
  note: string;
  caveat: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

function paragraphs(text: string, fromEnd: boolean): string | null {
  const slice = fromEnd ? text.slice(-READ_IN_FULL) : text.slice(0, READ_IN_FULL);
  const parts = slice.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const para = fromEnd ? parts.at(-1) : parts[0];
  return para && para.length <= QUESTION_MAX ? para : null;
}

/** The question: a short last user message after the long text, else the last or first paragraph (one with "?" first). */
function questionOf(users: AskMessage[], last: string): string {
  const earlier = users.slice(0, -1).reduce((n, m) => n + partsText(m.parts).length, 0);
  if (earlier >= LONG_INPUT_CHARS && last.trim() && last.length <= QUESTION_MAX) return last.trim();
  const parts = users.at(-1)!.parts.filter((p) => p.type === 'text').map((p) => p.text.trim());
  const shortPart = parts.length > 1 ? parts.find((p) => p && p.length <= QUESTION_MAX) : undefined;
  if (shortPart) return shortPart;
  const end = paragraphs(last, true);
  const start = paragraphs(last, false);
  const asked = [end, start].find((p) => p?.includes('?'));
  if (asked) return asked;
  if (end) return end;
  if (start) return start;
  const tail = last.slice(-300);
  return tail.slice(tail.search(/[.!?]\s+\S/) + 1).trim() || tail.trim();
}

export function readLongInput(ask: Ask): LongInput | null {
  const users = ask.messages.filter((m) => m.role === 'user');
  if (!users.length) return null;
  const texts = users.map((m) => partsText(m.parts));
  const chars = texts.reduce((n, t) => n + t.length, 0);
  if (chars <= LONG_INPUT_CHARS) return null;
  const whole = texts.length === 1 ? texts[0] : texts.join('\n\n');
  const question = questionOf(users, texts.at(-1)!);
  let index: Promise<TextIndex> | undefined;
  let sections = 0;
  for (const _ of splitPassages(whole)) sections++;
  const at = whole.lastIndexOf(question);
  const asked = at < 0 ? { start: -1, end: -1 } : { start: at, end: at + question.length };
  const system = ask.messages.filter((m) => m.role === 'system' || m.role === 'developer');
  const reading =
    `Your message has ${fmt(chars)} characters, over the ${fmt(LONG_INPUT_CHARS)} read whole, so I read the first ` +
    `${fmt(READ_IN_FULL)} and the last ${fmt(READ_IN_FULL)} characters in full and searched the whole text ` +
    `(${fmt(sections)} sections) for the sections relevant to the question`;
  return {
    chars,
    question,
    ask: { ...ask, messages: [...system, { role: 'user', parts: [{ type: 'text', text: question }] }] },
    // The passage holding the question itself is no source for its answer.
    search: async (query, k) => {
      index ??= indexText(whole, LONG_INPUT_SOURCE);
      const found = await (await index).search(query, k + 2);
      return found.filter((p) => !(p.start < asked.end && asked.start < p.end)).slice(0, k);
    },
    close: async () => (await index)?.close(),
    note: `${reading}: "${question.length > 200 ? `${question.slice(0, 197)}...` : question}".`,
    caveat: `${reading}; the question was taken as "${question.length > 200 ? `${question.slice(0, 197)}...` : question}". Parts of the text that do not match it were not read.`,
  };
}
