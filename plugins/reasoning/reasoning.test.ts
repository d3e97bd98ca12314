import { describe, expect, it } from 'vitest';
import { parseFormula } from './formula.js';
import { solveReasoning } from './index.js';
import { readSudoku } from './sudoku.js';

const canonical = (text: string) => {
  const { outcome } = solveReasoning(text);
  return 'canonical' in outcome ? outcome.canonical : `declined: ${outcome.reason}`;
};
const GRID = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('reasoning readers', () => {
  it('reads a Sudoku whose blanks are spaces in fixed-width rows', () => {
    const rows = Array.from({ length: 9 }, (_, r) => GRID.slice(r * 9, r * 9 + 9).replace(/\./g, ' '));
    expect(readSudoku(`Sudoku:\n${rows.join('\n')}`)).toEqual([...GRID].map((c) => (c === '.' ? 0 : Number(c))));
  });

  it('says why a Sudoku has no solution when the givens clash', () => {
    const { outcome } = solveReasoning(`Solve this sudoku: 55${GRID.slice(2)}`);
    expect('content' in outcome && outcome.content).toContain('two 5s in row 1');
  });

  it('parses implication as right-associative and below conjunction', () => {
    expect(parseFormula('p -> q -> r')).toEqual(parseFormula('p -> (q -> r)'));
    expect(parseFormula('p & q -> r')).toEqual(parseFormula('(p & q) -> r'));
  });

  it('counts every arrangement when the clues do not fix the order', () => {
    expect(canonical('Ann, Bob and Cy sit in a row. Ann sits left of Bob. What is the order?')).toBe('solutions:3');
  });

  it('treats "says nothing" as no constraint but still counts the islander', () => {
    expect(canonical('Knights and knaves. A says: "We are both knaves." B says nothing.')).toBe('A=knave,B=knight');
  });

  it('declines a move list that would be too long, pointing to the count', () => {
    expect(canonical('List the moves for the Tower of Hanoi with 15 disks.')).toMatch(/^declined: hanoi: a move list for 15 disks has 32767 moves/);
  });
});
