/**
 * Splits a question into card groups: runs of cards separated only by spaces, commas, "and" or "+".
 * A group after "board", "flop", "turn", "river" or "on" is the board; a group after "Alice:" or
 * "Hand 2:" takes that label. Anything that looks like a card but does not read is reported.
 */
import { normalizeCards, splitRun, type Card } from './card.js';

export interface Group {
  label: string | null;
  board: boolean;
  cards: Card[];
}

export interface Reading {
  groups: Group[];
  /** Tokens that look like cards but are not ("1x", "Zs", "11h"). */
  unreadable: string[];
}

const WORD = /[^\s,;:|()[\]{}/]+/g;
const JOIN = /^[\s,&+]*(?:and|&)?[\s,&+]*$/i;
const BOARD = /\b(board|flop|turn|river|community(?: cards)?|table|on|runout)\b[\s:=-]*(?:is|of|reads|shows|comes)?[\s:=-]*$/i;
const LABEL = /(?:^|[\s,;.!?])((?:hand|player|seat|villain|hero)\s*#?\s*\d*|[A-Z][a-z]+|P\d)\s*(?:has|holds|with|:|=|-)?\s*$/i;
const NOT_LABEL = /^(the|a|an|and|vs|versus|against|who|which|what|wins|win|is|of|on|board|flop|turn|river|hand|rank|best|cards?|me|my|with|has|holds|hands?)$/i;
const CARDLIKE = /^(?:1[1-9]|[01]|10|[2-9])[a-zA-Z]$|^[TJQKA][xXzZ]$/;

/** Cards need an upper-case or digit rank, so English "as", "ad", "ks" is never read as a card. */
function cardsOf(word: string): Card[] | null {
  const w = word.replace(/[.!?]+$/, '');
  if (!/^(?:10|[2-9TJQKA])[shdcSHDC](?:(?:10|[2-9TJQKA])[shdcSHDC])*$/.test(w)) return null;
  return splitRun(w);
}

export function readGroups(raw: string): Reading {
  const text = normalizeCards(raw);
  const groups: Group[] = [];
  const unreadable: string[] = [];
  let cur: { start: number; end: number; cards: Card[] } | null = null;
  let prevEnd = 0;
  const close = () => {
    if (!cur) return;
    const gap = text.slice(prevEnd, cur.start);
    const board = BOARD.test(gap);
    const lm = board ? null : gap.match(LABEL);
    const label = lm && !NOT_LABEL.test(lm[1].trim()) ? lm[1].trim().replace(/\s+/g, ' ') : null;
    groups.push({ label, board, cards: cur.cards });
    prevEnd = cur.end;
    cur = null;
  };
  for (const m of text.matchAll(WORD)) {
    const cards = cardsOf(m[0]);
    if (!cards) {
      if (CARDLIKE.test(m[0].replace(/[.!?]+$/, ''))) unreadable.push(m[0]);
      continue;
    }
    if (cur && JOIN.test(text.slice(cur.end, m.index))) {
      cur.cards.push(...cards);
      cur.end = m.index + m[0].length;
    } else {
      close();
      cur = { start: m.index, end: m.index + m[0].replace(/[.!?]+$/, '').length, cards };
    }
  }
  close();
  // "flop 2c 7d 9h, turn Jc" gives two board groups: one board.
  const boards = groups.filter((g) => g.board);
  const hands = groups.filter((g) => !g.board);
  if (boards.length > 1) return { groups: [...hands, { label: null, board: true, cards: boards.flatMap((g) => g.cards) }], unreadable };
  return { groups, unreadable };
}
