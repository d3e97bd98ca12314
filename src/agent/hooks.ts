/** Which declared hook a proposed call names in `call.hook`: the service never calls it. */

export interface HookBinding {
  id: string;
  url: string;
  pack: string | null;
  /** Tool names, or objects with a `name`. */
  tools: readonly unknown[];
}

const toolName = (t: unknown): string | null =>
  typeof t === 'string' ? t : typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string' ? (t as { name: string }).name : null;

/** Hooks bound to the tool by name win over hooks bound to its pack, which win over hooks bound to neither; the newest first. */
export function hookFor(hooks: readonly HookBinding[], call: { name: string; pack?: string | null }): HookBinding | undefined {
  const newest = [...hooks].reverse();
  const named = (h: HookBinding) => h.tools.some((t) => toolName(t) === call.name);
  return (
    newest.find((h) => named(h) && (!h.pack || h.pack === call.pack)) ??
    newest.find((h) => !h.tools.length && h.pack !== null && h.pack === call.pack) ??
    newest.find((h) => !h.tools.length && h.pack === null)
  );
}
