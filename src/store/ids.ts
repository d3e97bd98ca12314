/** Identifiers and secrets, all from node:crypto. */
import { hash, randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

let lastTime = -1;
let lastRandom: number[] = [];

/**
 * ULID-like: 10 characters of millisecond time then 16 random ones (Crockford base32), so ids sort by
 * creation. Within one millisecond of one process the random part is incremented (ULID's monotonic mode).
 */
export function ulid(nowMs: number = Date.now()): string {
  const ms = Math.floor(nowMs);
  let random: number[];
  if (ms === lastTime) {
    random = [...lastRandom];
    let i = random.length - 1;
    while (i >= 0 && random[i] === 31) random[i--] = 0;
    if (i >= 0) random[i]++;
  } else {
    random = [...randomBytes(16)].map((b) => b & 31);
  }
  lastTime = ms;
  lastRandom = random;
  let time = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return time + random.map((d) => CROCKFORD[d]).join('');
}

export function newId(kind: 'acct' | 'key'): string {
  return `${kind}_${ulid()}`;
}

/**
 * `length` base62 characters without modulo bias: bytes >= 248 (= 4 * 62) are rejected,
 * so every remaining byte maps onto the 62 characters equally often.
 */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length + 8)) {
      if (b >= 248) continue;
      out += BASE62[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function sha256Hex(text: string): string {
  // One-shot hash: no Hash object per call, which matters on the chat path.
  return hash('sha256', text, 'hex');
}
