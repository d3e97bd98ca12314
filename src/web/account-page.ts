/** The account page: keys, plan and usage, stored data, and the chat. Server-rendered; the script only adds to it. */
import type { Account, ApiKey, UsageSummary } from '../store/types.js';
import { html, page, type Html } from './html.js';
import { usageChart } from './usage-chart.js';

export interface AccountView {
  account: Account;
  csrf: string;
  keys: readonly (ApiKey & { lastUsedMs?: number })[];
  keyLimit: number;
  freeExchanges: number;
  usage: UsageSummary;
  today: string;
  documents: readonly { id: string; name: string | null; chars: number; updated_at: string }[];
  /** What each key holds: remembered facts and tool packs. */
  held: readonly { key: ApiKey; facts: readonly { text: string }[]; packs: readonly { name: string; version: number }[] }[];
  /** A key just made: its whole secret, shown this once. */
  newKey?: { secret: string; name: string | null };
  /** What the last action did, or why it was refused. */
  flash?: { kind: 'ok' | 'error'; text: string };
}

const when = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : '—');
const whenMs = (ms: number | undefined) => (ms === undefined ? 'never' : when(new Date(ms).toISOString()));

function hidden(csrf: string): Html {
  return html`<input type="hidden" name="csrf" value="${csrf}">`;
}

function planSection(v: AccountView): Html {
  const { account } = v;
  const left = Math.max(0, v.freeExchanges - account.free_used);
  const plan =
    account.plan === 'free'
      ? html`<p>Plan: <strong>free</strong>. <strong id="exchanges-left">${left}</strong> of ${v.freeExchanges} free exchanges left, shared by the chat below and all your keys. No card needed.</p>`
      : account.plan === 'active'
        ? html`<p>Plan: <strong>active</strong>. Exchanges are not limited.</p>`
        : html`<p class="error">Plan: <strong>inactive</strong>. Keys are refused (403 subscription_inactive) until the plan is active again.</p>`;
  return html`<section aria-labelledby="plan-h"><h2 id="plan-h">Plan</h2>${plan}</section>`;
}

function keysSection(v: AccountView): Html {
  const active = v.keys.filter((k) => !k.revoked_at).length;
  const packs = v.account.key_packs;
  return html`<section aria-labelledby="keys-h">
<h2 id="keys-h">API keys</h2>
<p>${active} of ${v.keyLimit} keys in use (2 per account${packs ? html`, plus 2 for each of your ${packs} key pack${packs === 1 ? '' : 's'}` : ''}). Use a key as <code>Authorization: Bearer KEY</code>; the OpenAI base URL is <code class="base-url">/api/v1</code> on this server.</p>
${v.newKey
  ? html`<div class="new-key" role="status">
<p><strong>Your new key${v.newKey.name ? html` “${v.newKey.name}”` : ''}.</strong> Copy it now: it is shown only this once.</p>
<p class="secret-row"><label for="new-key-secret" class="visually-hidden">New API key</label><input id="new-key-secret" class="secret" readonly value="${v.newKey.secret}" data-testid="new-key"><button type="button" class="copy" data-copy="#new-key-secret">Copy</button></p>
</div>`
  : ''}
<form method="post" action="/account/keys" class="inline">
${hidden(v.csrf)}
<label for="key-name">Name for a new key</label>
<input id="key-name" name="name" maxlength="200" placeholder="laptop" autocomplete="off">
<button type="submit"${active >= v.keyLimit ? ' disabled' : ''}>Create key</button>
</form>
${active >= v.keyLimit ? html`<p>You have reached your key limit: revoke a key first, or ask the operator for a key pack (2 more keys).</p>` : ''}
<table class="cards">
<caption class="visually-hidden">Your API keys</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Status</th></tr></thead>
<tbody>
${v.keys.length === 0 ? html`<tr><td colspan="5" class="empty">No keys yet.</td></tr>` : ''}
${v.keys.map(
  (k) => html`<tr>
<td data-label="Key"><code>${k.prefix}…</code></td><td data-label="Name">${k.name ?? '—'}</td><td data-label="Created">${when(k.created_at)}</td><td data-label="Last used">${whenMs(k.lastUsedMs)}</td>
<td data-label="Status">${k.revoked_at
    ? html`revoked ${when(k.revoked_at)}`
    : html`<details class="confirm"><summary>Revoke</summary>
<form method="post" action="/account/keys/revoke">${hidden(v.csrf)}<input type="hidden" name="key" value="${k.id}">
<p>Programs using <code>${k.prefix}…</code> stop working at once.</p><button type="submit" class="danger">Revoke ${k.prefix}…</button></form></details>`}</td>
</tr>`,
)}
</tbody></table>
</section>`;
}

