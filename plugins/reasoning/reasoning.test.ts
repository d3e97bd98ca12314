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

  it('proves a Sudoku not unique, or without completion, where the givens do not clash', () => {
    // Inkala's puzzle less its first given has several completions; with a 2 added at r1c2 (its answer is 1) it has none.
    const hardest = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
    expect(canonical(`Solve this sudoku: .${hardest.slice(1)}`)).toBe('multiple');
    expect(canonical(`Solve this sudoku: 82${hardest.slice(2)}`)).toBe('none');
    expect(canonical(`Solve this sudoku: ${hardest}`)).toBe('812753649943682175675491283154237896369845721287169534521974368438526917796318452');
  });

  it('reads the whole number a digit question is about, or declines', () => {
    // Each was once answered about the first number only ("2", "50", the 3rd digit), marked verified.
    expect(canonical('whats the sum of the digits of 2 to the 50')).toBe('76');
    expect(canonical('how many digits in 50 factorial')).toBe('65');
    expect(canonical('first 3 digits of 2^100')).toBe('126');
    expect(canonical('the last two digits of 7^100')).toBe('01');
    expect(canonical('sum of the digits of 3 × 7')).toMatch(/^declined/);
    expect(canonical('sum of the digits of 3.14')).toMatch(/^declined/);
  });

  it('reads a numeric date day first only when it cannot be month first, and names a day that does not exist', () => {
    // "31/12/2024" was read as month 31 and answered Sunday, verified.
    expect(canonical('what day of the week is 31/12/2024')).toBe('Tuesday');
    expect(canonical('What day of the week was February 30, 2024?')).toMatch(/^declined/);
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
