/** Consults the solver plugins in a deterministic order and owns the receipt's `solver` and `tried`. */
import type { Ask } from './ask.js';
import { TurnNeeds, type NeedName, type NeedProviders, type Needs, type PluginContext, type SolverSummary, type TurnScope } from './needs.js';
import { PoolBusy } from '../pool/pool-busy.js';
import { PluginLoadError } from './plugin-check.js';
import { CAPABILITY_CANONICAL, CHECKED_VALUES, isDecline, type Answer, type AnySolverPlugin, type Decline, type Tried } from './solver.js';

/** Where the router reports plugin failures; the service's pino logger fits. */
export interface SolverLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export const HELP_SOLVER = 'help';
export type TurnOutcome = 'answered' | 'declined' | 'failed';

/** answered when a solver other than help answered, or help answered a question about the service itself; failed when help speaks after a solver failed. */
export function turnOutcome(route: RouteResult): TurnOutcome {
  if (route.solver !== HELP_SOLVER || route.answer.canonical === CAPABILITY_CANONICAL) return 'answered';
  return route.tried.some((t) => t.split(':')[1] === 'failed') ? 'failed' : 'declined';
}

export interface RouteResult {
  solver: string;
  answer: Answer;
  tried: Tried[];
}

export interface RouterOptions {
  /** How long one plugin may take before it becomes a failed entry. */
  answerTimeoutMs?: number;
  log?: SolverLog;
  /** How each need is made (src/container.ts registers the service's); `solvers` the router provides itself. */
  needs?: NeedProviders;
  /**
   * Plugins whose claim is a function of the ask alone (the built-ins): their scores are remembered for
   * the last asks seen, so the same request asked again is routed without running those claims.
   */
  pureClaims?: readonly AnySolverPlugin[];
}

/** One turn as the router sees it: who asks, and needs already made for it (a long input's `documents`). */
export interface RouteTurn extends TurnScope {
  given?: Partial<Needs>;
}

const silentLog: SolverLog = { warn: () => {} };

/** Reasons go inside `name:declined:<reason>`, so they must stay one short line. */
function oneLine(text: unknown): string {
  const s = String(text ?? '').replace(/\s+/g, ' ').trim();
  if (!s) return 'no reason given';
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}

function answerProblem(a: unknown): string | null {
  if (!a || typeof a !== 'object') return 'returned neither an answer nor a decline';
  const x = a as Partial<Answer>;
  if (x.content !== null && typeof x.content !== 'string') return 'answer content is not a string or null';
  if (typeof x.verified !== 'boolean') return 'answer verified is not a boolean';
  if (x.checked !== null && !CHECKED_VALUES.includes(x.checked as never)) {
    return `answer checked must be null or one of ${CHECKED_VALUES.join(', ')}`;
  }
  if (x.content === null && !x.calls?.length) return 'answer has neither content nor calls';
  if (x.calls !== undefined && !Array.isArray(x.calls)) return 'answer calls is not an array';
  const forms = typeof x.canonical === 'string' ? [x.canonical] : x.canonical;
  if (forms !== undefined && (!Array.isArray(forms) || !forms.length || forms.some((f) => typeof f !== 'string'))) {
    return 'answer canonical is not a string or a non-empty array of strings';
  }
  const bad = (x.calls ?? []).findIndex(
    (c) => !c || typeof c.name !== 'string' || !c.name || !c.args || typeof c.args !== 'object' || Array.isArray(c.args),
  );
  if (bad >= 0) return `answer calls[${bad}] needs a name and an args object`;
  return null;
}

/** A need no provider makes fails at boot, naming the plugin and the need. */
function checkNeeds(plugins: readonly AnySolverPlugin[], providers: NeedProviders): void {
  const provided = Object.keys(providers).sort();
  for (const plugin of plugins) {
    const missing = (plugin.needs ?? []).find((need) => !(need in providers));
    if (missing) {
      throw new PluginLoadError(`"${plugin.name}"`, `needs "${missing}", which this server does not provide (it provides: ${provided.join(', ')})`);
    }
  }
}

/** Asks of at most this many characters of text, and without images, have their pure claims remembered. */
const MEMO_MAX_CHARS = 4000;
/** How many asks' scores are remembered (the oldest is forgotten first). */
const MEMO_ASKS = 1000;

/**
 * The whole ask as a key (a claim may read any of it: tools, format, earlier messages), or null when it is
 * too large to be worth keeping.
 */
