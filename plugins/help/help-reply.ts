/** Composes help's reply: what is not offered, what was tried and why, and what the service can do instead. */
import type { Tried } from '../../src/solving/solver.js';
import type { OutOfScope } from './out-of-scope.js';

export const SERVICE_CAN =
  'exact arithmetic (fractions, percentages, equations, unit conversion, word problems), checked code generation ' +
  '(name the file and end with the checking command, such as pytest), reference lookup and web search with cited sources, ' +
  'fact-check verdicts, table conversion (CSV, TSV, JSON, HTML, Markdown), logic puzzles, Go and card-hand analysis, ' +
  'QR code encoding and decoding, and answers from your stored facts and documents. GET /v1/capabilities lists every solver with examples.';

const VERBS = { answered: 'answered', declined: 'declined', failed: 'failed' } as const;

/** `compute:declined:no numbers` → `compute declined: no numbers`. */
export function describeTried(entry: Tried): string {
  const [name, outcome, ...rest] = entry.split(':');
  const verb = VERBS[outcome as keyof typeof VERBS] ?? outcome;
  const reason = rest.join(':');
  return reason ? `${name} ${verb}: ${reason}` : `${name} ${verb}`;
}

/** The list per solvers array: the router hands the same frozen one to every turn. */
const offeredLists = new WeakMap<readonly { name: string; summary: string }[], string>();

/** Lists the solvers this server actually has; the full product list only when none is known. */
function offered(solvers: readonly { name: string; summary: string }[]): string {
  let list = offeredLists.get(solvers);
  if (list === undefined) offeredLists.set(solvers, (list = offeredList(solvers)));
  return list;
}

function offeredList(solvers: readonly { name: string; summary: string }[]): string {
  const others = solvers.filter((s) => s.name !== 'help');
  if (others.length === 0) return `What the service can do: ${SERVICE_CAN}`;
  return ['What this server answers:', ...others.map((s) => `- ${s.name}: ${s.summary}`), 'GET /v1/capabilities lists every solver with examples.'].join('\n');
}

/**
 * Replies when no other solver was tried, per solvers array and category (a fixed list): the same text every
 * turn, so one string, whose hash the token-count memo and the reply's JSON then find already made.
 */
const untriedReplies = new WeakMap<readonly { name: string; summary: string }[], Map<OutOfScope | null, string>>();

export function helpReply(category: OutOfScope | null, tried: readonly Tried[], solvers: readonly { name: string; summary: string }[] = []): string {
  const others = tried.filter((t) => !t.startsWith('help:'));
  if (others.length) return composeReply(category, others, solvers);
  let replies = untriedReplies.get(solvers);
  if (!replies) untriedReplies.set(solvers, (replies = new Map()));
  let reply = replies.get(category);
  if (reply === undefined) replies.set(category, (reply = composeReply(category, others, solvers)));
  return reply;
}

function composeReply(category: OutOfScope | null, others: readonly Tried[], solvers: readonly { name: string; summary: string }[]): string {
  const lines: string[] = [];
  if (category) {
    lines.push(category.why);
  } else if (others.length) {
    lines.push('No solver could answer this request, so nothing is guessed.');
  } else {
    lines.push('No solver recognized this request, so nothing is guessed.');
  }
  if (others.length) {
    lines.push('', 'What was tried:', ...others.map((t) => `- ${describeTried(t)}`));
  }
  lines.push('', category ? `Instead: ${category.instead}` : 'Rephrase it as one of the things the service does.');
  lines.push('', offered(solvers));
  return lines.join('\n');
}
