/** svc account create EMAIL */
import { AccountRepo } from '../../src/store/account-repo.js';
import { keyLimit } from '../../src/store/key-repo.js';
import { CliError, checkEmail, parse, withStore, type Io } from './context.js';

export const ACCOUNT_USAGE = 'svc account create EMAIL';

export async function accountCommand(args: string[], io: Io): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'create') {
    throw new CliError(`${sub ? `Unknown account command "${sub}"` : 'Missing account command'}.\nUsage: ${ACCOUNT_USAGE}`, true);
  }
  const { positionals } = parse(rest, {}, ['EMAIL'], ACCOUNT_USAGE);
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
