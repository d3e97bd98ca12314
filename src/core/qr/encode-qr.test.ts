import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeQrImage } from './decode-qr.js';
import { byteLength, encodeQr, QR_BYTE_LIMITS, QrInputError, type Ecc } from './encode-qr.js';
import { roundTrips, textOfBytes } from './round-trips.js';

// zxing-wasm would fetch its .wasm from a CDN by default; any fetch here fails the whole file.
const fetchSpy = vi.fn(() => Promise.reject(new Error('network used')));
beforeAll(() => vi.stubGlobal('fetch', fetchSpy));
afterAll(() => vi.unstubAllGlobals());

describe('QR round trips', () => {
  const cases = roundTrips();
  let wrong = 0;

  it('has at least 200 cases, reaching every level’s byte limit', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const ecc of ['L', 'M', 'Q', 'H'] as Ecc[]) expect(cases.some((c) => c.ecc === ecc && byteLength(c.text) === QR_BYTE_LIMITS[ecc])).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s decodes back exactly', async (_name, c) => {
    const qr = await encodeQr({ text: c.text, ecc: c.ecc, svg: false });
    if (!qr.check.passed) wrong++;
    expect(qr.check).toEqual({ passed: true });
    expect(qr.ecc).toBe(c.ecc);
    expect(qr.size).toBe(17 + 4 * qr.version);
  });

  afterAll(() => {
    console.log(`QR round trips: ${cases.length - wrong}/${cases.length} exact, ${wrong} wrong`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('encodeQr', () => {
  it('refuses one byte over each level’s limit, naming the limit', async () => {
    for (const [ecc, limit] of Object.entries(QR_BYTE_LIMITS) as [Ecc, number][]) {
      const err = await encodeQr({ text: textOfBytes(['é'], limit + 1), ecc }).catch((e) => e);
      expect(err).toBeInstanceOf(QrInputError);
      expect(err.param).toBe('text');
      expect(err.message).toContain(`${limit.toLocaleString('en-US')} bytes at level ${ecc}`);
    }
  });

  it('counts UTF-8 bytes, not characters', async () => {
    const err = await encodeQr({ text: '日'.repeat(778) }).catch((e) => e); // 2,334 bytes, 778 characters
    expect(err.message).toMatch(/2,334 bytes .* 2,331 bytes at level M/);
  });

  it('refuses empty text and bad sizes', async () => {
    await expect(encodeQr({ text: '' })).rejects.toMatchObject({ param: 'text' });
    await expect(encodeQr({ text: 'a', scale: 0 })).rejects.toMatchObject({ param: 'scale' });
    await expect(encodeQr({ text: 'a', border: -1 })).rejects.toMatchObject({ param: 'border' });
    await expect(encodeQr({ text: 'x'.repeat(2000), scale: 40 })).rejects.toMatchObject({ param: 'scale' });
  });

  it('returns the switches asked for: PNG, SVG, terminal text and the module grid', async () => {
    const qr = await encodeQr({ text: 'hello', ecc: 'H', border: 2, scale: 3, png: false, svg: true, text_art: true, modules: true });
    expect(qr.png_base64).toBeUndefined();
    expect(qr.svg).toMatch(/^<svg /);
    expect(qr.text_art).toContain('█');
    expect(qr.modules).toHaveLength(qr.size);
    expect(qr.modules!.every((r) => /^[01]+$/.test(r) && r.length === qr.size)).toBe(true);
    expect(qr.modules![0].startsWith('1111111')).toBe(true); // the top-left finder pattern
    expect(qr).toMatchObject({ version: 1, size: 21, ecc: 'H', check: { passed: true } });
  });

  it('makes a PNG that the general decoder reads too, with the size asked for', async () => {
    const qr = await encodeQr({ text: 'Grüße 🙂', border: 1, scale: 2 });
    const png = Buffer.from(qr.png_base64!, 'base64');
    expect(png.readUInt32BE(16)).toBe((qr.size + 2) * 2); // IHDR width
    expect((await decodeQrImage(new Uint8Array(png))).map((c) => c.text)).toEqual(['Grüße 🙂']);
  });

  it('encodes a lone surrogate as U+FFFD and reports the payload it encoded', async () => {
    const qr = await encodeQr({ text: 'a\ud800b' });
    expect(qr.text).toBe('a\ufffdb');
    expect(qr.check.passed).toBe(true);
  });
});
