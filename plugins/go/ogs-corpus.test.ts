// Dead stones judged on finished OGS games whose players marked them (test/fixtures/go-ogs): every position
// scored through the solver as a request would be; no answer may differ from the count with the marked stones
// removed, and the answered share must stay at its floor. A decline must name the group it could not settle.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDecline } from '../../src/solving/solver.js';
import { solveGo } from './index.js';
import { judgeOgsReply, ogsAsk, readOgsGame } from './ogs-game.js';

const DIR = new URL('../../test/fixtures/go-ogs/', import.meta.url);
const KOMI = 6.5;
/** Measured: 37 of 53 answered, all correct. */
const FLOOR = 37;

describe('dead stones on finished OGS games', () => {
  it('answers at least the floor, never wrongly, and names the group when it declines', () => {
    const games = readdirSync(DIR)
      .filter((f) => f.endsWith('.game'))
      .sort()
      .map((f) => ({ f, g: readOgsGame(readFileSync(new URL(f, DIR), 'utf8')) }))
      .filter((x) => x.g !== null);
    expect(games.length).toBe(53);
    const wrong: string[] = [];
    const unnamed: string[] = [];
    let correct = 0;
    for (const { f, g } of games) {
      const { outcome } = solveGo(ogsAsk(g!, KOMI));
      if (isDecline(outcome)) {
        if (!/cannot settle the status of the (black|white) (stone|group) at [A-T]\d/.test(outcome.reason)) unnamed.push(`${f}: ${outcome.reason}`);
        continue;
      }
      const v = judgeOgsReply(g!, KOMI, String([(outcome as { canonical?: string | string[] }).canonical].flat()[0] ?? ''));
      if (v.kind === 'wrong') wrong.push(`${f}: ${v.cause}: ${v.detail}`);
      else correct++;
    }
    expect(wrong).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(correct).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
