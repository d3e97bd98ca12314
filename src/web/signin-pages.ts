/** The pages around sign-in: ask for a link, "check your email", confirm a link, and refusals. */
import { html, page } from './html.js';

export function signInPage(csrf: string, options: { email?: string; error?: string } = {}): string {
  return page(
    'Sign in',
    html`<h1>Sign in to svc</h1>
<p>Enter your email and we send you a link that signs you in: no password. Your first sign-in creates a free account with 60 exchanges, shared by the chat here and your API keys. No card needed.</p>
${options.error ? html`<p class="flash error" role="alert" id="signin-error">${options.error}</p>` : ''}
<form method="post" action="/account/signin" class="stack">
<input type="hidden" name="csrf" value="${csrf}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${options.email ?? ''}"${options.error ? ' aria-describedby="signin-error"' : ''}>
<button type="submit">Email me a sign-in link</button>
</form>
<p class="muted">Developers: the <a href="/api/docs">API reference</a> describes every endpoint.</p>`,
  );
}

export function checkEmailPage(email: string): string {
  return page(
    'Check your email',
    html`<h1>Check your email</h1>
<p role="status">If <strong>${email}</strong> can receive mail, a sign-in link is on its way. It works once, within 15 minutes.</p>
<p>Nothing arrived? Check your spam folder, or <a href="/account">ask for another link</a>.</p>`,
  );
}

export function confirmPage(token: string, csrf: string): string {
  return page(
    'Confirm sign-in',
    html`<h1>Sign in</h1>
<p>Continue to sign in on this device.</p>
<form method="post" action="/account/signin/confirm" class="stack">
<input type="hidden" name="csrf" value="${csrf}">
<input type="hidden" name="token" value="${token}">
<button type="submit" autofocus>Sign in</button>
</form>`,
  );
}

export function messagePage(title: string, text: string, link = { href: '/account', label: 'Back to sign-in' }): string {
  return page(title, html`<h1>${title}</h1><p role="alert">${text}</p><p><a href="${link.href}">${link.label}</a></p>`);
}
