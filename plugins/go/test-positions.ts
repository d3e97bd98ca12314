/** Finished games from the dev set, for tests and benchmarks: diagrams as players paste them. */

/** 9×9: a white stone at B7 and a black stone at H3, each alone in the other's area (komi 7: W+10 by area). */
export const NINE_TWO_DEAD = `
   A B C D E F G H J
 9 . . . X O . . . .
 8 . . . X O O . . .
 7 . O . X X O . . .
 6 . . . X X O . . .
 5 . . X X O O . . .
 4 . . X O O . . . .
 3 . . X X O O . X .
 2 . . . X X O . . .
 1 . . . . X O . . .`;

/** 13×13: dead stones at K9 (black), D2 (black) and K2 (white). */
export const THIRTEEN_THREE_DEAD = `
   A B C D E F G H J K L M N
13 . . . . . . X O . . . . .
12 . . . . . . X O . . . . .
11 . . X . . X X O . . O . .
10 . . . . . X O O . . . . .
 9 . . . . X X O . . X . . .
 8 X X X . X O O . . . . . .
 7 O O X X X O O O O . . . .
 6 . O O X X X X X O O O O O
 5 . . O O X X . X X X X X X
 4 . . O O O X . . . . . . .
 3 . . . . O X . . . . . . .
 2 . . . X O X . . . O X . .
 1 . . . . O X . . . . . . .`;

/** 19×19: five dead groups (J18, D17 E17, S14 S13, G10, G3 H3). */
export const NINETEEN_FIVE_DEAD = `
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . X O . . . O X . . X O . . .
18 . . . . . X O . X . O X . . X O . . .
17 . . X O O X O . . . O X . . X O O . .
16 . . . . . X O . O . O X . . X O . . .
15 X X X . . X O O . . O X X . X O . . .
14 O O X X . X X O O . O X X X X O . X .
13 . O O X X . X X O O O O O X X O . X .
12 . O O O X X . X X O O O O O O O O O O
11 . . . O O X . . X X X O O . O O X X X
10 . . . O O X O . . . X X O . O X X . .
 9 . . . O X X . X X X X X O O O X . . .
 8 O O O O X . X X O O O O O O X X . . .
 7 X X X X X X X O O . . O O X X . . . .
 6 . . . . X X O O . . O O X X . . . . .
 5 . . . . X O O . . . O O X . X X X X X
 4 . . . X X O . . . O O X X X X O O O O
 3 . . X X O O X X . O X X . X O O . . .
 2 . . . X O . . . . O X . . X O . O . .
 1 . . . X O . . . . O X . . X O . . . .`;
