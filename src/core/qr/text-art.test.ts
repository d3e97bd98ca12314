import { describe, expect, it } from 'vitest';
import { encodeQr } from './encode-qr.js';

/** The module grid the text shows, read back from its half blocks. */
function gridOf(art: string): string[] {
  const rows: string[] = [];
  for (const line of art.split('\n')) {
    const chars = [...line];
    rows.push(chars.map((c) => (c === '█' || c === '▀' ? '1' : '0')).join(''));
    rows.push(chars.map((c) => (c === '█' || c === '▄' ? '1' : '0')).join(''));
  }
  return rows;
}

describe('QR text art', () => {
  it.each([0, 1, 2, 3, 4, 5, 7, 10])('shows the exact module grid inside a quiet zone of %i modules', async (border) => {
    const qr = await encodeQr({ text: 'hi', border, text_art: true, modules: true, png: false, svg: false });
    const side = qr.size + 2 * border;
    const lines = qr.text_art!.split('\n');
    expect(lines).toHaveLength(Math.ceil(side / 2));
    for (const line of lines) expect([...line]).toHaveLength(side);
    const grid = gridOf(qr.text_art!);
    const blank = '0'.repeat(side);
    const padded = [
      ...Array<string>(border).fill(blank),
      ...qr.modules!.map((row) => `${'0'.repeat(border)}${row}${'0'.repeat(border)}`),
      ...Array<string>(border).fill(blank),
    ];
    // An odd number of grid rows leaves the last line's lower half light.
    expect(grid).toEqual(side % 2 ? [...padded, blank] : padded);
  });
});
