// `npx vitest bench plugins/go`: in-process timings of group status for scoring (target well under 500 ms
// on 19x19); printed, never asserted. The positions are finished games with dead stones from the dev set.
import { bench, describe } from 'vitest';
import type { Board } from './board.js';
import { readDiagram } from './read-diagram.js';
import { evaluateStatus } from './status.js';

const NINE = readDiagram(`
A B C D E F G H J
 9 . . . X O . . . .
 8 . . . X O O . . .
 7 . o . X X O . . .
 6 . . . X X O . . .
 5 . . X X O O . . .
 4 . . X O O . . . .
 3 . . X X O O . x .
 2 . . . X X O . . .
 1 . . . . X O . . .`) as Board;
const THIRTEEN = readDiagram(`
A B C D E F G H J K L M N
13 . . . . . . X O . . . . .
12 . . . . . . X O . . . . .
11 . . X . . X X O . . O . .
10 . . . . . X O O . . . . .
 9 . . . . X X O . . x . . .
 8 X X X . X O O . . . . . .
 7 O O X X X O O O O . . . .
 6 . O O X X X X X O O O O O
 5 . . O O X X . X X X X X X
 4 . . O O O X . . . . . . .
 3 . . . . O X . . . . . . .
 2 . . . x O X . . . o X . .
 1 . . . . O X . . . . . . .`) as Board;
const NINETEEN = readDiagram(`
A B C D E F G H J K L M N O P Q R S T
19 . . . . . X O . . . O X . . X O . . .
18 . . . . . X O . x . O X . . X O . . .
17 . . X o o X O . . . O X . . X O O . .
16 . . . . . X O . O . O X . . X O . . .
15 X X X . . X O O . . O X X . X O . . .
14 O O X X . X X O O . O X X X X O . x .
13 . O O X X . X X O O O O O X X O . x .
12 . O O O X X . X X O O O O O O O O O O
11 . . . O O X . . X X X O O . O O X X X
10 . . . O O X o . . . X X O . O X X . .
 9 . . . O X X . X X X X X O O O X . . .
 8 O O O O X . X X O O O O O O X X . . .
 7 X X X X X X X O O . . O O X X . . . .
 6 . . . . X X O O . . O O X X . . . . .
 5 . . . . X O O . . . O O X . X X X X X
 4 . . . X X O . . . O O X X X X O O O O
 3 . . X X O O x x . O X X . X O O . . .
 2 . . . X O . . . . O X . . X O . O . .
 1 . . . X O . . . . O X . . X O . . . .`) as Board;

describe('go status evaluation (Benson, seki, seeded playouts, eye check)', () => {
  bench('9x9 finished game, two dead stones', () => {
    evaluateStatus(NINE);
  });
  bench('13x13 finished game, three dead stones', () => {
    evaluateStatus(THIRTEEN);
  });
  bench('19x19 finished game, five dead groups', () => {
    evaluateStatus(NINETEEN);
  });
});
