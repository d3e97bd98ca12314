/**
 * The layer rules of .dependency-cruiser.cjs hold over the whole tree (tests included), and they do catch
 * what they forbid: a made-up tree with one violation of each kind fails every rule it should.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/paths.js';

const config = createRequire(import.meta.url)(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };

/** `rule: from → to` for every violation found cruising `roots` under `baseDir`. */
async function violations(baseDir: string, roots: string[], tsConfig?: string): Promise<string[]> {
  const { options } = config;
  const result = await cruise(roots, {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsConfig: tsConfig ? { fileName: tsConfig } : undefined,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('layers', () => {
  it('hold over src, plugins, tests and tools', async () => {
    const found = await violations(PROJECT_ROOT, ['src', 'plugins', 'test', 'tools', 'contract-tests'], path.join(PROJECT_ROOT, 'tsconfig.json'));
    expect(found).toEqual([]);
  });

  const fake = mkdtempSync(path.join(tmpdir(), 'svc-layers-'));
  afterAll(() => rmSync(fake, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(fake, name)), { recursive: true });
    writeFileSync(path.join(fake, name), text);
  };

  it('catch src importing plugins/, and every lower layer importing a higher one (type imports too)', async () => {
    file('plugins/p/index.ts', 'export const p = 1;\n');
    file('src/main.ts', 'export const main = 1;\n');
    file('src/testing/server.ts', 'export const server = 1;\n');
    file('src/http/app.ts', "import { main } from '../main.js';\nexport const app = main;\n");
    file('src/api/handler.ts', "import type { app } from '../http/app.js';\nexport type H = typeof app;\n");
    file('src/chat/turn.ts', "import type { H } from '../api/handler.js';\nimport { p } from '../../plugins/p/index.js';\nexport const t: H | number = p;\n");
    file('src/store/repo.ts', "import { t } from '../chat/turn.js';\nexport const r = t;\n");
    file('src/core/codec.ts', "import { r } from '../store/repo.js';\nexport const c = r;\n");
    file('src/errors.ts', "import { c } from './core/codec.js';\nexport const e = c;\n");
    file('src/solving/router.ts', "import { server } from '../testing/server.js';\nexport const s = server;\n");
    file('src/solving/router.test.ts', "import { server } from '../testing/server.js';\nexport const ok = server;\n");
    const found = await violations(fake, ['src', 'plugins']);
    expect(found.sort()).toEqual(
      [
        'api-below-http: src/api/handler.ts → src/http/app.ts',
        'base-imports-only-base: src/core/codec.ts → src/store/repo.ts',
        'domain-below-api: src/chat/turn.ts → src/api/handler.ts',
        'http-below-root: src/http/app.ts → src/main.ts',
        'no-plugins-in-src: src/chat/turn.ts → plugins/p/index.ts',
        'store-imports-nothing-above: src/store/repo.ts → src/chat/turn.ts',
        'test-harness-only-in-tests: src/solving/router.ts → src/testing/server.ts',
      ].sort(),
    );
  });
});
