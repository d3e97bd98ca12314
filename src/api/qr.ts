/** POST /v1/qr/encode and /v1/qr/decode: the same qr module the chat solver uses, over HTTP. */
import type { components } from '../../generated/types.js';
import { decodeQrImage, checkedImage, imageBytesFrom } from '../core/qr/decode-qr.js';
import { encodeQr, QrInputError } from '../core/qr/encode-qr.js';
import { ServiceError } from '../errors.js';
import type { HandlerMap } from './context.js';

type EncodeResponse = components['schemas']['QrEncodeResponse'];
type DecodeResponse = components['schemas']['QrDecodeResponse'];

/** The qr module knows nothing of HTTP; its input refusals become 400 invalid_request here. */
async function refusingInput<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof QrInputError) throw new ServiceError('invalid_request', e.message, { param: e.param });
    throw e;
  }
}

export function qrHandlers(): Pick<HandlerMap, 'encodeQr' | 'decodeQr'> {
  return {
    async encodeQr(ctx) {
      const qr = await refusingInput(() => encodeQr(ctx.state.body));
      const body: EncodeResponse = { version: qr.version, size: qr.size, ecc: qr.ecc, check: qr.check };
      if (qr.png_base64 !== undefined) body.png_base64 = qr.png_base64;
      if (qr.svg !== undefined) body.svg = qr.svg;
      if (qr.text_art !== undefined) body.text_art = qr.text_art;
      if (qr.modules !== undefined) body.modules = qr.modules;
      ctx.body = body;
    },

    async decodeQr(ctx) {
      const { state } = ctx;
      const codes = await refusingInput(() =>
        decodeQrImage(state.bodyType === 'image' ? checkedImage(new Uint8Array(state.body), 'body') : imageBytesFrom(state.body.image)),
      );
      const body: DecodeResponse = { codes };
      ctx.body = body;
    },
  };
}
