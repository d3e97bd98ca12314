/** A cookie-keeping HTTP client for the account pages, as a browser without script would use them. */

export interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Set-Cookie lines of this response. */
  cookies: string[];
}

export class PageClient {
  readonly jar = new Map<string, string>();
  constructor(readonly root: string) {}

  async request(path: string, init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<PageResponse> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith('http') ? path : `${this.root}${path}`;
    const r = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    const cookies = r.headers.getSetCookie();
    for (const line of cookies) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: r.status, headers: r.headers, text: await r.text(), cookies };
  }

  post(path: string, form: Record<string, string>): Promise<PageResponse> {
    return this.request(path, { form });
  }
}

/** The value of a named hidden field (or the CSRF meta tag) in a page. */
export function field(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html) ?? (name === 'csrf' ? /name="svc-csrf" content="([^"]*)"/.exec(html) : null);
  if (!m) throw new Error(`no field ${name} in the page`);
  return m[1];
}
