import { describe, expect, it } from 'vitest';
import { WriteBehind } from './write-behind.js';

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
