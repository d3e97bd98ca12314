/** The encoder's round-trip table: 200 payloads (ASCII, multibyte UTF-8, up to each level's byte limit), deterministic. */
import { QR_BYTE_LIMITS, type Ecc } from './encode-qr.js';

export interface RoundTrip {
  name: string;
  text: string;
  ecc: Ecc;
}

const ALPHABETS: Record<string, string[]> = {
  ascii: [...'The quick brown fox jumps over the lazy dog 0123456789 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'],
  digits: [...'0123456789'],
  upper: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 $%*+-./:'],
  latin: [...'àéîõüßçñÅØæ'],
  cjk: [...'日本語中文한국어東京漢字'],
  emoji: ['🙂', '🚀', '🇯🇵', '👩‍💻', '🍣'],
  mixed: [...'a日é🙂 1\n\tZ'],
  controls: ['\u0000', '\u0001', '\r', '\n', '\t', 'x', '\u007f', '\u00a0', '\u200b'],
};

/** Repeats the alphabet until `bytes` UTF-8 bytes, padding the last bytes with ASCII so the count is exact. */
export function textOfBytes(alphabet: readonly string[], bytes: number, seed = 0): string {
  let out = '';
  let n = 0;
  for (let i = seed; ; i++) {
    const ch = alphabet[i % alphabet.length];
    const len = Buffer.byteLength(ch);
    if (n + len > bytes) break;
    out += ch;
    n += len;
  }
  return out + 'x'.repeat(bytes - n);
}

export function roundTrips(): RoundTrip[] {
  const cases: RoundTrip[] = [];
  const levels = Object.keys(QR_BYTE_LIMITS) as Ecc[];
  const names = Object.keys(ALPHABETS);
  // 4 levels × 8 alphabets × 5 sizes = 160, from one byte to exactly the limit.
  for (const ecc of levels) {
    const limit = QR_BYTE_LIMITS[ecc];
    for (const [a, name] of names.entries()) {
      for (const bytes of [1 + a, 17 + 3 * a, 100 + 11 * a, Math.floor(limit / 2) + a, limit]) {
        cases.push({ name: `${ecc} ${name} ${bytes} bytes`, text: textOfBytes(ALPHABETS[name], bytes, a), ecc });
      }
    }
  }
  // 40 everyday payloads at the default level.
  const everyday = [
    'https://example.com', 'https://example.com/a?b=c&d=e#f', 'mailto:jane@example.com', 'tel:+1-555-0100',
    'WIFI:S:Café Wi‑Fi;T:WPA;P:p@ss;word;;', 'BEGIN:VCARD\nVERSION:3.0\nFN:Zoë Ångström\nEND:VCARD', 'geo:48.8584,2.2945',
    'SMSTO:+15550100:hello', 'Привет, мир', 'مرحبا بالعالم', 'שלום עולם', 'नमस्ते दुनिया', 'こんにちは世界', '你好，世界',
    '안녕하세요', 'Ελληνικά', '∑∫√∞≠≤≥', '"quoted" \'single\' `back`', '  leading and trailing spaces  ', 'line1\r\nline2\r\n',
    '0', '00012345', '3.14159265358979', 'A'.repeat(500), '🙂'.repeat(100), 'e\u0301 vs é', 'ﬁ ligature', '\u{10FFFF}',
    'tab\there', 'null\u0000byte', '<html>&amp;</html>', '{"json": [1, 2, 3]}', 'a,b,c\n1,2,3', '#hashtag @mention',
    'bitcoin:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa?amount=0.1', 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', 'MECARD:N:Doe,John;;',
    'Ünïcödé ÜBER', 'x'.repeat(2331), '日'.repeat(777),
  ];
  everyday.forEach((text, i) => cases.push({ name: `everyday ${i + 1}`, text, ecc: 'M' }));
  return cases;
}
