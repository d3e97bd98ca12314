/**
 * Passwordless sign-in: a one-time link by email (single use, 15 minutes) with a short code that does the
 * same (for another device; CODE_TRIES wrong codes end it), then a session cookie. The same
 * reply whatever the email (the first sign-in creates the account on the free plan), so nobody can learn
 * whether an address has an account. Requests are limited per email and per requesting address.
 */
import { randomBase62 } from '../ids.js';
import { normalizeEmail, type AccountRepo } from '../store/account-repo.js';
import type { Account } from '../store/types.js';
import type { WebSessionRepo } from '../store/web-session-repo.js';
import type { Mailer } from './mailer.js';
import { codeMatches, hashCode, newCode, readCode, showCode } from './signin-code.js';

export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 86_400_000;
/** Within LIMIT_WINDOW_MS: links per email, and sign-in requests per address. */
export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const LINKS_PER_EMAIL = 3;
export const REQUESTS_PER_ADDRESS = 10;
/** Wrong codes a link takes before its code stops working (the link itself still works). */
export const CODE_TRIES = 5;

export interface Completed {
  account: Account;
  session: string;
  csrf: string;
}

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
    const token = randomBase62(43);
    const code = newCode();
    await this.deps.sessions.addLink(token, email, address, now, LINK_TTL_MS, (salt) => hashCode(code, salt));
    const url = `${linkBase}?token=${token}`;
    await this.deps.mailer.send({
      to: email,
      subject: 'Your svc sign-in link',
      link: url,
      code: showCode(code),
      text: [
        'Open this link to sign in to svc (it works once, within 15 minutes):',
        '',
        url,
        '',
        `Or enter this code on the sign-in page: ${showCode(code)}`,
        '',
        'If you did not ask for it, ignore this email: nothing happens without the link or the code.',
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
  async complete(token: string): Promise<Completed | undefined> {
    const email = await this.deps.sessions.useLink(token, this.now());
    return email === undefined ? undefined : this.startSession(email);
  }

  /**
   * Uses the link whose emailed code this is. Each try, right or wrong, spends one of CODE_TRIES on every live
   * link of the email before the codes are compared, so guesses are bounded by LINKS_PER_EMAIL × CODE_TRIES
   * per window even when sent all at once.
   */
  async completeWithCode(rawEmail: string, typed: string): Promise<Completed | undefined> {
    let email: string;
    try {
      email = normalizeEmail(rawEmail);
    } catch {
      return undefined;
    }
    const code = readCode(typed);
    const now = this.now();
    let match: string | undefined;
    let compared = 0;
    for (const l of await this.deps.sessions.liveCodes(email, now, CODE_TRIES)) {
      if (!(await this.deps.sessions.takeCodeTry(l.tokenHash, CODE_TRIES))) continue;
      compared++;
      // Every live code is compared, whichever matches, so the time taken does not say which did.
      if ((await codeMatches(code ?? '', l.tokenHash, l.codeHash)) && code !== undefined) match ??= l.tokenHash;
    }
    if (compared === 0) await hashCode(code ?? '', 'no live code');
    const used = match === undefined ? undefined : await this.deps.sessions.useLinkHash(match, now);
    return used === undefined ? undefined : this.startSession(used);
  }

  private async startSession(email: string): Promise<Completed> {
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
