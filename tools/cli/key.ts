/** svc key create EMAIL [--name NAME] | svc key list EMAIL | svc key revoke KEY_PREFIX */
import { isServiceError } from '../../src/errors.js';
import { AccountRepo } from '../../src/store/account-repo.js';
import { KeyRepo, keyLimit } from '../../src/store/key-repo.js';
import type { ApiKey } from '../../src/store/types.js';
import { CliError, parse, requireAccount, withStore, type Io } from './context.js';

export const KEY_USAGE = ['svc key create EMAIL [--name NAME]', 'svc key list EMAIL', 'svc key revoke KEY_PREFIX'];

export async function keyCommand(args: string[], io: Io): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create':
      return createKey(rest, io);
    case 'list':
      return listKeys(rest, io);
    case 'revoke':
      return revokeKey(rest, io);
    default:
      throw new CliError(`${sub ? `Unknown key command "${sub}"` : 'Missing key command'}.\nUsage: ${KEY_USAGE.join('\n       ')}`, true);
  }
}

async function createKey(args: string[], io: Io): Promise<void> {
  const { positionals, values } = parse(args, { name: { type: 'string', short: 'n' } }, ['EMAIL'], KEY_USAGE[0]);
  await withStore(async (store) => {
    const account = await requireAccount(new AccountRepo(store), positionals[0]);
    try {
      const { key, secret } = await new KeyRepo(store).create(account.id, { name: values.name });
      const named = key.name ? ` "${key.name}"` : '';
      io.out(`Created key${named} ${key.prefix} for ${account.email}. Store it safely now: it is shown only this once.`);
      io.out(secret);
    } catch (e) {
      if (isServiceError(e) && e.code === 'key_limit_reached') {
        throw new CliError(
          `${e.message}\nAdd a key pack: svc keypack add ${account.email}\nor revoke a key (see svc key list ${account.email}): svc key revoke KEY_PREFIX`,
        );
      }
      throw e;
    }
  });
}

function table(keys: ApiKey[]): string[] {
  const rows = [['PREFIX', 'NAME', 'CREATED', 'REVOKED'], ...keys.map((k) => [k.prefix, k.name ?? '-', k.created_at, k.revoked_at ?? '-'])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join('  '));
}

async function listKeys(args: string[], io: Io): Promise<void> {
  const { positionals } = parse(args, {}, ['EMAIL'], KEY_USAGE[1]);
  await withStore(async (store) => {
    const account = await requireAccount(new AccountRepo(store), positionals[0]);
    const keys = await new KeyRepo(store).list(account.id);
    const active = keys.filter((k) => !k.revoked_at).length;
    io.out(
      `${account.email}: ${active} of ${keyLimit(account)} keys active (plan ${account.plan}, ${account.key_packs} key pack${account.key_packs === 1 ? '' : 's'})`,
    );
    if (keys.length === 0) io.out(`No keys yet. Create one: svc key create ${account.email}`);
    else for (const line of table(keys)) io.out(line);
  });
}

async function revokeKey(args: string[], io: Io): Promise<void> {
  const { positionals } = parse(args, {}, ['KEY_PREFIX'], KEY_USAGE[2]);
  const prefix = positionals[0];
  if (!prefix.startsWith('svc_live_')) {
    throw new CliError(`"${prefix}" is not a key prefix: prefixes look like svc_live_AbCd1234 (see svc key list EMAIL)`, true);
  }
  await withStore(async (store) => {
    let key: ApiKey;
    try {
      key = await new KeyRepo(store).revokeByPrefix(prefix);
    } catch (e) {
      throw new CliError((e as Error).message);
    }
    io.out(`Revoked key ${key.prefix}${key.name ? ` "${key.name}"` : ''} at ${key.revoked_at}. Requests with it now get 403 key_revoked.`);
  });
}
