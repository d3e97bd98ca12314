/**
 * The account pages: sign-in by emailed link or code, then /account (keys, plan, usage, data, chat). Every form
 * carries a CSRF token (the session's, or before sign-in a cookie's double); cookies are HttpOnly,
 * SameSite=Lax, and Secure when the request came over HTTPS.
 */
import path from 'node:path';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { randomBase62, sameSecret } from '../ids.js';
import { PROJECT_ROOT } from '../paths.js';
import type { Account } from '../store/types.js';
import { accountPage, type AccountView } from '../web/account-page.js';
import { SESSION_TTL_MS, type SignIn } from '../web/signin.js';
import { checkEmailPage, codePage, confirmPage, messagePage, signInPage, WRONG_CODE } from '../web/signin-pages.js';
import { accountView, type AccountViewDeps } from './account-view.js';
import type { SvcState } from './context.js';
import { readForm } from './form-body.js';
import { sendAsset } from './static-asset.js';

export const SESSION_COOKIE = 'svc_session';
const SIGNIN_CSRF_COOKIE = 'svc_signin';
const ASSETS_DIR = path.join(PROJECT_ROOT, 'src/web/assets');
const ASSETS: Readonly<Record<string, string>> = Object.freeze({ 'account.css': 'text/css; charset=utf-8', 'account.js': 'text/javascript; charset=utf-8' });

export interface PagesDeps extends AccountViewDeps {
  signIn: SignIn;
  /** SVC_PUBLIC_URL, or null to take the origin from each request. */
  publicUrl: string | null;
}

type Ctx = ParameterizedContext<SvcState>;
type Signed = { account: Account; csrf: string; token: string };

/** What each action's redirect says, by code (a query parameter never carries text to show). */
const DONE: Readonly<Record<string, AccountView['flash']>> = Object.freeze({
  revoked: { kind: 'ok', text: 'The key is revoked.' },
  not_revoked: { kind: 'error', text: 'That key was not revoked: it is not one of yours, or it was revoked already.' },
  document_deleted: { kind: 'ok', text: 'The document is deleted.' },
  facts_forgotten: { kind: 'ok', text: 'The facts are forgotten.' },
  pack_deleted: { kind: 'ok', text: 'The tool pack is deleted.' },
  not_found: { kind: 'error', text: 'Nothing was deleted: it is not there any more.' },
});

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
});

function cookieOptions(ctx: Ctx, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, path: '/', maxAge, overwrite: true };
}

function sendPage(ctx: Ctx, body: string, status = 200): void {
  ctx.set(SECURITY_HEADERS);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
}

