/**
 * A plugin kept outside this repository, as README's "Writing a solver plugin" describes: compiled
 * JavaScript that imports the plugin API from the built service (dist/src/plugin-api.js, which the test
 * setup builds), loaded through SVC_PLUGINS beside the built-in solvers.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { container } from 'tsyringe';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { NEED_PROVIDERS, registerSolvers, ROUTER } from '../src/container.js';
import { PROJECT_ROOT } from '../src/paths.js';
import { askFromText } from '../src/plugin-api.js';
import { exampleProviders } from '../src/solving/example-context.js';

const dir = mkdtempSync(path.join(tmpdir(), 'svc-plugin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const API = pathToFileURL(path.join(PROJECT_ROOT, 'dist/src/plugin-api.js')).href;

describe('a plugin outside the repository', () => {
  it('loads through SVC_PLUGINS, declares its needs, and answers through the router', async () => {
    writeFileSync(
      path.join(dir, 'reverse.mjs'),
      `import { askText, decline, definePlugin } from ${JSON.stringify(API)};
export default definePlugin({
  name: 'reverse',
  summary: 'Reverses the text after "reverse:".',
  examples: { claims: [{ ask: 'reverse: abc', expect: 'cba' }], declines: [{ ask: 'reverse:' }] },
  needs: ['memory'],
  claim: (ask) => (/^reverse:/i.test(askText(ask)) ? 0.9 : 0),
  answer(ask, ctx) {
    const text = askText(ask).replace(/^reverse:\\s*/i, '');
    if (!text) return decline('nothing to reverse');
    const reversed = [...text].reverse().join('');
    return { content: reversed + ' (' + ctx.memory.facts.length + ' facts)', verified: true, checked: 'computed', canonical: reversed };
  },
});
`,
    );
    const c = container.createChildContainer();
    c.registerInstance(NEED_PROVIDERS, exampleProviders());
    await registerSolvers(c, BUILTIN_SOLVERS, ['./reverse.mjs'], dir);
    const router = c.resolve(ROUTER);
    expect(router.solvers.at(-1)?.name).toBe('reverse');
    const r = await router.route(askFromText('reverse: stressed'), { model: 'svc', pristine: false });
    expect(r).toMatchObject({ solver: 'reverse', tried: ['reverse:answered'], answer: { content: 'desserts (2 facts)', canonical: 'desserts' } });
  });

  it('fails at boot when it needs what this server does not provide', async () => {
    writeFileSync(
      path.join(dir, 'needy.mjs'),
      `import { definePlugin } from ${JSON.stringify(API)};
export default definePlugin({ name: 'needy', summary: 'Needs a sandbox.', needs: ['sandbox'], examples: { claims: [{ ask: 'x', expect: 'x' }], declines: [] }, claim: () => 0, answer: () => ({ reason: 'no' }) });
`,
    );
    const err = await registerSolvers(container.createChildContainer(), [], ['./needy.mjs'], dir).catch((e) => e);
    expect(err.message).toBe('Solver plugin "needy": needs "sandbox", which this server does not provide (it provides: consult, solvers)');
  });
});
