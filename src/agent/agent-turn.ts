/**
 * The agent-graph part of a chat turn: before routing, the pack's tools, the phase's stored conversation
 * (and results posted meanwhile) and what the system prompt forbids are applied to the ask; after it, the
 * proposed calls get ids, commit, pack and hook, outstanding calls are never proposed twice (`waiting`),
 * the calls are recorded for the key and the phase is written over the revision the turn read.
 */
import { ServiceError } from '../errors.js';
import { systemText, type Ask, type AskMessage, type AskTool } from '../solving/ask.js';
import type { HookRepo } from '../store/hook-repo.js';
import { PhaseRepo } from '../store/phase-repo.js';
import type { ToolCallRepo } from '../store/tool-call-repo.js';
import { resultMessage, toolOutputs } from './conversation.js';
import { outputSchemaOf, type StoredPack } from './pack.js';
import type { Packs } from './packs.js';
import { newPhaseState, type PhaseState } from './phase.js';
import type { PipelineStep } from './pipeline.js';
import { readToolRules, ruledOut, type ToolRules } from './system-rules.js';

export interface AgentTurnDeps {
  packs: Packs;
  hooks: HookRepo;
  calls: ToolCallRepo;
  phases: PhaseRepo;
}

export interface PreparedTurn {
  keyId: string;
  /** The ask to route: pack tools added, the phase's conversation prepended, ruled-out tools removed. */
  ask: Ask;
  pack?: StoredPack;
  pipeline?: { name: string; steps: PipelineStep[] };
  /** Absent when the turn is not part of a phase; `revision` absent for the phase this turn starts. */
  phase?: { id: string; state: PhaseState; revision?: number };
  /** What the pipeline step of this turn came to (set by pipelineTurn). */
  step?: { id?: string; stop?: string };
  /** Messages this turn adds to the phase's conversation (results posted meanwhile, then the request's). */
  added: AskMessage[];
  rules: ToolRules;
  /** Tools the system prompt rules out, with why. */
  ruledOut: string[];
}

function isAgentAsk(ask: Ask): boolean {
  return Boolean(ask.pack || ask.phase || ask.pipeline || ask.tools.length || ask.messages.some((m) => m.role === 'tool' || m.toolCalls?.length));
}

function packTools(pack: StoredPack, own: readonly AskTool[]): AskTool[] {
  const taken = new Set(own.map((t) => t.name));
  return pack.tools
    .filter((t) => !taken.has(t.name))
    .map((t) => {
      const outputSchema = outputSchemaOf(pack, t);
      return { name: t.name, ...(t.description !== undefined ? { description: t.description } : {}), parameters: t.parameters, commit: t.commit, pack: pack.name, ...(outputSchema ? { outputSchema } : {}) };
    });
}

async function pipelineOf(deps: AgentTurnDeps, keyId: string, name: string, pack: StoredPack | undefined): Promise<{ pack: StoredPack; steps: PipelineStep[] }> {
  if (pack) {
    const steps = pack.pipelines[name];
    if (steps) return { pack, steps };
    const has = Object.keys(pack.pipelines);
    throw new ServiceError('pipeline_miss', `Pack "${pack.name}" has no pipeline "${name}"${has.length ? `; it has ${has.map((p) => `"${p}"`).join(', ')}` : ' (it has none)'}. Publish it with PUT /v1/packs/${encodeURIComponent(pack.name)}.`, { param: 'pipeline' });
  }
  const holders = (await deps.packs.list(keyId)).filter((p) => p.pipelines[name]);
  if (holders.length === 1) return { pack: holders[0], steps: holders[0].pipelines[name] };
  if (holders.length > 1) throw new ServiceError('invalid_request', `Pipeline "${name}" is in several packs (${holders.map((p) => p.name).join(', ')}); name the pack with "pack".`, { param: 'pack' });
  throw new ServiceError('pipeline_miss', `No pack on this key has a pipeline "${name}"; send "pack" with the pipeline's pack, or store the pipeline in a pack first.`, { param: 'pipeline' });
}

