/** POST /v1/qr/encode and /v1/qr/decode: the same qr module the chat solver uses, over HTTP. */
import { checkedImage } from '../core/qr/decode-qr.js';
import { QrInputError } from '../core/qr/encode-qr.js';
import { decodeBase64OnPool, decodeOnPool, encodeOnPool } from '../core/qr/qr-tasks.js';
import { ServiceError } from '../errors.js';
import type { HandlerMap } from './context.js';

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
      const qr = await refusingInput(() => encodeOnPool(ctx.state.body));
      // The encoder's result is the response, less what only the chat solver reports (payload, bytes, limit).
      const { text: _text, bytes: _bytes, limit: _limit, ...body } = qr;
      ctx.body = body;
    },

    async decodeQr(ctx) {
      const { state } = ctx;
      const codes = await refusingInput(() =>
        state.bodyType === 'image' ? decodeOnPool(checkedImage(new Uint8Array(state.body), 'body')) : decodeBase64OnPool(state.body.image),
      );
      ctx.body = { codes };
    },
  };
}
