/**
 * The one zxing-cpp reader (WebAssembly) of the process, loaded lazily from node_modules.
 * zxing-wasm fetches its .wasm from a CDN unless handed the bytes; there is no network here,
 * and a request must never reach out, so the binary is always passed in as `wasmBinary`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { QrInputError } from './qr-input-error.js';
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';

let ready: Promise<void> | null = null;

function loadOnce(): Promise<void> {
  ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(path);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // locateFile is overridden too, so even a bug that ignored wasmBinary could not turn into a fetch.
    await prepareZXingModule({ overrides: { wasmBinary, locateFile: () => path }, fireImmediately: true });
  })().catch((e) => {
    ready = null; // a failed load is retried on the next call rather than cached forever
    throw e;
  });
  return ready;
}

const BASE: ReaderOptions = { formats: ['QRCode'], textMode: 'Plain', maxNumberOfSymbols: 255 };

/** Reads QR codes from encoded PNG/JPEG bytes; `pure` is for codes this service drew itself. */
export async function readQr(image: Uint8Array, options: { pure?: boolean; denoise?: boolean } = {}): Promise<ReadResult[]> {
  await loadOnce();
  const results = await readBarcodes(image, { ...BASE, isPure: options.pure ?? false, tryDenoise: options.denoise ?? false });
  // zxing reports an image it cannot load (corrupt or truncated file) as one invalid result.
  const unreadable = results.find((r) => !r.isValid && /load image/i.test(r.error));
  if (unreadable) throw new QrInputError('image', `The image could not be read (${unreadable.error}); send a complete PNG or JPEG file.`);
  return results.filter((r) => r.isValid);
}
