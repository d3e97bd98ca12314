/** What every command shares: output, refusals, the store, and finding an account by email. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../../src/config.js';
import { AccountRepo, normalizeEmail } from '../../src/store/account-repo.js';
import { openStore, type Store } from '../../src/store/store.js';
import type { Account } from '../../src/store/types.js';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** A refusal the user can fix; `usage` marks wrong arguments (exit 2) rather than a refused action (exit 1). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly usage = false,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Parses a command's arguments strictly; wrong ones become a usage CliError naming `synopsis`. */
export function parse<O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
  positionals: string[],
  synopsis: string,
): { values: { [K in keyof O]?: string }; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    const message = (e as Error).message.split('\n')[0].replace(/\. To specify a positional argument.*$/, '.');
    throw new CliError(`${message}\nUsage: ${synopsis}`, true);
  }
  const missing = positionals.slice(parsed.positionals.length);
  if (missing.length) throw new CliError(`Missing ${missing.join(' and ')}.\nUsage: ${synopsis}`, true);
  const extra = parsed.positionals.slice(positionals.length);
  if (extra.length) throw new CliError(`Unexpected argument "${extra[0]}".\nUsage: ${synopsis}`, true);
  return parsed;
}

/** Opens the store named by SVC_DATABASE_URL (migrating it when needed), runs `fn`, always closes. */
export async function withStore<T>(fn: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(loadConfig().databaseUrl);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function checkEmail(email: string): string {
  try {
    return normalizeEmail(email);
  } catch (e) {
    throw new CliError((e as Error).message, true);
  }
}

export async function requireAccount(accounts: AccountRepo, email: string): Promise<Account> {
  const normalized = checkEmail(email);
  const account = await accounts.findByEmail(normalized);
  if (!account) throw new CliError(`No account with email ${normalized}. Create it first: svc account create ${normalized}`);
  return account;
}
