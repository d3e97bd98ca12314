/**
 * A pack's pipelines: named, ordered steps, each one call of a pack tool. A step is a tool name, or
 * `{tool, args?, title?, id?}`; an argument may take an earlier step's result: `{"$from": "<step id>",
 * "path": "/pointer/in/result"}`. With `pipeline: <name>`, each turn proposes the next step.
 */
import { parsePath, pointerOf, select } from './json-path.js';

export interface PipelineStep {
  id: string;
  tool: string;
  title: string;
  args: Record<string, unknown>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function fromRefs(args: unknown, out: { from: string; path: string }[] = []): { from: string; path: string }[] {
  if (Array.isArray(args)) args.forEach((a) => fromRefs(a, out));
  else if (isObject(args)) {
    if (typeof args.$from === 'string') out.push({ from: args.$from, path: typeof args.path === 'string' ? args.path : '' });
    else Object.values(args).forEach((a) => fromRefs(a, out));
  }
  return out;
}

export function readPipeline(raw: unknown, tools: ReadonlySet<string>): { steps: PipelineStep[] } | { problems: string[] } {
  const list = isObject(raw) && Array.isArray(raw.steps) ? raw.steps : raw;
  if (!Array.isArray(list) || !list.length) return { problems: ['must be a non-empty list of steps (tool names, or {tool, args})'] };
  const problems: string[] = [];
  const steps: PipelineStep[] = [];
  list.forEach((s, i) => {
    const o = typeof s === 'string' ? { tool: s } : s;
    if (!isObject(o)) return problems.push(`step ${i + 1} is neither a tool name nor {tool, args}`);
    const tool = o.tool ?? o.name;
    if (typeof tool !== 'string' || !tools.has(tool)) return problems.push(`step ${i + 1} names ${JSON.stringify(tool ?? null)}, which is not a tool of the pack`);
    if (o.args !== undefined && !isObject(o.args)) return problems.push(`step ${i + 1}: "args" must be an object`);
    const id = typeof o.id === 'string' && o.id ? o.id : String(i + 1);
    for (const ref of fromRefs(o.args)) {
      if (!steps.some((p) => p.id === ref.from)) problems.push(`step ${i + 1}: "$from" ${JSON.stringify(ref.from)} is not an earlier step's id`);
      if (parsePath(ref.path) === null) problems.push(`step ${i + 1}: "path" ${JSON.stringify(ref.path)} is not a JSON pointer`);
    }
    steps.push({ id, tool, title: typeof o.title === 'string' && o.title ? o.title : tool, args: (o.args as Record<string, unknown>) ?? {} });
  });
  return problems.length ? { problems } : { steps };
}

/** The step's arguments with every `$from` replaced by the value in that step's result; a missing value is named. */
export function stepArgs(step: PipelineStep, resultOf: (stepId: string) => unknown): { args: Record<string, unknown> } | { missing: string } {
  let missing: string | null = null;
  const fill = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(fill);
    if (!isObject(v)) return v;
    if (typeof v.$from === 'string') {
      const segments = parsePath(typeof v.path === 'string' ? v.path : '') ?? [];
      const found = select(resultOf(v.$from), segments);
      if (found.length !== 1) missing ??= `step ${v.$from}'s result has nothing at ${pointerOf(segments) || '/'}`;
      return found[0]?.value;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
  };
  const args = fill(step.args) as Record<string, unknown>;
  return missing ? { missing } : { args };
}