function memoKey(ask: Ask): string | null {
  let chars = 0;
  for (const m of ask.messages) {
    for (const p of m.parts) {
      if (p.type !== 'text') return null;
      chars += p.text.length;
    }
  }
  if (chars > MEMO_MAX_CHARS) return null;
  const key = JSON.stringify(ask);
  return key.length > 4 * MEMO_MAX_CHARS ? null : key;
}

/** Claim scores of pure plugins by ask, for the last MEMO_ASKS asks (a Map keeps insertion order). */
class ClaimMemo {
  private readonly asks = new Map<string, Map<AnySolverPlugin, number>>();

  scoresFor(ask: Ask): Map<AnySolverPlugin, number> | null {
    const key = memoKey(ask);
    if (key === null) return null;
    let scores = this.asks.get(key);
    if (!scores) {
      if (this.asks.size >= MEMO_ASKS) this.asks.delete(this.asks.keys().next().value!);
      scores = new Map();
      this.asks.set(key, scores);
    }
    return scores;
  }
}

/** Each context's abort controller, made when its signal is first read (most plugins answer synchronously and never do). */
const controllers = new WeakMap<object, AbortController>();

function controllerOf(ctx: object): AbortController {
  let controller = controllers.get(ctx);
  if (!controller) controllers.set(ctx, (controller = new AbortController()));
  return controller;
}

/** One getter shared by every context: no closure per consultation. */
const SIGNAL: PropertyDescriptor = {
  get(this: object) {
    return controllerOf(this).signal;
  },
  enumerable: true,
  configurable: true,
};

/**
 * What `answer` receives: the needs it listed, the turn basics, and `signal` as an own property. Built by
 * assignment, not as a literal spreading `listed` beside a getter, which V8 builds slowly (about 10 µs a
 * consultation, measured) since `listed` has a different shape for each plugin.
 */
function pluginContext(listed: object, turn: TurnScope, tried: Tried[]): PluginContext<NeedName> {
  const ctx = Object.assign({}, listed) as Record<string, unknown>;
  ctx.model = turn.model;
  ctx.pristine = turn.pristine;
  ctx.tried = tried;
  Object.defineProperty(ctx, 'signal', SIGNAL);
  return ctx as unknown as PluginContext<NeedName>;
}

function busyReply(e: PoolBusy, tried: Tried[]): RouteResult {
  const content = e.reason === 'run_limit'
    ? `Nothing was computed: the work for this request took too long (${e.message}). A smaller version of the question may be answered.`
    : `Nothing was computed: the service is busy with other heavy work (${e.message}). Ask again in ${e.retryAfter} s.`;
  return { solver: HELP_SOLVER, answer: { content, verified: false, checked: null, caveat: 'service busy' }, tried };
}

export class SolverRouter {
  private readonly plugins: readonly AnySolverPlugin[];
  private readonly providers: NeedProviders;
  private readonly timeoutMs: number;
  private readonly log: SolverLog;
  private readonly pure: ReadonlySet<AnySolverPlugin>;
  private readonly memo = new ClaimMemo();

  constructor(solvers: readonly AnySolverPlugin[], options: RouterOptions = {}) {
    this.plugins = Object.freeze([...solvers]);
    const summaries: readonly SolverSummary[] = Object.freeze(this.plugins.map((p) => Object.freeze({ name: p.name, summary: p.summary, example: p.examples.claims[0]?.ask })));
    const consult: NeedProviders['consult'] = (turn) => async (ask, except) => {
      const others = this.plugins.filter((p) => p.name !== HELP_SOLVER && !except.includes(p.name));
      const r = await this.routeAmong(others, ask, turn, false);
      return r && { solver: r.solver, answer: r.answer };
    };
    this.providers = Object.freeze({ ...options.needs, solvers: () => summaries, consult });
    checkNeeds(this.plugins, this.providers);
    this.timeoutMs = options.answerTimeoutMs ?? 60_000;
    this.log = options.log ?? silentLog;
    this.pure = new Set(options.pureClaims ?? []);
  }

  /** All plugins in registry order (the tie-break order). */
  get solvers(): readonly AnySolverPlugin[] {
    return this.plugins;
  }

  async route(ask: Ask, turn: RouteTurn): Promise<RouteResult> {
    return (await this.routeAmong(this.plugins, ask, turn, true))!;
  }

