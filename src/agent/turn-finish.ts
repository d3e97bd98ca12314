/**
 * After a turn is shaped: its calls are recorded for the key (with what their results will be checked
 * against), the phase is written over the revision the turn read (a lost race is retried by the turn),
 * and the receipt gets the phase checklist, the pack and the calls still waiting.
 */
import type { components } from '../../generated/types.js';
import type { AskMessage } from '../solving/ask.js';
import type { AgentTurn, PreparedTurn } from './agent-turn.js';
import { toolOutputs } from './conversation.js';
import { phaseReceipt, pipelineReceipt, type PhaseState } from './phase.js';
import { resultChecksFor } from './result-check.js';
import type { WaitingCall } from './turn-calls.js';

type Receipt = components['schemas']['Receipt'];

/** Another turn of the same phase was written first; the turn is run again over the newer state. */
export class PhaseRaced extends Error {
  constructor(readonly phaseId: string) {
    super(`phase ${phaseId} changed during the turn`);
  }
}

export interface FinishedReply {
  content: string | null;
  calls: readonly WaitingCall[];
  receipt: Receipt;
}

function nextState(turn: PreparedTurn, state: PhaseState, reply: FinishedReply, waiting: readonly WaitingCall[]): PhaseState {
  const assistant: AskMessage = { role: 'assistant', parts: reply.content ? [{ type: 'text', text: reply.content }] : [] };
  if (reply.calls.length) assistant.toolCalls = reply.calls.map((c) => ({ id: c.id, name: c.name, args: c.args }));
  const messages = [...state.messages, ...turn.added, assistant];
  const calls = [...state.calls, ...reply.calls.map((c) => ({ id: c.id, name: c.name, args: c.args, ...(turn.step?.id && c.name === turn.pipeline?.steps.find((s) => s.id === turn.step?.id)?.tool ? { step: turn.step.id } : {}) }))];
  const outputs = toolOutputs(messages);
  const read = calls.map((c) => c.id).filter((id) => outputs.has(id));
  const help = reply.receipt.solver === 'help';
  const stopped = turn.step?.stop ?? (help ? `nothing could answer this turn (${(reply.receipt.tried ?? []).join(', ') || 'no solver claimed it'})` : undefined);
  const answered = !reply.calls.length && !waiting.length && !help && !stopped;
  const next: PhaseState = { ...state, messages, calls, read, answered };
  if (stopped) next.stopped = stopped;
  else delete next.stopped;
  return next;
}

export async function finishTurn<R extends FinishedReply>(agent: AgentTurn, turn: PreparedTurn, reply: R, waiting: readonly WaitingCall[], nowMs = Date.now()): Promise<R> {
  const facts: Partial<Receipt> = {};
  if (turn.pack) facts.pack = { name: turn.pack.name, version: turn.pack.version, hash: turn.pack.hash };
  if (waiting.length) facts.waiting = [...waiting];
  if (turn.phase) {
    const state = nextState(turn, turn.phase.state, reply, waiting);
    const { id, revision } = turn.phase;
    if (revision === undefined) await agent.phases.create(turn.keyId, id, state, nowMs);
    else if (!(await agent.phases.update(turn.keyId, id, revision, state, nowMs))) throw new PhaseRaced(id);
    const fresh = reply.calls.map((c) => c.id);
    facts.phase = turn.pipeline ? pipelineReceipt(id, state, turn.pipeline.steps, fresh) : phaseReceipt(id, state, fresh);
  }
  await agent.calls.record(
    turn.keyId,
    reply.calls.map((c) => {
      const tool = turn.ask.tools.find((t) => t.name === c.name);
      const checks = resultChecksFor({ name: c.name, ...(tool?.outputSchema ? { outputSchema: tool.outputSchema } : {}) }, tool?.pack ? turn.pack : undefined);
      return { id: c.id, name: c.name, args: c.args, checks, pack: c.pack ?? null, phase_id: turn.phase?.id ?? null };
    }),
  );
  const caveat = turn.ruledOut.length ? [reply.receipt.caveat, `Not offered as tools this turn: ${turn.ruledOut.join('; ')}.`].filter(Boolean).join(' ') : reply.receipt.caveat;
  return { ...reply, receipt: { ...reply.receipt, ...facts, ...(caveat ? { caveat } : {}) } };
}
