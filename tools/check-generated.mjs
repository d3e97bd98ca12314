#!/usr/bin/env node
// Fails when generated/ differs from what `npm run codegen` makes from openapi/svc.yaml now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fresh = mkdtempSync(path.join(tmpdir(), 'svc-codegen-'));
execFileSync(process.execPath, [path.join(root, 'tools/codegen.mjs'), fresh], { stdio: 'inherit' });

function files(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

const want = files(fresh).sort();
const have = files(path.join(root, 'generated')).sort();
const stale = [
  ...want.filter((f) => !have.includes(f) || !readFileSync(path.join(fresh, f)).equals(readFileSync(path.join(root, 'generated', f)))),
  ...have.filter((f) => !want.includes(f)),
];
rmSync(fresh, { recursive: true, force: true });
if (stale.length) {
  console.error(`generated/ is stale (${stale.join(', ')}). Run npm run codegen and commit the result.`);
  process.exit(1);
}
console.log('generated/ is current');
