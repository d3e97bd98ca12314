import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox, SandboxUnavailable } from './sandbox.js';
import { toolchainProblem } from './toolchains.js';

// bubblewrap as it answers in an unprivileged container: it refuses before running anything.
const REFUSAL = 'bwrap: No permissions to create new namespace, likely because the kernel does not allow non-privileged user namespaces.';

describe('a sandbox that cannot start', () => {
  let dir: string;
  let refusing: Sandbox;
  let failing: Sandbox;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'svc-bwrap-'));
    const script = async (name: string, body: string) => {
      const file = path.join(dir, name);
      await writeFile(file, `#!/bin/sh\n${body}\n`);
      await chmod(file, 0o755);
      return file;
    };
    refusing = new Sandbox({ bwrap: await script('refuses', `echo '${REFUSAL}' >&2; exit 1`), runAs: null });
    // A program that fails its own way (exit 1, its own message) is a failed run, not a missing sandbox.
    failing = new Sandbox({ bwrap: await script('fails', `echo 'AssertionError: 1 != 2' >&2; exit 1`), runAs: null });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is reported as the sandbox being unavailable, with bubblewrap\'s reason, not as a failed check', async () => {
    const run = refusing.run({ command: ['python3', '-m', 'pytest'] });
    await expect(run).rejects.toBeInstanceOf(SandboxUnavailable);
    await expect(run).rejects.toThrow(`the sandbox could not start here (${REFUSAL})`);
    const failed = await failing.run({ command: ['python3', '-m', 'pytest'] });
    expect(failed).toMatchObject({ ok: false, exitCode: 1, stderr: 'AssertionError: 1 != 2\n', summary: 'exited 1' });
  });

  it('makes a toolchain probe say the sandbox cannot run, not that the toolchain is missing', async () => {
    expect(await toolchainProblem(refusing, 'pytest')).toBe(`pytest cannot be run: the sandbox could not start here (${REFUSAL}); in a container, run it with the security options compose.yaml sets for svc`);
  });
});
