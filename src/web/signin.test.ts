/** Sign-in links and sessions on each database: expiry, single use, races, sign-out everywhere. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepo } from '../store/account-repo.js';
import type { Store } from '../store/store.js';
import { DIALECTS, openTestStore } from '../store/test-db.js';
import { WebSessionRepo } from '../store/web-session-repo.js';
import type { Mail } from './mailer.js';
import { LINK_TTL_MS, SESSION_TTL_MS, SignIn } from './signin.js';

describe.each(DIALECTS)('sign-in on %s', (dialect) => {
  let store: Store;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const sent: Mail[] = [];
  let signIn: SignIn;
  const tokenOf = (mail: Mail) => new URL(mail.link).searchParams.get('token')!;
  beforeAll(async () => {
    store = await openTestStore(dialect);
    signIn = new SignIn({ sessions: new WebSessionRepo(store), accounts: new AccountRepo(store), mailer: { send: async (m) => void sent.push(m) }, now: () => clock });
  });
  afterAll(async () => store?.close());

  it('mails a link that stops working after 15 minutes', async () => {
    expect(await signIn.request('late@example.com', '10.0.0.1', 'http://h/account/signin/confirm')).toEqual({ outcome: 'sent' });
    const token = tokenOf(sent.at(-1)!);
    expect(sent.at(-1)!.text).toContain(`http://h/account/signin/confirm?token=${token}`);
    clock += LINK_TTL_MS;
    expect(await signIn.linkUsable(token)).toBe(false);
    expect(await signIn.complete(token)).toBeUndefined();
    expect(await new AccountRepo(store).findByEmail('late@example.com')).toBeUndefined();
  });

  it('lets only one of two simultaneous uses of a link through, and makes the account once', async () => {
    await signIn.request('Race@Example.com', '10.0.0.2', 'http://h/c');
    const token = tokenOf(sent.at(-1)!);
    const [a, b] = await Promise.all([signIn.complete(token), signIn.complete(token)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const done = (a ?? b)!;
    expect(done.account).toMatchObject({ email: 'race@example.com', plan: 'free', free_used: 0 });
    expect((await signIn.session(done.session))?.account.id).toBe(done.account.id);
  });

  it('ends sessions after 30 days, and every session of the account on sign-out everywhere', async () => {
    const tokens = [await signIn.issueLink('two@example.com'), await signIn.issueLink('two@example.com')];
    const [one, two] = await Promise.all(tokens.map((t) => signIn.complete(t)));
    expect(one!.account.id).toBe(two!.account.id);
    expect(await signIn.signOutEverywhere(one!.account.id)).toBe(2);
    expect(await signIn.session(one!.session)).toBeUndefined();
    expect(await signIn.session(two!.session)).toBeUndefined();
    const three = await signIn.complete(await signIn.issueLink('two@example.com'));
    clock += SESSION_TTL_MS;
    expect(await signIn.session(three!.session)).toBeUndefined();
  });
});
