/** The admin CLI: `svc <command>`. bin/svc.js runs the compiled form of this file. */
import { ConfigError } from '../../src/config.js';
import { ACCOUNT_USAGE, accountCommand } from './account.js';
import { CliError, processIo, type Io } from './context.js';
import { KEY_USAGE, keyCommand } from './key.js';
import { KEYPACK_USAGE, PLAN_USAGE, keypackCommand, planCommand } from './plan.js';
import { SERVE_USAGE, serveCommand } from './serve.js';

const COMMANDS: Readonly<Record<string, (args: string[], io: Io) => Promise<void>>> = Object.freeze({
  serve: serveCommand,
  account: accountCommand,
  key: keyCommand,
  plan: planCommand,
  keypack: keypackCommand,
});

export const HELP = [
  'Usage:',
  `  ${SERVE_USAGE.padEnd(42)}run the service (SVC_PORT, SVC_HOST, ...)`,
  `  ${ACCOUNT_USAGE.padEnd(42)}create an account (free plan)`,
  `  ${KEY_USAGE[0].padEnd(42)}create an API key; prints it once, last line`,
  `  ${KEY_USAGE[1].padEnd(42)}list the account's keys (prefixes, never secrets)`,
  `  ${KEY_USAGE[2].padEnd(42)}revoke the key with this prefix`,
  `  ${PLAN_USAGE.padEnd(42)}set the account's plan`,
  `  ${KEYPACK_USAGE.padEnd(42)}add a key pack (2 more keys)`,
  `  ${'svc help'.padEnd(42)}show this help`,
  '',
  'The database is SVC_DATABASE_URL (default sqlite:./data/svc.sqlite; or mysql://USER:PASS@HOST:PORT/DB).',
  'Commands work while the service runs.',
].join('\n');

/** Runs one command; returns the exit code (0 ok, 1 refused or failed, 2 wrong arguments). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h' || args.includes('--help') || args.includes('-h')) {
    io.out(HELP);
    return 0;
  }
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    io.err(command === undefined ? 'svc: no command given.' : `svc: unknown command "${command}".`);
    io.err(HELP);
    return 2;
  }
  try {
    await run(args, io);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`svc: ${e.message}`);
      if (e.usage) io.err('Run "svc help" for every command.');
      return e.usage ? 2 : 1;
    }
    if (e instanceof ConfigError) {
      io.err(`svc: configuration: ${e.message}`);
      return 1;
    }
    io.err(`svc: ${(e as Error).message ?? String(e)}`);
    return 1;
  }
}
