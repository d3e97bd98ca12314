// `npx vitest bench plugins/reasoning/families.bench.ts`: one typical input per puzzle family, in-process
// (target < 50 ms each); printed, never asserted. The inputs are the first dev case of each family of
// puzzle-cases.jsonl and standard-cases.jsonl (the 7-object shuffles and deductions among them).
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { sharedWordnet } from '../../src/lexicon/shared-wordnet.js';
import { solveReasoning } from './index.js';

const firstOf = new Map<string, string>();
for (const file of ['./puzzle-cases.jsonl', './standard-cases.jsonl']) {
  for (const line of readFileSync(new URL(file, import.meta.url), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as { family: string; ask: string };
    if (!firstOf.has(c.family)) firstOf.set(c.family, c.ask);
  }
}
const wordnet = sharedWordnet();

describe('reasoning families in-process', () => {
  for (const [family, ask] of firstOf) bench(family, () => void solveReasoning(ask, { wordnet }));
  bench('n-queens classes up to symmetry, N=10', () => void solveReasoning('N-queens with 10 queens: how many fundamental solutions are there?'));
  bench('sudoku cell question', () => void solveReasoning('In the sudoku below, what is r5c5?\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'));
});
