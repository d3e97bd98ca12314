/** Phase and pack storage on each database: expiry, revisions, and writers racing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackRepo } from './pack-repo.js';
import { PHASE_LIFETIME_MS, PhaseRepo } from './phase-repo.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';

const DAY = 24 * 3600 * 1000;

describe.each(DIALECTS)('agent-graph repositories on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(async () => store?.close());

  it('a phase lives 7 days after its last turn, then reads as absent', async () => {
    const phases = new PhaseRepo(store);
    const now = Date.now();
    const old = await phases.create('key_a', PhaseRepo.newId(now - 8 * DAY), { n: 1 }, now - 8 * DAY);
    const recent = await phases.create('key_a', PhaseRepo.newId(now - 6 * DAY), { n: 2 }, now - 6 * DAY);
    expect(await phases.find('key_a', old.id, now)).toBeUndefined();
    expect((await phases.find('key_a', recent.id, now))?.state).toEqual({ n: 2 });
    expect(await phases.find('key_b', recent.id, now)).toBeUndefined();
    // A turn renews it: 7 days from that turn.
    expect(await phases.update('key_a', recent.id, 1, { n: 3 }, now)).toBe(true);
    expect((await phases.find('key_a', recent.id, now + PHASE_LIFETIME_MS - 1))?.revision).toBe(2);
    expect(await phases.find('key_a', recent.id, now + PHASE_LIFETIME_MS)).toBeUndefined();
  });

  it('writes a phase only over the revision read', async () => {
    const phases = new PhaseRepo(store);
    const p = await phases.create('key_a', PhaseRepo.newId(), { n: 0 });
    const results = await Promise.all([phases.update('key_a', p.id, 1, { n: 1 }), phases.update('key_a', p.id, 1, { n: 2 })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await phases.find('key_a', p.id))?.revision).toBe(2);
  });

  it('two creations of one pack name: one is stored, the other is a conflict', async () => {
    const packs = new PackRepo(store);
    const hash = (c: string) => `sha256:${c.repeat(64)}`;
    const got = await Promise.allSettled([packs.create('key_a', 'race', hash('a'), '{"a":1}'), packs.create('key_a', 'race', hash('b'), '{"b":1}')]);
    expect(got.filter((g) => g.status === 'fulfilled')).toHaveLength(1);
    const failed = got.find((g) => g.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason.code).toBe('version_conflict');
    expect((await packs.latest('key_a', 'race'))?.version).toBe(1);
  });

  it('publishes only from the latest version, racing or not', async () => {
    const packs = new PackRepo(store);
    await packs.create('key_a', 'pub', `sha256:${'c'.repeat(64)}`, '{}');
    const got = await Promise.allSettled([packs.publish('key_a', 'pub', 1, `sha256:${'d'.repeat(64)}`, '{"d":1}'), packs.publish('key_a', 'pub', 1, `sha256:${'e'.repeat(64)}`, '{"e":1}')]);
    expect(got.filter((g) => g.status === 'fulfilled')).toHaveLength(1);
    expect((got.find((g) => g.status === 'rejected') as PromiseRejectedResult).reason.code).toBe('version_conflict');
    expect((await packs.latest('key_a', 'pub'))?.version).toBe(2);
  });
});
