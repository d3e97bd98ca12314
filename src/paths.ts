import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json), from both src/ and dist/src/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('cannot find the project root (package.json)');
    dir = up;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const OPENAPI_JSON = path.join(PROJECT_ROOT, 'generated/openapi.json');
