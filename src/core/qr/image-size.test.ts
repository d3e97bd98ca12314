import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedImage } from './decode-qr.js';
import { jpegSize, pngSize } from './image-size.js';

const file = (name: string) => new Uint8Array(readFileSync(new URL(`./test-images/${name}`, import.meta.url)));

describe('image size from the header', () => {
  it('reads PNG and JPEG sizes', () => {
    expect(jpegSize(file('bench-photo-1mp.jpg'))).toEqual({ width: 1000, height: 1000 });
    expect(pngSize(file('short-clean.png'))).toEqual({ width: expect.any(Number), height: expect.any(Number) });
  });

  it('refuses a small file that declares a huge picture, before decoding it', () => {
    const bomb = file('short-clean.png').slice();
    new DataView(bomb.buffer).setUint32(16, 100_000);
    new DataView(bomb.buffer).setUint32(20, 100_000);
    expect(() => checkedImage(bomb)).toThrow(/100000×100000 pixels, over the 40 megapixel limit/);
  });
});
