/** The admin CLI: `svc <command>`. bin/svc.js runs the compiled form of this file. */
import { ConfigError } from '../../src/config.js';
import { ACCOUNT_USAGE, accountCommand } from './account.js';
import { CliError, processIo, type Io } from './context.js';
import { KEY_USAGE, keyCommand } from './key.js';
import { KEYPACK_USAGE, PLAN_USAGE, keypackCommand, planCommand } from './plan.js';
import { SERVE_USAGE, serveCommand } from './serve.js';
import { SIGNIN_LINK_USAGE, signinLinkCommand } from './signin-link.js';

interface Command {
  run(args: string[], io: Io): Promise<void>;
  /** Each synopsis with what it does. */
  help: readonly (readonly [string, string])[];
}

const COMMANDS: Readonly<Record<string, Command>> = Object.freeze({
  serve: { run: serveCommand, help: [[SERVE_USAGE, 'run the service (settings: README, Configuration)']] },
  account: {
    run: accountCommand,
    help: [
      [ACCOUNT_USAGE[0], 'create an account (free plan)'],
      [ACCOUNT_USAGE[1], 'list every account: plan, keys in use, free exchanges used'],
      [ACCOUNT_USAGE[2], 'delete the account with its keys, documents, facts, packs and sessions'],
    ],
  },
  key: {
    run: keyCommand,
    help: [
      [KEY_USAGE[0], 'create an API key; prints it once, last line'],
      [KEY_USAGE[1], "list the account's keys (prefixes, never secrets)"],
      [KEY_USAGE[2], 'revoke the key with this prefix'],
    ],
  },
  plan: {
    run: planCommand,
    help: [
      [PLAN_USAGE[0], "set the account's plan"],
      [PLAN_USAGE[1], 'show the plan, free exchanges left and key packs'],
    ],
  },
  keypack: { run: keypackCommand, help: [[KEYPACK_USAGE, 'add a key pack (2 more keys)']] },
  'signin-link': { run: signinLinkCommand, help: [[SIGNIN_LINK_USAGE, 'print a one-time sign-in link for the account page (no email sent)']] },
});

const lines = (help: Command['help']) => help.map(([usage, what]) => `  ${usage.padEnd(42)}${what}`);

export const HELP = [
  'Usage:',
  ...Object.values(COMMANDS).flatMap((c) => lines(c.help)),
  `  ${'svc help | svc COMMAND --help'.padEnd(42)}show this help, or one command's`,
  '',
  'The database is SVC_DATABASE_URL (default sqlite:./data/svc.sqlite; or mysql://USER:PASS@HOST:PORT/DB).',
  'Commands work while the service runs.',
].join('\n');

function commandHelp(name: string, command: Command): string {
  return [`Usage of svc ${name}:`, ...lines(command.help), '', 'The database is SVC_DATABASE_URL (default sqlite:./data/svc.sqlite).'].join('\n');
}

/** Runs one command; returns the exit code (0 ok, 1 refused or failed, 2 wrong arguments). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (name === 'help' || name === '--help' || name === '-h') {
    const topic = args[0] && COMMANDS[args[0]];
    io.out(topic ? commandHelp(args[0], topic) : HELP);
    return 0;
  }
  if (!command) {
    io.err(name === undefined ? 'svc: no command given.' : `svc: unknown command "${name}".`);
    io.err(HELP);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(commandHelp(name!, command));
    return 0;
  }
  try {
    await command.run(args, io);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`svc: ${e.message}`);
      if (e.usage) io.err(`Run "svc ${name} --help" for its usage.`);
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
