/**
 * Fetching a caller's URL without letting it reach inside: http and https only; every address a name
 * resolves to is checked (address-guard.ts) inside the connection's own lookup, so the socket goes to
 * exactly the address that was checked (no second resolution to rebind); each redirect is checked again
 * (at most 3); the body is cut off at a size limit, the whole fetch at a time limit; only HTML, plain
 * text and JSON are read.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';
import { addressRefusal, type FetchAllow } from './address-guard.js';

export type Resolve = (host: string) => Promise<readonly LookupAddress[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = Object.freeze({ maxBytes: 2 * 1024 * 1024, timeoutMs: 8000, maxRedirects: 3 });

export type PageKind = 'html' | 'text' | 'json';

export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** Where the body came from, after redirects. */
  finalUrl: string;
  kind: PageKind;
  body: string;
}

/** A URL that was not read, and why (said to the caller as is). */
export class FetchRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FetchRefused';
  }
}

const KINDS: readonly [RegExp, PageKind][] = [
  [/^text\/html$|^application\/xhtml\+xml$/, 'html'],
  [/^text\/plain$/, 'text'],
  [/^application\/([\w.-]+\+)?json$/, 'json'],
];

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export interface SafeFetchOptions {
  allow: FetchAllow;
  resolve?: Resolve;
  limits?: Partial<FetchLimits>;
}

export class SafeFetch {
  readonly limits: FetchLimits;
  readonly #allow: FetchAllow;
  readonly #resolve: Resolve;
  readonly #agent: Agent;

  constructor(options: SafeFetchOptions) {
    this.#allow = options.allow;
    this.#resolve = options.resolve ?? systemResolve;
    this.limits = Object.freeze({ ...DEFAULT_FETCH_LIMITS, ...options.limits });
    this.#agent = new Agent({
      connect: { lookup: (host: string, opts: LookupOptions, cb: LookupCallback) => void this.#checkedLookup(host, opts, cb), timeout: this.limits.timeoutMs },
      headersTimeout: this.limits.timeoutMs,
      bodyTimeout: this.limits.timeoutMs,
      // A fresh connection per host keeps every connection behind its own checked lookup.
      pipelining: 1,
    });
  }

  /** Resolves once and hands the socket only addresses that passed; any refused address refuses the name. */
  async #checkedLookup(host: string, opts: LookupOptions, cb: LookupCallback): Promise<void> {
    let found: readonly LookupAddress[];
    try {
      found = await this.#resolve(host);
    } catch (e) {
      return cb(Object.assign(new Error(`${host} could not be resolved (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`), { code: 'ENOTFOUND' }), '');
    }
    const wanted = found.filter((a) => !opts.family || opts.family === a.family);
    if (!wanted.length) return cb(Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' }), '');
    for (const a of wanted) {
      const refusal = addressRefusal(host, a.address, this.#allow);
      if (refusal) return cb(Object.assign(new FetchRefused(refusal), { code: 'EREFUSED' }), '');
    }
    if (opts.all) cb(null, [...wanted]);
    else cb(null, wanted[0]!.address, wanted[0]!.family);
  }

  /** The URL checked before any connection: scheme, and an address written in it. */
  #checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new FetchRefused('not a valid absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`the scheme ${url.protocol.replace(/:$/, '')} is not fetched; only http and https are`);
    if (url.username || url.password) throw new FetchRefused('URLs with credentials are not fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host)) {
      const refusal = addressRefusal(url.hostname, host, this.#allow);
      if (refusal) throw new FetchRefused(refusal);
    }
    return url;
  }

  async fetch(raw: string, signal?: AbortSignal): Promise<FetchedPage> {
    const timeout = AbortSignal.timeout(this.limits.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let url = this.#checkUrl(raw);
    for (let hop = 0; ; hop++) {
      const res = await this.#get(url, both);
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        await res.body.dump();
        if (hop >= this.limits.maxRedirects) throw new FetchRefused(`more than ${this.limits.maxRedirects} redirects`);
        const next = new URL(String(res.headers.location), url).toString();
        try {
          url = this.#checkUrl(next);
        } catch (e) {
          throw new FetchRefused(`redirected to ${next}, which is refused: ${(e as Error).message}`);
        }
        continue;
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new FetchRefused(`the server answered HTTP ${res.statusCode}`);
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const kind = KINDS.find(([re]) => re.test(type))?.[1];
      if (!kind) {
        await res.body.dump();
        throw new FetchRefused(`the content type ${type || '(none)'} is not read; only text/html, text/plain and JSON are`);
      }
      const body = await this.#readLimited(res.body, String(res.headers['content-type']));
      return { url: raw, finalUrl: url.toString(), kind, body };
    }
  }

  async #get(url: URL, signal: AbortSignal) {
    try {
      return await this.#agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        signal,
        headers: { accept: 'text/html, text/plain;q=0.9, application/json;q=0.8', 'user-agent': 'svc-research/1.0' },
      });
    } catch (e) {
      throw this.#why(e, url, signal);
    }
  }

  #why(e: unknown, url: URL, signal: AbortSignal): FetchRefused {
    if (e instanceof FetchRefused) return e;
    const cause = (e as { cause?: unknown }).cause;
    if (cause instanceof FetchRefused) return cause;
    if (signal.aborted) return new FetchRefused(`no complete answer within ${this.limits.timeoutMs / 1000} s`);
    const code = (e as NodeJS.ErrnoException).code;
    return new FetchRefused(`${url.host} could not be reached (${code ?? (e as Error).message})`);
  }

  async #readLimited(body: AsyncIterable<Buffer> & { destroy(err?: Error): void }, contentType: string): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of body) {
        size += chunk.length;
        if (size > this.limits.maxBytes) {
          body.destroy();
          throw new FetchRefused(`the page is larger than ${Math.round(this.limits.maxBytes / 1024)} KiB`);
        }
        chunks.push(chunk);
      }
    } catch (e) {
      if (e instanceof FetchRefused) throw e;
      throw new FetchRefused(`the page could not be read to its end (${(e as Error).message})`);
    }
    const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(charset);
    } catch {
      decoder = new TextDecoder('utf-8');
    }
    return decoder.decode(Buffer.concat(chunks));
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}
