#!/usr/bin/env node
// The `svc` command: a shim over the compiled CLI in dist/ (npm run build).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/tools/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write(`svc: ${fileURLToPath(entry)} is missing: run npm run build first\n`);
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
