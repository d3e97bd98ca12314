/** Table conversion through the running service in all three wire formats, with the receipt. */
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

const svc = (x: unknown) => (x as { svc: Record<string, unknown> }).svc;
const CSV = 'Convert this CSV to a Markdown table:\nzip,name\n02134,"Doe, Jane"\n,Zoë | Ann';
const MD = '| zip | name |\n| --- | --- |\n| 02134 | Doe, Jane |\n|  | Zoë \\| Ann |';

describe('table_reformat in chat', () => {
  it('chat completions', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: CSV }] });
    expect(r.choices[0].message.content).toContain(MD);
    expect(svc(r)).toMatchObject({ solver: 'table_reformat', verified: true, checked: 'computed', caveat: expect.stringContaining('header') });
  });

  it('Messages', async () => {
    const r = await anthropic.messages.create({ model: 'svc', max_tokens: 1024, messages: [{ role: 'user', content: 'Make this a CSV:\n<table><tr><th>a</th><th>b</th></tr><tr><td rowspan="2">x&amp;y</td><td>1</td></tr><tr><td>2</td></tr></table>' }] });
    expect(r.content[0].type === 'text' && r.content[0].text).toContain('a,b\nx&y,1\nx&y,2');
    expect(svc(r)).toMatchObject({ solver: 'table_reformat', verified: true, checked: 'computed' });
  });

  it('Responses', async () => {
    const r = await openai.responses.create({ model: 'svc', input: 'Convert to compact JSON: a\tb\n007\t' });
    expect(r.output_text).toContain('[{"a":"007","b":""}]');
    expect(svc(r)).toMatchObject({ solver: 'table_reformat', verified: true, checked: 'computed' });
  });

  it('declines input it cannot read unambiguously; help says why', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Convert this CSV to JSON: a,"b\n1,2' }] });
    expect(svc(r)).toMatchObject({ solver: 'help', verified: false });
    expect(r.choices[0].message.content).toMatch(/table_reformat declined: the CSV cannot be read unambiguously/);
  });
});
