/** Scores the dev set: answered / correct / wrong per family, comparing the expected text with the answer's exact forms. */
import { readFileSync } from 'node:fs';
import { askFromText } from '../../src/solving/ask.js';
import compute from './index.js';
import { readQuestion } from './claim-score.js';

export interface Case {
  family: 'arithmetic' | 'percent' | 'equation' | 'units' | 'word' | 'decline';
  ask: string;
  /** Null: must not be answered. */
  expect: string | null;
}

export interface Tally {
  cases: number;
  answered: number;
  correct: number;
  wrong: number;
}

export interface Score {
  byFamily: Record<string, Tally>;
  wrong: { ask: string; expect: string | null; got: string[] }[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ');

export function readCases(path: string | URL): Case[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Case);
}

/** Answered means claimed and solved; correct means the expected text equals one of the answer's exact forms. */
export function scoreCases(cases: readonly Case[]): Score {
  const byFamily: Record<string, Tally> = {};
  const wrong: Score['wrong'] = [];
  for (const c of cases) {
    const t = (byFamily[c.family] ??= { cases: 0, answered: 0, correct: 0, wrong: 0 });
    t.cases++;
    const claimed = compute.claim(askFromText(c.ask)) > 0;
    const out = claimed ? readQuestion(c.ask) : null;
    if (!out || 'reason' in out || !out.verified) continue;
    t.answered++;
    if (c.expect !== null && out.forms.map(norm).includes(norm(c.expect))) t.correct++;
    else {
      t.wrong++;
      wrong.push({ ask: c.ask, expect: c.expect, got: out.forms });
    }
  }
  return { byFamily, wrong };
}
