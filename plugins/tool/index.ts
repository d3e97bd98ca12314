/**
 * tool: proposes calls to the tools the caller offers, and reads their results. It chooses the tool whose
 * name and description fit the request, fills the arguments from the request by type and schema, checks the
 * call against the tool's schema before proposing it, and declines with the reason when no tool fits, two fit
 * equally, or a required value is not in the request. On a turn carrying results it checks each one and
 * either proposes the calls still needed or answers from the results. It never runs a tool.
 */
import { askFromText, decline, definePlugin, type Answer, type Ask, type Decline, type PluginContext, type ProposedCall } from '../../src/plugin-api.js';
import { checkResults, knownValues } from './check-results.js';
import { toolSpec, type ToolSpec } from './choose-tool.js';
import { readConversation, stableJson } from './conversation.js';
import { EXAMPLES } from './examples.js';
import { isAnswerParam, type Solved } from './fill-args.js';
import { paramInfos } from './param-info.js';
import { planCalls, type PlannedCall } from './plan-calls.js';
import { resultsReply } from './result-reply.js';

/** The tools tool_choice lets this turn call: a named one, an allowed list, or all offered. */
export function offeredTools(ask: Ask): ToolSpec[] {
  const { name, allowed } = ask.toolChoice;
  return ask.tools.filter((t) => (name ? t.name === name : !allowed || allowed.includes(t.name))).map(toolSpec);
}

function proposed(c: PlannedCall): ProposedCall {
  const call: ProposedCall = { name: c.tool.name, args: c.args, commit: c.tool.commit === true };
  if (c.tool.pack) call.pack = c.tool.pack;
  if (c.tool.hook) call.hook = c.tool.hook;
  return call;
}

/** The stable form dev sets compare: `call:<name>:<arguments, keys sorted>` per call. */
export const callCanonical = (c: { name: string; args: Record<string, unknown> }) => `call:${c.name}:${stableJson(c.args)}`;

/** When a tool takes the answer itself (structured output: `answer`, `result`), the other solvers compute it. */
async function solvedFor(tools: readonly ToolSpec[], question: string, ask: Ask, ctx: PluginContext<'consult'>): Promise<Solved | undefined> {
  if (!question || !tools.some((t) => paramInfos(t.params).some(isAnswerParam))) return undefined;
  const r = await ctx.consult(askFromText(question, { model: ask.model }), ['tool']);
  if (!r || r.answer.content === null) return undefined;
  const canonical = typeof r.answer.canonical === 'string' ? r.answer.canonical : (r.answer.canonical?.[0] ?? null);
  return { canonical, content: r.answer.content };
}

/**
 * Calls still needed are proposed (with the results read so far); otherwise the results are stated. Calls
 * still outstanding are the service's to list (`svc.waiting`, once, by the agent turn): this only says
 * what it waits for, and never proposes a call the conversation already made.
 */
async function answer(ask: Ask, ctx: PluginContext<'consult' | 'pack'>): Promise<Answer | Decline> {
  const tools = offeredTools(ask);
  const required = ask.toolChoice.mode === 'required';
  const isTask = (text: string) => planCalls(tools, text, { required: false, known: new Map() }).ok;
  const convo = readConversation(ask, isTask);
  const solved = await solvedFor(tools, convo.question, ask, ctx);
  const results = checkResults(ask, convo.made, ctx.pack);
  const outstanding = convo.made.filter((c) => !c.result);
  const plan = planCalls(tools, convo.question, { required, known: knownValues(results), solved });

  const facts = results.length ? { results: results.map((r) => r.receipt) } : {};
  if (plan.ok) {
    const fresh = plan.calls.filter((c) => !convo.made.some((m) => m.name === c.tool.name && stableJson(m.args) === stableJson(c.args)));
    if (fresh.length) {
      const caveat = [...new Set(fresh.flatMap((c) => c.caveats))].join('; ');
      return { content: null, verified: false, checked: null, calls: fresh.map(proposed), facts, canonical: fresh.map((c) => callCanonical({ name: c.tool.name, args: c.args })), ...(caveat ? { caveat: `Read ${caveat}.` } : {}) };
    }
  }
  // A follow-up ("continue") is answered from results no reply has read yet, or by what is still awaited.
  const unread = results.some((r) => r.call.result?.unread);
  if (results.length && (unread || !convo.followUp)) {
    const verified = results.every((r) => r.receipt.checked === 'established');
    const violations = results.flatMap((r) => r.receipt.violations ?? []);
    const waitingNote = outstanding.length ? `\nStill waiting for: ${outstanding.map((o) => `${o.name} (${o.id})`).join(', ')}.` : '';
    return {
      content: `${resultsReply(results)}${waitingNote}`,
      verified,
      checked: verified ? 'schema' : null,
      facts: { ...facts, ...(violations.length ? { violations } : {}) },
      canonical: results.map((r) => `result:${r.call.name}:${r.receipt.checked}`),
    };
  }
  if (outstanding.length) {
    const list = outstanding.map((o) => `${o.name} (${o.id})`).join(', ');
    return { content: `Waiting for the result of ${list}; send it as a tool result (or POST /v1/tools/results) to continue. The call is not proposed again.`, verified: false, checked: null, facts, canonical: 'waiting' };
  }
  if (convo.followUp) return decline('the last message asks for no call, and every result was already answered');
  return decline(plan.ok ? 'every call the request needs was already made' : plan.reason);
}

const tool = definePlugin({
  name: 'tool',
  summary: 'Proposes a call to one of the tools you offer (chosen and filled from your request, checked against its schema) and checks the results you send back.',
  needs: ['consult', 'pack'],
  examples: EXAMPLES,
  claim(ask: Ask): number {
    if (ask.toolChoice.mode === 'none') return 0;
    return ask.tools.length > 0 ? 1 : 0;
  },
  answer,
});

export default tool;
