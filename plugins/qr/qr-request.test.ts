import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askFromText, type Ask } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import qr from './index.js';
import { isMakeRequest, parseMakeRequest } from './qr-request.js';

describe('parseMakeRequest', () => {
  const cases: [string, { text: string; ecc: string; caveat?: unknown }][] = [
    ['Make a QR code for https://example.com', { text: 'https://example.com', ecc: 'M' }],
    ['Encode https://example.com as a QR code.', { text: 'https://example.com', ecc: 'M' }],
    ['make a qr code for hello world.', { text: 'hello world', ecc: 'M', caveat: expect.stringContaining('quotes') }],
    ['Create a QR code for "Hello, World."', { text: 'Hello, World.', ecc: 'M' }],
    ['QR code for “curly quotes ok”', { text: 'curly quotes ok', ecc: 'M' }],
    ['Generate a QR code: WIFI:S:home;T:WPA;P:secret;;', { text: 'WIFI:S:home;T:WPA;P:secret;;', ecc: 'M' }],
    ['Make a QR code with error correction H for `  spaced  `', { text: '  spaced  ', ecc: 'H' }],
    ['Make a QR code for tel:+15550100 at level Q', { text: 'tel:+15550100', ecc: 'Q' }],
    ['Make a QR code with high error correction: abc', { text: 'abc', ecc: 'H' }],
    ['Generate a QR code for the following:\nline one\nline two', { text: 'line one\nline two', ecc: 'M' }],
    ['Turn 日本語 into a QR code', { text: '日本語', ecc: 'M' }],
    ['Please create a QR code containing ```\n{"a": 1}\n```', { text: '{"a": 1}', ecc: 'M' }],
    ['QR code for the text below, exactly as written\nMeet at 10:00, Room 4B.  \n\tBring: ID!', { text: 'Meet at 10:00, Room 4B.  \n\tBring: ID!', ecc: 'M' }],
    ['Can you make a QR code of the following text please\nHello there, friend', { text: 'Hello there, friend', ecc: 'M' }],
    ['Make me a QR code for my blog https://blog.example.org/posts?id=7', { text: 'https://blog.example.org/posts?id=7', ecc: 'M', caveat: expect.stringContaining('"my blog"') }],
    ['Generate a QR code for our shop page: https://shop.example.com/', { text: 'https://shop.example.com/', ecc: 'M' }],
    ['make a qr code for https://example.com/a please', { text: 'https://example.com/a', ecc: 'M' }],
    ['QR code for hello world thanks!', { text: 'hello world', ecc: 'M' }],
  ];
  it.each(cases)('%j', (text, want) => expect(parseMakeRequest(text)).toEqual(want.caveat ? want : { ...want, caveat: undefined }));

  it.each(['What is a QR code?', 'How do QR codes store data?', 'Read this QR code', 'decode the qr code in the image', 'Write a Python function make_qr in qr.py that makes a QR code for a URL; check with pytest'])('%j is not a request to make one', (text) => {
    expect(isMakeRequest(text)).toBe(false);
  });
});

describe('qr plugin', () => {
  const ctx = contextWith();

  it('claims any sent image: chat images are only read for QR codes', () => {
    const ask: Ask = { ...askFromText('hi'), messages: [{ role: 'user', parts: [{ type: 'image', mediaType: 'image/png', data: 'iVBORw0KGgo=', url: null }] }] };
    expect(qr.claim(ask)).toBeGreaterThan(0.5);
  });

  it('declines text over the limit, naming it', async () => {
    const r = await qr.answer(askFromText(`Make a QR code for "${'x'.repeat(2332)}"`), ctx);
    expect(r).toMatchObject({ reason: expect.stringContaining('2,331 bytes at level M') });
  });

  it('declines an image that is not a PNG or JPEG', async () => {
    const ask: Ask = { ...askFromText('read it'), messages: [{ role: 'user', parts: [{ type: 'image', mediaType: 'image/png', data: 'aGVsbG8=', url: null }] }] };
    expect(await qr.answer(ask, ctx)).toEqual({ reason: 'the image is not a PNG or JPEG' });
  });

  it('declines an image over 40 megapixels by its header, naming its size, without decoding it', async () => {
    const png = readFileSync(new URL('../../src/core/qr/test-images/short-clean.png', import.meta.url));
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(6000, 20);
    const ask: Ask = { ...askFromText('read it'), messages: [{ role: 'user', parts: [{ type: 'image', mediaType: 'image/png', data: png.toString('base64'), url: null }] }] };
    expect(await qr.answer(ask, ctx)).toEqual({ reason: 'the image is 8000×6000 pixels, over the 40 megapixel limit; scale it down and send it again' });
  });
});
