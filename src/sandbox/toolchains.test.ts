import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Sandbox } from './sandbox.js';
import { checkArgv, toolchainProblem } from './toolchains.js';

const sandbox = new Sandbox();

describe('toolchainProblem', () => {
  it('finds pytest importable by the system Python inside the sandbox', async () => {
    expect(await toolchainProblem(sandbox, 'pytest')).toBeNull();
    expect(checkArgv('pytest')).toEqual(['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider']);
  });

  it('names the missing program and its Debian package when a toolchain is not on the sandbox PATH', async () => {
    const hasGo = ['/usr/local/bin/go', '/usr/bin/go', '/bin/go'].some((p) => existsSync(p));
    const problem = await toolchainProblem(sandbox, 'go test');
    if (hasGo) expect(problem).toBeNull();
    else expect(problem).toBe('the go test toolchain is not installed (go not found in /usr/local/bin, /usr/bin, /bin; install the Debian package golang-go)');
  });

  it('says the sandbox is missing rather than running a check unisolated', async () => {
    expect(await toolchainProblem(new Sandbox({ bwrap: '/nonexistent/bwrap' }), 'make test')).toMatch(/^make test cannot be run: the sandbox needs bubblewrap/);
  });
});
