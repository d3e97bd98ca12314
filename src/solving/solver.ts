/** The solver plugin contract: what a plugin declares, receives and returns. */
import type { components } from '../../generated/types.js';
import type { Ask, AskTool, AskToolChoice } from './ask.js';
import type { NeedName, PluginContext } from './needs.js';

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

type Schemas = components['schemas'];

/** Receipt facts only the answering plugin knows; copied to `svc` as given, in the receipt's own shapes (openapi/svc.yaml). */
export interface ReceiptFacts {
  phase?: Schemas['Phase'];
  results?: Schemas['ReceiptResult'][];
  /** Calls still outstanding: made, no result yet; never proposed again. */
  waiting?: Schemas['ProposedCall'][];
  violations?: Schemas['Violation'][];
  pack?: Schemas['PackVersionRef'];
  /** `id` is `<pack>#<id>`, or null for an inline schema. */
  schema?: { id: string | null; ok: boolean; errors: string[] };
  qr?: Schemas['ReceiptQr'];
}

export interface Answer {
  /** Reply text; null only when the answer is just proposed calls. */
  content: string | null;
  verified: boolean;
  checked: Checked;
  caveat?: string;
  /** Stable machine form(s) of the asked result; dev sets compare it exactly. */
  canonical?: string | readonly string[];
  /**
   * Named exact results for replies in a requested format (JSON fields): `value` is the asked result,
   * others by name (`quotient`, `remainder`, `x`). Numbers as plain decimal text, any size.
   */
  values?: Readonly<Record<string, string>>;
  facts?: ReceiptFacts;
  calls?: ProposedCall[];
}

export interface Decline {
  reason: string;
}

export function decline(reason: string): Decline {
  return { reason };
}

/** A decline rather than an answer (or a solved outcome): a reason and no content. */
export function isDecline(x: object): x is Decline {
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

/** Tools offered with an example request (for solvers that propose calls), and the caller's tool_choice. */
export interface ExampleTools {
  tools?: readonly AskTool[];
  toolChoice?: AskToolChoice;
}

export interface SolverExamples {
  /** Requests the plugin must claim and answer; `expect` is a substring of the reply (or of the calls, as `name({args})`). */
  claims: readonly ({ ask: string; expect: string } & ExampleTools)[];
  /** Requests it must not answer (no claim, or a decline). */
  declines: readonly ({ ask: string } & ExampleTools)[];
}

/**
 * A solver plugin: one manifest, declaration and behaviour together. N is what it lists in `needs`;
 * `answer` receives exactly those (write `definePlugin({...})` to have N inferred from `needs`).
 */
export interface SolverPlugin<N extends NeedName = never> {
  /** Exactly the receipt's `solver` value. */
  readonly name: string;
  /** One sentence: what it answers. */
  readonly summary: string;
  readonly examples: SolverExamples;
  /** What it asks the service for (src/solving/needs.ts); checked at boot, handed over per turn. */
  readonly needs?: readonly N[];
  /** Cheap, synchronous, no I/O: how sure this ask is mine (0..1). */
  claim(ask: Ask): number;
  answer(ask: Ask, ctx: PluginContext<N>): Promise<Answer | Decline> | Answer | Decline;
}

/** A plugin with whatever needs: what registries, routers and lists hold. */
export type AnySolverPlugin = SolverPlugin<NeedName>;

/** Types a manifest and infers its needs from the `needs` list, so `answer` sees exactly those in `ctx`. */
export function definePlugin<const N extends NeedName = never>(plugin: SolverPlugin<N>): SolverPlugin<N> {
  return plugin;
}

/** help's answer to "What can you do?": a question about the service itself, so counted as answered, not declined. */
export const CAPABILITY_CANONICAL = 'help:capabilities';
