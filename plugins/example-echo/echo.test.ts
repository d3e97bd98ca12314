import 'reflect-metadata';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { NEED_PROVIDERS, registerSolvers, ROUTER } from '../../src/container.js';
import { askFromText } from '../../src/plugin-api.js';
import { contextWith, exampleProviders } from '../../src/solving/example-context.js';
import { checkPluginExamples } from '../../src/solving/examples.js';
import { BUILTIN_SOLVERS } from '../index.js';
import echo from './index.js';

const turn = { model: 'svc' as const, pristine: false };

describe('example-echo', () => {
  it.each([
    ['echo: hello world', 'hello world'],
    ['ECHO - spaced   out ', 'spaced   out'],
    ['echo, 3/4', '3/4'],
  ])('answers %j with %j', async (text, want) => {
    const ask = askFromText(text);
    expect(echo.claim(ask)).toBeGreaterThan(0);
    expect(await echo.answer(ask, contextWith())).toEqual({ content: want, verified: true, checked: 'computed', canonical: want });
  });

  it.each(['What is an echo chamber?', 'please echo this', ''])('does not claim %j', (text) => {
    expect(echo.claim(askFromText(text))).toBe(0);
  });

  it('declines an empty echo', async () => {
    expect(await echo.answer(askFromText('echo:'), contextWith())).toEqual({
      reason: 'nothing to echo after "echo:"',
    });
  });

  it('keeps its examples true beside the built-in solvers', async () => {
    expect(await checkPluginExamples(echo, BUILTIN_SOLVERS)).toEqual([]);
  });

  it('loads through SVC_PLUGINS after the built-ins and answers through the router', async () => {
    const c = container.createChildContainer();
    c.registerInstance(NEED_PROVIDERS, exampleProviders());
    await registerSolvers(c, BUILTIN_SOLVERS, ['./plugins/example-echo/index.ts']);
    const router = c.resolve(ROUTER);
    expect(router.solvers.at(-1)?.name).toBe('example-echo');
    const r = await router.route(askFromText('echo: round trip'), turn);
    expect(r).toMatchObject({ solver: 'example-echo', tried: ['example-echo:answered'], answer: { content: 'round trip' } });
    const declined = await router.route(askFromText('echo:'), turn);
    expect(declined.solver).toBe('help');
    expect(declined.tried).toEqual(['example-echo:declined:nothing to echo after "echo:"', 'help:answered']);
  });
});
