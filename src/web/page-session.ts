/** The account page's API calls: its session and CSRF token stand for the account's page chat key. */
import { sameSecret } from '../ids.js';
import type { KeyRepo } from '../store/key-repo.js';
import type { Account, ApiKey } from '../store/types.js';
import type { SignIn } from './signin.js';

export function pageSession(signIn: SignIn, keys: KeyRepo): (cookie: string, csrf: string) => Promise<{ key: ApiKey; account: Account } | undefined> {
  return async (cookie, csrf) => {
    const s = await signIn.session(cookie);
    if (!s || !sameSecret(csrf, s.csrf)) return undefined;
    return { key: await keys.webKey(s.account.id), account: s.account };
  };
}
