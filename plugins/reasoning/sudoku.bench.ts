// `npx vitest bench plugins/reasoning`: in-process Sudoku timings (target p50 < 50 ms); printed, never asserted.
import { bench, describe } from 'vitest';
import { solveReasoning } from './index.js';

const HARDEST = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const NORVIG_HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('reasoning in-process', () => {
  bench('hardest Sudoku (Inkala), solve + uniqueness', () => {
    solveReasoning(`Solve this sudoku: ${HARDEST}`);
  });
  bench('hardest Sudoku, one cell asked', () => {
    solveReasoning(`In this sudoku, what digit goes in row 5, column 7? ${HARDEST}`);
  });
  bench('Norvig hard Sudoku, solve + uniqueness', () => {
    solveReasoning(`Solve this sudoku: ${NORVIG_HARD}`);
  });
});
