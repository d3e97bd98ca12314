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
const FIVE_BOOKS =
  'Five books stand on a shelf: a red book, a blue book, a green book, a white book and a black book. The white book is left of the black book. The red book is the second from the right. The green book is the leftmost. The blue book is right of the black book. Which book is in the middle?';

describe('reasoning families in-process', () => {
  for (const [family, ask] of firstOf) bench(family, () => void solveReasoning(ask, { wordnet }));
  bench('n-queens classes up to symmetry, N=10', () => void solveReasoning('N-queens with 10 queens: how many fundamental solutions are there?'));
  bench('cryptarithm with every solution listed, TWO+TWO=FOUR', () => void solveReasoning('Solve the cryptarithm TWO + TWO = FOUR.'));
  bench('6-queens counting', () => void solveReasoning('How many ways can 6 non-attacking queens be placed on a 6x6 board?'));
  bench('unnamed ordering, five objects with options', () => void solveReasoning(FIVE_BOOKS));
  bench('sudoku cell question', () => void solveReasoning('In the sudoku below, what is r5c5?\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'));
});
