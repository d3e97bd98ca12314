/** Sign-in by emailed link or code through a real SMTP server, sessions, CSRF, keys and the page's chat, over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../plugins/index.js';
import { field, PageClient } from '../src/testing/browserless-client.js';
import { startSmtpFixture, type SmtpFixture } from '../src/testing/smtp-fixture.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';

async function signIn(page: PageClient, smtp: SmtpFixture, email: string): Promise<string> {
  const start = await page.request('/account');
  const seen = smtp.mails.filter((m) => m.to.includes(email)).length;
  const sent = await page.post('/account/signin', { csrf: field(start.text, 'csrf'), email });
  expect(sent.status).toBe(200);
  const link = await smtp.linkFor(email, seen);
  const confirm = await page.request(link);
  expect(confirm.status).toBe(200);
  const done = await page.post('/account/signin/confirm', { csrf: field(confirm.text, 'csrf'), token: field(confirm.text, 'token') });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe('/account');
  const account = await page.request('/account');
  expect(account.text).toContain(`Signed in as <strong>${email}</strong>`);
  return field(account.text, 'csrf');
}

describe('account pages', () => {
  let s: TestServer;
  let smtp: SmtpFixture;
  let root: string;
  beforeAll(async () => {
    smtp = await startSmtpFixture();
    s = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_SMTP_URL: smtp.url } });
    root = s.baseUrl.replace(/\/api$/, '');
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('redirects / to /account, which asks for an email, with a CSRF cookie that is HttpOnly and SameSite', async () => {
    const page = new PageClient(root);
    const home = await page.request('/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/account');
    const r = await page.request('/account');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<label for="email">Email</label>');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.cookies.join('\n')).toMatch(/^svc_signin=[0-9A-Za-z]{32}; path=\/; .*samesite=strict; httponly$/m);
  });

  it('signs in by an emailed single-use link; the first sign-in makes a free account with 60 exchanges', async () => {
    const page = new PageClient(root);
    const start = await page.request('/account');
    const sent = await page.post('/account/signin', { csrf: field(start.text, 'csrf'), email: 'New.Person@Example.com' });
    expect(sent.text).toContain('If <strong>new.person@example.com</strong> can receive mail, a sign-in link and a code are on their way.');
    const link = await smtp.linkFor('new.person@example.com');
    expect(link.startsWith(`${root}/account/signin/confirm?token=`)).toBe(true);
    const confirm = await page.request(link);
    const done = await page.post('/account/signin/confirm', { csrf: field(confirm.text, 'csrf'), token: field(confirm.text, 'token') });
    expect(done.status).toBe(303);
    const session = done.cookies.find((c) => c.startsWith('svc_session='))!;
    expect(session).toMatch(/; path=\/; expires=[^;]+; samesite=lax; httponly$/);
    expect(session).not.toMatch(/secure/i);
    const account = await page.request('/account');
    expect(account.text).toContain('<strong id="exchanges-left">60</strong> of 60 free exchanges left');
    expect(account.text).toContain('0 of 2 keys in use');
    // The link worked once.
    const again = await new PageClient(root).request(link);
    expect(again.status).toBe(410);
    expect(again.text).toContain('used already or has expired');
  });

  it('signs in by the code in the email, typed on another device; a wrong code says so without saying more', async () => {
    const asker = new PageClient(root);
    const start = await asker.request('/account');
    const sent = await asker.post('/account/signin', { csrf: field(start.text, 'csrf'), email: 'Code.Person@Example.com' });
    expect(sent.text).toContain('<label for="code">Code from the email</label>');
    const code = await smtp.codeFor('code.person@example.com');
    expect(code).toMatch(/^[0-9]{4} [0-9]{4}$/);

    const phone = new PageClient(root);
    const form = await phone.request('/account/signin/code');
    expect(form.status).toBe(200);
    const csrf = field(form.text, 'csrf');
    expect((await phone.post('/account/signin/code', { email: 'code.person@example.com', code })).status).toBe(403);
    const wrongCode = code.replace(/[0-9]$/, (d) => String((Number(d) + 1) % 10));
    const wrong = await phone.post('/account/signin/code', { csrf, email: 'code.person@example.com', code: wrongCode });
    const nobody = await phone.post('/account/signin/code', { csrf, email: 'no.such.person@example.com', code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('That code did not work.');
    expect(nobody.text.replaceAll('no.such.person@example.com', 'EMAIL')).toBe(wrong.text.replaceAll('code.person@example.com', 'EMAIL'));
    const done = await phone.post('/account/signin/code', { csrf, email: 'code.person@example.com', code });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account');
    expect(done.cookies.find((c) => c.startsWith('svc_session='))).toMatch(/samesite=lax; httponly$/);
    expect((await phone.request('/account')).text).toContain('Signed in as <strong>code.person@example.com</strong>');
    expect((await asker.request('/account')).text).toContain('<label for="email">Email</label>');
    // The code worked once; the mail's link went with it.
    const again = new PageClient(root);
    const againCsrf = field((await again.request('/account/signin/code')).text, 'csrf');
    expect((await again.post('/account/signin/code', { csrf: againCsrf, email: 'code.person@example.com', code })).status).toBe(400);
    expect((await again.request(await smtp.linkFor('code.person@example.com'))).status).toBe(410);
  });

  it('answers every email the same way, whether or not it has an account', async () => {
    const page = new PageClient(root);
    const start = await page.request('/account');
    const csrf = field(start.text, 'csrf');
    const known = await page.post('/account/signin', { csrf, email: s.email });
    const unknown = await page.post('/account/signin', { csrf, email: 'nobody-here@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.text.replaceAll(s.email, 'EMAIL')).toBe(unknown.text.replaceAll('nobody-here@example.com', 'EMAIL'));
    const bad = await page.post('/account/signin', { csrf, email: 'not an email' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('is not an email address');
  });

  it('refuses forms without the CSRF token, before and after sign-in', async () => {
    const page = new PageClient(root);
    await page.request('/account');
    const noToken = await page.post('/account/signin', { email: 'x@example.com' });
    expect(noToken.status).toBe(403);
    const csrf = await signIn(page, smtp, 'csrf.check@example.com');
    const forged = await page.post('/account/keys', { csrf: 'x'.repeat(32), name: 'forged' });
    expect(forged.status).toBe(403);
    const none = await page.post('/account/keys', { name: 'forged' });
    expect(none.status).toBe(403);
    expect((await page.request('/account')).text).toContain('0 of 2 keys in use');
    // The page's API calls need the session's token in x-svc-csrf, not only the cookie.
    const chat = { model: 'svc', messages: [{ role: 'user', content: 'What is 2+2?' }] };
    const noHeader = await page.request('/api/v1/chat/completions', { json: chat });
    expect(noHeader.status).toBe(401);
    const wrongHeader = await page.request('/api/v1/chat/completions', { json: chat, headers: { 'x-svc-csrf': 'y'.repeat(32) } });
    expect(wrongHeader.status).toBe(401);
    const ok = await page.request('/api/v1/chat/completions', { json: chat, headers: { 'x-svc-csrf': csrf } });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).svc.solver).toBe('compute');
    expect((await page.request('/account')).text).toContain('<strong id="exchanges-left">59</strong> of 60');
  });

  it('creates a key shown once, which then works with the API, lists it, and revokes it', async () => {
    const page = new PageClient(root);
    const csrf = await signIn(page, smtp, 'keys.owner@example.com');
    const made = await page.post('/account/keys', { csrf, name: 'laptop <b>' });
    expect(made.status).toBe(201);
    const secret = field(made.text.replace('readonly value=', 'name="secret" value='), 'secret');
    expect(secret).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    expect(made.text).toContain('laptop &#60;b&#62;');
    expect(made.text).not.toContain('laptop <b>');
    const models = await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${secret}` } });
    expect(models.status).toBe(200);
    const listed = await page.request('/account');
    expect(listed.text).toContain(`<code>${secret.slice(0, 17)}…</code>`);
    expect(listed.text).not.toContain(secret);
    expect(listed.text).toContain('1 of 2 keys in use');
    const revoke = await page.post('/account/keys/revoke', { csrf, key: field(listed.text, 'key') });
    expect(revoke.status).toBe(303);
    expect((await page.request(revoke.headers.get('location')!)).text).toContain('The key is revoked.');
    await new Promise((r) => setTimeout(r, s.config.authCacheMs + 50));
    const refused = await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('key_revoked');
  });

  it('signs out one device, or every device at once', async () => {
    const phone = new PageClient(root);
    const laptop = new PageClient(root);
    const csrf = await signIn(phone, smtp, 'two.devices@example.com');
    const laptopCsrf = await signIn(laptop, smtp, 'two.devices@example.com');
    const out = await phone.post('/account/signout-everywhere', { csrf });
    expect(out.text).toContain('2 sessions ended');
    expect((await phone.request('/account')).text).toContain('<label for="email">Email</label>');
    expect((await laptop.request('/account')).text).toContain('<label for="email">Email</label>');
    const late = await laptop.post('/account/keys', { csrf: laptopCsrf, name: 'x' });
    expect(late.status).toBe(302);
  });
});

describe('sign-in limits and cookies behind a proxy', () => {
  let s: TestServer;
  let smtp: SmtpFixture;
  let root: string;
  beforeAll(async () => {
    smtp = await startSmtpFixture();
    s = await startTestServer({ env: { SVC_SMTP_URL: smtp.url, SVC_TRUST_PROXY: '1', SVC_PUBLIC_URL: 'https://svc.example.com' } });
    root = s.baseUrl.replace(/\/api$/, '');
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('sends at most 3 links per email in 15 minutes, and answers 429 after 10 requests from one address', async () => {
    const page = new PageClient(root);
    const csrf = field((await page.request('/account')).text, 'csrf');
    for (let i = 0; i < 5; i++) expect((await page.post('/account/signin', { csrf, email: 'flood@example.com' })).status).toBe(200);
    await smtp.linkFor('flood@example.com', 2);
    expect(smtp.mails.filter((m) => m.to.includes('flood@example.com'))).toHaveLength(3);
    expect(smtp.mails[0].raw).toContain('https://svc.example.com/account/signin/confirm?token=');
    for (let i = 0; i < 5; i++) await page.post('/account/signin', { csrf, email: `other${i}@example.com` });
    const limited = await page.post('/account/signin', { csrf, email: 'late@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    // Another address (as the proxy reports it) is not limited.
    const elsewhere = await page.request('/account/signin', { form: { csrf, email: 'late@example.com' }, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(elsewhere.status).toBe(200);
  });

  it('marks cookies Secure when the proxy says the request came over HTTPS', async () => {
    const r = await new PageClient(root).request('/account', { headers: { 'x-forwarded-proto': 'https' } });
    expect(r.cookies[0]).toMatch(/; secure; httponly$/);
  });
});
