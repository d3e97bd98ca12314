/**
 * go_board: reads a Go position from an ASCII diagram or SGF (setup stones, moves, komi, rules, PL) and
 * answers group liberties, atari, move legality (occupied, suicide, ko when the history is known) with
 * captures and the resulting board, captures so far, whether a group is alive or dead, and area and
 * territory scores with the dead stones stated, or judged (status.ts) with seki points neutral; an
 * unsettled group is named and declined.
 */
import { askText, computed, decline, definePlugin, defineTask, offload, type Outcome } from '../../src/plugin-api.js';
import { atari, capturesSoFar, groupAt, move, type Position } from './questions.js';
import { readDiagram } from './read-diagram.js';
import { findSgf, readSgf } from './read-sgf.js';
import { scoring } from './score-question.js';
import { statusQuestion } from './status-question.js';

const GO = /\b(go|baduk|weiqi|igo)\b|\bsgf\b|\(\s*;\s*(?:GM|FF|SZ|AB|AW|B|W)\[|\b(?:liberties|atari|komi|ko)\b/i;
/** An SGF game record whatever property comes first ("(;CA[UTF-8]AP[…]GM[1]…"): a Go game (GM[1]) or moves. */
const SGF_GAME = /\(\s*;\s*[A-Z]{1,2}\[[^]*?(?:\bGM\[1\]|;\s*[BW]\[[a-t]{0,2}\])/;
const SCORE = /\b(scor\w*|who (?:wins|won|is winning|is ahead|is leading|leads)|who'?s (?:ahead|winning|leading)|winner|winning|result|area|territory|count(?:ing)? (?:the|it|this|up)|by how much|how many points)\b/i;
const STATUS = /\b(alive|dead|lives?|living|life and death|status|killed|killable|seki)\b/i;
const DIAGRAM = /^\s*(?:\d{1,2}\s*)?\|?\s*(?:[.+,XOxo#BW●○]\s*){5,19}\|?\s*(?:\d{1,2})?\s*$/m;

export function solveGo(text: string): { family: string | null; outcome: Outcome } {
  const sgf = readSgf(text);
  if (typeof sgf === 'string') return { family: null, outcome: decline(`go: ${sgf}`) };
  let pos: Position;
  if (sgf) pos = { board: sgf.board, game: sgf };
  else {
    const board = readDiagram(text);
    if (typeof board === 'string') return { family: null, outcome: decline(`go: ${board}`) };
    if (!board) return { family: null, outcome: decline('go: no board found (send an ASCII diagram or SGF)') };
    pos = { board, game: null };
  }
  const at = findSgf(text);
  const q = at ? `${text.slice(0, at.start)} ${text.slice(at.end)}` : text;
  // A move names its point ("we play chinese rules" is not a move).
  if (/\b(legal|plays?|playing|what (?:does|would) (?:it|that|this|the move) capture|move at)\b/i.test(q) && /\b[A-HJ-T]\d{1,2}\b/i.test(q)) return { family: 'move', outcome: move(pos, q) };
  if (/\batari\b/i.test(q) && !/\bgroup (?:at|on)\b/i.test(q)) return { family: 'atari', outcome: atari(pos) };
  if (/\b(captured|prisoners)\b/i.test(q) && !/\b(score|komi)\b/i.test(q)) return { family: 'captures', outcome: capturesSoFar(pos) };
  if (STATUS.test(q) && !SCORE.test(q) && !/\blibert/i.test(q)) return { family: 'status', outcome: statusQuestion(pos, q) };
  if (/\blibert|\bgroup (?:at|on|containing)|\bchain (?:at|on)|\bstring (?:at|on)|how many stones/i.test(q)) return { family: 'group', outcome: groupAt(pos, q) };
  if (SCORE.test(q)) return { family: 'score', outcome: scoring(pos, q) };
  return { family: null, outcome: decline('go: ask about liberties of a group, atari, a move ("Is Black at E5 legal?"), the score, or captures') };
}

const SOLVE_ON_POOL = defineTask<typeof solveGo>(import.meta.url, './index.js', 'solveGo');

const goBoard = definePlugin({
  name: 'go_board',
  summary: 'Reads Go positions (ASCII diagrams or SGF) and answers liberties, atari, move legality with captures, captures so far, whether a group is alive or dead, and area or territory scores of finished games with dead stones removed (judged by Benson\'s algorithm, a seki check and seeded playouts) and seki points neutral.',
  examples: {
    claims: [
      { ask: 'Go board:\n. . . . .\n. X O . .\n. X O . .\n. . X . .\n. . . . .\nHow many liberties does the group at B4 have?', expect: 'has 2 stones (B4 B3) and 4 liberties' },
      { ask: 'Go board:\n. . . . .\n. . X . .\n. X O X .\n. . . . .\n. . . . .\nIs Black at C2 legal? What does it capture?', expect: 'Legal: Black C2 captures 1 stone (C3)' },
      { ask: '(;GM[1]SZ[5];B[cc];W[dc];B[cd];W[dd]) Which groups are in atari in this go game?', expect: 'No group is in atari' },
      {
        ask: 'Go, area scoring, komi 7, remove the dead stones:\n. . . X O . . . .\n. . . X O O . . .\n. O . X X O . . .\n. . . X X O . . .\n. . X X O O . . .\n. . X O O . . . .\n. . X X O O . X .\n. . . X X O . . .\n. . . . X O . . .',
        expect: 'White wins by 10 under area scoring',
      },
    ],
    declines: [{ ask: 'Go board:\n. . .\n. X .\n. . .\nLiberties of B2?' }, { ask: 'Should I go to the park today?' }],
  },
  claim(ask) {
    const text = askText(ask);
    return (GO.test(text) && (DIAGRAM.test(text) || /\(\s*;/.test(text))) || SGF_GAME.test(text) ? 0.8 : 0;
  },
  async answer(ask) {
    const text = askText(ask);
    // Judging life and death (playouts, Benson, seki) is the costly part: a question that may need it runs on a worker thread.
    return computed((STATUS.test(text) || SCORE.test(text) ? await offload(SOLVE_ON_POOL, text) : solveGo(text)).outcome);
  },
});

export default goBoard;
