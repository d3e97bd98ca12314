/**
 * Makes the committed decode test images, once, with other tools than the service's own encoder:
 * qrencode (libqrencode) draws the codes and ImageMagick 6 turns them into photo- and scan-like
 * pictures. Run from this folder: `node make-images.mjs` (needs `apt-get install qrencode imagemagick`).
 * Writes the images and manifest.json (file → the exact texts it holds); the tests need neither tool.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TMP = mkdtempSync(join(tmpdir(), 'qr-images-'));
/** ImageMagick with the output's metadata stripped, so the same run writes the same bytes. */
const magick = (...args) => {
  const flat = args.flat();
  execFileSync('/usr/bin/convert', [...flat.slice(0, -1), '-strip', flat.at(-1)]);
};
const size = (file) => execFileSync('/usr/bin/identify', ['-format', '%w %h', file]).toString().split(' ').map(Number);

/** Payloads: text is what a reader must report; bytes (hex) when the code holds non-UTF-8 bytes. */
const P = {
  url: { text: 'https://example.com/path?q=qr&lang=en#top' },
  wifi: { text: 'WIFI:S:Home Network;T:WPA;P:correct horse battery staple;;' },
  utf8: { text: 'Grüße aus Köln – 東京タワー 🗼' },
  sjisByte: { text: '日本語のテキスト', bytes: '93fa967b8cea82cc8365834c83588367', flags: ['-8'] },
  sjisKanji: { text: '漢字モード', bytes: '8abf8e9a8382815b8368', flags: ['-k'] },
  latin1: { text: 'café crème brûlée', bytes: Buffer.from('café crème brûlée', 'latin1').toString('hex'), flags: ['-8'] },
  long: { text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8).trim() },
  vcard: { text: 'BEGIN:VCARD\nVERSION:3.0\nN:Doe;Jane\nTEL:+1-555-0100\nEMAIL:jane@example.com\nEND:VCARD' },
  digits: { text: '0123456789012345678901234567890123456789' },
  short: { text: 'HELLO' },
};
function code(name, payload, { level = 'M', scale = 6 } = {}) {
  const input = join(TMP, `${name}.bin`);
  writeFileSync(input, payload.bytes ? Buffer.from(payload.bytes, 'hex') : Buffer.from(payload.text, 'utf8'));
  const out = join(TMP, `${name}-${level}-${scale}.png`);
  execFileSync('qrencode', ['-r', input, '-o', out, '-l', level, '-s', String(scale), '-m', '4', ...(payload.flags ?? [])]);
  return out;
}

function perspective(file) {
  const [w, h] = size(file);
  const d = (f) => Math.round(f * w);
  return ['-virtual-pixel', 'white', '+distort', 'Perspective', `0,0 ${d(0.08)},${d(0.05)}  ${w},0 ${w - d(0.02)},${d(0.12)}  0,${h} ${d(0.03)},${h - d(0.04)}  ${w},${h} ${w - d(0.1)},${h - d(0.02)}`];
}

/** A 1000×1000 photo-like scene: the code on paper, tilted, on a textured background, shaded, soft and noisy. */
function photo(src, out, { seed = 7, angle = 12, quality = 72 } = {}) {
  const card = join(TMP, `card-${seed}.png`);
  magick(src, '-bordercolor', '#f4f1ea', '-border', '30', perspective(src), '-background', 'none', '-rotate', String(angle), card);
  magick('-size', '1000x1000', '-seed', String(seed), 'plasma:#6b5b45-#a39277', '-blur', '0x2',
    card, '-gravity', 'center', '-geometry', '+40-30', '-composite',
    '(', '-size', '1000x1000', 'radial-gradient:#ffffff-#7a7a7a', ')', '-compose', 'multiply', '-composite',
    '-blur', '0x1.1', '-seed', String(seed), '-attenuate', '0.6', '+noise', 'Gaussian', '-quality', String(quality), out);
}

