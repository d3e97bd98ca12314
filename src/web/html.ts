/**
 * HTML built with one tagged template: every interpolated value is escaped unless it is already `Html`
 * (made by this template), so nothing a person or a reply wrote is ever trusted as markup.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function part(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return new Html(out);
}

export function page(title: string, body: Html, options: { csrf?: string } = {}): string {
  return `<!doctype html>
${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.csrf ? html`<meta name="svc-csrf" content="${options.csrf}">` : ''}
<title>${title} · svc</title>
<link rel="stylesheet" href="/account/assets/account.css">
</head>
<body>
<header class="top"><a class="brand" href="/account">svc</a><nav><a href="/api/docs">API reference</a></nav></header>
<main id="main">
${body}
</main>
<script src="/account/assets/account.js" defer></script>
</body>
</html>`.text}
`;
}
