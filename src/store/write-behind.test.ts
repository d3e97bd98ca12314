import { describe, expect, it } from 'vitest';
import { openStore } from './store.js';
import { DIALECTS, openTestStore, urlOf } from './test-db.js';
import { StoreWriteBehind, WriteBehind, type Buffered } from './write-behind.js';

describe('WriteBehind', () => {
  it('runs writes one at a time, and a failed write does not stop later ones', async () => {
    const log: string[] = [];
    let fail = true;
    let running = 0;
    const behind = new WriteBehind(async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (fail) {
        fail = false;
        log.push('failed');
        throw new Error('disk full');
      }
      log.push('written');
    }, 60_000);
    const first = behind.flush();
    const second = behind.flush();
    await expect(first).rejects.toThrow('disk full');
    await second;
    await behind.close();
    expect(log).toEqual(['failed', 'written', 'written']);
  });
});

/** A buffered source whose write leaves a row (a mark no reader waits for: its time is 0) saying how much it wrote. */
function counter(): Buffered & { add(n: number): void } {
  let pending = 0;
  return {
    add(n) {
      pending += n;
    },
    take() {
      if (pending === 0) return null;
      const n = pending;
      pending = 0;
      return {
        write: async (db) => {
          await db.insertInto('write_marks').values({ writer: `count-${n}-${Math.random()}`, marked_ms: 0 }).execute();
        },
        restore: () => {
          pending += n;
        },
      };
    },
  };
}

describe.each(DIALECTS)('StoreWriteBehind on %s', (dialect) => {
  it('puts back what a failed write took, and writes it with the next flush', async () => {
    const store = await openTestStore(dialect);
    try {
      const behind = new StoreWriteBehind(store, 60_000);
      let fail = true;
      let written = 0;
      let pending = 0;
      behind.add({
        take() {
          if (pending === 0) return null;
          const n = pending;
          pending = 0;
          return {
            write: async () => {
              if (fail) throw new Error('lost connection');
              written += n;
            },
            restore: () => void (pending += n),
          };
        },
      });
      pending = 3;
      await expect(behind.flush()).rejects.toThrow('lost connection');
      fail = false;
      pending += 2;
      await behind.flush();
      expect(written).toBe(5);
      await behind.close();
    } finally {
      await store.close();
    }
  });

  // Two stores on one database are two service processes.
  it.runIf(dialect === 'mysql')('settled() waits for every live process to write past the moment it asked, but not for a killed one', async () => {
    const store = await openTestStore(dialect);
    const other = await openStore(urlOf(store));
    try {
      const mine = new StoreWriteBehind(store, 60_000);
      const theirs = new StoreWriteBehind(other, 300);
      const source = counter();
      theirs.add(source);
      await theirs.flush();
      source.add(1);
      const t = performance.now();
      await mine.settled();
      // Their next timed write (within 300 ms) was waited for, and it wrote what they held.
      expect(performance.now() - t).toBeLessThan(2500);
      const rows = await store.db.selectFrom('write_marks').select('writer').execute();
      expect(rows.map((r) => r.writer).filter((w) => w.startsWith('count-1-'))).toHaveLength(1);
      // A process killed with kill -9 leaves its mark; once it is old, nobody waits for it.
      await store.db.insertInto('write_marks').values({ writer: 'killed', marked_ms: 1 }).execute();
      await theirs.close();
      const u = performance.now();
      await mine.settled();
      expect(performance.now() - u).toBeLessThan(1000);
      // A closed process removed its mark: only this one's is left of the two.
      const left = (await store.db.selectFrom('write_marks').select('writer').execute()).map((r) => r.writer);
      expect(left.filter((w) => w.includes(`:${process.pid}:`))).toHaveLength(1);
      await mine.close();
    } finally {
      await other.close();
      await store.close();
    }
  });
});