const cases = [];
const add = (file, ...payloads) => cases.push({ file, texts: payloads.map((p) => p.text) });

const recipes = {
  clean: [],
  'rotate-17': ['-background', 'white', '-rotate', '17'],
  'rotate-90': ['-rotate', '90'],
  'rotate-180': ['-rotate', '180'],
  perspective: null,
  blur: ['-blur', '0x1.6'],
  noise: ['-seed', '3', '-attenuate', '1.2', '+noise', 'Gaussian'],
  'low-contrast': ['+level', '38%,62%'],
  inverted: ['-negate'],
  'scan-speckle': ['-background', 'white', '-rotate', '2.5', '-seed', '5', '-attenuate', '0.4', '+noise', 'Impulse', '-blur', '0x0.7', '-colorspace', 'Gray'],
};

for (const [name, payload] of Object.entries(P)) {
  for (const [recipe, args] of Object.entries(recipes)) {
    // Every payload clean and photo-like; the rest of the recipes on a rotating subset keeps the set small.
    const src = code(name, payload, { level: recipe === 'blur' || recipe === 'noise' ? 'Q' : 'M' });
    const jpeg = recipe === 'noise' || recipe === 'low-contrast';
    const file = `${name}-${recipe}.${jpeg ? 'jpg' : 'png'}`;
    magick(src, ...(args ?? perspective(src)), ...(jpeg ? ['-quality', '60'] : []), file);
    add(file, payload);
  }
  const file = `${name}-photo.jpg`;
  photo(code(name, payload, { scale: 8 }), file, { seed: name.length, angle: (name.length * 7) % 40 - 20 });
  add(file, payload);
}

// Harder pictures on a few payloads: heavy noise, washed-out and soft, tiny, and a hard shadow.
const hard = {
  'hard-noise': { args: ['-blur', '0x1.2', '-seed', '9', '-attenuate', '5', '+noise', 'Gaussian'], quality: 45 },
  'hard-faint': { args: ['+level', '45%,55%', '-blur', '0x1'], quality: 40 },
  'hard-tiny': { args: ['-filter', 'Triangle', '-resize', '31%'], quality: 70 },
  'hard-shadow': { args: ['(', '+clone', '-sparse-color', 'Barycentric', '0,0 gray8 %w,%h white', ')', '-compose', 'multiply', '-composite'], quality: 70 },
};
for (const name of ['url', 'utf8', 'sjisByte', 'wifi', 'long']) {
  for (const [recipe, { args, quality }] of Object.entries(hard)) {
    const file = `${name}-${recipe}.jpg`;
    magick(code(name, P[name], { level: 'M' }), ...args, '-quality', String(quality), file);
    add(file, P[name]);
  }
}

// Several codes in one image: side by side, and a photo of three codes on one sheet.
const trio = [P.url, P.utf8, P.sjisByte];
magick(trio.map((p, i) => code(`trio${i}`, p)), '+append', 'three-codes.png');
add('three-codes.png', ...trio);
const sheet = join(TMP, 'sheet.png');
magick(trio.map((p, i) => code(`sheet${i}`, p, { scale: 5 })), '-background', 'white', '-splice', '20x0', '+append', sheet);
photo(sheet, 'three-codes-photo.jpg', { seed: 11, angle: -8, quality: 75 });
add('three-codes-photo.jpg', ...trio);

// The benchmark's input: a 1-megapixel photo-like JPEG of one code.
photo(code('bench', P.url, { scale: 9 }), 'bench-photo-1mp.jpg', { seed: 21, angle: 9, quality: 80 });
add('bench-photo-1mp.jpg', P.url);

writeFileSync('manifest.json', JSON.stringify(cases, null, 2) + '\n');
rmSync(TMP, { recursive: true });
console.log(`${cases.length} images`, readFileSync('manifest.json').length, 'bytes of manifest');
