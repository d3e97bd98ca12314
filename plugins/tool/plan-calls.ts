/**
 * The calls a request needs: one call when the request is one question, one per part when it asks several
 * things joined by "and what…", "then", a new sentence. Each call's tool is the one that fits that part best,
 * its arguments filled from that part (and from results already read, by name), and it is checked against
 * the tool's own schema before it is proposed. Anything unsure is a reason, not a call.
 */
import { valueProblems } from '../../src/plugin-api.js';
import { fits, scoreTools, type ScoredTool, type ToolSpec } from './choose-tool.js';
import { fillArgs, type Solved } from './fill-args.js';
import { readMentions } from './mentions.js';
import { paramInfos, type Json } from './param-info.js';
import { contentStems, splitIdentifier, stem } from './words.js';

export interface PlannedCall {
  tool: ToolSpec;
  args: Record<string, unknown>;
  caveats: string[];
  /** The part of the request it answers. */
  clause: string;
}

export type Planned = { ok: true; calls: PlannedCall[] } | { ok: false; reason: string; waiting?: boolean };

/** Values results already gave, by field name (flattened one level), for calls that need them. */
export type Known = ReadonlyMap<string, unknown>;

export interface PlanOptions {
  /** A call is required (tool_choice required, any, a named tool): a weak fit still counts. */
  required: boolean;
  known: Known;
  /** Another solver's answer to the request, for `answer`/`result` parameters. */
  solved?: Solved;
}

const ACTION = String.raw`(?:what|what's|whats|how|who|where|when|which|is|are|can|could|please|also|tell|get|find|show|give|convert|calculate|compute|check|send|look|search|book|create|add|list|fetch|read|write|make|set|delete|remove|translate)\b`;
const SPLIT = new RegExp(String.raw`(?<=[.?!;])\s+|,?\s+and\s+then\s+|,\s*then\s+|\s+then\s+(?=${ACTION})|,?\s+and\s+(?=${ACTION})|,?\s+also\s+`, 'i');

export function clauses(text: string): string[] {
  return text.split(SPLIT).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const argsText = (args: Record<string, unknown>) => JSON.stringify(args);

/** Missing required values taken from earlier results whose field has the parameter's name. */
function fromKnown(params: Json, args: Record<string, unknown>, known: Known): Record<string, unknown> {
  const out = { ...args };
  for (const p of paramInfos(params)) {
    if (p.name in out && out[p.name] !== null) continue;
    for (const [key, value] of known) {
      const k = key.toLowerCase();
      const last = k.split(/[_.]/).at(-1)!;
      const same = k === p.name.toLowerCase() || stem(last) === p.nameStems.at(-1) || (p.kind === 'location' && /^(city|location|place|town|address)$/.test(last));
      const typed = p.types.includes(Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : (typeof value as never)) ||
        (typeof value === 'number' && p.types.includes('number'));
      if (same && typed) {
        out[p.name] = value;
        break;
      }
    }
  }
  return out;
}

function tryFill(tool: ToolSpec, clause: string, opts: PlanOptions): { ok: true; call: PlannedCall } | { ok: false; reason: string; waiting: boolean } {
  const known = opts.known;
  // The tool's own words, and the enum values of its parameters (taken by those), are never a free value.
  const enumWords = paramInfos(tool.params).flatMap((p) => (p.enumValues ?? []).flatMap((v) => (typeof v === 'string' ? contentStems(v) : [])));
  const toolWords = new Set([...splitIdentifier(tool.name).map(stem), ...contentStems(tool.description ?? ''), ...enumWords]);
  const fill = fillArgs(tool.params, readMentions(clause), { solved: opts.solved, toolWords });
  let args: Record<string, unknown>;
  let caveats: string[] = [];
  if (fill.ok) [args, caveats] = [fill.args, fill.caveats];
  else {
    const required = new Set(Array.isArray(tool.params.required) ? (tool.params.required as string[]) : []);
    args = fromKnown(tool.params, {}, known);
    if (![...required].every((r) => r in args)) {
      return { ok: false, reason: `${tool.name} needs ${fill.missing.join(', ')}, which the request does not give`, waiting: known.size === 0 };
    }
    const again = fillArgs({ ...tool.params, required: [] }, readMentions(clause), { solved: opts.solved, toolWords });
    if (again.ok) args = { ...again.args, ...args };
    const order = Object.keys((tool.params.properties ?? {}) as Json);
    args = Object.fromEntries(order.filter((k) => k in args).map((k) => [k, args[k]]));
  }
  const problems = valueProblems(tool.params, args);
  if (problems === null) return { ok: false, reason: `the parameters schema of ${tool.name} does not compile, so no call to it can be checked`, waiting: false };
  if (problems.length) return { ok: false, reason: `the call ${tool.name}(${argsText(args)}) does not fit its schema: ${problems.join('; ')}`, waiting: false };
  return { ok: true, call: { tool, args, caveats, clause } };
}

/** The best-fitting tool for a text, or why there is none (nothing fits, or two fit equally). */
function choose(tools: readonly ToolSpec[], text: string, required: boolean): { ok: true; ranked: ScoredTool[] } | { ok: false; reason: string } {
  const scored = scoreTools(tools, text);
  let ranked = scored.filter(fits).sort((a, b) => b.score - a.score);
  if (!ranked.length) {
    if (required && tools.length === 1) return { ok: true, ranked: scored };
    return { ok: false, reason: `no offered tool fits the request (offered: ${tools.map((t) => t.name).join(', ')})` };
  }
  ranked = ranked.filter((r) => r.score === ranked[0].score);
  return { ok: true, ranked };
}

function planOne(tools: readonly ToolSpec[], clause: string, opts: PlanOptions): { ok: true; call: PlannedCall } | { ok: false; reason: string; waiting: boolean } {
  const chosen = choose(tools, clause, opts.required);
  if (!chosen.ok) return { ...chosen, waiting: false };
  const tries = chosen.ranked.map((r) => tryFill(r.tool, clause, opts));
  const made = tries.filter((t) => t.ok);
  if (made.length === 1) return made[0];
  if (made.length > 1) {
    const names = chosen.ranked.map((r) => r.tool.name).join(' and ');
    return { ok: false, reason: `the request fits ${names} equally; name the tool (tool_choice) or say more`, waiting: false };
  }
  return tries[0] as { ok: false; reason: string; waiting: boolean };
}

export function planCalls(tools: readonly ToolSpec[], text: string, opts: PlanOptions): Planned {
  if (!tools.length) return { ok: false, reason: 'no tools are offered' };
  const parts = clauses(text);
  if (parts.length > 1) {
    const each = parts.map((c) => planOne(tools, c, { ...opts, required: false }));
    const made = each.filter((e) => e.ok).map((e) => e.call);
    const distinct = new Set(made.map((c) => `${c.tool.name}${argsText(c.args)}`));
    // Several parts, each its own call: all of them, or (when a later part needs an earlier result) those ready now.
    if (made.length >= 2 && distinct.size === made.length) return { ok: true, calls: made };
    if (made.length === 1 && each.some((e) => !e.ok && e.waiting && e.reason)) {
      const whole = planOne(tools, text, opts);
      if (!whole.ok || whole.call.tool.name !== made[0].tool.name) return { ok: true, calls: made };
    }
  }
  const one = planOne(tools, text, opts);
  return one.ok ? { ok: true, calls: [one.call] } : { ok: false, reason: one.reason, waiting: one.waiting };
}
