import { describe, expect, it } from 'vitest';
import { buildReceipt } from './receipt.js';

const base = { solver: 'compute', verified: true, checked: 'computed' as const, tried: ['compute:answered' as const], model: 'svc' as const };

describe('buildReceipt', () => {
  it('has solver, verified, checked and tried, and nothing empty', () => {
    expect(buildReceipt({ ...base, caveat: '', calls: [], facts: { violations: [], results: [] } })).toEqual({
      solver: 'compute',
      verified: true,
      checked: 'computed',
      tried: ['compute:answered'],
    });
  });

  it('keeps checked null explicit', () => {
    expect(buildReceipt({ ...base, solver: 'help', verified: false, checked: null })).toMatchObject({ checked: null });
  });

  it('adds the notice, the pristine version on svc-pristine, and the caveat', () => {
    const r = buildReceipt({ ...base, model: 'svc-pristine', caveat: 'read 3/4 as a fraction', notice: { message: 'Beta.', shown: true } });
    expect(r).toEqual({ ...buildReceipt(base), caveat: 'read 3/4 as a fraction', notice: { message: 'Beta.', shown: true }, pristine: 'pristine-1' });
    expect(buildReceipt(base).pristine).toBeUndefined();
  });

  it('names the first call and all calls only when there are calls', () => {
    const calls = [
      { id: 'call_1', name: 'write_file', args: { path: 'a.py' }, commit: true },
      { id: 'call_2', name: 'run_tests', args: {}, commit: false, pack: 'dev', hook: 'https://hooks.test/x' },
    ];
    const r = buildReceipt({ ...base, solver: 'tool', calls });
    expect(r.call).toEqual(calls[0]);
    expect(r.calls).toEqual(calls);
    expect(r.call).not.toBe(calls[0]);
  });

  it('copies the plugin facts in the spec order', () => {
    const r = buildReceipt({
      ...base,
      facts: {
        qr: { png_base64: 'x' },
        schema: { id: null, ok: true, errors: [] },
        pack: { name: 'dev', version: 2, hash: 'sha256:ab' },
        violations: [{ message: 'overlap' }],
        results: [{ call_id: 'c', verified: true, checked: 'established' }],
        phase: { id: 'ph', stage: 'plan', index: 0, total: 3, items: [], done: false },
      },
      packMiss: { pack: 'x', packs: [] },
    });
    expect(Object.keys(r)).toEqual(['solver', 'verified', 'checked', 'tried', 'phase', 'results', 'violations', 'pack', 'schema', 'qr', 'pack_miss']);
  });
});
