/** The dev-set test every plugin with a cases.jsonl runs (plugins/<name>/cases.test.ts): zero wrong, and floors. */
import { describe, expect, it } from 'vitest';
import { floorProblems, formatTally, readCases, runDevSet, type DevSetReport } from '../solving/dev-set.js';
import type { AskTool } from '../solving/ask.js';
import type { AnySolverPlugin } from '../solving/solver.js';

export interface DevSetSuite {
  plugin: AnySolverPlugin;
  /** URL of the plugin's cases.jsonl. */
  cases: URL;
  /** Every solver a request would meet, in order (plugins/index.ts BUILTIN_SOLVERS). */
  solvers: readonly AnySolverPlugin[];
  /** Least answered rate per family (answered / cases with an expected answer): the measured rate or just under. */
  floors: Readonly<Record<string, number>>;
  /** Least numbers of cases with an answer and of cases to leave, so the set cannot quietly shrink. */
  least: { answerable: number; left: number };
  /** Tools the cases may offer, by name (a case's `tools` lists names from here). */
  tools?: Readonly<Record<string, AskTool>>;
  /** Further checks on the routed results (e.g. decoding the QR codes made). */
  also?: (report: DevSetReport) => void | Promise<void>;
}

export function devSetSuite(s: DevSetSuite): void {
  describe(`${s.plugin.name} dev set`, () => {
    const cases = readCases(s.cases);

    it(`has at least ${s.least.answerable} cases to answer and ${s.least.left} to leave, no ask twice`, () => {
      expect(cases.filter((c) => c.expect !== null).length).toBeGreaterThanOrEqual(s.least.answerable);
      expect(cases.filter((c) => c.expect === null).length).toBeGreaterThanOrEqual(s.least.left);
    });

    it('answers nothing wrongly through the router, and every family at least at its floor', async () => {
      const report = await runDevSet(s.plugin, cases, s.solvers, s.tools);
      console.log(formatTally(report));
      expect(report.wrong).toEqual([]);
      expect(floorProblems(report, s.floors)).toEqual([]);
      await s.also?.(report);
    });
  });
}
