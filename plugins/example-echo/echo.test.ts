import 'reflect-metadata';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { askFromText } from '../../src/solving/ask.js';
import { checkPluginExamples } from '../../src/solving/examples.js';
import { registerSolvers } from '../../src/solving/registry.js';
import { SolverRouter } from '../../src/solving/router.js';
import { EMPTY_MEMORY } from '../../src/solving/solver.js';
import echo from './index.js';

const ctx = { model: 'svc' as const, pristine: false, memory: EMPTY_MEMORY };

describe('example-echo', () => {
  it.each([
    ['echo: hello world', 'hello world'],
    ['ECHO - spaced   out ', 'spaced   out'],
    ['echo, 3/4', '3/4'],
  ])('answers %j with %j', async (text, want) => {
    const ask = askFromText(text);
    expect(echo.claim(ask)).toBeGreaterThan(0);
    expect(await echo.answer(ask, { ...ctx, tried: [], signal: new AbortController().signal })).toEqual({
      content: want,
      verified: true,
      checked: 'computed',
    });
  });

  it.each(['What is an echo chamber?', 'please echo this', ''])('does not claim %j', (text) => {
    expect(echo.claim(askFromText(text))).toBe(0);
  });

  it('declines an empty echo', async () => {
    expect(await echo.answer(askFromText('echo:'), { ...ctx, tried: [], signal: new AbortController().signal })).toEqual({
      reason: 'nothing to echo after "echo:"',
    });
  });

  it('keeps its examples true', async () => {
    expect(await checkPluginExamples(echo)).toEqual([]);
  });

  it('loads through SVC_PLUGINS and answers through the router', async () => {
    const c = container.createChildContainer();
    await registerSolvers(c, loadConfig({ SVC_PLUGINS: './plugins/example-echo/index.ts', SVC_LOG_LEVEL: 'silent' }));
    const router = c.resolve(SolverRouter);
    const r = await router.route(askFromText('echo: round trip'), ctx);
    expect(r).toMatchObject({ solver: 'example-echo', tried: ['example-echo:answered'], answer: { content: 'round trip' } });
    const declined = await router.route(askFromText('echo:'), ctx);
    expect(declined.solver).toBe('help');
    expect(declined.tried).toEqual(['example-echo:declined:nothing to echo after "echo:"', 'help:answered']);
  });
});
