#!/usr/bin/env node
// Runs after `npm ci` / `npm install`: compiles the service so `svc` and `npm start` work at once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
if (!existsSync('node_modules/typescript')) process.exit(0); // production install without dev deps: dist must be shipped
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
