// Dead stones judged on finished OGS games whose dead stones are known (test/fixtures/go-ogs: marked by the
// players; test/fixtures/go-ogs-autoscore: the owner of every point): every position scored through the
// solver as a request would be; no answer may differ from the known dead stones, the answered count must
// stay at its floor, and a decline must name the group it could not settle.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDecline } from '../../src/solving/solver.js';
import { solveGo } from './index.js';
import { judgeOgsReply, ogsAsk, readOgsAutoscore, readOgsGame, type OgsGame } from './ogs-game.js';

const KOMI = 6.5;
/** Measured answered (all correct) per folder. */
const CORPORA = [
  { dir: 'go-ogs', read: readOgsGame, positions: 53, floor: 37 },
  { dir: 'go-ogs-autoscore', read: readOgsAutoscore, positions: 31, floor: 12 },
];

describe('dead stones on finished OGS games', () => {
  for (const { dir, read, positions, floor } of CORPORA) {
    it(`${dir}: answers at least ${floor} of ${positions}, never wrongly, and names the group when it declines`, () => {
      const url = new URL(`../../test/fixtures/${dir}/`, import.meta.url);
      const games = readdirSync(url)
        .filter((f) => /\.(game|json)$/.test(f))
        .sort()
        .map((f) => ({ f, g: read(readFileSync(new URL(f, url), 'utf8')) }))
        .filter((x): x is { f: string; g: OgsGame } => x.g !== null);
      expect(games.length).toBe(positions);
      const wrong: string[] = [];
      const unnamed: string[] = [];
      let correct = 0;
      for (const { f, g } of games) {
        const { outcome } = solveGo(ogsAsk(g, KOMI));
        if (isDecline(outcome)) {
          if (!/cannot settle the status of the (black|white) (stone|group) at [A-T]\d/.test(outcome.reason)) unnamed.push(`${f}: ${outcome.reason}`);
          continue;
        }
        const v = judgeOgsReply(g, KOMI, String([(outcome as { canonical?: string | string[] }).canonical].flat()[0] ?? ''));
        if (v.kind === 'wrong') wrong.push(`${f}: ${v.cause}: ${v.detail}`);
        else correct++;
      }
      expect(wrong).toEqual([]);
      expect(unnamed).toEqual([]);
      expect(correct).toBeGreaterThanOrEqual(floor);
    }, 120_000);
  }
});