function usageSection(v: AccountView): Html {
  const u = v.usage;
  return html`<section aria-labelledby="usage-h">
<h2 id="usage-h">Usage</h2>
<dl class="totals"><div><dt>Today</dt><dd id="usage-today">${u.today}</dd></div><div><dt>Last 7 days</dt><dd>${u.last_7_days}</dd></div><div><dt>Last 30 days</dt><dd>${u.last_30_days}</dd></div></dl>
${usageChart(v.today, u.per_day)}
<table class="cards">
<caption>Requests per key</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Today</th><th scope="col">Last 30 days</th></tr></thead>
<tbody>${u.per_key.map((k) => html`<tr><td data-label="Key"><code>${k.key_prefix}…</code> ${k.name ?? ''}</td><td data-label="Today">${k.today}</td><td data-label="Last 30 days">${k.requests}</td></tr>`)}</tbody>
</table>
</section>`;
}

function dataSection(v: AccountView): Html {
  return html`<section aria-labelledby="data-h">
<h2 id="data-h">Your data</h2>
<h3>Documents <span class="muted">(every key on the account sees them)</span></h3>
${v.documents.length === 0
  ? html`<p>No documents. Store one with <code>POST /api/v1/documents</code>.</p>`
  : html`<ul class="items">${v.documents.map(
      (d) => html`<li><span>${d.name ?? d.id} <span class="muted">${d.chars.toLocaleString('en')} characters, updated ${when(d.updated_at)}</span></span>
<form method="post" action="/account/documents/delete">${hidden(v.csrf)}<input type="hidden" name="id" value="${d.id}"><button type="submit" class="danger" aria-label="Delete document ${d.name ?? d.id}">Delete</button></form></li>`,
    )}</ul>`}
${v.held.map(
  (h) => html`<h3>Held by <code>${h.key.prefix}…</code> ${h.key.name ?? ''}</h3>
${h.facts.length
    ? html`<p>${h.facts.length} remembered fact${h.facts.length === 1 ? '' : 's'}:</p><ul class="facts">${h.facts.slice(0, 20).map((f) => html`<li>${f.text}</li>`)}</ul>
<form method="post" action="/account/facts/delete">${hidden(v.csrf)}<input type="hidden" name="key" value="${h.key.id}"><button type="submit" class="danger">Forget these facts</button></form>`
    : html`<p>No remembered facts.</p>`}
${h.packs.length
    ? html`<ul class="items">${h.packs.map(
        (p) => html`<li><span>Tool pack <strong>${p.name}</strong> <span class="muted">version ${p.version}</span></span>
<form method="post" action="/account/packs/delete">${hidden(v.csrf)}<input type="hidden" name="key" value="${h.key.id}"><input type="hidden" name="name" value="${p.name}"><button type="submit" class="danger" aria-label="Delete pack ${p.name}">Delete</button></form></li>`,
      )}</ul>`
    : html`<p>No tool packs.</p>`}`,
)}
</section>`;
}

function chatSection(): Html {
  return html`<section aria-labelledby="chat-h" id="chat">
<h2 id="chat-h">Chat</h2>
<p>Ask anything the service answers ("What can you do?" lists it). Each reply shows its receipt: which solver answered and how it was checked.</p>
<ol id="chat-log" class="chat-log" aria-live="polite"></ol>
<form id="chat-form" class="chat-form">
<label for="chat-input">Message</label>
<textarea id="chat-input" name="message" rows="3" required placeholder="What is 17% of 2,340?"></textarea>
<div class="chat-controls">
<label for="chat-model">Model</label>
<select id="chat-model" name="model"><option value="svc">svc (remembers)</option><option value="svc-pristine">svc-pristine (fixed baseline)</option></select>
<button type="submit">Send</button>
</div>
</form>
<noscript><p>The chat needs JavaScript; the API works without it.</p></noscript>
</section>`;
}

export function accountPage(v: AccountView): string {
  const body = html`<h1>Your account</h1>
<div class="whoami"><p>Signed in as <strong>${v.account.email}</strong>.</p>
<form method="post" action="/account/signout">${hidden(v.csrf)}<button type="submit">Sign out</button></form>
<form method="post" action="/account/signout-everywhere">${hidden(v.csrf)}<button type="submit">Sign out everywhere</button></form></div>
${v.flash ? html`<p class="flash ${v.flash.kind}" role="${v.flash.kind === 'error' ? 'alert' : 'status'}">${v.flash.text}</p>` : ''}
${planSection(v)}
${keysSection(v)}
${chatSection()}
${usageSection(v)}
${dataSection(v)}`;
  return page('Your account', body, { csrf: v.csrf });
}
