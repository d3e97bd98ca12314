/**
 * Heavy work runs on worker threads: a cheap request is answered while large decodes run, a full queue and
 * a missed deadline are answered at once (503 service_busy with Retry-After; in chat, a reply saying so).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { poolStats } from '../src/pool/shared-pool.js';
import { askFromText, type AnySolverPlugin, type NeedName, type PluginContext } from '../src/plugin-api.js';
import compute, { answerCompute } from '../plugins/compute/index.js';
import goBoard, { solveGo } from '../plugins/go/index.js';
import reasoning, { solveReasoning } from '../plugins/reasoning/index.js';
import { bigQrPng } from '../src/testing/big-qr-png.js';
import { startTestServer, type TestServer } from '../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../plugins/index.js';

let big: Buffer;
let server: TestServer | undefined;
beforeAll(() => {
  big = bigQrPng(4000, 'heavy work'); // 16 megapixels: most of a second of decoding
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string>): Promise<TestServer> {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000', ...env } });
  return server;
}

function decode(s: TestServer) {
  return fetch(`${s.baseUrl}/v1/qr/decode`, { method: 'POST', headers: { authorization: `Bearer ${s.key}`, 'content-type': 'image/png' }, body: new Uint8Array(big) });
}

async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((r) => setTimeout(r, 5));
}

describe('heavy work off the event loop', () => {
  it('answers GET /v1/models while four large decodes run, before any of them finishes', async () => {
    const s = await start({ SVC_POOL_THREADS: '2' });
    const done: string[] = [];
    const heavy = [1, 2, 3, 4].map((i) => decode(s).then(async (r) => {
      done.push(`decode ${i}`);
      return { status: r.status, body: await r.json() };
    }));
    await until(() => poolStats().running === 2 && poolStats().waiting === 2);
    const metrics = await (await fetch(s.baseUrl.replace(/\/api$/, '/metrics'))).text();
    expect(metrics).toContain('svc_pool_tasks{state="running"} 2');
    expect(metrics).toContain('svc_pool_tasks{state="waiting"} 2');
    const models = await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } });
    done.push('models');
    expect(models.status).toBe(200);
    expect((await models.json()).data.map((m: { id: string }) => m.id)).toContain('svc');
    const decoded = await Promise.all(heavy);
    expect(done[0]).toBe('models');
    expect(done).toHaveLength(5);
    for (const d of decoded) {
      expect(d.status).toBe(200);
      expect(d.body.codes.map((c: { text: string }) => c.text)).toEqual(['heavy work']);
    }
  });

  it('refuses work beyond the queue with 503 service_busy and Retry-After, and finishes what it took', async () => {
    const s = await start({ SVC_POOL_THREADS: '1', SVC_POOL_QUEUE: '1' });
    const first = decode(s);
    await until(() => poolStats().running === 1);
    const second = decode(s);
    await until(() => poolStats().waiting === 1);
    const third = await decode(s);
    expect(third.status).toBe(503);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await third.json();
    expect(body.error).toMatchObject({ code: 'service_busy', type: 'server_error', param: null });
    expect(body.error.message).toBe(
      `The service is busy with other heavy work (1 of 1 worker threads busy, 1 task waiting). Retry after ${third.headers.get('retry-after')} s (Retry-After); nothing was done.`,
    );
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('drops work still queued at its deadline: 503 on the endpoint, a busy reply in chat', async () => {
    const s = await start({ SVC_POOL_THREADS: '1', SVC_POOL_DEADLINE_MS: '150' });
    const first = decode(s);
    await until(() => poolStats().running === 1);
    const late = await decode(s);
    expect(late.status).toBe(503);
    expect((await late.json()).error.message).toContain('the work waited 150 ms for a free worker thread');
    const chat = await fetch(`${s.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'svc', messages: [{ role: 'user', content: 'Make a QR code for "hello there"' }] }),
    });
    expect(chat.status).toBe(200);
    const reply = await chat.json();
    expect(poolStats().running).toBe(1); // the decode was still running throughout
    expect(reply.svc).toMatchObject({ solver: 'help', verified: false });
    expect(reply.svc.tried).toContain('qr:failed:the work waited 150 ms for a free worker thread');
    expect(reply.choices[0].message.content).toMatch(/^Nothing was computed: the service is busy with other heavy work \(the work waited 150 ms for a free worker thread\)\. Ask again in \d+ s\.$/);
    expect((await first).status).toBe(200);
  });
});

describe('solvers on worker threads', () => {
  const GO_SCORE = 'Go, area scoring, komi 7, remove the dead stones:\n. . . X O . . . .\n. . . X O O . . .\n. O . X X O . . .\n. . . X X O . . .\n. . X X O O . . .\n. . X O O . . . .\n. . X X O O . X .\n. . . X X O . . .\n. . . . X O . . .';
  const HARDEST = 'Solve this sudoku: 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const cases: [AnySolverPlugin, string, () => unknown][] = [
    [reasoning, HARDEST, () => solveReasoning(HARDEST).outcome],
    [goBoard, GO_SCORE, () => solveGo(GO_SCORE).outcome],
    [compute, 'Work out 2^600 exactly, please', () => answerCompute('Work out 2^600 exactly, please')],
    [compute, 'is 1000000007 a prime?', () => answerCompute('is 1000000007 a prime?')],
  ];

  it.each(cases.map(([plugin, text, inline]) => ({ solver: plugin.name, plugin, text, inline })))('$solver answers "$text" on a thread exactly as it does inline', async ({ plugin, text, inline }) => {
    const before = poolStats().finished;
    const onThread = await plugin.answer(askFromText(text), { tried: [] } as unknown as PluginContext<NeedName>);
    expect(poolStats().finished).toBe(before + 1);
    const expected = inline() as { content: string; canonical: unknown };
    expect(onThread).toMatchObject({ content: expected.content, canonical: expected.canonical, verified: true });
  });
});
