import type Anthropic from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkClients } from '../../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';

let server: TestServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  ({ openai, anthropic } = sdkClients(server));
});
afterAll(() => server?.close());

/** One question per family with the headline line the reply must carry. */
const QUESTIONS: [family: string, ask: string, headline: string][] = [
  ['arithmetic', 'hey, quick one: what is 3/4 + 1/8?', '7/8'],
  ['arithmetic', 'What is the square root of 18?', '3√2 (≈ 4.242641)'],
  ['percent', 'What is 17% of 2,340?', '397.8'],
  ['percent', 'After a 20% discount, a coat costs $80. What was the original price?', '$100'],
  ['equation', 'Solve the system x + y = 10, x - y = 2', 'x = 6, y = 4'],
  ['equation', 'Solve x^2 + 2x + 5 = 0', 'x = -1 ± 2i'],
  ['units', 'Convert 100 degrees Fahrenheit to Celsius', '37.7778 celsius'],
  ['units', 'How many feet are in 3 miles?', '15840 feet'],
  ['word', 'A movie starts at 7:45 pm and lasts 2 hours 20 minutes. When does it end?', '10:05 pm'],
];

type Receipt = { solver: string; verified: boolean; checked: string | null; tried: string[] };
const receipt = (x: unknown) => (x as { svc: Receipt }).svc;

function expectComputed(content: string | null | undefined, r: Receipt, headline: string) {
  // A beta notice may open the reply; the answer's first line follows it.
  expect((content ?? '').split('\n')).toContain(headline);
  expect(r).toMatchObject({ solver: 'compute', verified: true, checked: 'computed' });
  expect(r.tried[0]).toBe('compute:answered');
}

describe.each(QUESTIONS)('%s: %s', (_family, ask, headline) => {
  it('answers through /v1/chat/completions', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: ask }] });
    expectComputed(r.choices[0].message.content, receipt(r), headline);
  });

  it('answers through /v1/messages', async () => {
    const m = await anthropic.messages.create({ model: 'svc', max_tokens: 512, messages: [{ role: 'user', content: ask }] });
    const text = m.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    expectComputed(text, receipt(m), headline);
  });

  it('answers through /v1/responses', async () => {
    const r = await openai.responses.create({ model: 'svc', input: ask });
    expectComputed(r.output_text, receipt(r), headline);
  });
});

describe('not math', () => {
  it('leaves a non-math question to another solver', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Write me a poem about the sea.' }] });
    expect(receipt(r).solver).not.toBe('compute');
    expect(receipt(r).tried.some((t) => t.startsWith('compute:'))).toBe(false);
  });

  it('declines an unconvertible unit with the reason, and help answers', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Convert 10 USD to EUR.' }] });
    expect(receipt(r).solver).not.toBe('compute');
    expect(receipt(r).tried).toContain('compute:declined:currency is not converted: exchange rates change and no rate is computed here');
  });
});
