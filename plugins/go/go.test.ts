import { describe, expect, it } from 'vitest';
import { solveGo } from './index.js';

const canonical = (text: string) => {
  const { outcome } = solveGo(text);
  return 'canonical' in outcome ? outcome.canonical : `declined: ${outcome.reason}`;
};

describe('go_board readers and rules', () => {
  it('reads row numbers printed 1 at the top by flipping the diagram', () => {
    const top1 = 'Go board:\n1 X . . . .\n2 . . . . .\n3 . . . . .\n4 . . . . .\n5 . . . . .\nLiberties of the group at A1?';
    expect(canonical(top1)).toBe('group:B:stones=1:libs=2');
  });

  it('refuses suicide and names it', () => {
    const board = 'Go board:\n. X . . .\nX . . . .\n. . . . .\n. . . . .\n. . . . .\nIs White at A5 legal?';
    expect(canonical(board)).toBe('illegal:suicide');
  });

  it('allows a move with no liberty of its own when it captures', () => {
    const board = 'Go board:\n. X O . .\nX O . . .\nO . . . .\n. . . . .\n. . . . .\nIs White at A5 legal?';
    expect(canonical(board)).toBe('legal:captures=2:B5,A4');
  });

  it('knows ko only from SGF history, and says so on a diagram', () => {
    // Black captures at C4 (cc in SGF terms is C3 on 5x5: x=c, y=c from the top), then White may not retake at once.
    const sgf = '(;GM[1]SZ[5]AB[bb][ac][bd]AW[cb][dc][cd];W[bc];B[cc]) Is White at B3 legal in this go game?';
    expect(canonical(sgf)).toBe('illegal:ko');
    const { outcome } = solveGo('Go board:\n. . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\nIs Black at C3 legal?');
    expect('content' in outcome && outcome.content).toContain('ko is not checked');
  });

  it('counts prisoners from the SGF in territory scoring', () => {
    const sgf = '(;GM[1]SZ[5]KM[0.5];B[bb];W[ab];B[ac];W[aa];B[ba]) Score this go game with Japanese territory scoring.';
    expect(canonical(sgf)).toMatch(/^score:territory=[BW]\+/);
  });

  it('takes the player to move from PL in a setup position', () => {
    expect(canonical('(;GM[1]SZ[5]AB[cc]AW[dc]PL[W]) Is Black at B2 legal in this go position?')).toBe("declined: go: it is White's turn in this game (PL says so)");
    expect(canonical('(;GM[1]SZ[5]AB[cc]AW[dc]PL[B]) Is Black at B2 legal in this go position?')).toBe('legal:captures=0');
  });

  it('declines a diagram whose rows differ in length', () => {
    expect(canonical('Go board:\n. . . . .\n. X O .\n. . . . .\n. . . . .\n. . . . .\nLiberties of the group at B4?')).toMatch(/^declined: go: row 2/);
  });
});
