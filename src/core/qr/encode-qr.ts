/** Makes a QR code (PNG, SVG, terminal text, module grid) and checks it by decoding the PNG it made. */
import QRCode from 'qrcode';
import type { components } from '../../../generated/types.js';
import { QrInputError } from './qr-input-error.js';
import { textArt } from './text-art.js';
import { readQr } from './zxing-reader.js';

export { QrInputError };

export type Ecc = components['schemas']['QrEcc'];

/** Byte-mode capacity of version 40 at each level: the spec's limits (2,953 at L, 2,331 at M). */
export const QR_BYTE_LIMITS: Readonly<Record<Ecc, number>> = Object.freeze({ L: 2953, M: 2331, Q: 1663, H: 1273 });

export const DEFAULT_BORDER = 4;
export const DEFAULT_SCALE = 4;
/** Larger PNGs only cost memory and time; 4,096 px per side is plenty for any printer. */
export const MAX_PNG_SIDE = 4096;

/** What POST /v1/qr/encode takes, as the document describes it. */
export type EncodeOptions = components['schemas']['QrEncodeRequest'];

/**
 * What POST /v1/qr/encode answers (`check.passed` only when the made PNG decodes to exactly the UTF-8
 * bytes of `text`), plus the payload actually encoded (lone surrogates replaced), its byte count and the
 * level's limit.
 */
export type EncodedQr = components['schemas']['QrEncodeResponse'] & { text: string; bytes: number; limit: number };

/** Lone surrogates have no UTF-8 form; they become U+FFFD, as every encoder would do silently. */
export function wellFormed(text: string): string {
  return (text as string & { toWellFormed(): string }).toWellFormed();
}

export function byteLength(text: string): number {
  return Buffer.byteLength(wellFormed(text), 'utf8');
}

/** Refuses what cannot be encoded, naming the limit; returns the payload that will be encoded. */
export function validateEncode(opts: EncodeOptions): { text: string; ecc: Ecc; border: number; scale: number } {
  const ecc = opts.ecc ?? 'M';
  const border = opts.border ?? DEFAULT_BORDER;
  const scale = opts.scale ?? DEFAULT_SCALE;
  if (!(ecc in QR_BYTE_LIMITS)) throw new QrInputError('ecc', `ecc must be one of L, M, Q, H (got ${JSON.stringify(ecc)}).`);
  const text = wellFormed(opts.text);
  if (!text.length) throw new QrInputError('text', 'text is empty; send the text to encode (at least one character).');
  const bytes = Buffer.byteLength(text, 'utf8');
  const limit = QR_BYTE_LIMITS[ecc];
  if (bytes > limit) {
    throw new QrInputError(
      'text',
      `text is ${bytes.toLocaleString('en-US')} bytes in UTF-8, over the limit of ${limit.toLocaleString('en-US')} bytes at level ${ecc}` +
        ` (L 2,953, M 2,331, Q 1,663, H 1,273). Shorten it or use a lower level.`,
    );
  }
  if (!Number.isInteger(border) || border < 0) throw new QrInputError('border', 'border must be an integer of at least 0 (modules of quiet zone).');
  if (!Number.isInteger(scale) || scale < 1) throw new QrInputError('scale', 'scale must be an integer of at least 1 (pixels per module).');
  return { text, ecc, border, scale };
}

function moduleRows(qr: QRCode.QRCode): string[] {
  const { size, data } = qr.modules;
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) row += data[y * size + x] ? '1' : '0';
    rows.push(row);
  }
  return rows;
}

/** Decodes the PNG as a pure image and compares raw bytes, so an encoding guess cannot hide a difference. */
export async function checkPng(png: Uint8Array, text: string): Promise<{ passed: boolean; reason?: string }> {
  const found = await readQr(png, { pure: true });
  if (found.length !== 1) return { passed: false, reason: `decoding the PNG found ${found.length} codes, not 1` };
  const same = Buffer.from(found[0].bytes).equals(Buffer.from(text, 'utf8'));
  return same ? { passed: true } : { passed: false, reason: 'the decoded bytes differ from the UTF-8 of the text' };
}

export async function encodeQr(opts: EncodeOptions): Promise<EncodedQr> {
  const { text, ecc, border, scale } = validateEncode(opts);
  const qr = QRCode.create(text, { errorCorrectionLevel: ecc });
  const size = qr.modules.size;
  const side = (size + 2 * border) * scale;
  if (side > MAX_PNG_SIDE) {
    throw new QrInputError(opts.scale !== undefined ? 'scale' : 'border', `The PNG would be ${side} px wide, over ${MAX_PNG_SIDE} px; use a smaller scale or border.`);
  }
  // The symbol is chosen once: with its version and mask fixed, each rendering skips the costly mask search.
  const render = { errorCorrectionLevel: ecc, margin: border, scale, version: qr.version, maskPattern: qr.maskPattern as QRCode.QRCodeMaskPattern };
  // The PNG is always made: it is what the check decodes, even when the caller does not want it back.
  const png = await QRCode.toBuffer(text, { ...render, type: 'png' });
  const out: EncodedQr = { version: qr.version, size, ecc, check: await checkPng(png, text), text, bytes: Buffer.byteLength(text, 'utf8'), limit: QR_BYTE_LIMITS[ecc] };
  if (opts.png !== false) out.png_base64 = png.toString('base64');
  if (opts.svg !== false) out.svg = await QRCode.toString(text, { ...render, type: 'svg' });
  if (opts.text_art) out.text_art = textArt(qr, border);
  if (opts.modules) out.modules = moduleRows(qr);
  return out;
}
