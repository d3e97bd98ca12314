import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';
import { postWire, wireRequests } from '../../src/testing/wire-formats.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

const QUESTION = 'Who wins? Alice: Ah Kd vs Bob: Qs Qd, board 2c 7d 9h Jc 3s';
const ANSWER = 'Bob wins with One Pair';

const WIRES = wireRequests(QUESTION);

describe('card_hand through every wire format', () => {
  it.each(WIRES)('%s answers with a verified, computed receipt', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    expect(text(r)).toContain(ANSWER);
    expect(r.svc).toMatchObject({ solver: 'card_hand', verified: true, checked: 'computed' });
    expect(r.svc.tried.at(-1)).toBe('card_hand:answered');
  });
});
