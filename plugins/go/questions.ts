/** The go_board questions: group at a point, groups in atari, a move's legality and captures, captures so far (scoring: score-question.ts). */
import { decline } from '../../src/solving/solver.js';
import { BLACK, EMPTY, WHITE, colorName, other, parsePoint, pointName, render, type Board, type Color } from './board.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Game } from './read-sgf.js';
import { chainAt, chains, play } from './rules.js';

export interface Position {
  board: Board;
  /** Known only from SGF. */
  game: Game | null;
}

const names = (b: Board, ps: number[]) => ps.map((p) => pointName(b.size, p));
const POINT = '([A-HJ-Ta-hj-t]\\d{1,2})';

export function groupAt(pos: Position, text: string): Outcome {
  const m = text.match(new RegExp(`\\b(?:at|on|of|containing|including)\\s+${POINT}\\b`)) ?? text.match(new RegExp(`\\b${POINT}\\b`));
  if (!m) return decline('go: name the point, e.g. "liberties of the group at D4"');
  const b = pos.board;
  const i = parsePoint(b.size, m[1]);
  if (i === null) return decline(`go: ${m[1]} is not on a ${b.size}×${b.size} board (columns A–${'ABCDEFGHJKLMNOPQRST'[b.size - 1]}, no I)`);
  if (b.cells[i] === EMPTY) return decline(`go: ${m[1].toUpperCase()} is empty, there is no group there`);
  const ch = chainAt(b, i);
  const libs = ch.liberties.length;
  return {
    content: `The ${colorName(ch.color).toLowerCase()} group at ${pointName(b.size, i)} has ${ch.stones.length} stone${ch.stones.length === 1 ? '' : 's'} (${names(b, ch.stones).join(' ')}) and ${libs} libert${libs === 1 ? 'y' : 'ies'} (${names(b, ch.liberties).join(' ') || 'none'})${libs === 1 ? ': it is in atari' : ''}.`,
    canonical: `group:${ch.color === BLACK ? 'B' : 'W'}:stones=${ch.stones.length}:libs=${libs}`,
  };
}

export function atari(pos: Position): Outcome {
  const b = pos.board;
  const inAtari = chains(b).filter((c) => c.liberties.length === 1);
  if (!inAtari.length) return { content: 'No group is in atari: every group has at least two liberties.', canonical: 'atari:none' };
  const lines = inAtari.map((c) => `- ${colorName(c.color)} ${names(b, c.stones).join(' ')}: last liberty ${names(b, c.liberties)[0]}`);
  return {
    content: `${inAtari.length} group${inAtari.length === 1 ? '' : 's'} in atari (one liberty left):\n${lines.join('\n')}`,
    canonical: `atari:${inAtari.map((c) => `${c.color === BLACK ? 'B' : 'W'}${names(b, c.stones).join('-')}`).join(',')}`,
  };
}

export function move(pos: Position, text: string): Outcome {
  const m =
    text.match(new RegExp(`\\b(black|white|b|w)\\b[^.?\\n]*?\\b(?:play(?:s|ing)?|move|at|to)\\s+(?:at\\s+)?${POINT}\\b`, 'i')) ??
    text.match(new RegExp(`\\b${POINT}\\b[^.?\\n]*?\\bfor (black|white)\\b`, 'i'));
  if (!m) return decline('go: name the colour and the point, e.g. "Is Black at E5 legal?"');
  const [word, pt] = /^(black|white|b|w)$/i.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
  const color: Color = /^b/i.test(word) ? BLACK : WHITE;
  const b = pos.board;
  const i = parsePoint(b.size, pt);
  if (i === null) return decline(`go: ${pt} is not on a ${b.size}×${b.size} board`);
  const game = pos.game;
  if (game?.toPlay && game.toPlay !== color) {
    return decline(`go: it is ${colorName(game.toPlay)}'s turn in this game (${game.lastColor === color ? `the last move was ${colorName(color)}'s` : 'PL says so'})`);
  }
  const previous = game ? game.history.at(-2) : undefined;
  const r = play(b, i, color, previous);
  const at = `${colorName(color)} ${pointName(b.size, i)}`;
  if (!r.ok) {
    const why = { occupied: 'the point is already occupied', suicide: 'it would leave its own group with no liberties and captures nothing (suicide)', ko: 'it would recreate the position before the last move (ko)' }[r.reason];
    return { content: `Illegal: ${at} is not allowed because ${why}.`, canonical: `illegal:${r.reason}` };
  }
  const caps = r.captured.length;
  const koNote = !game && caps === 1 && chainAt(r.board, i).stones.length === 1 && chainAt(r.board, i).liberties.length === 1 ? ' If the previous move captured a single stone here, this would be a ko retake; the diagram has no history, so ko is not checked.' : '';
  return {
    content: `Legal: ${at} ${caps ? `captures ${caps} stone${caps === 1 ? '' : 's'} (${names(b, r.captured).join(' ')})` : 'captures nothing'}.${koNote}\nResulting board:\n${render(r.board)}`,
    canonical: `legal:captures=${caps}${caps ? `:${names(b, r.captured).join(',')}` : ''}`,
  };
}

export function capturesSoFar(pos: Position): Outcome {
  if (!pos.game) return decline('go: a diagram does not record captures; send the game as SGF');
  const c = pos.game.captures;
  return {
    content: `After ${pos.game.moves} moves Black has captured ${c[BLACK]} stone${c[BLACK] === 1 ? '' : 's'} and White ${c[WHITE]} (replayed move by move).`,
    canonical: `captures:B=${c[BLACK]},W=${c[WHITE]}`,
  };
}
