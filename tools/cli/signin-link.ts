/** svc signin-link EMAIL: a one-time sign-in link for an operator to hand over (no mail, no limits). */
import { loadConfig } from '../../src/config.js';
import { AccountRepo } from '../../src/store/account-repo.js';
import { WebSessionRepo } from '../../src/store/web-session-repo.js';
import { SignIn } from '../../src/web/signin.js';
import { checkEmail, parse, withStore, type Io } from './context.js';

export const SIGNIN_LINK_USAGE = 'svc signin-link EMAIL';

export async function signinLinkCommand(args: string[], io: Io): Promise<void> {
  const { positionals } = parse(args, {}, ['EMAIL'], SIGNIN_LINK_USAGE);
  const email = checkEmail(positionals[0]);
  const config = loadConfig();
  const base = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  await withStore(async (store) => {
    const signIn = new SignIn({ sessions: new WebSessionRepo(store), accounts: new AccountRepo(store), mailer: { send: async () => undefined } });
    const token = await signIn.issueLink(email);
    io.out(`One-time sign-in link for ${email} (works once, within 15 minutes; the first sign-in creates the account):`);
    io.out(`${base}/account/signin/confirm?token=${token}`);
  });
}
