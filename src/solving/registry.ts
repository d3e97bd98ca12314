/** Registers the solver plugins under one token: built-ins in a fixed order, then third parties from config. */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { instanceCachingFactory, Lifecycle, type DependencyContainer } from 'tsyringe';
import type { Config } from '../config.js';
import { BUILTIN_SOLVERS } from './builtins.js';
import { assertSolverPlugin, PluginLoadError } from './plugin-check.js';
import { SolverRouter } from './router.js';
import type { SolverPlugin } from './solver.js';
import { LOGGER } from '../tokens.js';
import { SOLVERS, type SolverLog } from './tokens.js';

export { BUILTIN_SOLVERS };

// tsyringe's own constructor type takes any arguments.
type PluginClass = new (...args: any[]) => SolverPlugin;

/** Paths (relative to the working directory) are files; anything else is a package name Node resolves. */
function moduleSpecifier(entry: string, cwd: string): string {
  const isPath = entry.startsWith('.') || isAbsolute(entry) || /\.(c|m)?[jt]s$/.test(entry);
  if (!isPath) return entry;
  const file = resolve(cwd, entry);
  if (!existsSync(file)) throw new PluginLoadError(`"${entry}"`, `no file at ${file} (paths in SVC_PLUGINS are relative to ${cwd})`);
  return pathToFileURL(file).href;
}

async function registerThirdParty(container: DependencyContainer, entry: string, cwd: string): Promise<void> {
  const source = `"${entry}"`;
  let mod: { default?: unknown };
  try {
    mod = await import(moduleSpecifier(entry, cwd));
  } catch (e) {
    if (e instanceof PluginLoadError) throw e;
    throw new PluginLoadError(source, `cannot be imported: ${(e as Error).message}`, { cause: e });
  }
  const exported = mod.default;
  if (typeof exported === 'function') {
    container.register(SOLVERS, { useClass: exported as PluginClass }, { lifecycle: Lifecycle.Singleton });
  } else if (exported && typeof exported === 'object') {
    container.register(SOLVERS, { useValue: exported as SolverPlugin });
  } else {
    throw new PluginLoadError(source, 'must default-export a solver plugin manifest or class');
  }
}

/** Resolves every solver once, so a broken class or declaration fails at boot. */
function checkAll(container: DependencyContainer, sources: readonly string[]): void {
  let solvers: SolverPlugin[];
  try {
    solvers = container.resolveAll(SOLVERS);
  } catch (e) {
    throw new PluginLoadError('registry', `a plugin class cannot be constructed: ${(e as Error).message}`, { cause: e });
  }
  const seen = new Set<string>();
  solvers.forEach((solver, i) => {
    assertSolverPlugin(solver, sources[i] ?? `#${i}`);
    if (seen.has(solver.name)) throw new PluginLoadError(sources[i], `name "${solver.name}" is already registered`);
    seen.add(solver.name);
  });
}

export interface RegisterOptions {
  /** Base for relative plugin paths; the process working directory by default. */
  cwd?: string;
}

export async function registerSolvers(container: DependencyContainer, config: Config, options: RegisterOptions = {}): Promise<void> {
  const cwd = options.cwd ?? process.cwd();
  const sources: string[] = [];
  for (const plugin of BUILTIN_SOLVERS) {
    container.register(SOLVERS, { useValue: plugin });
    sources.push(`built-in "${plugin.name}"`);
  }
  for (const entry of config.plugins) {
    await registerThirdParty(container, entry, cwd);
    sources.push(`"${entry}"`);
  }
  checkAll(container, sources);
  container.register(SolverRouter, {
    useFactory: instanceCachingFactory((c) => {
      const log: SolverLog = c.isRegistered(LOGGER, true)
        ? c.resolve(LOGGER).child({ name: 'solving' })
        : pino({ level: config.logLevel, name: 'solving' });
      return new SolverRouter(c.resolveAll(SOLVERS), { log });
    }),
  });
}
