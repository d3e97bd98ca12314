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

  it('takes exactly 40 megapixels and refuses one row more', () => {
    const at = file('short-clean.png').slice();
    new DataView(at.buffer).setUint32(16, 8000);
    new DataView(at.buffer).setUint32(20, 5000);
    expect(checkedImage(at)).toBe(at);
    new DataView(at.buffer).setUint32(20, 5001);
    expect(() => checkedImage(at)).toThrow('The image is 8000×5001 pixels, over the 40 megapixel limit; scale it down and send it again.');
  });

  it('refuses a JPEG whose header gives no size, rather than decode at an unknown cost', () => {
    const noFrame = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9, 0, 0, 0]);
    expect(() => checkedImage(noFrame)).toThrow('The image header gives no width and height (a truncated or damaged file); send a complete PNG or JPEG.');
  });
});
