/**
 * The solver registry's two boot-time jobs: importing the third-party plugins named in SVC_PLUGINS, and
 * checking every registered solver (declaration, unique name) so a bad plugin fails at boot with
 * a named error, never on a request. Registration itself is in src/container.ts.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertSolverPlugin, PluginLoadError } from './plugin-check.js';
import type { AnySolverPlugin } from './solver.js';

// tsyringe's own constructor type takes any arguments.
export type PluginClass = new (...args: any[]) => AnySolverPlugin;

/** A third-party plugin's default export: a manifest object, or a class tsyringe constructs. */
export type LoadedPlugin = { kind: 'manifest'; plugin: AnySolverPlugin } | { kind: 'class'; plugin: PluginClass };

/** Paths (relative to the working directory) are files; anything else is a package name Node resolves. */
function moduleSpecifier(entry: string, cwd: string): string {
  const isPath = entry.startsWith('.') || isAbsolute(entry) || /\.(c|m)?[jt]s$/.test(entry);
  if (!isPath) return entry;
  const file = resolve(cwd, entry);
  if (!existsSync(file)) throw new PluginLoadError(`"${entry}"`, `no file at ${file} (paths in SVC_PLUGINS are relative to ${cwd})`);
  return pathToFileURL(file).href;
}

/** Imports one SVC_PLUGINS entry and returns what it default-exports. */
export async function loadPlugin(entry: string, cwd: string): Promise<LoadedPlugin> {
  const source = `"${entry}"`;
  let mod: { default?: unknown };
  try {
    mod = await import(moduleSpecifier(entry, cwd));
  } catch (e) {
    if (e instanceof PluginLoadError) throw e;
    throw new PluginLoadError(source, `cannot be imported: ${(e as Error).message}`, { cause: e });
  }
  const exported = mod.default;
  if (typeof exported === 'function') return { kind: 'class', plugin: exported as PluginClass };
  if (exported && typeof exported === 'object') return { kind: 'manifest', plugin: exported as AnySolverPlugin };
  throw new PluginLoadError(source, 'must default-export a solver plugin manifest or class');
}

/**
 * Every solver's declaration is sound and its name is its own; the first problem throws, naming the plugin
 * (`sources[i]`) and what is wrong. Needs are checked by the router, against its providers.
 */
export function checkSolvers(solvers: readonly AnySolverPlugin[], sources: readonly string[]): void {
  const seen = new Set<string>();
  solvers.forEach((solver, i) => {
    const source = sources[i] ?? `#${i}`;
    assertSolverPlugin(solver, source);
    if (seen.has(solver.name)) throw new PluginLoadError(source, `name "${solver.name}" is already registered`);
    seen.add(solver.name);
  });
}