export class AgentTurn {
  constructor(private readonly deps: AgentTurnDeps) {}

  /** Null when the ask has nothing of agent graphs (no tools, pack, phase, pipeline or tool results): nothing is read. */
  async prepare(ask: Ask, keyId: string, nowMs = Date.now()): Promise<PreparedTurn | null> {
    if (!isAgentAsk(ask)) return null;
    let phase: PreparedTurn['phase'];
    if (typeof ask.phase === 'object') {
      const row = await this.deps.phases.find(keyId, ask.phase.id, nowMs);
      if (!row) throw new ServiceError('phase_miss', `No phase "${ask.phase.id}" on this key: it never existed here, or it expired 7 days after its last turn. Start a new one with "phase": true (or a pack) and the whole conversation.`, { param: 'phase.id' });
      phase = { id: row.id, state: row.state as PhaseState, revision: row.revision };
    }
    const ref = ask.pack ?? (phase?.state.pack ? `${phase.state.pack.name}@${phase.state.pack.hash}` : undefined);
    let pack = ref ? await this.deps.packs.resolve(keyId, ref, 'pack') : undefined;
    const pipelineName = ask.pipeline ?? phase?.state.pipeline;
    let pipeline: PreparedTurn['pipeline'];
    if (pipelineName) {
      const found = await pipelineOf(this.deps, keyId, pipelineName, pack);
      pack = found.pack;
      pipeline = { name: pipelineName, steps: found.steps };
    }
    if (!phase && (ask.phase === true || pack)) phase = { id: PhaseRepo.newId(nowMs), state: newPhaseState() };

    const added = [...(await this.postedMeanwhile(keyId, phase, ask.messages)), ...ask.messages];
    const messages = [...(phase?.state.messages ?? []), ...added];
    const tools = [...ask.tools, ...(pack ? packTools(pack, ask.tools) : [])];
    const turnAsk: Ask = { ...ask, messages, tools };
    const rules = readToolRules(systemText(turnAsk), tools.map((t) => t.name));
    const notes: string[] = [];
    turnAsk.tools = tools.filter((t) => {
      const why = ruledOut(rules, t);
      if (why) notes.push(why);
      return !why;
    });
    for (const name of [ask.toolChoice.name, ...(ask.toolChoice.allowed ?? [])]) {
      if (name !== undefined && !tools.some((t) => t.name === name)) {
        throw new ServiceError('invalid_request', `tool_choice names "${name}", which is neither in tools nor in pack "${pack?.name ?? ''}".`, { param: 'tool_choice' });
      }
    }
    if (pack && phase && !phase.state.pack) phase.state = { ...phase.state, pack: { name: pack.name, version: pack.version, hash: pack.hash } };
    if (pipeline && phase) phase.state = { ...phase.state, pipeline: pipeline.name };
    return { keyId, ask: turnAsk, pack, pipeline, phase, added, rules, ruledOut: notes };
  }

  /** Results posted with POST /v1/tools/results for the phase's calls that the new messages do not answer, as tool messages. */
  private async postedMeanwhile(keyId: string, phase: PreparedTurn['phase'], incoming: readonly AskMessage[]): Promise<AskMessage[]> {
    if (phase?.revision === undefined) return [];
    const answered = toolOutputs([...phase.state.messages, ...incoming]);
    const open = phase.state.calls.map((c) => c.id).filter((id) => !answered.has(id));
    const posted = await this.deps.calls.results(keyId, open);
    const byId = new Map(posted.map((r) => [r.call_id, r]));
    return open.filter((id) => byId.has(id)).map((id) => {
      const r = byId.get(id)!;
      return resultMessage(id, r.output, (r.check as { is_error?: boolean }).is_error === true);
    });
  }

  get hooks(): HookRepo {
    return this.deps.hooks;
  }

  get calls(): ToolCallRepo {
    return this.deps.calls;
  }

  get phases(): PhaseRepo {
    return this.deps.phases;
  }
}
