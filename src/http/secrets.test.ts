/**
 * Every malformed-request class, sent with a real key: the reply is the error envelope with the usual
 * headers, and the key appears nowhere afterwards: not in the log (at trace level), not in any reply,
 * not in the database files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, testDatabaseUrl } from '../store/test-db.js';
import { rawExchange, type RawReply } from '../testing/raw-http.js';
import { createKey, spawnService } from '../testing/service-process.js';

const head = (key: string, lines: string[] = []) => ['Host: x', `Authorization: Bearer ${key}`, `x-api-key: ${key}`, `Cookie: session=${key}`, ...lines].join('\r\n');

function expectEnvelope(reply: RawReply, status: number, code: string): void {
  expect(reply.status).toBe(status);
  expect(JSON.parse(reply.body)).toMatchObject({ error: { code, type: 'invalid_request_error', param: null } });
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.headers['x-request-id']).toMatch(/^req_/);
  expect(reply.headers['request-id']).toBe(reply.headers['x-request-id']);
  expect(reply.headers['x-svc-notice']).toBeTruthy();
  expect(reply.headers['x-ratelimit-limit-requests']).toBe('1000');
  expect(reply.headers['x-ratelimit-remaining-requests']).toMatch(/^\d+$/);
  expect(reply.headers['x-ratelimit-reset-requests']).toMatch(/^\d+(ms|s)$/);
}

/** Every row of every table, as text. */
async function mysqlText(url: string): Promise<string> {
  const conn = await createConnection(url);
  try {
    const [tables] = (await conn.query('SHOW TABLES')) as unknown as [Record<string, string>[]];
    let text = '';
    for (const t of tables) {
      const [rows] = await conn.query(`SELECT * FROM \`${Object.values(t)[0]}\``);
      text += JSON.stringify(rows);
    }
    return text;
  } finally {
    await conn.end();
  }
}

describe.each(DIALECTS)('no key in any log, reply or database file (%s)', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('answers every malformed class in the envelope and writes the key nowhere', async () => {
    const db = await testDatabaseUrl(dialect);
    cleanup.push(db.drop);
    const key = await createKey(db.url, 'secrets@example.com');
    const lookalike = `svc_live_${'Q'.repeat(40)}`;
    const { child, baseUrl } = await spawnService({
      databaseUrl: db.url,
      env: { SVC_LOG_LEVEL: 'trace', SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000', SVC_BODY_STALL_MS: '400', SVC_HEADERS_TIMEOUT_MS: '500' },
      stdout: 'pipe',
    });
    let log = '';
    child.stdout!.on('data', (d: Buffer) => (log += d.toString('utf8')));
    cleanup.push(async () => void child.kill('SIGKILL'));
    const port = Number(new URL(baseUrl).port);
    const replies: RawReply[] = [];
    const send = async (parts: string[], opts?: Parameters<typeof rawExchange>[2]) => {
      const r = await rawExchange(port, parts, opts);
      replies.push(r);
      return r;
    };

    // Stray bytes after a whole GET: the GET is answered, then the connection ends.
    const trailing = await send([`GET /api/v1/models HTTP/1.1\r\n${head(key)}\r\n\r\n{`]);
    expect(trailing.status).toBe(200);
    expectEnvelope(await send([`FOO /api/v1/models HTTP/1.1\r\n${head(key)}\r\n\r\n`]), 400, 'invalid_request');
    const chunk = await send([`POST /api/v1/documents HTTP/1.1\r\n${head(key, ['Content-Type: application/json', 'Transfer-Encoding: chunked'])}\r\n\r\nzz\r\n`]);
    expectEnvelope(chunk, 400, 'invalid_request');
    expect(JSON.parse(chunk.body).error.message).toContain('chunk size');
    const longUrl = await send([`GET /api/v1/documents/${'a'.repeat(17_000)} HTTP/1.1\r\n${head(key)}\r\n\r\n`]);
    expectEnvelope(longUrl, 400, 'request_too_large');
    expect(JSON.parse(longUrl.body).error.message).toContain('16 KB');
    expectEnvelope(await send([`GET /api/v1/models HTTP/1.1\r\n${head(key, [`X-Big: ${'b'.repeat(17_000)}`])}\r\n\r\n`]), 400, 'request_too_large');
    const slowHeaders = await send([`GET /api/v1/models HTTP/1.1\r\n${head(key)}\r\n`]);
    expectEnvelope(slowHeaders, 400, 'invalid_request');
    const stalled = await send([`POST /api/v1/documents HTTP/1.1\r\n${head(key, ['Content-Type: application/json', 'Content-Length: 500'])}\r\n\r\n{"name":`]);
    expectEnvelope(stalled, 400, 'invalid_request');
    expect(JSON.parse(stalled.body).error.message).toContain('stopped arriving');
    const gone = await send([`POST /api/v1/documents HTTP/1.1\r\n${head(key, ['Content-Type: application/json', 'Content-Length: 500'])}\r\n\r\n{"name":`], { hangUpAfterMs: 100 });
    expect(gone.status).toBe(0);
    expectEnvelope(await send([`POST /api/v1/documents HTTP/1.1\r\n${head(key, ['Content-Type: application/json', 'Content-Length: 9'])}\r\n\r\n{"name":}`]), 400, 'invalid_json');
    const unknown = await send([`GET /api/v1/models HTTP/1.1\r\n${head(lookalike)}\r\nConnection: close\r\n\r\n`]);
    expect(unknown.status).toBe(401);

    // The service is still up and the key still works.
    const alive = await fetch(`${baseUrl}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
    expect(alive.status).toBe(200);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));

    expect(log).toContain('request refused by the HTTP parser');
    expect(log).toContain('client hung up mid-body');
    expect(log).not.toContain('"level":50');
    for (const secret of [key, key.slice(17), lookalike]) {
      expect(log).not.toContain(secret);
      for (const r of replies) expect(r.text).not.toContain(secret);
    }
    const stored = dialect === 'sqlite'
      ? readdirSync(dirname(db.url.slice('sqlite:'.length))).map((f) => readFileSync(`${dirname(db.url.slice('sqlite:'.length))}/${f}`).toString('latin1')).join('')
      : await mysqlText(db.url);
    expect(stored.length).toBeGreaterThan(500);
    expect(stored).toContain(key.slice(0, 17));
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(17));
  }, 60_000);
});
