/** The pages around sign-in: ask for a link, "check your email" (with the code form), confirm a link, and refusals. */
import { html, page, type Html } from './html.js';
import { CODE_TRIES } from './signin.js';

export function signInPage(csrf: string, options: { email?: string; error?: string } = {}): string {
  return page(
    'Sign in',
    html`<h1>Sign in to svc</h1>
<p>Enter your email and we send you a link and a code that sign you in: no password. Your first sign-in creates a free account with 60 exchanges, shared by the chat here and your API keys. No card needed.</p>
${options.error ? html`<p class="flash error" role="alert" id="signin-error">${options.error}</p>` : ''}
<form method="post" action="/account/signin" class="stack">
<input type="hidden" name="csrf" value="${csrf}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${options.email ?? ''}"${options.error ? ' aria-describedby="signin-error"' : ''}>
<button type="submit">Email me a sign-in link</button>
</form>
<p>Already have a code? <a href="/account/signin/code">Enter it here</a>.</p>
<p class="muted">Developers: the <a href="/api/docs">API reference</a> describes every endpoint.</p>`,
  );
}

/** The form for the emailed code: the link and the code each work once, within 15 minutes. */
function codeForm(csrf: string, email: { value: string; shown: boolean }, error?: string): Html {
  return html`${error ? html`<p class="flash error" role="alert" id="code-error">${error}</p>` : ''}
<form method="post" action="/account/signin/code" class="stack">
<input type="hidden" name="csrf" value="${csrf}">
${email.shown
  ? html`<label for="code-email">Email</label>
<input id="code-email" name="email" type="email" autocomplete="email" required value="${email.value}">`
  : html`<input type="hidden" name="email" value="${email.value}">`}
<label for="code">Code from the email</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 \-]{8,11}" maxlength="11" required placeholder="1234 5678"${error ? ' aria-describedby="code-error"' : ''}>
<button type="submit">Sign in with the code</button>
</form>`;
}

export function checkEmailPage(email: string, csrf: string): string {
  return page(
    'Check your email',
    html`<h1>Check your email</h1>
<p role="status">If <strong>${email}</strong> can receive mail, a sign-in link and a code are on their way. Open the link, or type the code here. Each works once, within 15 minutes.</p>
${codeForm(csrf, { value: email, shown: false })}
<p>Nothing arrived? Check your spam folder, or <a href="/account">ask for another link</a>.</p>`,
  );
}

export function codePage(csrf: string, options: { email?: string; error?: string } = {}): string {
  return page(
    'Enter your code',
    html`<h1>Enter your sign-in code</h1>
<p>Type the email you asked with and the code from the sign-in email.</p>
${codeForm(csrf, { value: options.email ?? '', shown: true }, options.error)}
<p>No code? <a href="/account">Ask for a sign-in email</a>.</p>`,
  );
}

/** Why a code did not work, without saying whether the email has an account or a pending sign-in. */
export const WRONG_CODE = `That code did not work. Check it and try again, or ask for a new email: a code works once, within 15 minutes, and only for ${CODE_TRIES} tries.`;

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
