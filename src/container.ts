/**
 * The composition of the service: every tsyringe registration, each with its token beside it. Repositories
 * and services are singletons made from the store; the solver plugins come from the composition root
 * (the built-ins the process entry passes) and SVC_PLUGINS; need providers are registered here too.
 * Handler groups get their dependencies from here; nothing below resolves from the container.
 */
import 'reflect-metadata';
import type Koa from 'koa';
import { container as root, instanceCachingFactory, Lifecycle, type DependencyContainer, type InjectionToken } from 'tsyringe';
import type { HandlerMap } from './api/context.js';
import { buildHandlers } from './api/handlers.js';
import { AgentTurn } from './agent/agent-turn.js';
import { Packs } from './agent/packs.js';
import { ToolResults } from './agent/tool-results.js';
import { correctionLookup, knowledgeNeeds } from './chat/turn-knowledge.js';
import type { Config } from './config.js';
import { parseFetchAllow } from './evidence/address-guard.js';
import { lexiconEquivalents, lexiconOpposites } from './evidence/opposites.js';
import { SafeFetch } from './evidence/safe-fetch.js';
import { chooseProvider } from './evidence/search/choose.js';
import { WebEvidence } from './evidence/web-evidence.js';
import { webNeed } from './evidence/web-need.js';
import { createApp } from './http/app.js';
import { Metrics } from './http/metrics.js';
import { operationsRouter } from './api/operations.js';
import { checkReadiness } from './store/readiness.js';
import { pagesRouter } from './api/pages.js';
import { createMailer } from './web/mailer.js';
import { pageSession } from './web/page-session.js';
import { SignIn } from './web/signin.js';
import { WebSessionRepo } from './store/web-session-repo.js';
import type { SvcState } from './api/context.js';
import { sharedWordnet } from './lexicon/shared-wordnet.js';
import type { Wordnet } from './lexicon/wordnet.js';
import type { Logger } from './log.js';
import { configurePool } from './pool/shared-pool.js';
import { Sandbox } from './sandbox/sandbox.js';
import type { NeedProviders } from './solving/needs.js';
import { PluginLoadError } from './solving/plugin-check.js';
import { checkSolvers, loadPlugin } from './solving/registry.js';
import { SolverRouter } from './solving/router.js';
import type { AnySolverPlugin } from './solving/solver.js';
import { AccountRepo } from './store/account-repo.js';
import { AgentRepo } from './store/agent-repo.js';
import { BeliefRepo } from './store/belief-repo.js';
import { createCompletionRepo, type CompletionRepo } from './store/completion-repo.js';
import { DocumentRepo } from './store/document-repo.js';
import { FactRepo } from './store/fact-repo.js';
import { FeedbackRepo } from './store/feedback-repo.js';
import { HookRepo } from './store/hook-repo.js';
import { KeyRepo } from './store/key-repo.js';
import { PackRepo } from './store/pack-repo.js';
import { PhaseRepo } from './store/phase-repo.js';
import { createRateLimiter, type RateLimiter } from './store/rate-limiter.js';
import { RedisRateLimiter } from './store/redis-rate-limiter.js';
import { createRequestBook, type RequestBook } from './store/request-book.js';
import { SearchLogRepo } from './store/search-log-repo.js';
import type { Store } from './store/store.js';
import { ToolCallRepo } from './store/tool-call-repo.js';
import { UsageRepo } from './store/usage-repo.js';

const token = <T>(name: string): InjectionToken<T> => Symbol.for(`svc.${name}`);

export const CONFIG = token<Config>('Config');
export const LOGGER = token<Logger>('Logger');
export const STORE = token<Store>('Store');
export const ACCOUNTS = token<AccountRepo>('AccountRepo');
export const KEYS = token<KeyRepo>('KeyRepo');
export const USAGE = token<UsageRepo>('UsageRepo');
export const REQUEST_BOOK = token<RequestBook>('RequestBook');
export const RATE_LIMITER = token<RateLimiter>('RateLimiter');
export const DOCUMENTS = token<DocumentRepo>('DocumentRepo');
export const FACTS = token<FactRepo>('FactRepo');
export const WORDNET = token<Wordnet>('Wordnet');
/** The one sandbox of the process: its concurrency cap is shared by every turn. */
export const SANDBOX = token<Sandbox>('Sandbox');
export const FEEDBACK = token<FeedbackRepo>('FeedbackRepo');
export const COMPLETIONS = token<CompletionRepo & { close?(): Promise<void> }>('CompletionRepo');
export const SEARCHES = token<SearchLogRepo>('SearchLogRepo');
export const AGENT_LAYERS = token<AgentRepo>('AgentRepo');
export const PACKS = token<Packs>('Packs');
export const HOOKS = token<HookRepo>('HookRepo');
export const TOOL_CALLS = token<ToolCallRepo>('ToolCallRepo');
export const TOOL_RESULTS = token<ToolResults>('ToolResults');
export const PHASES = token<PhaseRepo>('PhaseRepo');
export const BELIEFS = token<BeliefRepo>('BeliefRepo');
/** Web search (the configured provider), guarded page fetching and the belief ledger. */
export const WEB = token<WebEvidence>('WebEvidence');
/** Every solver plugin, registered in consultation tie-break order (resolveAll keeps it). */
export const SOLVERS = token<AnySolverPlugin>('SolverPlugin');
/** How each plugin need is made (src/solving/needs.ts); a new need adds its provider here. */
export const NEED_PROVIDERS = token<NeedProviders>('NeedProviders');
export const ROUTER = token<SolverRouter>('SolverRouter');
export const HANDLERS = token<HandlerMap>('HandlerMap');
export const METRICS = token<Metrics>('Metrics');
export const SIGN_IN = token<SignIn>('SignIn');
export const APP = token<Koa<SvcState>>('App');

