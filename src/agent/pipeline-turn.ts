/**
 * A turn of `pipeline: <name>`: read the results of the steps proposed so far (checking each), then
 * propose the next step, wait for an outstanding one, stop on a refuted or failed result, or finish.
 * A step's arguments come from the pipeline (and earlier results); when they do not fill the tool's
 * schema, the solvers are asked for that one tool, and the step is stopped rather than guessed.
 */
import { compileJsonSchema, schemaErrors } from '../core/json-schema.js';
import type { Ask } from '../solving/ask.js';
import type { RouteResult } from '../solving/router.js';
import type { Answer, ReceiptFacts } from '../solving/solver.js';
import type { PreparedTurn } from './agent-turn.js';
import { toolOutputs } from './conversation.js';
import { fromRefs, stepArgs, type PipelineStep } from './pipeline.js';
import { checkToolResult, outputValue, resultChecksFor } from './result-check.js';
import { ruledOut } from './system-rules.js';

type Results = NonNullable<ReceiptFacts['results']>;

function answered(content: string | null, verified: boolean, results: Results, calls?: Answer['calls']): RouteResult {
  const answer: Answer = { content, verified, checked: null, ...(results.length ? { facts: { results } } : {}), ...(calls ? { calls } : {}) };
  return { solver: 'tool', answer, tried: ['pipeline:answered'] };
}

function argsProblem(parameters: Record<string, unknown>, args: Record<string, unknown>): string | null {
  const validate = compileJsonSchema(parameters);
  return validate(args) ? null : schemaErrors(validate).map((e) => `${e.path || '/'} ${e.message}`).join('; ');
}

/** Arguments the pipeline gives, completed by the solvers (for this tool only) when the schema needs more. */
async function fill(turn: PreparedTurn, step: PipelineStep, given: Record<string, unknown>, route: (ask: Ask) => Promise<RouteResult>): Promise<{ args: Record<string, unknown> } | { problem: string }> {
  const tool = turn.pack!.tools.find((t) => t.name === step.tool)!;
  const problem = argsProblem(tool.parameters, given);
  if (!problem) return { args: given };
  const asked = await route({ ...turn.ask, tools: turn.ask.tools.filter((t) => t.name === step.tool), toolChoice: { mode: 'required', name: step.tool } });
  const call = asked.answer.calls?.find((c) => c.name === step.tool);
  if (!call) return { problem };
  const args = { ...call.args, ...given };
  const still = argsProblem(tool.parameters, args);
  return still ? { problem: still } : { args };
}

function waiting(pipeline: string, open: readonly { label: string; id: string; name: string }[], results: Results): RouteResult {
  const list = open.map((o) => `${o.label}: call ${o.id} to ${o.name}`).join('; ');
  return answered(`Pipeline "${pipeline}" is waiting for the result of ${list}. A call is not proposed again; send its result (a tool message, or POST /v1/tools/results) and continue the phase.`, false, results);
}

/**
 * Steps run in order; a step may be proposed while earlier results are outstanding only when it does not
 * use them (`$from`) and does not commit: nothing that changes something goes ahead of an unchecked result.
 */
export async function pipelineTurn(turn: PreparedTurn, route: (ask: Ask) => Promise<RouteResult>): Promise<RouteResult> {
  const { pack, pipeline, phase } = turn;
  if (!pack || !pipeline || !phase) throw new Error('pipelineTurn needs a pack, a pipeline and a phase');
  const outputs = toolOutputs(turn.ask.messages);
  const values = new Map<string, unknown>();
  const results: Results = [];
  const open: { step: string; label: string; id: string; name: string }[] = [];
  let allVerified = true;
  const summary: string[] = [];
  for (const [i, step] of pipeline.steps.entries()) {
    const label = `step ${i + 1} of ${pipeline.steps.length} (${step.title})`;
    const call = phase.state.calls.find((c) => c.step === step.id);
    if (call) {
      const output = outputs.get(call.id);
      if (!output) {
        open.push({ step: step.id, label, id: call.id, name: call.name });
        continue;
      }
      const check = checkToolResult(output, resultChecksFor({ name: call.name }, pack));
      if (!phase.state.read.includes(call.id)) results.push({ call_id: call.id, name: call.name, verified: check.verified, checked: check.checked, ...(check.violations.length ? { violations: check.violations } : {}) });
      if (check.checked === 'refuted' || check.checked === 'failed') {
        const why = check.violations.map((v) => v.reason).join('; ');
        turn.step = { stop: `${label}: the result was ${check.checked} (${why})` };
        return answered(`Pipeline "${pipeline.name}" stopped at ${label}: the result of ${call.name} was ${check.checked}: ${why}. Nothing further is proposed.`, false, results);
      }
      allVerified &&= check.verified;
      values.set(step.id, outputValue(output).value);
      summary.push(`${label}: ${call.name} — ${check.checked}`);
      continue;
    }
    const tool = pack.tools.find((t) => t.name === step.tool)!;
    const needs = new Set(fromRefs(step.args).map((r) => r.from));
    if (open.length && (tool.commit || open.some((o) => needs.has(o.step)))) return waiting(pipeline.name, open, results);
    const why = ruledOut(turn.rules, tool);
    if (why) {
      turn.step = { stop: `${label}: ${why}` };
      return answered(`Pipeline "${pipeline.name}" stopped before ${label}: ${why}.`, false, results);
    }
    const given = stepArgs(step, (id) => values.get(id));
    const filled = 'missing' in given ? { problem: given.missing } : await fill(turn, step, given.args, route);
    if ('problem' in filled) {
      turn.step = { stop: `${label}: the arguments of ${step.tool} cannot be filled (${filled.problem})` };
      return answered(`Pipeline "${pipeline.name}" stopped before ${label}: the arguments of ${step.tool} cannot be filled (${filled.problem}); nothing is guessed.`, false, results);
    }
    turn.step = { id: step.id };
    return answered(null, false, results, [{ name: step.tool, args: filled.args }]);
  }
  if (open.length) return waiting(pipeline.name, open, results);
  const content = `Pipeline "${pipeline.name}" finished: ${summary.join('; ')}.`;
  return answered(content, allVerified, results);
}
