/**
 * Every plugin folder against the built-in list (as ESLint's checkRuleFiles), and every plugin's
 * declaration and examples, each example routed through all the built-in solvers as a request would be.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import callFixture from '../src/chat/fixtures/call-plugin.js';
import { checkPluginExamples } from '../src/solving/examples.js';
import { pluginProblems } from '../src/solving/plugin-check.js';
import type { AnySolverPlugin } from '../src/plugin-api.js';
import echo from './example-echo/index.js';
import { BUILTIN_SOLVERS } from './index.js';

/** Folders under plugins/ that are examples for third parties, loaded only through SVC_PLUGINS. */
const EXAMPLES = ['example-echo'];
const PLUGINS: readonly AnySolverPlugin[] = [...BUILTIN_SOLVERS, echo];

describe('plugins/', () => {
  it('has one folder per built-in or example plugin, and every folder is listed', async () => {
    const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    // Folder names may differ from solver names (plugins/table-reformat holds table_reformat).
    const names = await Promise.all(
      folders.map(async (f) => ((await import(/* @vite-ignore */ new URL(`./${f}/index.ts`, import.meta.url).href)) as { default: { name: string } }).default.name),
    );
    expect(names.sort()).toEqual(PLUGINS.map((p) => p.name).sort());
    expect(folders.filter((f) => EXAMPLES.includes(f)).sort()).toEqual([...EXAMPLES].sort());
  });
});

describe.each([...PLUGINS, callFixture].map((p) => [p.name, p] as const))('plugin %s', (_name, plugin) => {
  it('has a sound declaration', () => {
    expect(pluginProblems(plugin)).toEqual([]);
  });

  it.each(plugin.examples.claims.map((c) => [c.ask, c.expect]))('answers %j with %j, through the router', async (ask) => {
    const one = { ...plugin, examples: { claims: plugin.examples.claims.filter((c) => c.ask === ask), declines: [] } };
    expect(await checkPluginExamples(one, BUILTIN_SOLVERS)).toEqual([]);
  });

  it.each(plugin.examples.declines.map((d) => [d.ask]))('does not answer %j', async (ask) => {
    const one = { ...plugin, examples: { claims: [], declines: plugin.examples.declines.filter((d) => d.ask === ask) } };
    expect(await checkPluginExamples(one, BUILTIN_SOLVERS)).toEqual([]);
  });
});