/** What the process entry decides: the built-in solvers (plugins/index.ts) and where SVC_PLUGINS paths start. */
export interface Composition {
  solvers: readonly AnySolverPlugin[];
  /** Base for relative SVC_PLUGINS paths; the process working directory by default. */
  cwd?: string;
  /** Solvers whose claim depends on the ask alone, so the router may remember their scores (the built-ins). */
  pureClaims?: readonly AnySolverPlugin[];
}

function singleton<T>(c: DependencyContainer, t: InjectionToken<T>, make: (c: DependencyContainer) => T): void {
  c.register(t, { useFactory: instanceCachingFactory(make) });
}

/**
 * Registers the built-ins, then each SVC_PLUGINS entry (a manifest, or a class tsyringe constructs with
 * its @inject tokens), checks them all, and registers the router over them. Fails at boot, naming the plugin.
 */
export async function registerSolvers(c: DependencyContainer, builtins: readonly AnySolverPlugin[], entries: readonly string[], cwd = process.cwd(), pureClaims: readonly AnySolverPlugin[] = []): Promise<void> {
  const sources: string[] = [];
  for (const plugin of builtins) {
    c.register(SOLVERS, { useValue: plugin });
    sources.push(`built-in "${plugin.name}"`);
  }
  for (const entry of entries) {
    const loaded = await loadPlugin(entry, cwd);
    if (loaded.kind === 'class') c.register(SOLVERS, { useClass: loaded.plugin }, { lifecycle: Lifecycle.Singleton });
    else c.register(SOLVERS, { useValue: loaded.plugin });
    sources.push(`"${entry}"`);
  }
  let solvers: AnySolverPlugin[];
  try {
    solvers = sources.length ? c.resolveAll(SOLVERS) : [];
  } catch (e) {
    throw new PluginLoadError('registry', `a plugin class cannot be constructed: ${(e as Error).message}`, { cause: e });
  }
  checkSolvers(solvers, sources);
  // The router checks every plugin's needs against the providers: built now, so a missing one fails at boot.
  const needs = c.isRegistered(NEED_PROVIDERS, true) ? c.resolve(NEED_PROVIDERS) : {};
  const log = c.isRegistered(LOGGER, true) ? c.resolve(LOGGER).child({ name: 'solving' }) : undefined;
  c.registerInstance(ROUTER, new SolverRouter(solvers, { needs, log, pureClaims }));
}

