/** JSON calls to a test server as the phase tests make them: any path with the key, and chat turns that must answer 200. */
import { expect } from 'vitest';
import type { TestServer } from '../src/testing/server.js';

/** `server` is read on each call, so the helper can be made before `beforeAll` starts the server. */
export function phaseApi(server: () => TestServer) {
  const api = async (path: string, json?: unknown) => {
    const s = server();
    const r = await fetch(`${s.baseUrl}${path}`, { method: json === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' }, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: r.status, body: await r.json() };
  };
  const chat = async (body: Record<string, unknown>) => {
    const r = await api('/v1/chat/completions', { model: 'svc', ...body });
    expect(r.status).toBe(200);
    return { message: r.body.choices[0].message, svc: r.body.svc };
  };
  return { api, chat };
}
