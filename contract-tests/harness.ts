/** Starts the service and a Prism proxy (`--errors`) in front of it: any off-spec request or reply fails. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/paths.js';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

const require = createRequire(import.meta.url);

export interface Contract {
  server: TestServer;
  /** Prism's address, ending in /api like the service's own base URL is not: Prism serves the document's paths at its root. */
  prism: string;
  close(): Promise<void>;
}

export async function startContract(env: Record<string, string> = {}): Promise<Contract> {
  const server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000', ...env } });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const bin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'proxy', path.join(PROJECT_ROOT, 'openapi/svc.yaml'), server.baseUrl, '--errors', '--port', String(port), '--host', '127.0.0.1', '--cors', 'false', '-v', 'warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const prism = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${prism}/v1/models`);
      break;
    } catch {
      if (i > 300 || child.exitCode !== null) throw new Error(`Prism did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    server,
    prism,
    async close() {
      child.kill('SIGTERM');
      await server.close();
    },
  };
}
