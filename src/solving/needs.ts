/**
 * What a plugin may ask the service for, by name (as mathjs's factories name their dependencies): a
 * manifest lists its `needs`, the registry checks at boot that each is provided, and `answer` receives
 * the turn basics plus exactly those needs. Per-turn needs are made lazily, once per turn, and only for
 * a plugin that is consulted and listed them: a compute turn loads no facts and no documents.
 */
import type { Ask, ModelName } from './ask.js';
import type { StoredPack } from '../agent/pack.js';
import type { Sandbox } from '../sandbox/sandbox.js';
import type { WebNeed } from '../evidence/web-need.js';
import type { Wordnet } from '../lexicon/wordnet.js';
import type { Answer, DocumentSearch, MemoryView, RememberFact, Tried } from './solver.js';

/** Another solver's answer to an ask, or null when none of them answers it. */
export type Consult = (ask: Ask, except: readonly string[]) => Promise<{ solver: string; answer: Answer } | null>;

export interface SolverSummary {
  name: string;
  summary: string;
  /** One request the solver answers (its first example), for lists of what the server does. */
  example?: string;
}

/**
 * Every need a plugin can list, by name. To offer a new one (sandbox, wordnet, webSearch, pack, …): add
 * its key and type here, register its provider in src/container.ts, and give examples one in
 * src/solving/example-context.ts so examples and dev sets can run.
 */
export interface Needs {
  /** Facts the caller stated for the key and the account's document names; empty on svc-pristine. */
  memory: MemoryView;
  /** Searches the caller's documents (svc, svc-prod) or the long input being read; undefined when there is nothing to search. */
  documents: DocumentSearch | undefined;
  /** Stores a fact for the key; undefined on svc-pristine, which remembers nothing. */
  remember: RememberFact | undefined;
  /** Every registered solver and what it answers (help lists them). Provided by the router itself. */
  solvers: readonly SolverSummary[];
  /**
   * Asks the other solvers (all but those named in `except`, and never help) for their answer to an ask, as a
   * request would be routed: a tool call whose argument is the answer to the question gets it computed, not
   * read off the question's numbers. Provided by the router itself.
   */
  consult: Consult;
  /** WordNet 3.1, read offline: senses, synonyms, antonyms, broader/narrower terms, `kindOf`. */
  wordnet: Wordnet;
  /**
   * Web search and claim research for the turn's key (its searches logged, its fact-checks in its belief
   * ledger; nothing kept on svc-pristine). `provider` is null when no search provider is configured.
   */
  web: WebNeed;
  /**
   * The tool pack of this turn (`pack`, a phase's pack, or a pipeline's), with its schemas, invariants and
   * pipelines; undefined when the turn has none. Its tools are already in `ask.tools` (with commit, pack, outputSchema).
   */
  pack: StoredPack | undefined;
  /** Runs a command over files in isolation (src/sandbox): no network, a fresh temp directory, CPU/memory/process/time/output limits. */
  sandbox: Sandbox;
}

export type NeedName = keyof Needs;

/** Who asks, on which model: what a provider makes a need from. */
export interface TurnScope {
  model: ModelName;
  pristine: boolean;
  /** The account and key of the request; absent for examples and tests that have none. */
  owner?: { accountId: string; keyId: string };
}

/** Makes one need for a turn. */
export type NeedProvider<K extends NeedName> = (turn: TurnScope) => Needs[K] | Promise<Needs[K]>;

export type NeedProviders = { readonly [K in NeedName]?: NeedProvider<K> };

/** What every plugin gets, whatever it needs. */
export interface TurnBasics {
  model: ModelName;
  pristine: boolean;
  /** Entries so far, so help can say what was tried. */
  tried: readonly Tried[];
  /** Aborted when the router stops waiting for this plugin. */
  signal: AbortSignal;
}

/** The context `answer` receives: the turn basics plus exactly the needs N the manifest lists. */
export type PluginContext<N extends NeedName = never> = TurnBasics & { readonly [K in N]: Needs[K] };

/** One turn's needs: each made on first use and shared by every plugin consulted in the turn. */
export class TurnNeeds {
  /** Each need as made: its value, or the promise of one when its provider is asynchronous (or threw). */
  readonly #made = new Map<NeedName, unknown>();

  constructor(
    private readonly providers: NeedProviders,
    private readonly turn: TurnScope,
    /** Needs already made for this turn; they win over the providers (a long input's `documents`). */
    private readonly given: Partial<Needs> = {},
  ) {}

  /**
   * The listed needs, as a plain object when every one is made at once (most are: solvers, wordnet,
   * consult), so a plugin that needs only those waits for nothing; else a promise of that object.
   */
  pick<N extends NeedName>(names: readonly N[]): Pick<Needs, N> | Promise<Pick<Needs, N>> {
    const out: Record<string, unknown> = {};
    let waiting: Promise<unknown>[] | undefined;
    for (const name of names) {
      const value = this.#get(name);
      out[name] = value;
      if (value instanceof Promise) (waiting ??= []).push(value.then((v) => (out[name] = v)));
    }
    const picked = out as Pick<Needs, N>;
    return waiting ? Promise.all(waiting).then(() => picked) : picked;
  }

  #get(name: NeedName): unknown {
    if (name in this.given) return this.given[name];
    if (this.#made.has(name)) return this.#made.get(name);
    const provider = this.providers[name] as NeedProvider<NeedName> | undefined;
    if (!provider) throw new Error(`no provider for need "${name}"`);
    let made: unknown;
    try {
      made = provider(this.turn);
    } catch (e) {
      // Kept as a rejection, as an asynchronous provider's failure is: every plugin listing it fails alike.
      const failed = Promise.reject(e);
      failed.catch(() => {});
      made = failed;
    }
    this.#made.set(name, made);
    return made;
  }
}
