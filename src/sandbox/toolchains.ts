/**
 * The checking commands a code request may end with, what each runs inside the sandbox, and whether its
 * toolchain is there: found on the sandbox's PATH (only system paths are mounted, so a toolchain in a
 * home directory does not count) and, for Python's, the module importable by the system interpreter.
 */
import { existsSync } from 'node:fs';
import { SandboxUnavailable, type Sandbox } from './sandbox.js';

export const CHECK_COMMANDS = ['pytest', 'python3 -m unittest', 'npm test', 'cargo test', 'go test', 'make test'] as const;
export type CheckCommand = (typeof CHECK_COMMANDS)[number];

interface Toolchain {
  argv: readonly string[];
  /** Programs that must be on the sandbox's PATH. */
  programs: readonly string[];
  /** A probe run inside the sandbox that exits 0 when the toolchain works. */
  probe?: readonly string[];
  /** Where it comes from on Debian/Ubuntu, for the decline. */
  install: string;
}

const TOOLCHAINS: Readonly<Record<CheckCommand, Toolchain>> = Object.freeze({
  pytest: { argv: ['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider'], programs: ['python3'], probe: ['python3', '-c', 'import pytest'], install: 'the Debian package python3-pytest' },
  'python3 -m unittest': { argv: ['python3', '-m', 'unittest', '-v'], programs: ['python3'], install: 'the Debian package python3' },
  'npm test': { argv: ['npm', 'test', '--silent'], programs: ['node', 'npm'], install: 'the Debian packages nodejs and npm' },
  'cargo test': { argv: ['cargo', 'test', '--offline'], programs: ['cargo', 'rustc'], install: 'the Debian package cargo' },
  'go test': { argv: ['go', 'test', './...'], programs: ['go'], install: 'the Debian package golang-go' },
  'make test': { argv: ['make', 'test'], programs: ['make'], install: 'the Debian package make' },
});

const SANDBOX_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];

export function checkArgv(command: CheckCommand): readonly string[] {
  return TOOLCHAINS[command].argv;
}

const probed = new WeakMap<Sandbox, Map<CheckCommand, Promise<string | null>>>();

/** Why `command` cannot run in the sandbox here, or null when it can. Probed once per sandbox. */
export function toolchainProblem(sandbox: Sandbox, command: CheckCommand): Promise<string | null> {
  let mine = probed.get(sandbox);
  if (!mine) probed.set(sandbox, (mine = new Map()));
  let found = mine.get(command);
  if (!found) {
    found = probe(sandbox, command);
    mine.set(command, found);
  }
  return found;
}

async function probe(sandbox: Sandbox, command: CheckCommand): Promise<string | null> {
  const t = TOOLCHAINS[command];
  const isolation = sandbox.problem();
  if (isolation) return `${command} cannot be run: ${isolation}`;
  const missing = t.programs.filter((p) => !SANDBOX_PATH.some((dir) => existsSync(`${dir}/${p}`)));
  if (missing.length) return `the ${command} toolchain is not installed (${missing.join(', ')} not found in ${SANDBOX_PATH.join(', ')}; install ${t.install})`;
  if (t.probe) {
    let r: Awaited<ReturnType<Sandbox['run']>>;
    try {
      r = await sandbox.run({ command: t.probe, limits: { wallMs: 15_000 } });
    } catch (e) {
      if (e instanceof SandboxUnavailable) return `${command} cannot be run: ${e.message}`;
      throw e;
    }
    if (!r.ok) return `the ${command} toolchain is not installed (\`${t.probe.join(' ')}\` failed in the sandbox; install ${t.install})`;
  }
  return null;
}
