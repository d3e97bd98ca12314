/**
 * The bubblewrap command line for one run: read-only system paths, the run's temp directory as the only
 * writable path (mounted at /sandbox), fresh namespaces (no network, own pids, own IPC and hostname), a
 * cleared environment, and nothing of the service: no data directory, no project files, no home.
 */
import { lstatSync, readlinkSync } from 'node:fs';

/** Where the run's directory appears inside the sandbox. */
export const SANDBOX_DIR = '/sandbox';

const TOP_LEVEL = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

/** What a toolchain reads under /etc; the rest of /etc (keys, service config) stays out. */
const ETC = ['passwd', 'group', 'nsswitch.conf', 'ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'alternatives', 'ssl', 'localtime', 'mime.types', 'python3', 'python3.11', 'npmrc'];

function topLevelMounts(): string[] {
  const args: string[] = [];
  for (const name of TOP_LEVEL) {
    const host = `/${name}`;
    try {
      const stat = lstatSync(host);
      if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(host), host);
      else if (stat.isDirectory()) args.push('--ro-bind', host, host);
    } catch {
      // absent on this system
    }
  }
  return args;
}

let mounts: string[] | undefined;

/** The read-only part, the same for every run (read once per process). */
function systemMounts(): string[] {
  return (mounts ??= ['--ro-bind', '/usr', '/usr', ...topLevelMounts(), ...ETC.flatMap((e) => ['--ro-bind-try', `/etc/${e}`, `/etc/${e}`])]);
}

/** The environment a program sees: nothing from the service's. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: SANDBOX_DIR,
  TMPDIR: `${SANDBOX_DIR}/.tmp`,
  LANG: 'C.UTF-8',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONHASHSEED: '0',
  npm_config_cache: `${SANDBOX_DIR}/.tmp/npm`,
  npm_config_update_notifier: 'false',
});

export function bwrapArgs(workDir: string, command: readonly string[]): string[] {
  return [
    ...systemMounts(),
    '--proc', '/proc',
    '--dev', '/dev',
    '--bind', workDir, SANDBOX_DIR,
    // bwrap's root and /dev are tmpfs: read-only too, so the run's directory is the only place a write lands.
    '--remount-ro', '/',
    '--remount-ro', '/dev',
    '--chdir', SANDBOX_DIR,
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    ...Object.entries(SANDBOX_ENV).flatMap(([k, v]) => ['--setenv', k, v]),
    '--',
    ...command,
  ];
}
