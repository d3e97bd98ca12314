import 'reflect-metadata';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { NEED_PROVIDERS, registerSolvers, ROUTER, SOLVERS } from './container.js';
import { askFromText } from './solving/ask.js';
import { fakeSolver } from './solving/fake-solver.js';
import { GREETING } from './solving/fixtures/class-plugin.js';
import { PluginLoadError } from './solving/plugin-check.js';
import { EMPTY_MEMORY } from './solving/solver.js';

const turn = { model: 'svc' as const, pristine: false };
const ok = (content: string) => ({ content, verified: true, checked: 'computed' as const });
const BUILTINS = [fakeSolver('first', 0.5, () => ok('1')), fakeSolver('help', 0, () => ok('help'))];
const CALL_FIXTURE = './src/chat/fixtures/call-plugin.ts';

describe('registerSolvers', () => {
  it('registers the built-ins in their given order and one router over them', async () => {
    const c = container.createChildContainer();
    await registerSolvers(c, BUILTINS, []);
    expect(c.resolveAll(SOLVERS).map((s) => s.name)).toEqual(['first', 'help']);
    const router = c.resolve(ROUTER);
    expect(router).toBe(c.resolve(ROUTER));
    expect(router.solvers.map((s) => s.name)).toEqual(['first', 'help']);
  });

  it('loads a class plugin with its injected dependencies, after the built-ins', async () => {
    const c = container.createChildContainer();
    c.registerInstance(GREETING, 'hi there');
    await registerSolvers(c, BUILTINS, ['./src/solving/fixtures/class-plugin.ts']);
    const router = c.resolve(ROUTER);
    expect(router.solvers.map((s) => s.name)).toEqual(['first', 'help', 'greet']);
    const r = await router.route(askFromText('hello'), turn);
    expect(r.tried[0]).toBe('greet:answered');
    expect(r.answer.content).toBe('hi there');
  });

  it('fails at boot, naming the entry, for a path that does not exist', async () => {
    const err = await registerSolvers(container.createChildContainer(), [], ['./nope/index.ts']).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.name).toBe('PluginLoadError');
    expect(err.message).toContain('"./nope/index.ts"');
    expect(err.message).toContain('no file at');
  });

  it('fails at boot listing every problem of a bad declaration', async () => {
    const err = await registerSolvers(container.createChildContainer(), [], ['./src/solving/fixtures/bad-manifest.ts']).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toMatch(/name must match/);
    expect(err.message).toMatch(/summary must be/);
    expect(err.message).toMatch(/answer\(ask, ctx\) must be a function/);
    expect(err.message).toMatch(/at least one request/);
  });

  it('fails at boot when a class cannot be constructed', async () => {
    // GREETING is not registered in this container.
    const err = await registerSolvers(container.createChildContainer(), [], ['./src/solving/fixtures/class-plugin.ts']).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toContain('cannot be constructed');
  });

  it('refuses two plugins with one name', async () => {
    const err = await registerSolvers(container.createChildContainer(), [], [CALL_FIXTURE, CALL_FIXTURE]).catch((e) => e);
    expect(err).toBeInstanceOf(PluginLoadError);
    expect(err.message).toContain('"fixture-tool" is already registered');
  });

  it('resolves relative paths against the given working directory', async () => {
    const c = container.createChildContainer();
    await registerSolvers(c, [], ['./fixtures/call-plugin.ts'], new URL('./chat/', import.meta.url).pathname);
    expect(c.resolve(ROUTER).solvers.map((s) => s.name)).toEqual(['fixture-tool']);
  });
});

describe('plugin needs', () => {
  it('fails at boot naming the plugin and a need no provider makes, for built-ins and SVC_PLUGINS alike', async () => {
    const needy = fakeSolver('needy', 1, (_ask, ctx) => ok(String(ctx.documents)), ['documents']);
    const builtin = await registerSolvers(container.createChildContainer(), [needy], []).catch((e) => e);
    expect(builtin).toBeInstanceOf(PluginLoadError);
    expect(builtin.message).toBe('Solver plugin "needy": needs "documents", which this server does not provide (it provides: consult, solvers)');
    const thirdParty = await registerSolvers(container.createChildContainer(), [], ['./src/solving/fixtures/needs-sandbox.ts']).catch((e) => e);
    expect(thirdParty.message).toBe('Solver plugin "needs-sandbox": needs "sandbox", which this server does not provide (it provides: consult, solvers)');
  });

  it('hands each plugin only what it listed, made once per turn and only when a plugin that listed it is consulted', async () => {
    const made: string[] = [];
    const c = container.createChildContainer();
    c.registerInstance(NEED_PROVIDERS, {
      memory: () => (made.push('memory'), EMPTY_MEMORY),
      documents: () => (made.push('documents'), undefined),
    });
    const seen: string[][] = [];
    const sum = fakeSolver('sum', (ask) => (/\d/.test(ask.messages[0].parts.map((p) => (p.type === 'text' ? p.text : '')).join('')) ? 0.9 : 0), (_ask, ctx) => (seen.push(Object.keys(ctx).sort()), ok('2')));
    const recall = fakeSolver('recall', 0.5, (_ask, ctx) => (seen.push(Object.keys(ctx).sort()), { reason: `${ctx.memory.facts.length} facts` }), ['memory']);
    const quote = fakeSolver('quote', 0.4, (_ask, ctx) => (seen.push(Object.keys(ctx).sort()), { reason: `memory again: ${ctx.memory.facts.length}` }), ['memory', 'documents']);
    await registerSolvers(c, [sum, recall, quote], []);
    const router = c.resolve(ROUTER);
    expect((await router.route(askFromText('1 + 1'), turn)).solver).toBe('sum');
    expect(made).toEqual([]);
    expect(seen).toEqual([['model', 'pristine', 'signal', 'tried']]);
    await router.route(askFromText('what do I use?'), turn);
    expect(made).toEqual(['memory', 'documents']);
    expect(seen.slice(1)).toEqual([
      ['memory', 'model', 'pristine', 'signal', 'tried'],
      ['documents', 'memory', 'model', 'pristine', 'signal', 'tried'],
    ]);
  });
});
