/** Sign-in links, codes and sessions on each database: expiry, single use, tries, races, sign-out everywhere. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepo } from '../store/account-repo.js';
import type { Store } from '../store/store.js';
import { DIALECTS, openTestStore } from '../store/test-db.js';
import { WebSessionRepo } from '../store/web-session-repo.js';
import type { Mail } from './mailer.js';
import { readCode } from './signin-code.js';
import { CODE_TRIES, LINK_TTL_MS, SESSION_TTL_MS, SignIn } from './signin.js';

describe.each(DIALECTS)('sign-in on %s', (dialect) => {
  let store: Store;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const sent: Mail[] = [];
  let signIn: SignIn;
  const tokenOf = (mail: Mail) => new URL(mail.link).searchParams.get('token')!;
  const codeOf = (mail: Mail) => /enter this code on the sign-in page: ([0-9]{4} [0-9]{4})$/m.exec(mail.text)![1];
  /** A code of the same shape that is not `code`. */
  const otherCode = (code: string) => code.replace(/[0-9]$/, (d) => String((Number(d) + 1) % 10));
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

  it('signs in by the emailed code, typed with or without its space, once; the link of that mail is then used too', async () => {
    await signIn.request('Code.User@Example.com', '10.0.0.3', 'http://h/c');
    const mail = sent.at(-1)!;
    const code = codeOf(mail);
    expect(mail.code).toBe(code);
    expect(readCode(` ${code.replace(' ', '-')} `)).toBe(code.replace(' ', ''));
    const done = await signIn.completeWithCode('code.user@example.com', code.replace(' ', ''));
    expect(done?.account).toMatchObject({ email: 'code.user@example.com', plan: 'free' });
    expect(await signIn.completeWithCode('code.user@example.com', code)).toBeUndefined();
    expect(await signIn.linkUsable(tokenOf(mail))).toBe(false);
  });

  it('refuses a code for another email, after 15 minutes, and after 5 tries even when the sixth is right', async () => {
    await signIn.request('tries@example.com', '10.0.0.4', 'http://h/c');
    const code = codeOf(sent.at(-1)!);
    expect(await signIn.completeWithCode('someone.else@example.com', code)).toBeUndefined();
    for (let i = 0; i < CODE_TRIES; i++) expect(await signIn.completeWithCode('tries@example.com', i === 0 ? 'not a code' : otherCode(code))).toBeUndefined();
    expect(await signIn.completeWithCode('tries@example.com', code)).toBeUndefined();
    // The link of the same mail still works: only its code is spent.
    expect(await signIn.complete(tokenOf(sent.at(-1)!))).toBeDefined();

    await signIn.request('slow@example.com', '10.0.0.4', 'http://h/c');
    const late = codeOf(sent.at(-1)!);
    clock += LINK_TTL_MS;
    expect(await signIn.completeWithCode('slow@example.com', late)).toBeUndefined();
  });

  it('counts tries sent all at once: of twenty wrong codes and then the right one, none gets through', async () => {
    await signIn.request('burst@example.com', '10.0.0.5', 'http://h/c');
    const code = codeOf(sent.at(-1)!);
    const wrong = await Promise.all(Array.from({ length: 20 }, () => signIn.completeWithCode('burst@example.com', otherCode(code))));
    expect(wrong.every((w) => w === undefined)).toBe(true);
    expect(await signIn.completeWithCode('burst@example.com', code)).toBeUndefined();
  });
});
