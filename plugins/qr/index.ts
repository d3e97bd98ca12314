/** qr: makes a QR code checked by decoding it, and reads the codes in images sent inline. */
import { askImages, askText, type Ask } from '../../src/solving/ask.js';
import { decline, type Answer, type Decline, type SolverPlugin } from '../../src/solving/solver.js';
import { QrInputError } from '../../src/core/qr/encode-qr.js';
import { encodeOnPool } from '../../src/core/qr/qr-tasks.js';
import { isMakeRequest, parseMakeRequest } from './qr-request.js';
import { describeReadings, readImages } from './read-images.js';

/** Images in chat are only ever read for QR codes, so any sent image is this solver's. */
const IMAGE_SCORE = 0.9;
const MAKE_SCORE = 0.9;

async function make(text: string): Promise<Answer | Decline> {
  const req = parseMakeRequest(text);
  if (!req) return decline('no text to encode was found; put it in quotes, e.g. make a QR code for "hello"');
  let qr;
  try {
    qr = await encodeOnPool({ text: req.text, ecc: req.ecc, text_art: true });
  } catch (e) {
    if (e instanceof QrInputError) return decline(e.message);
    throw e;
  }
  if (!qr.check.passed) return decline(`the made code did not decode back to the text (${qr.check.reason})`);
  const shown = qr.text.length > 200 ? `${qr.text.slice(0, 200)}… (${qr.bytes} bytes)` : qr.text;
  const lines = [
    `QR code for: ${shown}`,
    `Version ${qr.version} (${qr.size}×${qr.size} modules), error correction ${qr.ecc}, ${qr.bytes} of ${qr.limit} bytes.`,
    'Decoding the PNG gives back exactly this text. The PNG (base64) and SVG are in the receipt, svc.qr.',
  ];
  // Small codes are also drawn as text, so a terminal user can scan the reply itself.
  if (qr.version <= 10 && qr.text_art) lines.push('', '```', qr.text_art.replace(/\n+$/, ''), '```');
  return {
    content: lines.join('\n'),
    verified: true,
    checked: 'computed',
    canonical: `make:${qr.ecc}:${qr.text}`,
    caveat: req.caveat,
    facts: { qr: { png_base64: qr.png_base64, svg: qr.svg, check: qr.check, text: qr.text, version: qr.version, size: qr.size, ecc: qr.ecc } },
  };
}

async function read(ask: Ask): Promise<Answer | Decline> {
  const readings = await readImages(askImages(ask));
  const found = readings.reduce((n, r) => n + r.codes.length, 0);
  // Nothing read: help answers, and its list of what was tried carries this reason.
  if (!found) return decline(readings.map((r) => r.note).filter(Boolean).join('; ') || 'no QR code was found in the image');
  return {
    content: describeReadings(readings),
    // zxing checks every code's Reed-Solomon error correction, so each text is exactly what was encoded.
    verified: true,
    checked: 'computed',
    canonical: `read:${JSON.stringify(readings.map((r) => r.codes.map((c) => c.text)))}`,
    facts: { qr: { images: readings.map((r) => (r.note ? { codes: r.codes, note: r.note } : { codes: r.codes })) } },
  };
}

const qr: SolverPlugin = {
  name: 'qr',
  summary: 'Makes QR codes (PNG, SVG, checked by decoding) and reads the QR codes in images sent inline.',
  examples: {
    claims: [
      { ask: 'Make a QR code for https://example.com', expect: 'QR code for: https://example.com' },
      { ask: 'Encode "héllo wörld 日本" as a QR code with error correction H', expect: 'error correction H' },
      { ask: 'Generate a QR code: WIFI:S:home;T:WPA;P:secret;;', expect: 'QR code for: WIFI:S:home;T:WPA;P:secret;;' },
    ],
    declines: [{ ask: 'What is a QR code?' }, { ask: 'How do QR codes store data?' }],
  },
  claim(ask: Ask): number {
    if (askImages(ask).length) return IMAGE_SCORE;
    return isMakeRequest(askText(ask)) ? MAKE_SCORE : 0;
  },
  answer(ask: Ask): Promise<Answer | Decline> {
    return askImages(ask).length ? read(ask) : make(askText(ask));
  },
};

export default qr;
