/**
 * Which offered tool a request is for: each tool's words (name most, then description, parameter names,
 * parameter descriptions and enum values) against the request's, rarer words across the offered tools
 * counting more, words of the same meaning counting a little less. A tool fits only when a word that says
 * what it does is shared; two tools that fit equally are a tie, not a choice.
 */
import type { AskTool } from '../../src/plugin-api.js';
import { normalizeSchema, type Json } from './param-info.js';
import { contentStems, GENERIC, groupsOf, splitIdentifier, stem } from './words.js';

export interface ToolSpec extends AskTool {
  /** Parameters with JSON Schema's own type names, `$ref`s inlined. */
  params: Json;
}

export interface ScoredTool {
  tool: ToolSpec;
  score: number;
  /** Request words the tool shares (for the reason given on a decline). */
  shared: string[];
}

export function toolSpec(t: AskTool): ToolSpec {
  const params = normalizeSchema(t.parameters ?? { type: 'object', properties: {} });
  return { ...t, params };
}

function bag(t: ToolSpec): Map<string, number> {
  const weights = new Map<string, number>();
  const put = (s: string, w: number) => weights.set(s, Math.max(weights.get(s) ?? 0, w));
  splitIdentifier(t.name).forEach((w) => put(stem(w), GENERIC.has(w) ? 1 : 3));
  const desc = t.description ?? '';
  const firstSentence = desc.split(/(?<=[.!?])\s/)[0];
  contentStems(firstSentence).forEach((s) => put(s, GENERIC.has(s) ? 0.5 : 2));
  contentStems(desc).forEach((s) => put(s, GENERIC.has(s) ? 0.3 : 1));
  const props = ((t.params.properties ?? {}) as Record<string, Json>);
  for (const [name, p] of Object.entries(props)) {
    splitIdentifier(name).forEach((w) => put(stem(w), GENERIC.has(w) ? 0.3 : 1));
    if (typeof p.description === 'string') contentStems(p.description).forEach((s) => put(s, 0.4));
    if (Array.isArray(p.enum)) p.enum.forEach((v) => typeof v === 'string' && contentStems(v).forEach((s) => put(s, 1)));
  }
  return weights;
}

/** Scores every tool for the request text; the list keeps the tools' order. */
export function scoreTools(tools: readonly ToolSpec[], text: string): ScoredTool[] {
  const request = [...new Set(contentStems(text))];
  const bags = tools.map(bag);
  const df = (s: string) => bags.filter((b) => b.has(s)).length;
  return tools.map((tool, i) => {
    const b = bags[i];
    const groups = new Map<number, number>();
    for (const [s, w] of b) for (const g of groupsOf(s)) groups.set(g, Math.max(groups.get(g) ?? 0, w));
    let score = 0;
    const shared: string[] = [];
    for (const s of request) {
      const idf = Math.log(1 + tools.length / Math.max(1, df(s)));
      const direct = b.get(s) ?? 0;
      const viaGroup = Math.max(0, ...groupsOf(s).map((g) => groups.get(g) ?? 0)) * 0.6;
      const w = Math.max(direct, viaGroup);
      if (w <= 0) continue;
      score += w * idf;
      // A generic verb still says what a tool does when it is the tool's whole name (`fetch`).
      const whole = splitIdentifier(tool.name).length === 1 && stem(tool.name.toLowerCase()) === s;
      if ((!GENERIC.has(s) || whole) && w >= 0.6) shared.push(s);
    }
    return { tool, score: Math.round(score * 1e6) / 1e6, shared };
  });
}

/** A tool fits when it shares at least one word that says what it does (not only "get" or "find"). */
export function fits(s: ScoredTool): boolean {
  return s.shared.length > 0;
}
