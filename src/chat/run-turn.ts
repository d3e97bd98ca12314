/** One chat turn, shared by all three wire formats: route the ask, shape the reply, build the receipt. */
import type { AgentTurn } from '../agent/agent-turn.js';
import type { StoredPack } from '../agent/pack.js';
import { pipelineTurn } from '../agent/pipeline-turn.js';
import { settleCalls, type WaitingCall } from '../agent/turn-calls.js';
import { finishTurn, PhaseRaced } from '../agent/turn-finish.js';
import { ServiceError } from '../errors.js';
import { askText, type Ask, type ModelName } from '../solving/ask.js';
import { turnOutcome, type RouteResult, type SolverRouter, type TurnOutcome } from '../solving/router.js';
import type { TurnScope } from '../solving/needs.js';
import type { Answer, ProposedCall } from '../solving/solver.js';
import { readLongInput, type LongInput } from './long-input.js';
import { questionHash, type CorrectionLookup, type RememberedCorrection } from './turn-knowledge.js';
import { countAskTokens, countTokens } from './count-tokens.js';
import { cutToTokens } from './cut-to-tokens.js';
import { ID_PREFIX, newId } from '../ids.js';
import { buildReceipt, type Notice, type Receipt, type ReceiptCall } from './receipt.js';
import { shapeReply } from './shape-reply.js';

export interface WireCall extends ReceiptCall {
  /** Arguments as the JSON string the wire formats carry. */
  argsJson: string;
}

/** `refusal` is a declined schema reply; `length` a reply cut at the token cap. */
export type Finish = 'stop' | 'tool_calls' | 'length' | 'refusal';

/** The one internal reply every wire format renders. */
export interface Reply {
  model: ModelName;
  content: string | null;
  refusal: string | null;
  calls: WireCall[];
  finish: Finish;
  receipt: Receipt;
  usage: { input: number; output: number };
  /** What was asked (the last user message) and its hash, for the completions log. */
  question?: { text: string; hash: string };
  /** What /metrics counts the turn as. */
  outcome: TurnOutcome;
}

export interface TurnDeps {
  router: Pick<SolverRouter, 'route'>;
  notice?: Notice;
  /** Looks up the key's `<pack>#<id>` schemas; absent, every schema_id misses. */
  resolveSchema?: (id: string) => Promise<Record<string, unknown> | null>;
  /** Agent graphs (packs, phases, pipelines, call records, hooks); absent, tools are routed as sent and nothing is recorded. */
  agent?: AgentTurn;
  /** Who asks: the facts and documents plugins need are the owner's (loaded only when a plugin needs them). */
  owner?: TurnScope['owner'];
  /** The key's prose corrections (the learned layer); absent, or on svc-pristine, none apply. */
  correction?: CorrectionLookup;
}

async function schemaFor(ask: Ask, deps: TurnDeps): Promise<Record<string, unknown> | undefined> {
  if (ask.format.type !== 'json_schema') return undefined;
  if (ask.format.schema) return ask.format.schema;
  const id = ask.format.schemaId;
  if (!id) return undefined;
  const schema = (await deps.resolveSchema?.(id)) ?? null;
  if (!schema) {
    throw ServiceError.of('schema_miss', { id }, {
      param: ask.wire === 'responses' ? 'text.format.schema_id' : 'response_format.json_schema.schema_id',
    });
  }
  return schema;
}

/** tool_choice none or an allowed list limits what may be proposed, whatever the solver says. */
function permittedCalls(ask: Ask, calls: readonly ProposedCall[] = []): ProposedCall[] {
  const { mode, allowed } = ask.toolChoice;
  if (mode === 'none') return [];
  return allowed ? calls.filter((c) => allowed.includes(c.name)) : [...calls];
}

function wireCall(c: ProposedCall, prefix: string): WireCall {
  const args = c.args ?? {};
  const call: WireCall = { id: c.id ?? newId(prefix), name: c.name, args, commit: c.commit === true, argsJson: JSON.stringify(args) };
  if (c.pack) call.pack = c.pack;
  if (c.hook) call.hook = c.hook;
  return call;
}

