/**
 * The budget on every JSON value the service reads: at most MAX_JSON_DEPTH levels of nesting (and, by
 * the body limit, at most 10,000,000 characters). JSON.parse takes any depth, but the code that walks
 * a value afterwards (validation, canonical hashing, JSON.stringify when storing) recurses, and a few
 * thousand levels overflow the stack. Checked once where the text is parsed, without recursion.
 */

/** Levels of arrays and objects inside one another: `[]` is 1, `{"a":[1]}` is 2. */
export const MAX_JSON_DEPTH = 256;

/** Where a value first goes past the budget: the path to the container one level too deep. */
export interface DepthOverrun {
  /** `$.tools[0].function.parameters…` */
  path: string;
  /** The first key or index of the path (the request field to name), or null for a bare array. */
  field: string | null;
}

/** Null when `value` nests at most `limit` levels; otherwise where it first goes deeper. */
export function depthOverrun(value: unknown, limit = MAX_JSON_DEPTH): DepthOverrun | null {
  if (typeof value !== 'object' || value === null) return null;
  // Depth-first with an explicit stack: each entry is a container, its depth and the path steps to it.
  const stack: { node: object; depth: number; parent: number; step: string }[] = [{ node: value, depth: 1, parent: -1, step: '$' }];
  const seen: { parent: number; step: string }[] = [];
  while (stack.length > 0) {
    const { node, depth, parent, step } = stack.pop()!;
    const at = seen.push({ parent, step }) - 1;
    if (depth > limit) return describe(seen, at);
    const isArray = Array.isArray(node);
    for (const [k, child] of Object.entries(node)) {
      if (typeof child === 'object' && child !== null) {
        stack.push({ node: child, depth: depth + 1, parent: at, step: isArray ? `[${k}]` : `.${k}` });
      }
    }
  }
  return null;
}

/** The path as text, elided in the middle when long: the field and the spot are what a caller needs. */
function describe(seen: readonly { parent: number; step: string }[], at: number): DepthOverrun {
  const steps: string[] = [];
  for (let i = at; i >= 0; i = seen[i].parent) steps.push(seen[i].step);
  steps.reverse();
  const first = steps[1];
  const field = first === undefined ? null : first.startsWith('.') ? first.slice(1) : null;
  const path = steps.length > 12 ? `${steps.slice(0, 6).join('')}…${steps.slice(-3).join('')}` : steps.join('');
  return { path, field };
}

export class JsonTooDeep extends Error {
  constructor(readonly overrun: DepthOverrun) {
    super(`nested deeper than ${MAX_JSON_DEPTH} levels at ${overrun.path}`);
  }
}

/**
 * Whether `value` nests deeper than `limit`: the same walk as `depthOverrun` without building paths,
 * which only the refusal needs.
 */
function deeperThan(value: object, limit: number): boolean {
  const nodes: object[] = [value];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return true;
    if (Array.isArray(node)) {
      for (const child of node) {
        if (typeof child === 'object' && child !== null) {
          nodes.push(child);
          depths.push(depth + 1);
        }
      }
    } else {
      for (const key in node) {
        const child = (node as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) {
          nodes.push(child);
          depths.push(depth + 1);
        }
      }
    }
  }
  return false;
}

/** JSON.parse within the budget: throws SyntaxError for bad JSON and JsonTooDeep past MAX_JSON_DEPTH. */
export function parseJsonWithin(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // Each level takes at least two characters (`[]`), so a short text cannot go past the budget.
  if (typeof value !== 'object' || value === null || text.length <= 2 * MAX_JSON_DEPTH || !deeperThan(value, MAX_JSON_DEPTH)) return value;
  const overrun = depthOverrun(value);
  if (overrun) throw new JsonTooDeep(overrun);
  return value;
}
