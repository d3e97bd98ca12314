import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, parsePoint, pointName, type Board } from './board.js';
import { passAlive } from './benson.js';
import { groupView } from './eyes.js';
import { solveGo } from './index.js';
import { ownership } from './playouts.js';
import { readDiagram } from './read-diagram.js';
import { chainAt } from './rules.js';
import { findSekis } from './seki.js';
import { evaluateStatus } from './status.js';
import { NINE_TWO_DEAD } from './test-positions.js';

const board = (rows: string): Board => readDiagram(rows) as Board;
const at = (b: Board, p: string) => parsePoint(b.size, p)!;
const outcome = (text: string) => solveGo(text).outcome;

// Two eyeless chains sharing D9 and D8, each walled in by the other colour.
const SEKI = `
 9 . O X . O X . . .
 8 . O X . O X . . .
 7 . O X X O X . . .
 6 . O O X O X . . .
 5 . . O X O X . . .
 4 . . O O X . . . .
 3 . . . O X . . . .
 2 . . . O X . . . .
 1 . . . O X . . . .`;

const DEAD = NINE_TWO_DEAD;

describe('Benson, seki and eyes', () => {
  it('finds a chain with two true eyes unconditionally alive, and not one with a single eye', () => {
    const b = board(`
 5 . X . X O
 4 X X X X O
 3 O O O O O
 2 . . . . .
 1 . . . . .`);
    expect(passAlive(b, BLACK).chains.map((c) => c.stones.length)).toEqual([6]);
    const one = board(`
 5 . X X X O
 4 X X X X O
 3 O O O O O
 2 . . . . .
 1 . . . . .`);
    expect(passAlive(one, BLACK).chains).toEqual([]);
  });

  it('detects a seki of two eyeless chains, and not a stone sitting in an eye space (nakade)', () => {
    const b = board(SEKI);
    const seki = findSekis(b, new Set());
    expect(seki.map((s) => s.points.map((p) => pointName(9, p)))).toEqual([['D9', 'D8']]);
    // White's stones inside a black group's three-point eye space with no outside liberty: not a seki.
    const nakade = board(`
 9 . O O X . . . . .
 8 X X O X . . . . .
 7 . O O X . . . . .
 6 O O X X . . . . .
 5 X X X . . . . . .
 4 . . . . . . . . .
 3 . . . . . . . . .
 2 . . . . . . . . .
 1 . . . . . . . . .`);
    expect(findSekis(nakade, new Set())).toEqual([]);
  });

  it('does not count a false eye', () => {
    // Black's H9 is a real eye; J7 is hemmed in by white stones on both diagonals that count.
    const b = board(`
 9 . . . . . . X . X
 8 . . . . . . X X X
 7 . . . . . . X O .
 6 . . . . . . O . O
 5 . . . . . . . . .
 4 . . . . . . . . .
 3 . . . . . . . . .
 2 . . . . . . . . .
 1 . . . . . . . . .`);
    const v = groupView(b, chainAt(b, at(b, 'G9')), new Set());
    expect(v.eyes).toBe(1);
    expect(v.view).toBe('unknown');
  });

  it('gives the same ownership on every run', () => {
    const b = board(DEAD);
    expect([...ownership(b, 50).owner]).toEqual([...ownership(b, 50).owner]);
  });

  it('judges the lone invaders dead and everything else alive', () => {
    const b = board(DEAD);
    const ev = evaluateStatus(b);
    if (typeof ev === 'string') throw new Error(ev);
    const dead = ev.groups.filter((g) => g.status === 'dead').flatMap((g) => g.chain.stones.map((s) => pointName(9, s)));
    expect(dead).toEqual(['B7', 'H3']);
    expect(ev.groups.filter((g) => g.status !== 'dead').every((g) => g.status === 'alive')).toBe(true);
    expect(chainAt(b, at(b, 'B7')).color).toBe(WHITE);
  });
});

describe('scoring requests', () => {
  const ask = (q: string) => `Go position:${DEAD}\n${q}`;

  it('removes the dead stones it judges and says so first-hand', () => {
    const o = outcome(ask('Score it after removing dead stones, area scoring, komi 7.'));
    expect('canonical' in o && o.canonical).toBe('score:area=W+10;dead=B7,H3');
    expect('content' in o && o.content.split('\n')[0]).toBe('White wins by 10 under area scoring (Chinese rules).');
    expect('caveat' in o && o.caveat).toContain('seeded playouts');
  });

  it('uses the dead stones the request states, and none when it says none are dead', () => {
    const canonical = (q: string) => {
      const o = outcome(ask(q));
      return 'canonical' in o ? o.canonical : o.reason;
    };
    // With B7 left on the board, Black's left side is no longer territory (independent count: 14 to 43 + 7).
    expect(canonical('Area scoring, komi 7; dead stones: H3.')).toBe('score:area=W+36;dead=H3');
    expect(canonical('Area scoring, komi 7; the stones at B7 and H3 are dead.')).toBe('score:area=W+10;dead=B7,H3');
    expect(canonical('Area scoring, komi 7, no dead stones.')).toBe('score:area=W+6');
  });

  it("answers one colour's score when that is what is asked", () => {
    const o = outcome(ask("What is Black's score with area counting? komi 7"));
    expect('content' in o && o.content.split('\n')[0]).toBe("Black's score is 39 under area scoring (Chinese rules).");
  });

  it('declines and names the group when a status cannot be settled', () => {
    const o = outcome(`Go position:
   A B C D E F G H J
 9 . . . . X O . . .
 8 . . . . X O . . .
 7 . . . . X O x x .
 6 . . . . X O . x .
 5 . . . . X O O . .
 4 . . . . X X O O .
 3 . . o . . X X O O
 2 . . . . . . X X O
 1 . . . . . . . X X
Who wins after removing dead stones? komi 6.5`);
    expect('reason' in o && o.reason).toMatch(/^go: cannot settle the status of the (white|black) group at [A-J]\d/);
    expect('reason' in o && o.reason).toContain('black group at G7 H7 H6');
  });

  it('reads SGF setup stones, the rule set and komi, with text after the game in parentheses', () => {
    const sgf = '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]AB[da][db][dc][ec][dd][ed][ce][de][cf][df][cg][dg][eg][dh][eh][ei]AW[ea][eb][fb][bc][fc][fd][ee][fe][ef][ff][eg][fg][hg][fh][fi])';
    const o = outcome(`${sgf}\nWho won? (Remove the dead stones first.)`);
    expect('canonical' in o && o.canonical).toMatch(/^score:area=/);
    expect('content' in o && o.content).toContain('RU[Chinese]');
  });
});
