/** QR through the running service: both endpoints, and chat in all three wire formats. */
import type Anthropic from '@anthropic-ai/sdk';
import { readFileSync } from 'node:fs';
import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkClients } from '../../src/testing/sdk-clients.js';
import { startTestServer, type TestServer } from '../../src/testing/server.js';
import { BUILTIN_SOLVERS } from '../index.js';
import { decodeQrImage } from '../../src/core/qr/decode-qr.js';
import { encodeQr } from '../../src/core/qr/encode-qr.js';

let server: TestServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeAll(async () => {
  server = await startTestServer({ solvers: BUILTIN_SOLVERS, env: { SVC_RATE_PER_SECOND: '1000', SVC_RATE_BURST: '1000' } });
  ({ openai, anthropic } = sdkClients(server));
});
afterAll(() => server?.close());

const image = (file: string) => readFileSync(new URL(`../../src/core/qr/test-images/${file}`, import.meta.url));
const svc = (x: unknown) => (x as { svc: Record<string, any> }).svc;

async function post(path: string, body: unknown, type = 'application/json') {
  const r = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.key}`, 'content-type': type },
    body: type === 'application/json' ? JSON.stringify(body) : new Uint8Array(body as Buffer),
  });
  return { status: r.status, body: (await r.json()) as Record<string, any> };
}

describe('POST /v1/qr/encode', () => {
  it('makes a checked code with PNG, SVG, terminal text and modules', async () => {
    const r = await post('/v1/qr/encode', { text: 'héllo 日本 🙂', ecc: 'Q', border: 2, scale: 5, text_art: true, modules: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ecc: 'Q', check: { passed: true }, version: expect.any(Number), size: expect.any(Number) });
    expect(r.body.svg).toMatch(/^<svg /);
    expect(r.body.text_art).toContain('█');
    expect(r.body.modules).toHaveLength(r.body.size);
    const codes = await decodeQrImage(new Uint8Array(Buffer.from(r.body.png_base64, 'base64')));
    expect(codes.map((c) => c.text)).toEqual(['héllo 日本 🙂']);
  });

  it('reaches the limit of each level and refuses one byte more, naming the limit', async () => {
    expect((await post('/v1/qr/encode', { text: 'x'.repeat(2953), ecc: 'L', svg: false })).body).toMatchObject({ version: 40, check: { passed: true } });
    const over = await post('/v1/qr/encode', { text: 'é'.repeat(1166) }); // 2,332 bytes
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'invalid_request', param: 'text' });
    expect(over.body.error.message).toContain('over the limit of 2,331 bytes at level M');
  });

  it('refuses empty text and an ecc outside L, M, Q, H', async () => {
    expect((await post('/v1/qr/encode', { text: '' })).body.error).toMatchObject({ code: 'invalid_request', param: 'text' });
    expect((await post('/v1/qr/encode', { text: 'a', ecc: 'X' })).status).toBe(400);
  });
});

describe('POST /v1/qr/decode', () => {
  it('reads a base64 photo, a data: URI and raw PNG and JPEG bodies', async () => {
    const photo = image('utf8-photo.jpg');
    const b64 = await post('/v1/qr/decode', { image: photo.toString('base64') });
    expect(b64.status).toBe(200);
    expect(b64.body.codes).toEqual([{ text: 'Grüße aus Köln – 東京タワー 🗼', version: expect.any(Number), ecc: 'M', bounds: expect.any(Array) }]);
    expect(b64.body.codes[0].bounds).toHaveLength(4);
    const uri = await post('/v1/qr/decode', { image: `data:image/png;base64,${image('sjisKanji-rotate-17.png').toString('base64')}` });
    expect(uri.body.codes.map((c: { text: string }) => c.text)).toEqual(['漢字モード']);
    const png = await post('/v1/qr/decode', image('three-codes.png'), 'image/png');
    expect(png.body.codes).toHaveLength(3);
    const jpeg = await post('/v1/qr/decode', image('latin1-noise.jpg'), 'image/jpeg');
    expect(jpeg.body.codes.map((c: { text: string }) => c.text)).toEqual(['café crème brûlée']);
  });

  it('answers an image without a code with no codes', async () => {
    const blank = await encodeQr({ text: 'x' }); // then blank it out: a white PNG of the same size
    const { PNG } = await import('pngjs');
    const png = new PNG({ width: 64, height: 64 });
    png.data.fill(255);
    expect(blank.check.passed).toBe(true);
    expect((await post('/v1/qr/decode', PNG.sync.write(png), 'image/png')).body).toEqual({ codes: [] });
  });

  it('refuses what is not a PNG or JPEG, a corrupt file, a link and a body over 16 MB', async () => {
    const text = await post('/v1/qr/decode', { image: Buffer.from('hello').toString('base64') });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toMatch(/not a PNG or JPEG/);
    const cut = await post('/v1/qr/decode', image('url-clean.png').subarray(0, 60), 'image/png');
    expect(cut.status).toBe(400);
    expect(cut.body.error.message).toMatch(/could not be read/);
    expect((await post('/v1/qr/decode', { image: 'https://example.com/qr.png' })).body.error.message).toMatch(/never fetched/);
    expect((await post('/v1/qr/decode', { image: '%%%' })).body.error.message).toMatch(/not base64/);
    const big = await post('/v1/qr/decode', Buffer.alloc(16 * 1024 * 1024 + 1), 'image/png');
    expect(big.status).toBe(400);
    expect(big.body.error.code).toBe('request_too_large');
  });
});

describe('QR in chat', () => {
  it('makes a code: chat completions, receipt svc.qr with PNG, SVG and a passed check', async () => {
    const r = await openai.chat.completions.create({ model: 'svc', messages: [{ role: 'user', content: 'Make a QR code for "https://example.com/a b"' }] });
    expect(r.choices[0].message.content).toContain('QR code for: https://example.com/a b');
    expect(svc(r)).toMatchObject({ solver: 'qr', verified: true, checked: 'computed', qr: { check: { passed: true }, svg: expect.stringMatching(/^<svg/) } });
    const codes = await decodeQrImage(new Uint8Array(Buffer.from(svc(r).qr.png_base64, 'base64')));
    expect(codes[0].text).toBe('https://example.com/a b');
  });

  it('streams: the receipt with svc.qr is on the finish chunk', async () => {
    const stream = await openai.chat.completions.create({ model: 'svc', stream: true, messages: [{ role: 'user', content: 'Make a QR code for "streamed"' }] });
    const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
    for await (const c of stream) chunks.push(c);
    const finish = chunks.find((c) => c.choices[0]?.finish_reason);
    expect(svc(finish)).toMatchObject({ solver: 'qr', qr: { check: { passed: true }, png_base64: expect.any(String) } });
  });

  it('reads image_url data URIs (chat completions), base64 blocks (Messages) and input_image (Responses)', async () => {
    const jpeg = `data:image/jpeg;base64,${image('three-codes-photo.jpg').toString('base64')}`;
    const png = image('sjisByte-perspective.png').toString('base64');
    const chat = await openai.chat.completions.create({
      model: 'svc',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'What do these QR codes say?' }, { type: 'image_url', image_url: { url: jpeg } }] }],
    });
    expect(chat.choices[0].message.content).toContain('https://example.com/path?q=qr&lang=en#top');
    expect(svc(chat)).toMatchObject({ solver: 'qr', verified: true, checked: 'computed' });
    expect(svc(chat).qr.images[0].codes.length).toBeGreaterThanOrEqual(2);

    const msg = await anthropic.messages.create({
      model: 'svc', max_tokens: 512,
      messages: [{ role: 'user', content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } }, { type: 'text', text: 'read the QR code' }] }],
    });
    expect(msg.content[0].type === 'text' && msg.content[0].text).toContain('日本語のテキスト');
    expect(svc(msg)).toMatchObject({ solver: 'qr', qr: { images: [{ codes: [{ text: '日本語のテキスト' }] }] } });

    const resp = await openai.responses.create({
      model: 'svc',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'decode this' }, { type: 'input_image', image_url: `data:image/png;base64,${png}`, detail: 'auto' }] }],
    });
    expect(resp.output_text).toContain('日本語のテキスト');
    expect(svc(resp)).toMatchObject({ solver: 'qr', qr: { images: [{ codes: [{ text: '日本語のテキスト' }] }] } });
  });

  it('never fetches an image link, and says so; an image without a code goes to help saying none was found', async () => {
    const link = await openai.chat.completions.create({
      model: 'svc', messages: [{ role: 'user', content: [{ type: 'text', text: 'read this QR code' }, { type: 'image_url', image_url: { url: 'http://127.0.0.1:9/qr.png' } }] }],
    });
    expect(svc(link).solver).toBe('help');
    expect(link.choices[0].message.content).toMatch(/never fetched/);
    const { PNG } = await import('pngjs');
    const white = new PNG({ width: 32, height: 32 });
    white.data.fill(255);
    const none = await openai.chat.completions.create({
      model: 'svc',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'read the QR code' }, { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.sync.write(white).toString('base64')}` } }] }],
    });
    expect(svc(none)).toMatchObject({ solver: 'help', verified: false });
    expect(none.choices[0].message.content).toMatch(/no QR code was found/);
  });
});
