/**
 * What a node's system prompt allows or forbids about tools; the rest of it is not read as the task.
 * "Do not call delete_file", "never use X or Y", "X is forbidden", "only use search", "you may only call
 * A and B", "read-only" / "make no changes" (no tool whose calls commit).
 */

export interface ToolRules {
  /** Tools named as forbidden. */
  forbidden: string[];
  /** When the prompt allows only some tools: those. */
  only?: string[];
  /** No call that changes something (commit tools). */
  readOnly: boolean;
}

const FORBID = /\b(?:do\s+not|don't|never|must\s+not|mustn't|may\s+not|cannot|can't|should\s+not|shouldn't|avoid|no)\b[^.;\n]*?\b(?:call|calling|use|using|run|running|invoke|invoking|execute)\b|\b(?:is|are)\s+(?:forbidden|prohibited|not\s+allowed|disallowed|disabled|off[- ]limits)\b/i;
const ONLY = /\b(?:only\s+(?:call|use|run|invoke)|(?:may|can|should|must)\s+only\s+(?:call|use|run|invoke)|use\s+only|call\s+only|nothing\s+but)\b/i;
const READ_ONLY = /\bread[- ]only\b|\b(?:make|making)\s+no\s+changes\b|\bno\s+(?:commits?|writes?|changes|side[- ]effects)\b|\b(?:do\s+not|don't|never)\s+(?:change|modify|write|delete|commit)\b/i;

const words = (name: string) => name.replace(/[_.-]+/g, ' ').toLowerCase();

function mentioned(sentence: string, tools: readonly string[]): string[] {
  const lower = sentence.toLowerCase();
  return tools.filter((t) => {
    const re = (s: string) => new RegExp(`(^|[^a-z0-9_])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9_])`, 'i');
    return re(t.toLowerCase()).test(lower) || (words(t) !== t.toLowerCase() && re(words(t)).test(lower));
  });
}

export function readToolRules(system: string, tools: readonly string[]): ToolRules {
  const rules: ToolRules = { forbidden: [], readOnly: false };
  for (const sentence of system.split(/(?<=[.;!?])\s+|\n+/)) {
    const named = mentioned(sentence, tools);
    if (ONLY.test(sentence) && named.length) rules.only = [...new Set([...(rules.only ?? []), ...named])];
    else if (FORBID.test(sentence) && named.length) rules.forbidden.push(...named.filter((n) => !rules.forbidden.includes(n)));
    else if (READ_ONLY.test(sentence)) rules.readOnly = true;
  }
  return rules;
}

/** Why the prompt rules the tool out, or null when it may be called. */
export function ruledOut(rules: ToolRules, tool: { name: string; commit?: boolean }): string | null {
  if (rules.forbidden.includes(tool.name)) return `the system prompt forbids ${tool.name}`;
  if (rules.only && !rules.only.includes(tool.name)) return `the system prompt allows only ${rules.only.join(', ')}`;
  if (rules.readOnly && tool.commit) return `the system prompt allows no changes, and ${tool.name} changes something (commit)`;
  return null;
}
