/**
 * vitest globalSetup: compiles the project once (tsc -p tsconfig.build.json → dist/) before any test
 * runs, so tests that start `node bin/svc.js` or dist modules see the current code.
 * Type errors alone do not stop the tests (tsc still emits; `npm run lint` is where types fail the
 * run): they are printed. A build that emits nothing (tsc exit 1, bad config) stops everything.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default function setup(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const started = Date.now();
  const res = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
  if (res.status === 2) {
    console.warn(`tsc -p tsconfig.build.json reported type errors; dist/ was still written:\n${res.stdout}${res.stderr}`);
  } else if (res.status !== 0) {
    throw new Error(`Build for tests failed (tsc -p tsconfig.build.json, exit ${res.status}):\n${res.stdout}${res.stderr}`);
  }
  if (process.env.SVC_TEST_VERBOSE) console.log(`built dist/ in ${Date.now() - started} ms`);
}
