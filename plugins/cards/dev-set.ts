/** Dev-set scorer: each case's canonical result must equal `expect` exactly; `expect: null` must be declined. */
import { readFileSync } from 'node:fs';
import { askFromText } from '../../src/solving/ask.js';
import cardHand, { solveCards } from './index.js';
import { declined } from './outcome.js';

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

export function readCases(url: URL): Case[] {
  return readFileSync(url, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Case);
}

export function scoreCases(cases: Case[]): { byFamily: Record<string, Tally>; wrong: string[] } {
  const byFamily: Record<string, Tally> = {};
  const wrong: string[] = [];
  for (const c of cases) {
    const t = (byFamily[c.family] ??= { cases: 0, answered: 0, correct: 0, wrong: 0, declined: 0 });
    t.cases++;
    // An unclaimed ask is a decline: the router would never ask this solver.
    const claimed = cardHand.claim(askFromText(c.ask)) > 0;
    const { outcome } = claimed ? solveCards(c.ask) : { outcome: { reason: 'not claimed' } };
    if (declined(outcome)) {
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
