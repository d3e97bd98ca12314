/**
 * A large grey PNG with one QR code drawn big in the middle, for load tests and the mixed benchmark:
 * decoding it costs what a phone photo of that size costs, while the file stays small (deflate).
 */
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

export function bigQrPng(side: number, text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = Math.floor(side / (2 * (n + 8)));
  const origin = Math.floor((side - n * scale) / 2);
  const data = Buffer.alloc(side * side, 0xf0);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!qr.modules.data[y * n + x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (origin + y * scale + dy) * side;
        data.fill(0x10, row + origin + x * scale, row + origin + (x + 1) * scale);
      }
    }
  }
  const png = new PNG({ width: side, height: side, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  png.data = data;
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}