export async function buildContainer(config: Config, log: Logger, store: Store, composition: Composition): Promise<DependencyContainer> {
  const c = root.createChildContainer();
  // One pool per process, as one sandbox: solvers reach it through `offload` (src/pool/shared-pool.ts).
  configurePool(config.pool);
  c.registerInstance(CONFIG, config);
  c.registerInstance(LOGGER, log);
  c.registerInstance(STORE, store);
  singleton(c, ACCOUNTS, (c) => new AccountRepo(c.resolve(STORE)));
  singleton(c, KEYS, (c) => new KeyRepo(c.resolve(STORE)));
  singleton(c, USAGE, (c) => new UsageRepo(c.resolve(STORE)));
  singleton(c, REQUEST_BOOK, (c) => createRequestBook(c.resolve(STORE)));
  singleton(c, RATE_LIMITER, (c) => {
    const { redisUrl, ratePerSecond, rateBurst } = c.resolve(CONFIG);
    return redisUrl ? new RedisRateLimiter(redisUrl, ratePerSecond, rateBurst) : createRateLimiter(c.resolve(STORE), c.resolve(CONFIG));
  });
  singleton(c, DOCUMENTS, (c) => new DocumentRepo(c.resolve(STORE)));
  singleton(c, FACTS, (c) => new FactRepo(c.resolve(STORE)));
  singleton(c, FEEDBACK, (c) => new FeedbackRepo(c.resolve(STORE)));
  singleton(c, COMPLETIONS, (c) => createCompletionRepo(c.resolve(STORE)));
  singleton(c, SEARCHES, (c) => new SearchLogRepo(c.resolve(STORE)));
  singleton(c, AGENT_LAYERS, (c) => new AgentRepo(c.resolve(STORE)));
  singleton(c, PACKS, (c) => new Packs(new PackRepo(c.resolve(STORE))));
  singleton(c, HOOKS, (c) => new HookRepo(c.resolve(STORE)));
  singleton(c, TOOL_CALLS, (c) => new ToolCallRepo(c.resolve(STORE)));
  singleton(c, TOOL_RESULTS, (c) => new ToolResults(c.resolve(TOOL_CALLS)));
  singleton(c, PHASES, (c) => new PhaseRepo(c.resolve(STORE)));
  singleton(c, BELIEFS, (c) => new BeliefRepo(c.resolve(STORE)));
  // Read now, so a malformed SVC_FETCH_ALLOW fails at boot.
  const allow = parseFetchAllow(config.fetchAllow);
  singleton(c, WEB, (c) =>
    new WebEvidence({
      provider: chooseProvider(config),
      reader: new SafeFetch({ allow }),
      opposites: lexiconOpposites(c.resolve(WORDNET)),
      equivalents: lexiconEquivalents(c.resolve(WORDNET)),
      beliefs: c.resolve(BELIEFS),
      searches: c.resolve(SEARCHES),
    }),
  );
  // Opens nothing until the first lookup.
  singleton(c, WORDNET, () => sharedWordnet());
  singleton(c, SANDBOX, () => new Sandbox());
  singleton(c, NEED_PROVIDERS, (c) => ({
    ...knowledgeNeeds({ facts: c.resolve(FACTS), documents: c.resolve(DOCUMENTS), searches: c.resolve(SEARCHES) }),
    wordnet: () => c.resolve(WORDNET),
    web: (turn) => webNeed(c.resolve(WEB), turn.pristine ? undefined : turn.owner?.keyId),
    sandbox: () => c.resolve(SANDBOX),
    // A turn with a pack gives it (src/chat/run-turn.ts); every other turn has none.
    pack: () => undefined,
  }));
  await registerSolvers(c, composition.solvers, config.plugins, composition.cwd, composition.pureClaims);
  singleton(c, HANDLERS, (c) =>
    buildHandlers({
      config: c.resolve(CONFIG),
      router: c.resolve(ROUTER),
      accounts: c.resolve(ACCOUNTS),
      usage: c.resolve(USAGE),
      book: c.resolve(REQUEST_BOOK),
      documents: c.resolve(DOCUMENTS),
      facts: c.resolve(FACTS),
      feedback: c.resolve(FEEDBACK),
      completions: c.resolve(COMPLETIONS),
      searches: c.resolve(SEARCHES),
      agent: c.resolve(AGENT_LAYERS),
      packs: c.resolve(PACKS),
      hooks: c.resolve(HOOKS),
      toolResults: c.resolve(TOOL_RESULTS),
      agentTurn: new AgentTurn({ packs: c.resolve(PACKS), hooks: c.resolve(HOOKS), calls: c.resolve(TOOL_CALLS), phases: c.resolve(PHASES) }),
      correction: correctionLookup(c.resolve(FEEDBACK)),
      web: c.resolve(WEB),
      beliefs: c.resolve(BELIEFS),
    }),
  );
  singleton(c, METRICS, () => new Metrics());
  singleton(c, SIGN_IN, (c) => {
    const config = c.resolve(CONFIG);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: c.resolve(LOGGER) });
    return new SignIn({ sessions: new WebSessionRepo(c.resolve(STORE)), accounts: c.resolve(ACCOUNTS), mailer });
  });
  singleton(c, APP, (c) =>
    createApp({
      metrics: c.resolve(METRICS),
      pages: [
        operationsRouter({ readiness: () => checkReadiness(c.resolve(STORE)), metrics: c.resolve(METRICS).registry, metricsToken: c.resolve(CONFIG).metricsToken }),
        pagesRouter({
          signIn: c.resolve(SIGN_IN),
          publicUrl: c.resolve(CONFIG).publicUrl,
          config: c.resolve(CONFIG),
          accounts: c.resolve(ACCOUNTS),
          keys: c.resolve(KEYS),
          usage: c.resolve(USAGE),
          book: c.resolve(REQUEST_BOOK),
          documents: c.resolve(DOCUMENTS),
          facts: c.resolve(FACTS),
          packs: c.resolve(PACKS),
        }),
      ],
      pageSession: pageSession(c.resolve(SIGN_IN), c.resolve(KEYS)),
      config: c.resolve(CONFIG),
      log: c.resolve(LOGGER),
      keys: c.resolve(KEYS),
      usage: c.resolve(USAGE),
      limiter: c.resolve(RATE_LIMITER),
      book: c.resolve(REQUEST_BOOK),
      handlers: c.resolve(HANDLERS),
    }),
  );
  return c;
}

/** Writes out what is buffered (request counts, completions), then closes the store. */
export async function closeContainer(c: DependencyContainer): Promise<void> {
  try {
    await c.resolve(REQUEST_BOOK).close();
    await c.resolve(COMPLETIONS).close?.();
    await c.resolve(RATE_LIMITER).close?.();
  } finally {
    await c.resolve(STORE).close();
  }
}
