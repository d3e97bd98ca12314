import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';
import { postWire, wireRequests } from '../../src/testing/wire-formats.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

const QUESTION = 'A says: B is a knave. B says: A and I are both knights. Who is who?';
const ANSWER = 'A is a knight, B is a knave';

const WIRES = wireRequests(QUESTION);

describe('reasoning through every wire format', () => {
  it.each(WIRES)('%s answers with a verified, computed receipt', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    expect(text(r)).toContain(ANSWER);
    expect(r.svc).toMatchObject({ solver: 'reasoning', verified: true, checked: 'computed' });
    expect(r.svc.tried.at(-1)).toBe('reasoning:answered');
  });
});

const CHOICE = 'Yesterday was April 30, 2021. What is the date tomorrow in MM/DD/YYYY?\nOptions:\n(A) 05/02/2021\n(B) 05/01/2021\n(C) 04/29/2021';

describe('a multiple-choice puzzle through every wire format', () => {
  it.each(wireRequests(CHOICE))('%s answers with the option letter and its text first', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    expect(text(r).split('\n')[0]).toBe('(A) 05/02/2021');
    expect(r.svc).toMatchObject({ solver: 'reasoning', verified: true, checked: 'computed' });
  });
});
