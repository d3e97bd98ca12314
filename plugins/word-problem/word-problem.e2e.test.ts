import type OpenAI from 'openai';
import type Anthropic from '@anthropic-ai/sdk';
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

type Receipt = { solver: string; verified: boolean; checked: string | null; tried: string[]; caveat?: string };
const receipt = (x: unknown) => (x as { svc: Receipt }).svc;

const STORY = 'Tom has 5 apples. He buys 3 more. How many apples does Tom have now?';

describe('word_problem over HTTP', () => {
  it('answers a story through /v1/chat/completions, the answer first', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: STORY }] });
    expect(r.choices[0].message.content?.split('\n')).toContain('8 apples');
    expect(receipt(r)).toMatchObject({ solver: 'word_problem', verified: true, checked: 'computed', tried: ['word_problem:answered'] });
  });

  it('answers through /v1/messages and /v1/responses alike', async () => {
    const m = await anthropic.messages.create({ model: 'svc', max_tokens: 512, messages: [{ role: 'user', content: STORY }] });
    expect(m.content.map((b) => (b.type === 'text' ? b.text : '')).join('')).toContain('8 apples');
    expect(receipt(m).solver).toBe('word_problem');
    const r = await openai.responses.create({ model: 'svc', input: STORY });
    expect(r.output_text).toContain('8 apples');
    expect(receipt(r).solver).toBe('word_problem');
  });

  it('answers a chain of rates with its unit conversion and rounding named in the caveat', async () => {
    const ask = 'A school sends 6 classes of 28 pupils on a trip. Each bus seats 50 pupils. How many buses are needed?';
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: ask }] });
    expect(r.choices[0].message.content?.split('\n')[0]).toBe('4 buses');
    expect(receipt(r)).toMatchObject({ solver: 'word_problem', verified: true, caveat: '3.36 rounded up to 4: a part of one more is still needed' });
    const m = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Omar earns $15 per hour. Yesterday he worked 90 minutes. How much did he earn?' }] });
    expect(m.choices[0].message.content?.split('\n')[0]).toBe('$22.50');
    expect(receipt(m).caveat).toMatch(/^units converted exactly/);
  });

  it('sets aside a sentence that does not bear on the question, and says which in the caveat', async () => {
    const ask = 'Tom has 5 apples and 3 pears. He is 9 years old. How many apples does Tom have?';
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: ask }] });
    expect(r.choices[0].message.content?.split('\n')[0]).toBe('5 apples');
    expect(receipt(r)).toMatchObject({ solver: 'word_problem', verified: true, caveat: 'set aside as not bearing on the question: "He is 9 years old."' });
  });

  it('declines naming what it could not read, and no solver answers with verified: true', async () => {
    const ask = 'Lena picked 24 strawberries. She also picked 6 plums. She ate 7 strawberries. How many fruits does Lena have now?';
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: ask }] });
    expect(receipt(r).tried[0]).toBe('word_problem:declined:nothing in the story says fruit for lena');
    expect(receipt(r).solver).not.toBe('word_problem');
    expect(receipt(r).verified).toBe(false);
  });
});
