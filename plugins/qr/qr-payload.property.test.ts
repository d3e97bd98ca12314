/** A QR request's payload is only the text to encode: whatever the text, the request around it is never encoded. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMakeRequest } from './qr-request.js';

/** Any text a caller may want encoded, spaces, punctuation and other scripts included (one line, not blank). */
const line = fc.string({ unit: fc.oneof(fc.constantFrom(...'abcXYZ019 .,:;!?-_/@#%&()[]{}<>=+*\'"\t'), fc.constantFrom('é', 'ß', '日', '本', '😀')), minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);
const lines = fc.array(line, { minLength: 1, maxLength: 4 }).map((l) => l.join('\n'));
const REQUESTS_BELOW = [
  'QR code for the text below, exactly as written',
  'Make a QR code of the following text:',
  'Please generate a QR code for this text, verbatim',
  'qr code - encode the next lines exactly',
];

describe('QR payloads', () => {
  it('"exactly as written" on the lines below keeps the text byte for byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUESTS_BELOW), lines, (request, payload) => {
        expect(parseMakeRequest(`${request}\n${payload}`)?.text).toBe(payload);
      }),
      { numRuns: 1000 },
    );
  });

  it('a quoted payload is taken exactly, with the request words left out', () => {
    const unquoted = line.filter((s) => !/["“”`]/.test(s));
    fc.assert(
      fc.property(unquoted, fc.constantFrom('Make a QR code for', 'Please create a qr code containing', 'Generate a QR code with the text'), (payload, request) => {
        expect(parseMakeRequest(`${request} "${payload}" thanks`)?.text).toBe(payload);
      }),
      { numRuns: 1000 },
    );
  });

  it('a described link encodes the link only', () => {
    const path = fc.stringMatching(/^([a-z0-9/_.?=&-]{0,30}[a-z0-9/_=&-])?$/);
    fc.assert(
      fc.property(fc.constantFrom('my blog', 'our new shop', 'the team wiki', 'my portfolio site'), fc.constantFrom('example.com', 'blog.example.org', 'x.io'), path, (what, host, p) => {
        const url = `https://${host}/${p}`;
        const out = parseMakeRequest(`Make me a QR code for ${what} ${url}`);
        expect(out?.text).toBe(url);
        expect(out?.caveat).toContain(what);
      }),
      { numRuns: 500 },
    );
  });
});
