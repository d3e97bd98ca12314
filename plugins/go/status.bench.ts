// `npx vitest bench plugins/go`: in-process timings of group status for scoring (target well under 500 ms
// on 19x19); printed, never asserted. The positions are finished games with dead stones from the dev set.
import { bench, describe } from 'vitest';
import type { Board } from './board.js';
import { readDiagram } from './read-diagram.js';
import { evaluateStatus } from './status.js';
import { NINETEEN_FIVE_DEAD, NINE_TWO_DEAD, THIRTEEN_THREE_DEAD } from './test-positions.js';

const NINE = readDiagram(NINE_TWO_DEAD) as Board;
const THIRTEEN = readDiagram(THIRTEEN_THREE_DEAD) as Board;
const NINETEEN = readDiagram(NINETEEN_FIVE_DEAD) as Board;
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
