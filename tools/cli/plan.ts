/** svc plan set EMAIL free|active|inactive | svc plan get EMAIL | svc keypack add EMAIL */
import { loadConfig } from '../../src/config.js';
import { AccountRepo, PLANS, isPlan } from '../../src/store/account-repo.js';
import { keyLimit } from '../../src/store/key-repo.js';
import { CliError, parse, requireAccount, withStore, type Io } from './context.js';

export const PLAN_USAGE = [`svc plan set EMAIL ${PLANS.join('|')}`, 'svc plan get EMAIL'];
export const KEYPACK_USAGE = 'svc keypack add EMAIL';

export async function planCommand(args: string[], io: Io): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'get') return getPlan(rest, io);
  if (sub !== 'set') throw new CliError(`${sub ? `Unknown plan command "${sub}"` : 'Missing plan command'}.\nUsage: ${PLAN_USAGE.join(' | ')}`, true);
  const { positionals } = parse(rest, {}, ['EMAIL', 'PLAN'], PLAN_USAGE[0]);
  const plan = positionals[1];
  if (!isPlan(plan)) throw new CliError(`Unknown plan "${plan}": use one of ${PLANS.join(', ')}.\nUsage: ${PLAN_USAGE[0]}`, true);
  await withStore(async (store) => {
    const accounts = new AccountRepo(store);
    const before = await requireAccount(accounts, positionals[0]);
    const after = await accounts.setPlan(before.id, plan);
    io.out(`Plan of ${after.email} is now ${after.plan} (was ${before.plan}).`);
  });
}

async function getPlan(args: string[], io: Io): Promise<void> {
  const { positionals } = parse(args, {}, ['EMAIL'], PLAN_USAGE[1]);
  const free = loadConfig().freeExchanges;
  await withStore(async (store) => {
    const account = await requireAccount(new AccountRepo(store), positionals[0]);
    const left = account.plan === 'free' ? `, ${Math.max(0, free - account.free_used)} of ${free} free exchanges left` : '';
    io.out(`${account.email}: plan ${account.plan}${left}; ${account.key_packs} key pack${account.key_packs === 1 ? '' : 's'}, up to ${keyLimit(account)} keys.`);
  });
}

export async function keypackCommand(args: string[], io: Io): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'add') throw new CliError(`${sub ? `Unknown keypack command "${sub}"` : 'Missing keypack command'}.\nUsage: ${KEYPACK_USAGE}`, true);
  const { positionals } = parse(rest, {}, ['EMAIL'], KEYPACK_USAGE);
  await withStore(async (store) => {
    const accounts = new AccountRepo(store);
    const account = await accounts.addKeyPack((await requireAccount(accounts, positionals[0])).id);
    const packs = `${account.key_packs} key pack${account.key_packs === 1 ? '' : 's'}`;
    io.out(`Added a key pack to ${account.email}: ${packs}, up to ${keyLimit(account)} keys.`);
  });
}
