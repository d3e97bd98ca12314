/**
 * The account page in a real browser (Debian's chromium through playwright-core): sign in through a real
 * SMTP server (by link, and by code on a second device), create, copy and revoke a key, use it with the openai SDK, chat with a receipt and a QR
 * image, the CSRF and session rules, and every page at 375 px. Screenshots go to test-artifacts/browser/.
 */
import { mkdirSync } from 'node:fs';
import OpenAI from 'openai';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../../plugins/index.js';
import { startSmtpFixture, type SmtpFixture } from '../../src/testing/smtp-fixture.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';

const SHOTS = new URL('../../test-artifacts/browser/', import.meta.url).pathname;
const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium';

describe('the account page in Chromium', () => {
  let s: TestServer;
  let smtp: SmtpFixture;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let root: string;
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });

  /**
   * The page is no wider than the viewport and no part of it scrolls sideways at phone width (a table in a
   * scrolling box would pass the first check and still need sideways scrolling).
   */
  async function fitsWidth(p: Page): Promise<void> {
    const widths = await p.evaluate(() => {
      const scrolls = (e: Element) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth;
      return {
        doc: document.scrollingElement!.scrollWidth,
        view: window.innerWidth,
        sideways: Array.from(document.querySelectorAll('main *')).filter(scrolls).map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
      };
    });
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    expect(widths.sideways).toEqual([]);
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await startSmtpFixture();
    s = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_SMTP_URL: smtp.url, SVC_RATE_PER_SECOND: '100', SVC_RATE_BURST: '100' } });
    root = s.baseUrl.replace(/\/api$/, '');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: root });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await smtp?.close();
  });

  it('signs in with the keyboard alone, by the link in the email', async () => {
    await page.goto(`${root}/`);
    expect(page.url()).toBe(`${root}/account`);
    await fitsWidth(page);
    await shot('1-sign-in');
    await page.keyboard.press('Tab'); // brand link
    await page.keyboard.press('Tab'); // API reference
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await page.keyboard.type('browser.user@example.com');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await shot('2-check-email');
    const link = await smtp.linkFor('browser.user@example.com');
    await page.goto(link);
    await fitsWidth(page);
    // The Sign in button takes focus by itself (autofocus, applied at the first rendering after load).
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign in');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await page.locator('#exchanges-left').textContent()).toBe('60');
    await fitsWidth(page);
    await shot('3-account');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'svc_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('svc_session');
  });

  let secret = '';
  it('creates a key, copies it, and the openai SDK answers with it', async () => {
    await page.getByLabel('Name for a new key').fill('sdk test');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-key');
    secret = await shown.inputValue();
    expect(secret).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await fitsWidth(page);
    await shot('4-new-key');
    const client = new OpenAI({ apiKey: secret, baseURL: `${s.baseUrl}/v1` });
    const r = await client.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'What is 3/4 + 1/8?' }] });
    expect(r.choices[0].message.content).toContain('7/8');
    expect((r as unknown as { svc: { solver: string } }).svc.solver).toBe('compute');
  });

  it('chats on the page: streamed reply, receipt, a QR image, feedback, and the exchanges left go down', async () => {
    await page.goto(`${root}/account`);
    const input = page.getByLabel('Message');
    await input.fill('What is 17% of 2,340?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const first = page.locator('#chat-log li.assistant').nth(0);
    await first.getByTestId('receipt-solver').waitFor();
    expect(await first.locator('.content').first().textContent()).toContain('397.8');
    expect(await first.getByTestId('receipt-solver').textContent()).toBe('compute');
    expect(await first.getByTestId('receipt-verified').textContent()).toBe('yes');
    expect(await first.locator('.receipt').textContent()).toContain('compute:answered');

    await input.fill('Make a QR code for https://example.com/<b>hi</b>');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const second = page.locator('#chat-log li.assistant').nth(1);
    const qr = second.getByTestId('qr-image');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 20)).toBe(true);
    expect(await second.getByTestId('receipt-solver').textContent()).toBe('qr');
    // The reply's text is shown as text: the markup in the question is not an element on the page.
    expect(await page.locator('#chat-log b').count()).toBe(0);
    await second.getByRole('button', { name: 'Good answer' }).click();
    await second.getByRole('status').filter({ hasText: 'Thanks' }).waitFor();

    await page.getByLabel('Model').selectOption('svc-pristine');
    await input.fill('Convert this CSV to a Markdown table: a,b\n1,2');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const third = page.locator('#chat-log li.assistant').nth(2);
    await third.getByTestId('receipt-solver').waitFor();
    expect(await third.locator('table th').allTextContents()).toEqual(['a', 'b']);
    expect(await third.locator('.who').textContent()).toBe('svc (svc-pristine)');
    // 60, less one SDK call and three chat turns: keys and the page share the free exchanges.
    await page.locator('#exchanges-left').filter({ hasText: '56' }).waitFor();
    await fitsWidth(page);
    await shot('5-chat');
  });

  it('revokes the key after a confirmation, and the SDK is then refused', async () => {
    await page.goto(`${root}/account`);
    await page.getByText('Revoke', { exact: true }).click();
    await fitsWidth(page);
    await page.getByRole('button', { name: /^Revoke svc_live_/ }).click();
    await page.getByText('The key is revoked.').waitFor();
    await shot('6-revoked');
    await new Promise((r) => setTimeout(r, s.config.authCacheMs + 50));
    const client = new OpenAI({ apiKey: secret, baseURL: `${s.baseUrl}/v1`, maxRetries: 0 });
    await expect(client.models.list()).rejects.toMatchObject({ status: 403, code: 'key_revoked' });
  });

  it('refuses a form posted from another site, and signs out everywhere', async () => {
    // A page elsewhere cannot read the session's token; a form it posts carries none and is refused.
    const other = await context.newPage();
    await other.setContent(`<form method="post" action="${root}/account/keys"><input name="name" value="evil"><button>go</button></form>`);
    await other.getByRole('button', { name: 'go' }).click();
    await other.waitForLoadState();
    // SameSite=Lax keeps the session cookie off a cross-site POST, so it lands signed out and is sent back to /account.
    expect(other.url()).toBe(`${root}/account`);
    expect(await other.textContent('body')).not.toContain('Your new key');
    await other.close();
    await page.goto(`${root}/account`);
    expect(await page.textContent('main')).not.toContain('evil');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('heading', { name: 'Signed out everywhere' }).waitFor();
    await page.goto(`${root}/account`);
    await page.getByLabel('Email').waitFor();
    await fitsWidth(page);
  });

  it('signs in on a second device by the code from the email, typed with the keyboard', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const second = await phone.newPage();
    await page.goto(`${root}/account`);
    await page.getByLabel('Email').fill('browser.user@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByLabel('Code from the email').waitFor();
    await fitsWidth(page);
    const code = await smtp.codeFor('browser.user@example.com');
    await second.goto(`${root}/account`);
    await second.getByRole('link', { name: 'Enter it here' }).click();
    await fitsWidth(second);
    await second.getByLabel('Email', { exact: true }).fill('browser.user@example.com');
    await second.getByLabel('Code from the email').fill('0000 0000' === code ? '1111 1111' : '0000 0000');
    await second.keyboard.press('Enter');
    await second.getByText('That code did not work.').waitFor();
    await second.screenshot({ path: `${SHOTS}8-wrong-code.png`, fullPage: true });
    await second.getByLabel('Code from the email').fill(code);
    await second.keyboard.press('Enter');
    await second.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await second.textContent('main')).toContain('Signed in as browser.user@example.com');
    await phone.close();
  });

  it('shows the API reference from this server at 375 px', async () => {
    await page.goto(`${root}/api/docs`);
    await page.getByText('/v1/chat/completions').first().waitFor({ timeout: 30_000 });
    await fitsWidth(page);
    await shot('7-api-docs');
  });
});
