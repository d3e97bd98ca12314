import { readFileSync } from 'node:fs';

// The QR decode scenario's input: a committed 1-megapixel photo-like JPEG (src/core/qr/test-images/make-images.mjs).
const qrPhoto = readFileSync(new URL('../../src/core/qr/test-images/bench-photo-1mp.jpg', import.meta.url)).toString('base64');

/** 200 documents of 100 KB of made-up prose (a fixed pseudo-random vocabulary), stored before the documents query is measured. */
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const syllables = ['ka', 'lo', 'mi', 'ren', 'tos', 'vu', 'shi', 'dar', 'pel', 'qua', 'nor', 'ith', 'bex', 'fum', 'gal', 'yor'];
const vocabulary = Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * 16)]).join(''));

async function storeBenchDocuments(base, key) {
  for (let d = 0; d < 200; d++) {
    let text = '';
    while (text.length < 100_000) {
      const sentence = Array.from({ length: 8 + Math.floor(next() * 12) }, () => vocabulary[Math.floor(Math.pow(next(), 2) * vocabulary.length)]).join(' ');
      text += `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${next() < 0.15 ? '\n\n' : ' '}`;
    }
    const r = await fetch(`${base}/v1/documents/bench-${d}`, { method: 'PUT', headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' }, body: text.slice(0, 100_000) });
    if (!r.ok) throw new Error(`storing bench document ${d}: ${r.status} ${await r.text()}`);
  }
}

/** The chat body the bare POST baseline reads; it answers with the service's reply to it. */
export const CHAT_BASELINE_BODY = { model: 'svc', messages: [{ role: 'user', content: 'Write me a poem about the sea.' }] };

/** Requests help declines, worded many ways (2,304 in turn): what a turn costs when the reader sees a new text. */
const OPENINGS = ['', 'Hi! ', 'Hello, ', 'Please ', 'Quick one: ', 'Hey there, '];
const ASKS = ['Write me a poem about', 'Tell me a story about', 'Write an essay on', 'What do you think about', 'Give me a joke about', 'Compose a haiku about', 'Write a short story about', 'Write a song about'];
const TOPICS = ['the sea', 'my cat', 'autumn leaves', 'a lost key', 'the city at night', 'coffee', 'a rainy Monday', 'mountains', 'friendship', 'the moon', 'trains', 'a garden'];
const ENDINGS = ['.', '?', ' please.', ', thanks!', ' for my class.', ' in 4 lines.'];
const WORDINGS = OPENINGS.flatMap((o) => ASKS.flatMap((a) => TOPICS.flatMap((t) => ENDINGS.map((e) => `${o}${a} ${t}${e}`))));
let wording = 0;
const nextWording = () => ({ model: 'svc', messages: [{ role: 'user', content: WORDINGS[wording++ % WORDINGS.length] }] });

// Each scenario is one request shape measured against the bare baseline.
export const scenarios = [
  { name: 'authenticated GET /v1/models', path: '/v1/models', target: '>= 0.50 of bare' },
  { name: 'chat: help answer', method: 'POST', path: '/v1/chat/completions', body: CHAT_BASELINE_BODY, target: '>= 0.60 of bare POST' },
  { name: 'chat: help answer, a new wording each request', method: 'POST', path: '/v1/chat/completions', nextBody: nextWording, target: 'reported (no text cache helps)' },
  { name: 'chat: help answer, streamed', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', stream: true, messages: [{ role: 'user', content: 'Write me a poem about the sea.' }] }, target: '>= 0.35 of bare' },
  { name: 'chat: compute question', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', messages: [{ role: 'user', content: 'What is 17% of 2,340?' }] }, target: 'p50 within 2x of help' },
  {
    name: 'documents query over 200 x 100 KB documents',
    method: 'POST',
    path: '/v1/documents/query',
    body: { query: `${vocabulary[40]} ${vocabulary[900]} ${vocabulary[2500]}`, k: 5 },
    target: 'p50 < 20 ms (SQLite)',
    setup: storeBenchDocuments,
  },
  { name: 'qr encode 2,000 bytes + check', method: 'POST', path: '/v1/qr/encode', body: { text: '0123456789abcdef'.repeat(125), ecc: 'M' }, target: 'p50 reported' },
  { name: 'qr decode 1-megapixel photo (JPEG, base64)', method: 'POST', path: '/v1/qr/decode', body: { image: qrPhoto }, target: 'p50 reported' },
  // reasoning: Inkala's "hardest" Sudoku, solved and proved unique (in-process target: p50 < 50 ms).
  { name: 'chat: hardest Sudoku (reasoning)', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', messages: [{ role: 'user', content: 'Solve this sudoku: 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' }] }, target: 'p50 reported' },
  { name: 'chat: 7-card poker comparison (card_hand)', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', messages: [{ role: 'user', content: 'Who wins? Alice: Ah Kd vs Bob: Qs Qd, board 2c 7d 9h Jc 3s' }] }, target: 'p50 reported' },
];
