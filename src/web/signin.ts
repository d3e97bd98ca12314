/**
 * Passwordless sign-in: a one-time link by email (single use, 15 minutes), then a session cookie. The same
 * reply whatever the email (the first sign-in creates the account on the free plan), so nobody can learn
 * whether an address has an account. Requests are limited per email and per requesting address.
 */
import { randomBase62 } from '../ids.js';
import { normalizeEmail, type AccountRepo } from '../store/account-repo.js';
import type { Account } from '../store/types.js';
import type { WebSessionRepo } from '../store/web-session-repo.js';
import type { Mailer } from './mailer.js';

export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 86_400_000;
/** Within LIMIT_WINDOW_MS: links per email, and sign-in requests per address. */
export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const LINKS_PER_EMAIL = 3;
export const REQUESTS_PER_ADDRESS = 10;

export type SignInRequest = { outcome: 'sent' } | { outcome: 'invalid_email'; message: string } | { outcome: 'address_limited' };

export interface SignInDeps {
  sessions: WebSessionRepo;
  accounts: AccountRepo;
  mailer: Mailer;
  now?: () => number;
}

export class SignIn {
  private readonly now: () => number;
  constructor(private readonly deps: SignInDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** `linkBase` is the confirmation page's URL; the token is appended as `?token=`. */
  async request(rawEmail: string, address: string, linkBase: string): Promise<SignInRequest> {
    let email: string;
    try {
      email = normalizeEmail(rawEmail);
    } catch (e) {
      return { outcome: 'invalid_email', message: (e as Error).message };
    }
    const now = this.now();
    const recent = await this.deps.sessions.recentLinks(email, address, now - LIMIT_WINDOW_MS);
    if (recent.byAddress >= REQUESTS_PER_ADDRESS) return { outcome: 'address_limited' };
    // Over the per-email limit nothing more is sent, but the reply is the same: it tells nothing about the address.
    // The request is still recorded (as a link that has already expired), so it counts against the address.
    if (recent.byEmail >= LINKS_PER_EMAIL) {
      await this.deps.sessions.addLink(randomBase62(43), email, address, now, 0);
      return { outcome: 'sent' };
    }
    const link = await this.issueLink(email, address);
    const url = `${linkBase}?token=${link}`;
    await this.deps.mailer.send({
      to: email,
      subject: 'Your svc sign-in link',
      link: url,
      text: [
        'Open this link to sign in to svc (it works once, within 15 minutes):',
        '',
        url,
        '',
        'If you did not ask for it, ignore this email: nothing happens without the link.',
      ].join('\n'),
    });
    return { outcome: 'sent' };
  }

  /** A link for an operator to hand over (svc signin-link), without mail or limits. */
  async issueLink(email: string, address = 'operator'): Promise<string> {
    const token = randomBase62(43);
    await this.deps.sessions.addLink(token, normalizeEmail(email), address, this.now(), LINK_TTL_MS);
    return token;
  }

  linkUsable(token: string): Promise<boolean> {
    return this.deps.sessions.linkUsable(token, this.now());
  }

  /** Uses the link: the account (made on first sign-in) and a new session's cookie value and CSRF token. */
  async complete(token: string): Promise<{ account: Account; session: string; csrf: string } | undefined> {
    const email = await this.deps.sessions.useLink(token, this.now());
    if (!email) return undefined;
    const account = await this.accountFor(email);
    const session = randomBase62(43);
    const csrf = randomBase62(32);
    await this.deps.sessions.addSession(session, account.id, csrf, this.now(), SESSION_TTL_MS);
    return { account, session, csrf };
  }

  async session(token: string): Promise<{ account: Account; csrf: string } | undefined> {
    const s = await this.deps.sessions.session(token, this.now());
    if (!s) return undefined;
    const account = await this.deps.accounts.findById(s.accountId);
    return account && { account, csrf: s.csrf };
  }

  signOut(token: string): Promise<void> {
    return this.deps.sessions.endSession(token);
  }

  signOutEverywhere(accountId: string): Promise<number> {
    return this.deps.sessions.endAccountSessions(accountId);
  }

  private async accountFor(email: string): Promise<Account> {
    const found = await this.deps.accounts.findByEmail(email);
    if (found) return found;
    try {
      return await this.deps.accounts.create(email);
    } catch (e) {
      // Two first sign-ins at once: the other made it.
      const again = await this.deps.accounts.findByEmail(email);
      if (again) return again;
      throw e;
    }
  }
}
