import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import echo from '../../plugins/example-echo/index.js';
import callFixture from '../chat/fixtures/call-plugin.js';
import { checkPluginExamples } from './examples.js';
import { pluginProblems } from './plugin-check.js';
import { BUILTIN_SOLVERS } from './registry.js';

// Like tools/check-plugins: every plugin's declaration is sound and its examples hold.
const PLUGINS = [...BUILTIN_SOLVERS, echo];
/** Folders under plugins/ that are examples for third parties, loaded only through SVC_PLUGINS. */
const EXAMPLES = ['example-echo'];

describe('plugins/', () => {
  it('has one folder per registered or example plugin, and every folder is registered', async () => {
    const folders = readdirSync(new URL('../../plugins/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    // Folder names may differ from solver names (plugins/table-reformat holds table_reformat).
    const names = await Promise.all(
      folders.map(async (f) => ((await import(/* @vite-ignore */ new URL(`../../plugins/${f}/index.ts`, import.meta.url).href)) as { default: { name: string } }).default.name),
    );
    expect(names.sort()).toEqual(PLUGINS.map((p) => p.name).sort());
    expect(folders.filter((f) => EXAMPLES.includes(f)).sort()).toEqual([...EXAMPLES].sort());
  });
});

describe.each([...PLUGINS, callFixture].map((p) => [p.name, p] as const))('plugin %s', (_name, plugin) => {
  it('has a sound declaration', () => {
    expect(pluginProblems(plugin)).toEqual([]);
  });

  it.each(plugin.examples.claims.map((c) => [c.ask, c.expect]))('answers %j with %j', async (ask) => {
    const failures = (await checkPluginExamples({ ...plugin, examples: { claims: plugin.examples.claims.filter((c) => c.ask === ask), declines: [] } }));
    expect(failures).toEqual([]);
  });

  it.each(plugin.examples.declines.map((d) => [d.ask]))('does not answer %j', async (ask) => {
    const failures = await checkPluginExamples({ ...plugin, examples: { claims: [], declines: plugin.examples.declines.filter((d) => d.ask === ask) } });
    expect(failures).toEqual([]);
  });
});
