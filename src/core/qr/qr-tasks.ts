/** The QR codec's heavy calls, run on the work pool's threads (decoding a photo can take seconds). */
import { offload } from '../../pool/shared-pool.js';
import { defineTask } from '../../pool/task.js';
import type { decodeQrBase64, decodeQrImage, DecodedCode } from './decode-qr.js';
import type { encodeQr, EncodedQr, EncodeOptions } from './encode-qr.js';
import { QrInputError } from './qr-input-error.js';

const DECODE = defineTask<typeof decodeQrImage>(import.meta.url, './decode-qr.js', 'decodeQrImage', [QrInputError]);
const DECODE_BASE64 = defineTask<typeof decodeQrBase64>(import.meta.url, './decode-qr.js', 'decodeQrBase64', [QrInputError]);
const ENCODE = defineTask<typeof encodeQr>(import.meta.url, './encode-qr.js', 'encodeQr', [QrInputError]);

/** Every code in a PNG or JPEG already checked by `checkedImage` (its size is known to be within the limit). */
export function decodeOnPool(bytes: Uint8Array): Promise<DecodedCode[]> {
  return offload(DECODE, bytes);
}

/** Every code in an image sent as base64 or a data: URI; refusals (QrInputError) name `param`. */
export function decodeBase64OnPool(image: string, param = 'image'): Promise<DecodedCode[]> {
  return offload(DECODE_BASE64, image, param);
}

/** The code, its renderings and the decode check of its PNG. */
export function encodeOnPool(opts: EncodeOptions): Promise<EncodedQr> {
  return offload(ENCODE, opts);
}