/** Calls the caller's tool_choice ruled out still have to be explained, not silently dropped. */
function contentOf(answer: Answer, calls: readonly WireCall[]): string | null {
  if (answer.content !== null || calls.length) return answer.content;
  const names = (answer.calls ?? []).map((c) => c.name).join(', ');
  return `The answer is a call to ${names}, which tool_choice does not allow; allow the tool to receive the call.`;
}

/** A prose correction the key sent for this question answers it, on top of the solvers (the learned layer). */
async function corrected(ask: Ask, deps: TurnDeps, hash: string): Promise<RouteResult | null> {
  // Agent turns (tools, packs, phases, tool results) are never answered from a correction.
  const agentTurn = ask.tools.length > 0 || ask.pack || ask.phase || ask.pipeline || ask.messages.at(-1)?.role !== 'user';
  if (agentTurn || ask.model === 'svc-pristine' || !deps.owner || !deps.correction) return null;
  const c: RememberedCorrection | null = await deps.correction(deps.owner.keyId, hash);
  if (!c) return null;
  const caveat = `Your correction (feedback on ${c.completion_id}, ${c.created_at}) answers this question for this key; the service did not check it. svc-pristine answers without it.`;
  return { solver: 'memory', answer: { content: c.text, verified: false, checked: null, caveat }, tried: ['memory:answered'] };
}

async function route(ask: Ask, deps: TurnDeps, question: { text: string; hash: string }, long: LongInput | null, pack?: StoredPack): Promise<RouteResult> {
  const learned = await corrected(ask, deps, question.hash);
  if (learned) return learned;
  const given = { ...(long ? { documents: long.search } : {}), ...(pack ? { pack } : {}) };
  const turn = { model: ask.model, pristine: ask.model === 'svc-pristine', owner: deps.owner, given };
  const result = await deps.router.route(long?.ask ?? ask, turn);
  if (!long) return result;
  const caveat = [long.caveat, result.answer.caveat].filter(Boolean).join(' ');
  const content = result.answer.content === null ? null : `${long.note}\n\n${result.answer.content}`;
  return { ...result, answer: { ...result.answer, content, caveat } };
}

/** Turns of one phase race only on its stored state; the loser runs again over the winner's (each turn is cheap and deterministic). */
const PHASE_RETRIES = 4;

export async function runTurn(ask: Ask, deps: TurnDeps): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(ask, deps);
    } catch (e) {
      if (!(e instanceof PhaseRaced)) throw e;
      if (attempt >= PHASE_RETRIES) {
        throw new ServiceError('version_conflict', `Phase ${e.phaseId} kept changing under this turn (${PHASE_RETRIES} tries); other turns of it are running. Send the turn again once they finish; nothing was written by this one.`, { param: 'phase.id' });
      }
    }
  }
}

/**
 * tool_choice required (or any, or a named tool) is honoured exactly: a turn that ends without a call is a
 * help reply saying why no call was made, and an answer computed instead is not sent as a substitute.
 */
function requiredCall(ask: Ask, route: RouteResult): RouteResult {
  if (ask.toolChoice.mode !== 'required' || permittedCalls(ask, route.answer.calls).length) return route;
  const wanted = ask.toolChoice.name ? `a call to ${ask.toolChoice.name}` : 'a tool call';
  const reasons = route.tried.filter((t) => t.startsWith('tool:declined:')).map((t) => t.slice('tool:declined:'.length));
  const why = reasons.length ? `no call could be made: ${reasons.join('; ')}` : route.solver === 'tool' ? 'no further call is needed' : 'no offered tool fits the request';
  const substitute = route.solver !== 'tool' && route.solver !== 'help' ? ` The ${route.solver} answer is not sent instead of the call.` : '';
  const sofar = route.solver === 'tool' && route.answer.content ? `\n\n${route.answer.content}` : '';
  const content = `tool_choice requires ${wanted}, but ${why}; no values are invented. Give the missing values, or relax tool_choice to "auto".${substitute}${sofar}`;
  const facts = route.solver === 'tool' ? route.answer.facts : undefined;
  return { solver: 'help', answer: { content, verified: false, checked: null, ...(facts ? { facts } : {}) }, tried: [...route.tried, 'help:answered'] };
}

