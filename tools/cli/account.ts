/** svc account create EMAIL | svc account list | svc account delete EMAIL --yes */
import { removeAccount } from '../../src/store/account-removal.js';
import { AccountRepo } from '../../src/store/account-repo.js';
import { KeyRepo, keyLimit } from '../../src/store/key-repo.js';
import { CliError, checkEmail, parse, requireAccount, withStore, type Io } from './context.js';

export const ACCOUNT_USAGE = ['svc account create EMAIL', 'svc account list', 'svc account delete EMAIL --yes'];

export async function accountCommand(args: string[], io: Io): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') return create(rest, io);
  if (sub === 'list') return list(rest, io);
  if (sub === 'delete') return remove(rest, io);
  throw new CliError(`${sub ? `Unknown account command "${sub}"` : 'Missing account command'}.\nUsage: ${ACCOUNT_USAGE.join(' | ')}`, true);
}

async function create(args: string[], io: Io): Promise<void> {
  const { positionals } = parse(args, {}, ['EMAIL'], ACCOUNT_USAGE[0]);
  const email = checkEmail(positionals[0]);
  await withStore(async (store) => {
    const accounts = new AccountRepo(store);
    if (await accounts.findByEmail(email)) {
      throw new CliError(`An account with email ${email} already exists. List its keys with: svc key list ${email}`);
    }
    const account = await accounts.create(email);
    io.out(`Created account ${account.id} for ${account.email} (plan ${account.plan}, up to ${keyLimit(account)} keys).`);
    io.out(`Next: svc key create ${account.email} --name NAME`);
  });
}

async function list(args: string[], io: Io): Promise<void> {
  parse(args, {}, [], ACCOUNT_USAGE[1]);
  await withStore(async (store) => {
    const accounts = await new AccountRepo(store).list();
    if (accounts.length === 0) return io.out('No accounts yet. Create one with: svc account create EMAIL');
    const keys = new KeyRepo(store);
    io.out(['EMAIL', 'PLAN', 'KEYS', 'FREE USED', 'CREATED'].join('\t'));
    for (const a of accounts) {
      const active = (await keys.list(a.id)).filter((k) => !k.revoked_at).length;
      io.out([a.email, a.plan, `${active}/${keyLimit(a)}`, String(a.free_used), a.created_at].join('\t'));
    }
  });
}

async function remove(args: string[], io: Io): Promise<void> {
  const { values, positionals } = parse(args, { yes: { type: 'boolean' } }, ['EMAIL'], ACCOUNT_USAGE[2]);
  await withStore(async (store) => {
    const account = await requireAccount(new AccountRepo(store), positionals[0]);
    if (!values.yes) {
      throw new CliError(`This deletes ${account.email} with all its keys, documents, facts, packs and sessions, and cannot be undone. Run again with --yes to do it.`, true);
    }
    const removed = await removeAccount(store, account.id, account.email);
    io.out(`Deleted account ${account.email}: ${removed.keys} key${removed.keys === 1 ? '' : 's'} and ${removed.documents} document${removed.documents === 1 ? '' : 's'} with everything they held.`);
  });
}
