/** The solver plugin contract: what a plugin declares, receives and returns. */
import type { Wordnet } from '../lexicon/wordnet.js';
import type { Ask, ModelName } from './ask.js';

/** How an answer was checked; the receipt allows exactly these values. */
export const CHECKED_VALUES = ['computed', 'spec_checks', 'lexicon_lead', 'web_search', 'schema'] as const;
export type Checked = (typeof CHECKED_VALUES)[number] | null;

export type Tried = `${string}:answered` | `${string}:declined:${string}` | `${string}:failed:${string}`;

/** A tool call the answer proposes; the caller's graph runs it, never the service. */
export interface ProposedCall {
  /** Wire id; assigned by the adapter when absent. */
  id?: string;
  name: string;
  args: Record<string, unknown>;
  /** True when running it changes something (goes through the caller's approval). */
  commit?: boolean;
  pack?: string;
  hook?: string;
}

/** Receipt facts only the answering plugin knows; copied to `svc` as given. */
export interface ReceiptFacts {
  phase?: Record<string, unknown>;
  results?: unknown[];
  violations?: unknown[];
  pack?: { name: string; version: number; hash: string };
  /** `id` is `<pack>#<id>`, or null for an inline schema. */
  schema?: { id: string | null; ok: boolean; errors: string[] };
  qr?: Record<string, unknown>;
}

export interface Answer {
  /** Reply text; null only when the answer is just proposed calls. */
  content: string | null;
  verified: boolean;
  checked: Checked;
  caveat?: string;
  facts?: ReceiptFacts;
  calls?: ProposedCall[];
  /** Stable machine form(s) of the asked result; dev sets compare it exactly. */
  canonical?: string | readonly string[];
}

export interface Decline {
  reason: string;
}

export function decline(reason: string): Decline {
  return { reason };
}

export function isDecline(x: Answer | Decline): x is Decline {
  return !('content' in x) && typeof (x as Decline).reason === 'string';
}

/** What the caller has taught the key (facts) and the account documents it sees; empty on svc-pristine. */
export interface MemoryView {
  facts: readonly { text: string; subject?: string | null }[];
  documents: readonly { id: string; name: string | null }[];
}

export const EMPTY_MEMORY: MemoryView = Object.freeze({ facts: Object.freeze([]), documents: Object.freeze([]) });

/** A passage found by a documents search: where it is and how well it matched (higher is better). */
export interface FoundPassage {
  document_id: string;
  /** The document's name, or `your message` for a long chat input. */
  document_name: string | null;
  text: string;
  start: number;
  end: number;
  score: number;
}

/** Searches the caller's documents (and a long input); best passages first. */
export type DocumentSearch = (query: string, k: number) => Promise<readonly FoundPassage[]>;

/** Remembers a fact the caller stated, for the key; `subject` lets a newer fact replace an older one. */
export type RememberFact = (fact: { text: string; subject: string | null }) => Promise<{ replaced: number }>;

/** Everything a plugin gets besides the ask. Nothing here reaches HTTP or SQL: I/O comes as functions. */
export interface PluginContext {
  model: ModelName;
  pristine: boolean;
  memory: MemoryView;
  /** The caller's documents (svc-prod) and a long input being read; absent when there is nothing to search. */
  documents?: DocumentSearch;
  /** Stores a fact for the key; absent on svc-pristine, which remembers nothing. */
  remember?: RememberFact;
  /** Entries so far, so help can say what was tried. */
  tried: readonly Tried[];
  /** Aborted when the router stops waiting for this plugin. */
  signal: AbortSignal;
  /** Every registered solver and what it answers, so help can say what this server offers. */
  solvers?: readonly { name: string; summary: string }[];
  /** The offline WordNet (need name `wordnet`): senses, synonyms, antonyms, broader and narrower terms. */
  wordnet?: Wordnet;
}

export interface SolverExamples {
  /** Requests the plugin must claim and answer; `expect` is a substring of the reply. */
  claims: readonly { ask: string; expect: string }[];
  /** Requests it must not answer (no claim, or a decline). */
  declines: readonly { ask: string }[];
}

export interface SolverPlugin {
  /** Exactly the receipt's `solver` value. */
  readonly name: string;
  /** One sentence: what it answers. */
  readonly summary: string;
  readonly examples: SolverExamples;
  /** Cheap, synchronous, no I/O: how sure this ask is mine (0..1). */
  claim(ask: Ask): number;
  answer(ask: Ask, ctx: PluginContext): Promise<Answer | Decline> | Answer | Decline;
}
