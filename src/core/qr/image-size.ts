/**
 * Width and height from a PNG or JPEG header, read before decoding: a small file can declare a huge
 * picture (a decompression bomb), and the decoder would try to allocate all of it.
 */

/** 40 megapixels: larger than any phone photo; about 2-4 s of decoding on one core, and within the decoder's memory. */
export const MAX_PIXELS = 40_000_000;

export function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
export function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2; // markers without a length
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] };
    i += 2 + ((b[i + 2] << 8) | b[i + 3]);
  }
  return null;
}
