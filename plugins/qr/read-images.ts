/** Reads the QR codes in the images of a chat message; links are reported, never fetched. */
import type { ImagePart } from '../../src/solving/ask.js';
import type { DecodedCode } from '../../src/core/qr/decode-qr.js';
import { decodeBase64OnPool } from '../../src/core/qr/qr-tasks.js';
import { QrInputError } from '../../src/core/qr/encode-qr.js';

export interface ImageReading {
  codes: DecodedCode[];
  /** Why nothing could be read from this image, when nothing could. */
  note?: string;
}

export const LINK_NOTE = 'image links are never fetched; send the PNG or JPEG inline (a data: URI or a base64 image block)';

/** A refusal of the image as a note: the first sentence of its message, as the reply continues it. */
function noteOf(e: QrInputError): string {
  if (/not a PNG or JPEG/.test(e.message)) return 'the image is not a PNG or JPEG';
  const first = e.message.split(/(?<=\.) /)[0].replace(/\.$/, '');
  return first.charAt(0).toLowerCase() + first.slice(1);
}

async function readOne(part: ImagePart): Promise<ImageReading> {
  if (!part.data) return { codes: [], note: `${LINK_NOTE} (got ${part.url ?? 'a link'})` };
  let codes: DecodedCode[];
  try {
    // Base64 reading, the size check and decoding all happen on a worker thread.
    codes = await decodeBase64OnPool(part.data);
  } catch (e) {
    if (e instanceof QrInputError) return { codes: [], note: noteOf(e) };
    throw e;
  }
  return codes.length ? { codes } : { codes: [], note: 'no QR code was found in the image' };
}

export async function readImages(parts: readonly ImagePart[]): Promise<ImageReading[]> {
  const out: ImageReading[] = [];
  for (const p of parts) out.push(await readOne(p));
  return out;
}

/** The reply: each code's exact text in a fence long enough that the text cannot close it. */
export function describeReadings(readings: readonly ImageReading[]): string {
  const many = readings.length > 1;
  const lines: string[] = [];
  readings.forEach((r, i) => {
    const where = many ? `Image ${i + 1}: ` : '';
    if (!r.codes.length) {
      lines.push(`${where}${r.note ?? 'no QR code was found'}.`);
      return;
    }
    lines.push(`${where}${r.codes.length === 1 ? '1 QR code' : `${r.codes.length} QR codes`} found.`);
    r.codes.forEach((c, j) => {
      const fence = '`'.repeat(Math.max(3, ...(c.text.match(/`+/g) ?? []).map((s) => s.length + 1)));
      lines.push(`${r.codes.length > 1 ? `Code ${j + 1}` : 'Text'} (version ${c.version}, level ${c.ecc}):`, fence, c.text, fence);
    });
  });
  return lines.join('\n');
}
