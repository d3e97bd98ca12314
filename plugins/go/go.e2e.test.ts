import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';
import { postWire, wireRequests } from '../../src/testing/wire-formats.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
});
afterAll(() => server?.close());

const QUESTION = 'Go board:\n. . . . .\n. . X . .\n. X O X .\n. . . . .\n. . . . .\nIs Black at C2 legal? What does it capture?';
const ANSWER = 'Legal: Black C2 captures 1 stone (C3)';

const WIRES = wireRequests(QUESTION);

describe('go_board through every wire format', () => {
  it.each(WIRES)('%s answers with a verified, computed receipt', async (path, body, text) => {
    const { status, body: r } = await postWire(server, path, body);
    expect(status).toBe(200);
    expect(text(r)).toContain(ANSWER);
    expect(r.svc).toMatchObject({ solver: 'go_board', verified: true, checked: 'computed' });
    expect(r.svc.tried.at(-1)).toBe('go_board:answered');
  });
});
