/** One question sent through each of the three chat wire formats, for solver end-to-end tests. */
import type { TestServer } from './server.js';

type Reply = Record<string, any>;

/** [endpoint, request body, how to read the reply text] for chat completions, Messages and Responses. */
export function wireRequests(question: string): [string, Record<string, unknown>, (r: Reply) => string][] {
  return [
    ['/v1/chat/completions', { model: 'svc', messages: [{ role: 'user', content: question }] }, (r) => r.choices[0].message.content],
    ['/v1/messages', { model: 'svc', max_tokens: 1024, messages: [{ role: 'user', content: question }] }, (r) => r.content[0].text],
    ['/v1/responses', { model: 'svc', input: question }, (r) => r.output[0].content[0].text],
  ];
}

/** POSTs a JSON body with the server's key (both credential headers, as either SDK may send). */
export async function postWire(server: TestServer, path: string, body: unknown): Promise<{ status: number; body: Reply }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.key}`, 'x-api-key': server.key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply };
}
