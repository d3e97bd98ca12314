/** Chat-level cases (cases.jsonl): a request to make a code → `make:<level>:<text>` the made code holds, or null. */
import { expect } from 'vitest';
import { decodeQrImage } from '../../src/core/qr/decode-qr.js';
import { devSetSuite } from '../../src/testing/dev-set-suite.js';
import { BUILTIN_SOLVERS } from '../index.js';
import qr from './index.js';

devSetSuite({
  plugin: qr,
  cases: new URL('./cases.jsonl', import.meta.url),
  solvers: BUILTIN_SOLVERS,
  // The measured answered rate per family, or just under it.
  floors: { make: 1 },
  least: { answerable: 15, left: 6 },
  async also(report) {
    // Read back independently of the solver's own check: the general decoder on the PNG in the receipt.
    for (const { case: c, solver, answer } of report.results.filter((r) => r.verdict === 'correct' && r.case.expect)) {
      expect(solver).toBe('qr');
      expect(answer).toMatchObject({ verified: true, checked: 'computed', facts: { qr: { check: { passed: true } } } });
      const codes = await decodeQrImage(new Uint8Array(Buffer.from(String(answer.facts!.qr!.png_base64), 'base64')));
      expect(codes.map((k) => `make:${k.ecc}:${k.text}`)).toEqual([c.expect]);
    }
  },
});
