/**
 * A QR symbol as terminal text: two module rows per line in half-block characters, dark modules
 * drawn, with a quiet zone of `border` modules on every side. The qrcode library's own renderer
 * handles only even borders (an odd one throws inside it), so the symbol is drawn here from its
 * module grid; for even borders from 2 up the output is the library's, character for character.
 */
import type QRCode from 'qrcode';

const BLOCK = { light: ' ', top: '▀', bottom: '▄', both: '█' } as const;

export function textArt(qr: QRCode.QRCode, border: number): string {
  const { size, data } = qr.modules;
  const side = size + 2 * border;
  const dark = (row: number, col: number): boolean => {
    const y = row - border;
    const x = col - border;
    return y >= 0 && y < size && x >= 0 && x < size && Boolean(data[y * size + x]);
  };
  const lines: string[] = [];
  for (let row = 0; row < side; row += 2) {
    let line = '';
    for (let col = 0; col < side; col++) {
      const top = dark(row, col);
      const bottom = dark(row + 1, col);
      line += top ? (bottom ? BLOCK.both : BLOCK.top) : bottom ? BLOCK.bottom : BLOCK.light;
    }
    lines.push(line);
  }
  return lines.join('\n');
}
