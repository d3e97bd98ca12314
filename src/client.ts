/**
 * The generated client's one entry point (built: dist/src/client.js): every operation as a function, every
 * schema as a type, and `createSvcClient` for a client bound to a server and key. generated/client is
 * rewritten by `npm run codegen`; this file is what callers import, so its paths may move.
 */
import { createClient, createConfig, type Client } from '../generated/client/client/index.js';

export * from '../generated/client/index.js';
export { client } from '../generated/client/client.gen.js';
export type { Client } from '../generated/client/client/index.js';

/** A client for one server (`http://HOST:PORT/api`) and key; pass it as `client` to each operation. */
export function createSvcClient(options: { baseUrl: string; apiKey: string }): Client {
  return createClient(createConfig({ baseUrl: options.baseUrl.replace(/\/+$/, ''), auth: options.apiKey }));
}
