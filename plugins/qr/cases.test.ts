/** Chat-level cases (cases.jsonl): a request to make a code → the exact text and level the made code holds, or null for no answer. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askFromText } from '../../src/solving/ask.js';
import { contextWith } from '../../src/solving/example-context.js';
import { isDecline, type Answer } from '../../src/solving/solver.js';
import { decodeQrImage } from '../../src/core/qr/decode-qr.js';
import qr from './index.js';

const cases = readFileSync(new URL('./cases.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { ask: string; text: string | null; ecc: string | null });
const ctx = contextWith();

describe('qr chat cases', () => {
  it.each(cases.map((c) => [c.ask.slice(0, 80), c] as const))('%j', async (_name, c) => {
    const ask = askFromText(c.ask);
    const result = qr.claim(ask) > 0 ? await qr.answer(ask, ctx) : null;
    if (c.text === null) {
      expect(result === null || isDecline(result)).toBe(true);
      return;
    }
    const answer = result as Answer;
    expect(answer).toMatchObject({ verified: true, checked: 'computed', facts: { qr: { check: { passed: true }, ecc: c.ecc, text: c.text } } });
    // Read back independently of the check: the general decoder on the PNG in the receipt.
    const codes = await decodeQrImage(new Uint8Array(Buffer.from(String(answer.facts!.qr!.png_base64), 'base64')));
    expect(codes.map((k) => [k.text, k.ecc])).toEqual([[c.text, c.ecc]]);
  });
});
