/**
 * Where worker threads load code from. The server runs the compiled tree (dist/), where this file and every
 * task module are already JavaScript. Tests run the TypeScript sources through vitest, whose transform a
 * worker thread does not get; there the compiled twins in dist/ are used instead (vitest's global setup
 * builds dist/ before any test runs, tools/test-global-setup.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = import.meta.url;
const FROM_SOURCE = HERE.endsWith('.ts');
/** The repository root: this file is src/pool/ in the sources and dist/src/pool/ when compiled. */
const ROOT = new URL(FROM_SOURCE ? '../../' : '../../../', HERE).href;
const DIST = new URL('dist/', ROOT).href;

/** The compiled twin of a source module URL; a URL already compiled (or outside the tree) is kept. */
export function compiledUrl(url: string): string {
  if (!FROM_SOURCE || !url.startsWith(ROOT) || url.startsWith(DIST)) return url;
  const twin = DIST + url.slice(ROOT.length).replace(/\.ts$/, '.js');
  if (!existsSync(fileURLToPath(twin))) {
    throw new Error(`${fileURLToPath(twin)} does not exist; run "npm run build" so worker threads can load it`);
  }
  return twin;
}

export function workerFile(): string {
  return fileURLToPath(compiledUrl(new URL(FROM_SOURCE ? './worker.ts' : './worker.js', HERE).href));
}
