/**
 * The fuzz run at a small count on every database (FUZZ_COUNT and FUZZ_SEED for more: `npm run fuzz`
 * sends 20,000 on each). Every operation of the document gets requests; none may end in a 5xx other
 * than a documented 503, a reply off the document, an error outside the envelope, or a log line at
 * error level, and the service answers afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SOLVERS } from '../../plugins/index.js';
import { createLogger } from '../../src/log.js';
import { DIALECTS } from '../../src/store/test-db.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { operations } from '../../generated/operations.js';
import { fuzz } from './fuzz.js';

const COUNT = Number(process.env.FUZZ_COUNT ?? 360);
const SEED = Number(process.env.FUZZ_SEED ?? 19);

describe.each(DIALECTS)('fuzzing every operation on %s', (dialect) => {
  let s: TestServer;
  const errors: string[] = [];
  beforeAll(async () => {
    const log = createLogger('warn', { write: (line: string) => void (JSON.parse(line).level >= 50 && errors.push(line)) });
    s = await startTestServer({ dialect, solvers: BUILTIN_SOLVERS, log, env: { SVC_RATE_PER_SECOND: '1000000', SVC_RATE_BURST: '1000000' } });
    s.key = await s.addKey({ plan: 'active' });
  });
  afterAll(async () => s?.close());

  it(`answers ${COUNT} seeded requests within the document`, async () => {
    const report = await fuzz({ baseUrl: s.baseUrl, key: s.key, count: COUNT, seed: SEED, concurrency: 4 });
    console.log(JSON.stringify(report.byStatus));
    if (report.findings.length) console.log(JSON.stringify(report.findings.slice(0, 15), null, 1));
    expect(report.findings).toEqual([]);
    expect(errors).toEqual([]);
    expect(report.sent).toBe(COUNT);
    // Both outcomes are reached: answers and refusals.
    expect(Object.keys(report.byStatus).some((st) => st.startsWith('2'))).toBe(true);
    expect(report.byStatus['400']).toBeGreaterThan(COUNT / 20);
    expect(COUNT).toBeGreaterThanOrEqual(operations.length);
    const alive = await fetch(`${s.baseUrl}/v1/models`, { headers: { authorization: `Bearer ${s.key}` } });
    expect(alive.status).toBe(200);
  }, 1_800_000);

  // Found by the 20,000-request run on MySQL: a pack name longer than its column was a 503.
  it('refuses a hook bound to a pack name over 128 characters with 400', async () => {
    const r = await fetch(`${s.baseUrl}/v1/hooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/approve', pack: '😀'.repeat(150) }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toMatchObject({ code: 'invalid_request', param: 'pack' });
  });
});
