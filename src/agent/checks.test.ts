/** Invariants and patches on states, each kind with the violations it must report (and must not). */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.js';
import { runChecks, type CheckDeps } from './checks.js';
import type { StoredPack } from './pack.js';

const pack: StoredPack = {
  name: 'rooms',
  version: 1,
  hash: 'sha256:' + '0'.repeat(64),
  tools: [],
  schemas: { booking: { type: 'object', required: ['room'], properties: { room: { type: 'string' } } } },
  invariants: { no_double: { kind: 'no overlap', path: '/bookings', by: 'room' } },
  pipelines: {},
};

const deps: CheckDeps = {
  async loadPack(ref) {
    if (ref === 'rooms') return pack;
    throw new ServiceError('pack_miss', `no pack ${ref}`);
  },
  async readDocument(name) {
    if (name === 'schedule') return { bookings: [{ room: 'A', start: '09:00', end: '10:00' }] };
    throw new ServiceError('document_miss', `no document ${name}`);
  },
};

const bookings = { bookings: [{ room: 'A', start: '09:00', end: '10:00' }, { room: 'B', start: '09:30', end: '11:00' }, { room: 'A', start: '10:00', end: '10:30' }] };

type Case = [string, { state: unknown; invariants: unknown[]; patch?: unknown }, { ok: boolean; paths?: string[] }];

const CASES: Case[] = [
  ['no overlap: touching intervals are fine, other rooms do not count', { state: bookings, invariants: [{ kind: 'no overlap', path: '/bookings', by: 'room' }] }, { ok: true }],
  ['no overlap: an overlap in room A after a patch', { state: bookings, patch: [{ op: 'add', path: '/bookings/-', value: { room: 'A', start: '09:45', end: '10:15' } }], invariants: [{ kind: 'no overlap', path: '/bookings', by: 'room' }] }, { ok: false, paths: ['/bookings/3', '/bookings/3'] }],
  ['no overlap: [start, end] pairs without a group', { state: [[1, 3], [2, 4]], invariants: ['no overlap'] }, { ok: false, paths: ['/1'] }],
  ['unique: a repeated email', { state: { users: [{ email: 'a@x' }, { email: 'b@x' }, { email: 'a@x' }] }, invariants: [{ kind: 'unique', path: '/users', key: 'email' }] }, { ok: false, paths: ['/users/2'] }],
  ['unique: wildcard path', { state: { users: [{ id: 1 }, { id: 2 }] }, invariants: [{ kind: 'unique', path: '/users/*/id' }] }, { ok: true }],
  ['required: a missing and a null member', { state: { users: [{ id: 1, email: 'a' }, { id: 2 }, { id: null, email: 'c' }] }, invariants: [{ kind: 'required', path: 'users', fields: ['id', 'email'] }] }, { ok: false, paths: ['/users/1/email', '/users/2/id'] }],
  ['range: below and above', { state: { items: [{ qty: 0 }, { qty: 5 }, { qty: 11 }] }, invariants: [{ kind: 'range', path: '/items', key: 'qty', min: 1, max: 10 }] }, { ok: false, paths: ['/items/0/qty', '/items/2/qty'] }],
  ['sum_max: a merge patch pushes the sum over', { state: { a: { amount: 40 }, b: { amount: 50 } }, patch: { b: { amount: 70 } }, invariants: [{ kind: 'sum_max', path: '/*/amount', max: 100 }] }, { ok: false, paths: ['/*/amount'] }],
  ['sum_max: decimals at the limit', { state: [0.1, 0.2, 0.7], invariants: [{ kind: 'sum_max', max: 1 }] }, { ok: true }],
  ['ref: an order of an unknown user', { state: { users: [{ id: 'u1' }], orders: [{ user_id: 'u1' }, { user_id: 'u9' }] }, invariants: [{ kind: 'ref', path: '/orders', key: 'user_id', target: '/users', target_key: 'id' }] }, { ok: false, paths: ['/orders/1/user_id'] }],
  ['schema: inline', { state: { id: 'x' }, invariants: [{ kind: 'schema', schema: { type: 'object', properties: { id: { type: 'integer' } } } }] }, { ok: false, paths: ['/id'] }],
  ['pack#id: a named invariant of a pack', { state: bookings, invariants: ['rooms#no_double'] }, { ok: true }],
  ['pack#id: a pack schema', { state: { room: 3 }, invariants: ['rooms#booking'] }, { ok: false, paths: ['/room'] }],
  ['a path that is absent is a violation', { state: { a: 1 }, invariants: [{ kind: 'unique', path: '/users', key: 'id' }] }, { ok: false, paths: ['/users'] }],
  ['a document as the state', { state: { document: 'schedule' }, invariants: [{ kind: 'range', path: '/bookings/*/start', min: '08:00', max: '18:00' }] }, { ok: true }],
];

describe('runChecks', () => {
  it.each(CASES)('%s', async (_name, input, want) => {
    const got = await runChecks(input, deps);
    expect(got.ok).toBe(want.ok);
    if (want.paths) expect(got.violations.map((v) => v.path)).toEqual(want.paths);
    for (const v of got.violations) {
      expect(v.reason).toBe(v.message);
      expect(v.reason.length).toBeGreaterThan(5);
    }
  });

  it('has no duplicate cases', () => {
    expect(new Set(CASES.map((c) => JSON.stringify(c[1]))).size).toBe(CASES.length);
  });

  it('leaves the state itself unchanged', async () => {
    const state = { a: [1] };
    await runChecks({ state, patch: [{ op: 'add', path: '/a/-', value: 1 }], invariants: [{ kind: 'unique', path: '/a' }] }, deps);
    expect(state).toEqual({ a: [1] });
  });

  it('names every malformed invariant in one invalid_check', async () => {
    const err = await runChecks({ state: {}, invariants: [{ kind: 'range', path: '/a' }, { kind: 'frobnicate' }, { kind: 'unique' }, { kind: 'required' }, 'rooms#nothing'] }, deps).catch((e) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe('invalid_check');
    expect(err.extra.problems).toHaveLength(4);
    expect(err.message).toMatch(/invariants\[0\] \(range\): needs "min" or "max"/);
    expect(err.message).toMatch(/invariants\[1\].*frobnicate/);
    expect(err.message).toMatch(/invariants\[3\] \(required\): needs "fields"/);
    expect(err.message).toMatch(/no invariant or schema "nothing"/);
  });

  it('refuses a patch that cannot apply, and an unknown pack as pack_miss', async () => {
    const bad = await runChecks({ state: { a: 1 }, patch: [{ op: 'test', path: '/a', value: 2 }], invariants: ['unique'] }, deps).catch((e) => e);
    expect([bad.code, bad.param]).toEqual(['invalid_check', 'patch[0]']);
    const miss = await runChecks({ state: {}, invariants: ['nope#x'] }, deps).catch((e) => e);
    expect(miss.code).toBe('pack_miss');
  });
});
