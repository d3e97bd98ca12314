/**
 * Every operation through Prism (`--errors`): Prism checks each request and each reply against
 * openapi/svc.yaml and turns any mismatch into an error, so a passing call is an on-spec call.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/operations.js';
import { BOILING_PAGES } from '../src/evidence/fixtures/boiling-pages.js';
import { startWebFixture, type WebFixture } from '../src/testing/web-fixtures.js';
import { startContract, type Contract } from './harness.js';

type Case = { op: string; method: string; path: string; body?: unknown; text?: string; type?: string; headers?: Record<string, string>; status: number };

/** A committed test image (src/core/qr/test-images), so decodeQr answers with a real code. */
const QR_PNG = readFileSync(new URL('../src/core/qr/test-images/short-clean.png', import.meta.url)).toString('base64');

const chat = { model: 'svc', messages: [{ role: 'user', content: 'What can you do?' }] };

/** One valid request per operation and the status it must get today. */
export const CASES: Case[] = [
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: chat, status: 200 },
  { op: 'createMessage', method: 'POST', path: '/v1/messages', body: { ...chat, max_tokens: 256 }, status: 200 },
  { op: 'createResponse', method: 'POST', path: '/v1/responses', body: { model: 'svc', input: 'What can you do?' }, status: 200 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, stream: true }, status: 200 },
  { op: 'createMessage', method: 'POST', path: '/v1/messages', body: { ...chat, max_tokens: 256, stream: true }, status: 200 },
  { op: 'createResponse', method: 'POST', path: '/v1/responses', body: { model: 'svc', input: 'What can you do?', stream: true }, status: 200 },
  { op: 'countMessageTokens', method: 'POST', path: '/v1/messages/count_tokens', body: chat, status: 200 },
  { op: 'listModels', method: 'GET', path: '/v1/models', status: 200 },
  { op: 'getUsage', method: 'GET', path: '/v1/usage', status: 200 },
  { op: 'getCapabilities', method: 'GET', path: '/v1/capabilities', status: 200 },
  { op: 'createFeedback', method: 'POST', path: '/v1/feedback', body: { completion_id: 'chatcmpl-svc-x', rating: 'positive' }, status: 404 },
  { op: 'getMemory', method: 'GET', path: '/v1/memory', status: 200 },
  { op: 'deleteMemory', method: 'DELETE', path: '/v1/memory?searches=1', status: 200 },
  { op: 'getAgent', method: 'GET', path: '/v1/agent', status: 200 },
  { op: 'resetAgent', method: 'POST', path: '/v1/agent/reset', body: { documents: false }, status: 200 },
  { op: 'createDocument', method: 'POST', path: '/v1/documents', body: { name: 'notes', text: 'hello world' }, status: 201 },
  { op: 'createDocument', method: 'POST', path: '/v1/documents', body: { name: 'query', text: 'hello' }, status: 400 },
  { op: 'uploadDocument', method: 'POST', path: '/v1/documents/upload?title=upload-notes', text: 'hello', type: 'text/plain', status: 201 },
  { op: 'listDocuments', method: 'GET', path: '/v1/documents', status: 200 },
  { op: 'getDocument', method: 'GET', path: '/v1/documents/notes', status: 200 },
  { op: 'getDocument', method: 'GET', path: '/v1/documents/notes?raw=1', status: 200 },
  { op: 'putDocument', method: 'PUT', path: '/v1/documents/notes', body: { text: 'hello again' }, headers: { 'if-match': '"1"' }, status: 200 },
  { op: 'putDocument', method: 'PUT', path: '/v1/documents/notes', body: { text: 'stale' }, headers: { 'if-match': '"1"' }, status: 409 },
  { op: 'putDocument', method: 'PUT', path: '/v1/documents/config', body: { json: { a: 1 } }, status: 201 },
  { op: 'queryDocuments', method: 'POST', path: '/v1/documents/query', body: { query: 'hello', k: 2 }, status: 200 },
  { op: 'deleteDocument', method: 'DELETE', path: '/v1/documents/notes', status: 200 },
  { op: 'getDocument', method: 'GET', path: '/v1/documents/notes', status: 404 },
  { op: 'createPack', method: 'POST', path: '/v1/packs', body: { name: 'p', tools: [{ name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }], schemas: { report: { type: 'object' } } }, status: 201 },
  { op: 'createPack', method: 'POST', path: '/v1/packs', body: { name: 'bad', tools: [{ name: 'x', parameters: { type: 'string' } }] }, status: 400 },
  { op: 'listPacks', method: 'GET', path: '/v1/packs', status: 200 },
  { op: 'getPack', method: 'GET', path: '/v1/packs/p', status: 200 },
  { op: 'putPack', method: 'PUT', path: '/v1/packs/p', body: { invariants: { ids: { kind: 'unique', path: '/items', key: 'id' } } }, headers: { 'if-match': '"1"' }, status: 200 },
  { op: 'putPack', method: 'PUT', path: '/v1/packs/p', body: { tools: [] }, headers: { 'if-match': '"1"' }, status: 409 },
  { op: 'getPack', method: 'GET', path: '/v1/packs/missing', status: 404 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, pack: 'p' }, status: 200 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, phase: true, response_format: { type: 'json_schema', json_schema: { name: 'r', schema_id: 'p#report' } } }, status: 200 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, pack: 'missing' }, status: 404 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, phase: { id: 'phase_missing' } }, status: 404 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, pack: 'p', pipeline: 'missing' }, status: 404 },
  { op: 'createChatCompletion', method: 'POST', path: '/v1/chat/completions', body: { ...chat, response_format: { type: 'json_schema', json_schema: { name: 'r', schema_id: 'p#missing' } } }, status: 404 },
  { op: 'createMessage', method: 'POST', path: '/v1/messages', body: { ...chat, max_tokens: 256, pack: 'p', stream: true }, status: 200 },
  { op: 'runChecks', method: 'POST', path: '/v1/checks', body: { state: { items: [{ id: 1 }, { id: 1 }] }, invariants: ['p#ids', { kind: 'range', path: '/items/*/id', min: 0 }] }, status: 200 },
  { op: 'runChecks', method: 'POST', path: '/v1/checks', body: { state: { a: 1 }, invariant: { kind: 'range' } }, status: 400 },
  { op: 'createHook', method: 'POST', path: '/v1/hooks', body: { url: 'https://example.com/hook', tools: ['get_weather'] }, status: 201 },
  { op: 'listHooks', method: 'GET', path: '/v1/hooks', status: 200 },
  { op: 'getHook', method: 'GET', path: '/v1/hooks/h1', status: 404 },
  { op: 'deleteHook', method: 'DELETE', path: '/v1/hooks/h1', status: 404 },
  { op: 'postToolResult', method: 'POST', path: '/v1/tools/results', body: { call_id: 'call_1', content: 'ok' }, status: 404 },
  { op: 'getToolResult', method: 'GET', path: '/v1/tools/results/call_1', status: 404 },
  { op: 'deletePack', method: 'DELETE', path: '/v1/packs/p', status: 200 },
  // {web} is the fixture web (a SearXNG-compatible search and pages) the service is configured with.
  { op: 'webSearch', method: 'POST', path: '/v1/web_search', body: { query: 'water boils', max_results: 3 }, status: 200 },
  { op: 'research', method: 'POST', path: '/v1/research', body: { claim: 'Water boils at 100 degrees Celsius at sea level', urls: ['{web}/boiling.html', '{web}/wrong.html', '{web}/water.json', 'http://169.254.169.254/'] }, status: 200 },
  { op: 'research', method: 'POST', path: '/v1/research', body: { claim: 'Water boils at 100 degrees Celsius at sea level' }, status: 200 },
  { op: 'getBeliefs', method: 'GET', path: '/v1/beliefs', status: 200 },
  { op: 'encodeQr', method: 'POST', path: '/v1/qr/encode', body: { text: 'hello', text_art: true, modules: true }, status: 200 },
  { op: 'decodeQr', method: 'POST', path: '/v1/qr/decode', body: { image: QR_PNG }, status: 200 },
];

describe('every operation through Prism', () => {
  let c: Contract;
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture(BOILING_PAGES);
    c = await startContract({ SVC_SEARXNG_URL: web.origin, SVC_FETCH_ALLOW: '127.0.0.1' });
  });
  afterAll(async () => {
    await c?.close();
    await web?.close();
  });

  it('has a case for every operation', () => {
    const covered = new Set(CASES.map((x) => x.op));
    const missing = operations.map((o) => o.operationId).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it.each(CASES)('$op answers $status on spec ($method $path)', async ({ method, path, body, text, type, headers, status }) => {
    const r = await fetch(`${c.prism}${path}`, {
      method,
      headers: { authorization: `Bearer ${c.server.key}`, ...(body || text ? { 'content-type': type ?? 'application/json' } : {}), ...headers },
      body: text ?? (body ? JSON.stringify(body).replaceAll('{web}', web.origin) : undefined),
    });
    const got = await r.text();
    expect(r.headers.get('sl-violations'), got).toBeNull();
    expect(r.status, got).toBe(status);
  });
});