  /** Consults `plugins` in order; with `fallback`, help answers when none does, else null. */
  private async routeAmong(plugins: readonly AnySolverPlugin[], ask: Ask, turn: RouteTurn, fallback: boolean): Promise<RouteResult | null> {
    const tried: Tried[] = [];
    const needs = new TurnNeeds(this.providers, turn, turn.given);
    try {
      for (const plugin of this.rank(plugins, ask, tried)) {
        const answer = await this.consult(plugin, ask, turn, needs, tried);
        if (answer) return { solver: plugin.name, answer: this.normalize(plugin.name, answer), tried };
      }
    } catch (e) {
      // No worker thread was free in time: the turn is answered at once, saying so, rather than left waiting.
      if (e instanceof PoolBusy && fallback) return busyReply(e, tried);
      throw e;
    }
    return fallback ? this.fallback(ask, turn, needs, tried) : null;
  }

  /** Claimers by score, ties by registry order; a throwing claim is a failed entry (never remembered). */
  private rank(plugins: readonly AnySolverPlugin[], ask: Ask, tried: Tried[]): AnySolverPlugin[] {
    const scored: { plugin: AnySolverPlugin; score: number; index: number }[] = [];
    const memo = this.pure.size ? this.memo.scoresFor(ask) : null;
    plugins.forEach((plugin, index) => {
      let score = memo?.get(plugin);
      if (score === undefined) {
        try {
          score = Number(plugin.claim(ask));
        } catch (e) {
          this.fail(plugin, tried, `claim threw: ${(e as Error)?.message ?? e}`, e);
          return;
        }
        if (memo && this.pure.has(plugin)) memo.set(plugin, score);
      }
      if (Number.isFinite(score) && score > 0) scored.push({ plugin, score: Math.min(score, 1), index });
    });
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    return scored.map((s) => s.plugin);
  }

  private async consult(plugin: AnySolverPlugin, ask: Ask, turn: TurnScope, needs: TurnNeeds, tried: Tried[]): Promise<Answer | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // Only what the plugin listed, made now (not before): a plugin that needs nothing waits for nothing.
      let listed = plugin.needs?.length ? needs.pick(plugin.needs) : {};
      if (listed instanceof Promise) listed = await listed;
      const ctx = pluginContext(listed, turn, [...tried]);
      let result: unknown = plugin.answer(ask, ctx);
      // Only an answer still pending needs a deadline; most plugins answer synchronously.
      if (result instanceof Promise) {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controllerOf(ctx).abort();
            reject(new Error(`timed out after ${this.timeoutMs} ms`));
          }, this.timeoutMs);
        });
        result = await Promise.race([result, timeout]);
      }
      if (result && typeof result === 'object' && isDecline(result as Answer | Decline)) {
        tried.push(`${plugin.name}:declined:${oneLine((result as Decline).reason)}`);
        return null;
      }
      const problem = answerProblem(result);
      if (problem) {
        this.fail(plugin, tried, problem);
        return null;
      }
      tried.push(`${plugin.name}:answered`);
      return result as Answer;
    } catch (e) {
      this.fail(plugin, tried, (e as Error)?.message ?? String(e), e);
      // Busy is the service's state, not this solver's failure: the next solver would find it busy too.
      if (e instanceof PoolBusy) throw e;
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private fail(plugin: AnySolverPlugin, tried: Tried[], reason: string, error?: unknown): void {
    tried.push(`${plugin.name}:failed:${oneLine(reason)}`);
    this.log.warn({ solver: plugin.name, reason, err: error }, 'solver failed');
  }

  /** help speaks for the service: its answers are never presented as checked. */
  private normalize(solver: string, answer: Answer): Answer {
    return solver === HELP_SOLVER ? { ...answer, verified: false, checked: null } : answer;
  }

  private async fallback(ask: Ask, turn: TurnScope, needs: TurnNeeds, tried: Tried[]): Promise<RouteResult> {
    const help = this.plugins.find((p) => p.name === HELP_SOLVER);
    const helpConsulted = tried.some((t) => t.startsWith(`${HELP_SOLVER}:`));
    if (help && !helpConsulted) {
      const answer = await this.consult(help, ask, turn, needs, tried);
      if (answer) return { solver: HELP_SOLVER, answer: this.normalize(HELP_SOLVER, answer), tried };
    }
    const steps = tried.length ? ` Tried: ${tried.join('; ')}.` : '';
    const content = `No solver could answer this request.${steps} Rephrase it as one of the things listed at GET /v1/capabilities.`;
    return { solver: HELP_SOLVER, answer: { content, verified: false, checked: null }, tried };
  }
}
