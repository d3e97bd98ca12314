import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityRepo, noticeShown } from './activity-repo.js';
import type { Store } from './store.js';
import { DIALECTS, openTestStore } from './test-db.js';

const T = Date.parse('2025-06-10T12:00:00.000Z');
const MIN = 60_000;

describe('noticeShown', () => {
  it.each([
    ['first request ever', undefined, T, true],
    ['one minute later, same day', T, T + MIN, false],
    ['29 min 59 s later', T, T + 30 * MIN - 1000, false],
    ['exactly 30 minutes later', T, T + 30 * MIN, true],
    ['23:59 then 00:01 the next UTC day', Date.parse('2025-06-10T23:59:00Z'), Date.parse('2025-06-11T00:01:00Z'), true],
    ['an earlier timestamp than the last one', T, T - MIN, false],
  ] as const)('%s → %s', (_name, previous, now, want) => {
    expect(noticeShown(previous, now)).toBe(want);
  });
});

describe.each(DIALECTS)('ActivityRepo on %s', (dialect) => {
  let store: Store;
  let activity: ActivityRepo;
  beforeEach(async () => {
    store = await openTestStore(dialect);
    activity = new ActivityRepo(store);
  });
  afterEach(() => store.close());

  const lastSeen = async (keyId: string) =>
    Number((await store.db.selectFrom('key_activity').select('last_seen_ms').where('key_id', '=', keyId).executeTakeFirstOrThrow()).last_seen_ms);

  it('shows the notice on the first request, not on the next ones the same day', async () => {
    expect(await activity.touch('key_a', T)).toEqual({ shown: true });
    expect(await activity.touch('key_a', T + MIN)).toEqual({ shown: false });
    expect(await activity.touch('key_a', T + 10 * MIN)).toEqual({ shown: false });
    expect(await lastSeen('key_a')).toBe(T + 10 * MIN);
  });

  it('shows it again after 30 minutes idle, counted from the last request', async () => {
    await activity.touch('key_a', T);
    expect(await activity.touch('key_a', T + 20 * MIN)).toEqual({ shown: false });
    expect(await activity.touch('key_a', T + 49 * MIN)).toEqual({ shown: false });
    expect(await activity.touch('key_a', T + 79 * MIN)).toEqual({ shown: true });
  });

  it('shows it on the first request of a new UTC day even a minute later', async () => {
    const late = Date.parse('2025-06-10T23:59:30Z');
    await activity.touch('key_a', late);
    expect(await activity.touch('key_a', late + MIN)).toEqual({ shown: true });
    expect(await activity.touch('key_a', late + 2 * MIN)).toEqual({ shown: false });
  });

  it('keys are independent', async () => {
    await activity.touch('key_a', T);
    expect(await activity.touch('key_b', T + MIN)).toEqual({ shown: true });
  });

  it('never moves the last-seen time backwards', async () => {
    await activity.touch('key_a', T + 10 * MIN);
    expect(await activity.touch('key_a', T)).toEqual({ shown: false });
    expect(await lastSeen('key_a')).toBe(T + 10 * MIN);
  });
});
