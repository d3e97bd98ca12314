/**
 * The calls a turn proposes, made ready for the wire: an id, `commit` and `pack` from the tool's
 * definition, `hook` from the key's declarations; a call the conversation already made and no result
 * answers yet is not proposed again but listed in `waiting`.
 */
import type { components } from '../../generated/types.js';
import { newId } from '../ids.js';
import type { RouteResult } from '../solving/router.js';
import type { ProposedCall } from '../solving/solver.js';
import type { AgentTurn, PreparedTurn } from './agent-turn.js';
import { outstandingCalls, sameCall } from './conversation.js';
import { hookFor, type HookBinding } from './hooks.js';

export type WaitingCall = components['schemas']['ProposedCall'];

function decorate(c: { id: string; name: string; args: unknown; commit?: boolean; pack?: string }, turn: PreparedTurn, hooks: readonly HookBinding[]): WaitingCall {
  const tool = turn.ask.tools.find((t) => t.name === c.name);
  const pack = c.pack ?? tool?.pack;
  const hook = hookFor(hooks, { name: c.name, pack })?.url;
  const args = typeof c.args === 'object' && c.args !== null && !Array.isArray(c.args) ? (c.args as Record<string, unknown>) : {};
  return { id: c.id, name: c.name, args, commit: c.commit === true || tool?.commit === true, ...(pack ? { pack } : {}), ...(hook ? { hook } : {}) };
}

export async function settleCalls(agent: AgentTurn, turn: PreparedTurn, routed: RouteResult, idPrefix: string): Promise<{ routed: RouteResult; waiting: WaitingCall[] }> {
  const outstanding = outstandingCalls(turn.ask.messages);
  const proposed = routed.answer.calls ?? [];
  if (!proposed.length && !outstanding.length) return { routed, waiting: [] };
  const hooks = await agent.hooks.list(turn.keyId);
  const fresh = proposed.filter((c) => !outstanding.some((o) => sameCall(o, c)));
  const calls: ProposedCall[] = fresh.map((c) => decorate({ ...c, id: c.id ?? newId(idPrefix) }, turn, hooks));
  const waiting = outstanding.map((o) => decorate(o, turn, hooks));
  let content = routed.answer.content;
  if (content === null && !calls.length && proposed.length) {
    content = `Waiting for the result of ${waiting.map((w) => `${w.name} (call ${w.id})`).join(', ')}; a call still outstanding is not proposed again. Send its result to continue.`;
  }
  return { routed: { ...routed, answer: { ...routed.answer, content, calls } }, waiting };
}