export function pagesRouter(deps: PagesDeps): Router<SvcState> {
  const router = new Router<SvcState>();
  const origin = (ctx: Ctx) => deps.publicUrl ?? `${ctx.protocol}://${ctx.host}`;

  /** The session behind the cookie, or undefined (a stale cookie is cleared). */
  async function signedIn(ctx: Ctx): Promise<Signed | undefined> {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return undefined;
    const s = await deps.signIn.session(token);
    if (!s) ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx, 0));
    return s && { ...s, token };
  }

  /** The form's token must match the session's; a cross-site post cannot know it. */
  async function signedForm(ctx: Ctx): Promise<{ s: Signed; form: URLSearchParams } | undefined> {
    const s = await signedIn(ctx);
    if (!s) {
      ctx.redirect('/account');
      return undefined;
    }
    const form = await readForm(ctx);
    if (!sameSecret(form.get('csrf') ?? '', s.csrf)) {
      sendPage(ctx, messagePage('Form expired', 'This form is out of date or did not come from this site. Reload the page and try again.', { href: '/account', label: 'Reload your account page' }), 403);
      return undefined;
    }
    return { s, form };
  }

  /** Before sign-in, the form's token must equal a cookie this site set (double submit). */
  function preSignInToken(ctx: Ctx): string {
    let token = ctx.cookies.get(SIGNIN_CSRF_COOKIE);
    if (!token || !/^[0-9A-Za-z]{32}$/.test(token)) {
      token = randomBase62(32);
      ctx.cookies.set(SIGNIN_CSRF_COOKIE, token, { ...cookieOptions(ctx, 2 * 3600_000), sameSite: 'strict' });
    }
    return token;
  }
  async function preSignInForm(ctx: Ctx): Promise<URLSearchParams | undefined> {
    const form = await readForm(ctx);
    const cookie = ctx.cookies.get(SIGNIN_CSRF_COOKIE) ?? '';
    if (!cookie || !sameSecret(form.get('csrf') ?? '', cookie)) {
      sendPage(ctx, messagePage('Form expired', 'This form is out of date or did not come from this site. Open the sign-in page again.'), 403);
      return undefined;
    }
    return form;
  }

  function startSession(ctx: Ctx, session: string): void {
    ctx.cookies.set(SESSION_COOKIE, session, cookieOptions(ctx, SESSION_TTL_MS));
    ctx.cookies.set(SIGNIN_CSRF_COOKIE, null, cookieOptions(ctx, 0));
    ctx.status = 303;
    ctx.redirect('/account');
  }

  const named = (name: string) => async (ctx: Ctx, next: () => Promise<unknown>) => {
    ctx.state.page = name;
    await next();
  };

  router.get('/', named('root'), (ctx) => ctx.redirect('/account'));

  router.get('/account', named('account'), async (ctx) => {
    const s = await signedIn(ctx);
    if (!s) return sendPage(ctx, signInPage(preSignInToken(ctx)));
    const flash = DONE[String(ctx.query.done ?? '')];
    sendPage(ctx, accountPage(await accountView(deps, s.account, s.csrf, { flash })));
  });

  router.post('/account/signin', named('signin'), async (ctx) => {
    const form = await preSignInForm(ctx);
    if (!form) return;
    const email = (form.get('email') ?? '').trim();
    const r = await deps.signIn.request(email, ctx.ip, `${origin(ctx)}/account/signin/confirm`);
    if (r.outcome === 'invalid_email') return sendPage(ctx, signInPage(preSignInToken(ctx), { email, error: r.message }), 400);
    if (r.outcome === 'address_limited') {
      ctx.set('Retry-After', '900');
      return sendPage(ctx, messagePage('Too many sign-in requests', 'Too many sign-in links were asked for from your network. Wait 15 minutes and try again.'), 429);
    }
    sendPage(ctx, checkEmailPage(email.toLowerCase(), preSignInToken(ctx)));
  });

  router.get('/account/signin/code', named('signin'), (ctx) => sendPage(ctx, codePage(preSignInToken(ctx))));

  router.post('/account/signin/code', named('signin'), async (ctx) => {
    const form = await preSignInForm(ctx);
    if (!form) return;
    const email = (form.get('email') ?? '').trim();
    const done = await deps.signIn.completeWithCode(email, form.get('code') ?? '');
    if (!done) return sendPage(ctx, codePage(preSignInToken(ctx), { email: email.toLowerCase(), error: WRONG_CODE }), 400);
    startSession(ctx, done.session);
  });

  router.get('/account/signin/confirm', named('signin'), async (ctx) => {
    const token = String(ctx.query.token ?? '');
    if (!/^[0-9A-Za-z]{20,64}$/.test(token) || !(await deps.signIn.linkUsable(token))) {
      return sendPage(ctx, messagePage('Link expired', 'This sign-in link was used already or has expired (links work once, within 15 minutes). Ask for a new one.'), 410);
    }
    sendPage(ctx, confirmPage(token, preSignInToken(ctx)));
  });

  router.post('/account/signin/confirm', named('signin'), async (ctx) => {
    const form = await preSignInForm(ctx);
    if (!form) return;
    const done = await deps.signIn.complete(form.get('token') ?? '');
    if (!done) {
      return sendPage(ctx, messagePage('Link expired', 'This sign-in link was used already or has expired (links work once, within 15 minutes). Ask for a new one.'), 410);
    }
    startSession(ctx, done.session);
  });

  router.post('/account/signout', named('signout'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    await deps.signIn.signOut(f.s.token);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx, 0));
    sendPage(ctx, messagePage('Signed out', 'You are signed out on this device.', { href: '/account', label: 'Sign in again' }));
  });

  router.post('/account/signout-everywhere', named('signout'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    const n = await deps.signIn.signOutEverywhere(f.s.account.id);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx, 0));
    sendPage(ctx, messagePage('Signed out everywhere', `You are signed out on every device (${n} session${n === 1 ? '' : 's'} ended).`, { href: '/account', label: 'Sign in again' }));
  });

  router.post('/account/keys', named('account_keys'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    const name = (f.form.get('name') ?? '').trim().slice(0, 200) || null;
    let extra: Pick<AccountView, 'newKey' | 'flash'>;
    try {
      const { secret } = await deps.keys.create(f.s.account.id, { name });
      extra = { newKey: { secret, name } };
    } catch (e) {
      extra = { flash: { kind: 'error', text: (e as Error).message } };
    }
    sendPage(ctx, accountPage(await accountView(deps, f.s.account, f.s.csrf, extra)), extra.newKey ? 201 : 409);
  });

  const after = (ctx: Ctx, done: keyof typeof DONE) => {
    ctx.status = 303;
    ctx.redirect(`/account?done=${done}`);
  };

  router.post('/account/keys/revoke', named('account_keys'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    after(ctx, (await deps.keys.revokeById(f.s.account.id, f.form.get('key') ?? '')) ? 'revoked' : 'not_revoked');
  });

  router.post('/account/documents/delete', named('account_data'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    const removed = await deps.documents.remove(f.s.account.id, f.form.get('id') ?? '');
    after(ctx, removed ? 'document_deleted' : 'not_found');
  });

  /** A key's id from a form, only when the key belongs to the signed-in account. */
  async function ownKey(accountId: string, keyId: string): Promise<string | undefined> {
    if ((await deps.keys.list(accountId)).some((k) => k.id === keyId && !k.revoked_at)) return keyId;
    const web = await deps.keys.webKey(accountId);
    return web.id === keyId ? keyId : undefined;
  }

  router.post('/account/facts/delete', named('account_data'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    const key = await ownKey(f.s.account.id, f.form.get('key') ?? '');
    if (!key) return after(ctx, 'not_found');
    await deps.facts.erase(key);
    after(ctx, 'facts_forgotten');
  });

  router.post('/account/packs/delete', named('account_data'), async (ctx) => {
    const f = await signedForm(ctx);
    if (!f) return;
    const key = await ownKey(f.s.account.id, f.form.get('key') ?? '');
    if (!key) return after(ctx, 'not_found');
    try {
      await deps.packs.remove(key, f.form.get('name') ?? '');
      after(ctx, 'pack_deleted');
    } catch {
      after(ctx, 'not_found');
    }
  });

  router.get('/account/assets/:file', named('account_assets'), async (ctx) => {
    const type = ASSETS[ctx.params.file];
    if (!type) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    await sendAsset(ctx, path.join(ASSETS_DIR, ctx.params.file), type);
  });
  return router;
}
