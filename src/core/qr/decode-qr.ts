/** Reads every QR code in a sent PNG or JPEG: photos, scans, rotated, several per image, any byte encoding. */
import type { ReadResult } from 'zxing-wasm/reader';
import { QrInputError, type Ecc } from './encode-qr.js';
import { jpegSize, MAX_PIXELS, pngSize } from './image-size.js';
import { readQr } from './zxing-reader.js';

export interface Point {
  x: number;
  y: number;
}

export interface DecodedCode {
  text: string;
  version: number;
  ecc: Ecc;
  /** Corners: top-left, top-right, bottom-right, bottom-left (in the code's own orientation). */
  bounds: Point[];
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

export function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (magic: number[]) => magic.every((b, i) => bytes[i] === b);
  return starts(PNG_MAGIC) ? 'image/png' : starts(JPEG_MAGIC) ? 'image/jpeg' : null;
}

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;

/** `image` as base64 or a `data:` URI → bytes, refusing anything that is not a PNG or JPEG. */
export function imageBytesFrom(image: string, param = 'image'): Uint8Array {
  let payload = image.trim();
  const m = DATA_URI.exec(payload);
  if (m) {
    if (!m[3]) throw new QrInputError(param, 'The data: URI is not base64; send data:image/png;base64,... or data:image/jpeg;base64,...');
    payload = payload.slice(m[0].length);
  } else if (/^https?:\/\//i.test(payload)) {
    throw new QrInputError(param, 'Image links are never fetched; send the PNG or JPEG itself as base64 or a data: URI.');
  }
  // Base64 may arrive wrapped over lines or in its URL-safe alphabet.
  const clean = payload.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!clean || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) {
    throw new QrInputError(param, `${param} is not base64; send a base64 PNG or JPEG, or a data: URI.`);
  }
  return checkedImage(new Uint8Array(Buffer.from(clean, 'base64')), param);
}

export function checkedImage(bytes: Uint8Array, param = 'image'): Uint8Array {
  const type = imageType(bytes);
  if (!type) throw new QrInputError(param, 'The image is not a PNG or JPEG (its first bytes match neither); send a PNG or JPEG.');
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  // Without a size the cost of decoding is unknown, and such a file cannot be decoded anyway.
  if (!size) throw new QrInputError(param, 'The image header gives no width and height (a truncated or damaged file); send a complete PNG or JPEG.');
  if (size.width * size.height > MAX_PIXELS) {
    throw new QrInputError(param, `The image is ${size.width}×${size.height} pixels, over the ${MAX_PIXELS / 1e6} megapixel limit; scale it down and send it again.`);
  }
  return bytes;
}

function toCode(r: ReadResult): DecodedCode | null {
  const version = Number.parseInt(r.version, 10);
  const ecc = r.ecLevel as string;
  // Micro QR or a damaged header would give values the wire format cannot carry; such reads are dropped.
  if (!(version >= 1 && version <= 40) || !['L', 'M', 'Q', 'H'].includes(ecc)) return null;
  const p = r.position;
  return { text: r.text, version, ecc: ecc as Ecc, bounds: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft].map(({ x, y }) => ({ x, y })) };
}

function centre(c: DecodedCode): Point {
  return { x: c.bounds.reduce((s, p) => s + p.x, 0) / 4, y: c.bounds.reduce((s, p) => s + p.y, 0) / 4 };
}

/** The same code found by both passes has the same text and nearly the same place. */
function sameCode(a: DecodedCode, b: DecodedCode): boolean {
  const [ca, cb] = [centre(a), centre(b)];
  const span = Math.hypot(a.bounds[0].x - a.bounds[2].x, a.bounds[0].y - a.bounds[2].y);
  return a.text === b.text && Math.hypot(ca.x - cb.x, ca.y - cb.y) < Math.max(8, span / 2);
}

/** Two passes: the default one, then one with denoising, which reads a few more noisy photos. */
export async function decodeQrImage(bytes: Uint8Array): Promise<DecodedCode[]> {
  const codes: DecodedCode[] = [];
  const add = (found: ReadResult[]) => {
    for (const r of found) {
      const c = toCode(r);
      if (c && !codes.some((k) => sameCode(k, c))) codes.push(c);
    }
  };
  add(await readQr(bytes));
  add(await readQr(bytes, { denoise: true }));
  // Reading order: top to bottom, then left to right, so the answer does not depend on the decoder's order.
  return codes.sort((a, b) => centre(a).y - centre(b).y || centre(a).x - centre(b).x);
}

/**
 * `image` as base64 or a data: URI, checked (type, size from the header) and then decoded. Reading 16 MB
 * of base64 takes a tenth of a second or more, so this whole step runs on a worker thread (qr-tasks.ts).
 */
export function decodeQrBase64(image: string, param = 'image'): Promise<DecodedCode[]> {
  return decodeQrImage(imageBytesFrom(image, param));
}
