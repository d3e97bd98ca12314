/**
 * The fixed needs plugin examples and dev sets run with: a key that was told two facts and an account
 * with one small handbook, so the memory and documents solvers can show what they answer. Other solvers
 * ignore them. Also the contexts tests hand to a plugin's `answer` directly.
 */
import type { NeedName, NeedProviders, Needs, PluginContext, TurnBasics } from './needs.js';
import type { MemoryView } from './solver.js';
import { indexText, type TextIndex } from '../store/text-index.js';
import { sharedWordnet } from '../lexicon/shared-wordnet.js';
import { EXAMPLE_PAGES } from '../evidence/fixtures/example-pages.js';
import { FixtureWeb } from '../evidence/fixtures/fixture-web.js';
import { lexiconEquivalents, lexiconOpposites } from '../evidence/opposites.js';
import { WebEvidence } from '../evidence/web-evidence.js';
import { webNeed } from '../evidence/web-need.js';
import { Sandbox } from '../sandbox/sandbox.js';

export const EXAMPLE_FACTS = Object.freeze([
  Object.freeze({ text: 'our project uses PostgreSQL 16', subject: null }),
  Object.freeze({ text: 'my name is Ann', subject: 'my name' }),
]);

export const EXAMPLE_HANDBOOK =
  'Staff handbook.\n\nWarranty: every product carries a warranty that lasts 24 months from the date of purchase. ' +
  'Repairs under warranty are free of charge.\n\nHolidays: staff receive 25 days of paid leave per calendar year.';

const HANDBOOK = Object.freeze({ id: 'doc_EXAMPLEHANDBOOK000000000000', name: 'handbook' });
/** Indexed on first search, once per process. */
let handbook: Promise<TextIndex> | undefined;

const exampleMemory: MemoryView = Object.freeze({ facts: EXAMPLE_FACTS, documents: Object.freeze([HANDBOOK]) });

/** The example web: fixed pages in memory (src/evidence/fixtures/example-pages.ts), searched and read without a network; nothing is kept. */
function exampleWeb() {
  const fixture = new FixtureWeb(EXAMPLE_PAGES);
  return webNeed(new WebEvidence({ provider: fixture, reader: fixture, opposites: lexiconOpposites(sharedWordnet()), equivalents: lexiconEquivalents(sharedWordnet()) }), undefined);
}

/** The example key's needs, as values. */
export function exampleNeeds(): Omit<Needs, 'solvers' | 'consult'> {
  return {
    memory: exampleMemory,
    documents: async (query, k) => (await (handbook ??= indexText(EXAMPLE_HANDBOOK, HANDBOOK))).search(query, k),
    remember: async () => ({ replaced: 0 }),
    wordnet: sharedWordnet(),
    web: exampleWeb(),
    pack: undefined,
    sandbox: (exampleSandbox ??= new Sandbox()),
  };
}

let exampleSandbox: Sandbox | undefined;

/** Providers of the example needs, for a router that runs examples or a dev set. */
export function exampleProviders(): NeedProviders {
  const needs = exampleNeeds();
  return { memory: () => needs.memory, documents: () => needs.documents, remember: () => needs.remember, wordnet: () => needs.wordnet, web: () => needs.web, pack: () => needs.pack, sandbox: () => needs.sandbox };
}

const BASICS: TurnBasics = Object.freeze({ model: 'svc', pristine: false, tried: Object.freeze([]), signal: new AbortController().signal });

/** A context for calling a plugin's `answer` directly in a test: the turn basics plus the needs given. */
export function contextWith<N extends NeedName = never>(needs: Pick<Needs, N> = {} as Pick<Needs, N>, basics: Partial<TurnBasics> = {}): PluginContext<N> {
  return { ...BASICS, ...basics, ...needs } as PluginContext<N>;
}

/** The example key's context, for calling `answer` directly. */
export function exampleContext(basics: Partial<TurnBasics> = {}): PluginContext<'memory' | 'documents' | 'remember'> {
  return contextWith(exampleNeeds(), basics);
}
