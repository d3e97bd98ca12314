/**
 * Dev-set scoring shared by the solvers: each case's canonical result must equal `expect` exactly, and
 * `expect: null` must be declined. A solver supplies how it claims and how it solves one question.
 */
import { readFileSync } from 'node:fs';
import { askFromText, type Ask } from './ask.js';

export interface Case {
  family: string;
  ask: string;
  expect: string | null;
}

export interface Tally {
  cases: number;
  answered: number;
  correct: number;
  wrong: number;
  declined: number;
}

/** What a solver gives for one question: a canonical result, or a reason it declines. */
export type Scored = { canonical: string } | { reason: string };

export interface Scorable {
  claim(ask: Ask): number;
  solve(text: string): Scored;
}

export function readCases(url: URL): Case[] {
  return readFileSync(url, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Case);
}

export function scoreCases(cases: Case[], solver: Scorable): { byFamily: Record<string, Tally>; wrong: string[] } {
  const byFamily: Record<string, Tally> = {};
  const wrong: string[] = [];
  for (const c of cases) {
    const t = (byFamily[c.family] ??= { cases: 0, answered: 0, correct: 0, wrong: 0, declined: 0 });
    t.cases++;
    // An unclaimed ask is a decline: the router would never ask this solver.
    const outcome: Scored = solver.claim(askFromText(c.ask)) > 0 ? solver.solve(c.ask) : { reason: 'not claimed' };
    if (!('canonical' in outcome)) {
      t.declined++;
      if (c.expect === null) t.correct++;
      continue;
    }
    t.answered++;
    if (outcome.canonical === c.expect) t.correct++;
    else {
      t.wrong++;
      wrong.push(`${c.family}: ${JSON.stringify(c.ask).slice(0, 120)} → ${outcome.canonical} (expected ${c.expect})`);
    }
  }
  return { byFamily, wrong };
}

/** One line per family, for the test log: how much of each family the solver answered, and how well. */
export function formatTally(solver: string, byFamily: Record<string, Tally>): string {
  const lines = Object.entries(byFamily).map(
    ([f, t]) => `${f.padEnd(14)} cases ${t.cases}  answered ${t.answered}  correct ${t.correct}  wrong ${t.wrong}  declined ${t.declined}`,
  );
  return `${solver} dev set\n${lines.join('\n')}`;
}
