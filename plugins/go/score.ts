/**
 * Area (Chinese: stones + surrounded empty points) and territory (Japanese: surrounded empty points +
 * prisoners + dead stones) scores. Dead stones are removed whole chains; empty regions touching only one
 * colour are its territory, others are neutral. Under territory scoring an empty region bordered by a
 * chain in seki counts for nobody (Japanese rules); under area scoring it counts as usual.
 */
import { BLACK, EMPTY, WHITE, neighbours, type Board } from './board.js';
import { chainAt } from './rules.js';

export interface ScoreInput {
  board: Board;
  dead: number[];
  komi: number;
  /** Stones captured during the game, by the capturing colour. */
  prisoners: { black: number; white: number };
  /** Stones of chains in seki. */
  seki?: readonly number[];
}

export interface Score {
  black: number;
  white: number;
  /** "B+3.5", "W+0.5" or "0" (jigo). */
  result: string;
  detail: string;
}

function regions(b: Board, seki: ReadonlySet<number>): { black: number; white: number; neutral: number; sekiEyes: { black: number; white: number } } {
  const seen = new Set<number>();
  const out = { black: 0, white: 0, neutral: 0, sekiEyes: { black: 0, white: 0 } };
  b.cells.forEach((c, i) => {
    if (c !== EMPTY || seen.has(i)) return;
    const stack = [i];
    seen.add(i);
    let n = 0;
    let bySeki = false;
    const borders = new Set<number>();
    while (stack.length) {
      const p = stack.pop()!;
      n++;
      for (const q of neighbours(b.size, p)) {
        if (b.cells[q] === EMPTY) {
          if (!seen.has(q)) (seen.add(q), stack.push(q));
        } else {
          borders.add(b.cells[q]);
          if (seki.has(q)) bySeki = true;
        }
      }
    }
    if (borders.size === 1 && borders.has(BLACK)) (out.black += n, bySeki && (out.sekiEyes.black += n));
    else if (borders.size === 1 && borders.has(WHITE)) (out.white += n, bySeki && (out.sekiEyes.white += n));
    else out.neutral += n;
  });
  return out;
}

const result = (black: number, white: number) => (black === white ? '0' : black > white ? `B+${black - white}` : `W+${white - black}`);

export function score(input: ScoreInput, method: 'area' | 'territory'): Score {
  const b: Board = { size: input.board.size, cells: [...input.board.cells] };
  const deadBy = { [BLACK]: 0, [WHITE]: 0 } as Record<number, number>;
  for (const p of input.dead) {
    if (b.cells[p] === EMPTY) continue; // already removed with its chain
    const ch = chainAt(b, p);
    deadBy[ch.color] += ch.stones.length;
    for (const s of ch.stones) b.cells[s] = EMPTY;
  }
  const t = regions(b, new Set(input.seki ?? []));
  const stones = { black: b.cells.filter((c) => c === BLACK).length, white: b.cells.filter((c) => c === WHITE).length };
  // The check: every point is a stone or in exactly one region.
  if (stones.black + stones.white + t.black + t.white + t.neutral !== b.size * b.size) throw new Error('go score failed its check');
  if (method === 'area') {
    const black = stones.black + t.black;
    const white = stones.white + t.white + input.komi;
    return { black, white, result: result(black, white), detail: `Black ${stones.black} stones + ${t.black} territory = ${black}; White ${stones.white} stones + ${t.white} territory + ${input.komi} komi = ${white}; ${t.neutral} neutral point${t.neutral === 1 ? '' : 's'}` };
  }
  const tb = t.black - t.sekiEyes.black;
  const tw = t.white - t.sekiEyes.white;
  const black = tb + input.prisoners.black + deadBy[WHITE];
  const white = tw + input.prisoners.white + deadBy[BLACK] + input.komi;
  const sekiNote = t.sekiEyes.black + t.sekiEyes.white ? `; ${t.sekiEyes.black + t.sekiEyes.white} points inside seki count for nobody` : '';
  return {
    black,
    white,
    result: result(black, white),
    detail: `Black ${tb} territory + ${input.prisoners.black} prisoners + ${deadBy[WHITE]} dead white = ${black}; White ${tw} territory + ${input.prisoners.white} prisoners + ${deadBy[BLACK]} dead black + ${input.komi} komi = ${white}${sekiNote}`,
  };
}
