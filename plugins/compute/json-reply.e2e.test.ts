/**
 * JSON replies a system message asks for, over real HTTP with the OpenAI SDK: exact numbers, refusals, never null.
 * later-json-cases.jsonl holds requests written before the readers were read: {"system", "ask", "expect"}, where
 * expect is the exact reply content, or null when the request must be refused.
 */
import { readFileSync } from 'node:fs';
import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkClients } from '../../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';

let server: TestServer;
let openai: OpenAI;

beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  ({ openai } = sdkClients(server));
});
afterAll(() => server?.close());

const ask = async (system: string, user: string) => {
  const r = await openai.chat.completions.create({ model: 'svc-pristine', messages: [{ role: 'system', content: system }, { role: 'user', content: user }] });
  return { message: r.choices[0].message, svc: (r as unknown as { svc: { solver: string; verified: boolean } }).svc };
};

describe('system-asked JSON over HTTP', () => {
  it('writes a negative six-digit difference as an exact JSON number', async () => {
    const { message, svc } = await ask('Reply with JSON only: {"result": <number>}', 'What is 106616 minus 500000?');
    expect(message.content).toBe('{"result":-393384}');
    expect(svc).toMatchObject({ solver: 'compute', verified: true });
  });

  it('keeps every digit of a big product', async () => {
    const { message } = await ask('Reply with JSON only: {"result": <number>}', 'Work out 9182736451928374 times 5647382910 exactly');
    expect(message.content).toBe('{"result":51858428905654335871688340}');
  });

  it('fills integer fields quotient and remainder', async () => {
    const { message } = await ask('Return JSON with integer fields quotient and remainder.', 'What is 100 divided by 7?');
    expect(message.content).toBe('{"quotient":14,"remainder":2}');
  });

  it('refuses a field it cannot fill instead of sending null with verified', async () => {
    const { message, svc } = await ask('Return JSON with integer fields quotient and remainder.', 'What is 3/4 + 1/8?');
    expect(message.content).toBeNull();
    expect(message.refusal).toContain('"quotient", "remainder"');
    expect(svc).toMatchObject({ solver: 'help', verified: false });
  });
});

interface JsonCase {
  system: string;
  ask: string;
  expect: string | null;
}

const laterCases: JsonCase[] = readFileSync(new URL('./later-json-cases.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as JsonCase);

describe('system-asked JSON, written before reading the readers', () => {
  it.each(laterCases)('$ask', async (c) => {
    const { message, svc } = await ask(c.system, c.ask);
    expect(message.content).toBe(c.expect);
    expect(svc.verified).toBe(c.expect !== null);
  });
});