async function runOnce(original: Ask, deps: TurnDeps): Promise<Reply> {
  const agent = deps.agent && deps.owner ? await deps.agent.prepare(original, deps.owner.keyId) : null;
  const ask = agent?.ask ?? original;
  const schema = await schemaFor(ask, deps);
  const text = askText(ask);
  const question = { text, hash: questionHash(text) };
  let routed: RouteResult;
  if (agent?.pipeline) routed = await pipelineTurn(agent, (a) => route(a, deps, question, null, agent.pack));
  else {
    const long = readLongInput(ask);
    routed = await route(ask, deps, question, long, agent?.pack).finally(() => long?.close());
  }
  let waiting: WaitingCall[] = [];
  if (agent) ({ routed, waiting } = await settleCalls(deps.agent!, agent, routed, idPrefix(ask)));
  let out: Reply;
  try {
    out = reply(ask, deps, routed, schema, question);
  } catch (e) {
    // A failure inside the service is still a 200 reply that says so, never a bare 5xx.
    const content = `The service failed while preparing this reply (${(e as Error)?.message ?? e}); nothing is guessed. Send the request again or rephrase it.`;
    out = reply(ask, deps, { solver: 'help', answer: { content, verified: false, checked: null }, tried: [...routed.tried, 'help:answered'] }, undefined, question);
  }
  return agent ? finishTurn(deps.agent!, agent, out, waiting) : out;
}

const idPrefix = (ask: Ask) => (ask.wire === 'messages' ? ID_PREFIX.toolUse : ID_PREFIX.call);

function reply(ask: Ask, deps: TurnDeps, routed: RouteResult, schema: Record<string, unknown> | undefined, question: NonNullable<Reply['question']>): Reply {
  const route = requiredCall(ask, routed);
  const calls = permittedCalls(ask, route.answer.calls).map((c) => wireCall(c, idPrefix(ask)));
  const shaped = shapeReply(ask, { ...route, answer: { ...route.answer, content: contentOf(route.answer, calls) } }, schema);

  let content = calls.length && shaped.content === '' ? null : shaped.content;
  // JSON replies and refusals cannot carry a prefix, so the notice is then only in the receipt and header.
  const showNotice = Boolean(deps.notice?.shown) && !shaped.json && shaped.refusal === null;
  if (showNotice && deps.notice) content = content === null ? deps.notice.message : `${deps.notice.message}\n\n${content}`;

  let finish: Finish = calls.length ? 'tool_calls' : shaped.refusal !== null ? 'refusal' : 'stop';
  if (ask.maxTokens && content && !shaped.json && !calls.length) {
    const cut = cutToTokens(content, ask.maxTokens);
    if (cut !== content) [content, finish] = [cut, 'length'];
  }

  const refused = shaped.refusal !== null;
  const receipt = buildReceipt({
    solver: shaped.solver,
    verified: shaped.verified,
    checked: shaped.checked,
    tried: shaped.tried,
    model: ask.model,
    caveat: refused ? undefined : route.answer.caveat,
    notice: deps.notice && { message: deps.notice.message, shown: showNotice },
    calls: calls.map(({ argsJson: _json, ...call }) => call),
    facts: { ...(refused ? {} : route.answer.facts), ...(shaped.schema ? { schema: shaped.schema } : {}) },
  });
  const output =
    countTokens(content ?? '') + countTokens(shaped.refusal ?? '') + calls.reduce((n, c) => n + countTokens(c.name) + countTokens(c.argsJson), 0);
  return { model: ask.model, content, refusal: shaped.refusal, calls, finish, receipt, usage: { input: countAskTokens(ask), output }, question, outcome: turnOutcome(route) };
}
