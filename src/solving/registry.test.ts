import 'reflect-metadata';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { askFromText } from './ask.js';
import { GREETING } from './fixtures/class-plugin.js';
import { PluginLoadError } from './plugin-check.js';
import { BUILTIN_SOLVERS, registerSolvers } from './registry.js';
import { SolverRouter } from './router.js';
import { EMPTY_MEMORY } from './solver.js';
import { SOLVERS } from './tokens.js';

const ctx = { model: 'svc' as const, pristine: false, memory: EMPTY_MEMORY };
const config = (plugins = '') => loadConfig({ SVC_PLUGINS: plugins, SVC_LOG_LEVEL: 'silent' });

describe('registerSolvers', () => {
  it('registers the built-ins in their fixed order and a SolverRouter over them', async () => {
    const c = container.createChildContainer();
    await registerSolvers(c, config());
    expect(c.resolveAll(SOLVERS).map((s) => s.name)).toEqual(BUILTIN_SOLVERS.map((s) => s.name));
    const router = c.resolve(SolverRouter);
    expect(router).toBe(c.resolve(SolverRouter));
    expect(router.solvers.at(-1)?.name).toBe('help');
  });

  it('loads a class plugin with its injected dependencies, after the built-ins', async () => {
    const c = container.createChildContainer();
    c.registerInstance(GREETING, 'hi there');
    await registerSolvers(c, config('./src/solving/fixtures/class-plugin.ts'));
    const router = c.resolve(SolverRouter);
    expect(router.solvers.map((s) => s.name)).toEqual([...BUILTIN_SOLVERS.map((s) => s.name), 'greet']);
    const r = await router.route(askFromText('hello'), ctx);
    expect(r).toMatchObject({ solver: 'greet', tried: ['greet:answered'], answer: { content: 'hi there' } });
  });

  it('fails at boot, naming the entry, for a path that does not exist', async () => {
    const c = container.createChildContainer();
    const err = await registerSolvers(c, config('./plugins/nope/index.ts')).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.name).toBe('PluginLoadError');
    expect(err.message).toContain('"./plugins/nope/index.ts"');
    expect(err.message).toContain('no file at');
  });

  it('fails at boot listing every problem of a bad declaration', async () => {
    const err = await registerSolvers(container.createChildContainer(), config('./src/solving/fixtures/bad-manifest.ts')).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toMatch(/name must match/);
    expect(err.message).toMatch(/summary must be/);
    expect(err.message).toMatch(/answer\(ask, ctx\) must be a function/);
    expect(err.message).toMatch(/at least one request/);
  });

  it('fails at boot when a class cannot be constructed', async () => {
    // GREETING is not registered in this container.
    const err = await registerSolvers(container.createChildContainer(), config('./src/solving/fixtures/class-plugin.ts')).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toContain('cannot be constructed');
  });

  it('refuses two plugins with one name', async () => {
    const entry = './plugins/example-echo/index.ts';
    const err = await registerSolvers(container.createChildContainer(), config(`${entry},${entry}`)).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toContain('"example-echo" is already registered');
  });

  it('resolves relative paths against the given working directory', async () => {
    const c = container.createChildContainer();
    await registerSolvers(c, config('./example-echo/index.ts'), { cwd: new URL('../../plugins/', import.meta.url).pathname });
    expect(c.resolve(SolverRouter).solvers.map((s) => s.name)).toContain('example-echo');
  });
});
