/**
 * A phase: the stored state of one agent task (its conversation, the calls proposed in it, the pack and
 * pipeline it runs) and the checklist the receipt shows. Items: one per pipeline step, or one per
 * proposed call and a last one for the answer; each `pending`, `in_progress` (proposed, result not yet
 * read) or `completed`. Stages: `calling`, `waiting`, `answered`, `stopped`.
 */
import type { components } from '../../generated/types.js';
import type { AskMessage } from '../solving/ask.js';
import type { PackRefInfo } from './pack.js';

export type PhaseReceipt = components['schemas']['Phase'];

export interface PhaseCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  /** The pipeline step the call runs. */
  step?: string;
}

export interface PhaseState {
  pack?: PackRefInfo;
  pipeline?: string;
  /** The conversation so far: what every continuing turn is prepended with. */
  messages: AskMessage[];
  calls: PhaseCall[];
  /** Calls whose results have been read. */
  read: string[];
  /** The last turn gave a final answer. */
  answered: boolean;
  stopped?: string;
}

export function newPhaseState(): PhaseState {
  return { messages: [], calls: [], read: [], answered: false };
}

type Item = PhaseReceipt['items'][number];

function summary(id: string, state: PhaseState, items: Item[]): PhaseReceipt {
  const done = !state.stopped && items.every((i) => i.status === 'completed');
  const completed = items.filter((i) => i.status === 'completed').length;
  const stage = state.stopped ? 'stopped' : done ? 'answered' : items.some((i) => i.status === 'in_progress') ? (state.answered ? 'waiting' : 'calling') : 'calling';
  return { id, stage, index: Math.min(completed, items.length), total: items.length, items, done, ...(state.stopped ? { stopped: state.stopped } : {}) };
}

/** The checklist of a phase without a pipeline: the calls proposed so far, then the answer. */
export function phaseReceipt(id: string, state: PhaseState, fresh: readonly string[] = []): PhaseReceipt {
  const items: Item[] = state.calls.map((c) => ({ title: `call ${c.name}`, status: state.read.includes(c.id) ? 'completed' : 'in_progress' }));
  items.push({ title: 'answer', status: state.answered && !state.stopped ? 'completed' : state.calls.length && !fresh.length ? 'in_progress' : 'pending' });
  const receipt = summary(id, state, items);
  // A turn that proposed calls is calling; one whose calls are all older is waiting for their results.
  if (!state.stopped && !receipt.done) receipt.stage = fresh.length ? 'calling' : state.calls.some((c) => !state.read.includes(c.id)) ? 'waiting' : 'calling';
  return receipt;
}

/** The checklist of a pipeline phase: one item per step. */
export function pipelineReceipt(id: string, state: PhaseState, steps: readonly { id: string; title: string }[], fresh: readonly string[] = []): PhaseReceipt {
  const items: Item[] = steps.map((s) => {
    const call = state.calls.find((c) => c.step === s.id);
    return { title: s.title, status: !call ? 'pending' : state.read.includes(call.id) ? 'completed' : 'in_progress' };
  });
  const receipt = summary(id, state, items);
  if (!state.stopped && !receipt.done) receipt.stage = fresh.length ? 'calling' : 'waiting';
  return receipt;
}
