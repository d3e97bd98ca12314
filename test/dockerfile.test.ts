/**
 * What can be checked of the Dockerfile without a Docker daemon: every file it copies from the build
 * context exists, and no npm install step runs the project's own scripts before the files they need are
 * copied (npm ci runs `prepare`, which builds from sources copied later).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const lines = readFileSync(new URL('Dockerfile', root), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };

describe('Dockerfile', () => {
  it('copies only files that are in the build context', () => {
    const missing = lines
      .filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l))
      .flatMap((l) => l.split(/\s+/).slice(1, -1))
      .filter((src) => !existsSync(new URL(src, root)));
    expect(missing).toEqual([]);
  });

  it('takes from the build stage only what the build stage has: its dist, node_modules, or files it copied in', () => {
    const copiedIn = lines.filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l)).flatMap((l) => l.split(/\s+/).slice(1, -1).map((s) => s.replace(/^\.\//, '')));
    const taken = lines.filter((l) => /^COPY\s+--from=build\s/i.test(l)).map((l) => l.split(/\s+/)[2]!.replace(/^\/app\//, ''));
    const unknown = taken.filter((t) => !['dist', 'node_modules'].includes(t) && !copiedIn.some((c) => t === c || t.startsWith(`${c.replace(/\/$/, '')}/`)));
    expect(unknown).toEqual([]);
  });

  it('installs without lifecycle scripts until the files the project scripts run are copied', () => {
    const prepareFile = /node\s+(\S+)/.exec(pkg.scripts.prepare ?? '')?.[1];
    expect(prepareFile).toBe('tools/prepare.mjs');
    const copiedAt = lines.findIndex((l) => /^COPY\s/i.test(l) && /\stools\b/.test(l));
    const unsafe = lines.filter((l, i) => /^RUN\s/.test(l) && /\bnpm (ci|install|prune)\b/.test(l) && !/--ignore-scripts/.test(l) && (copiedAt < 0 || i < copiedAt));
    expect(unsafe).toEqual([]);
  });
});
