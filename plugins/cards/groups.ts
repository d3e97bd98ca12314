/**
 * Splits a question into card groups. Cards next to each other (spaces, or one comma, "and", "&" or "+"
 * between them) form a run; a run ends at a line break, a word, "vs", ";" or "|". A run of equal-sized
 * pieces separated by commas or "and" ("2H 3H 4H 5H 6H, KD KC KS 2C 2D") is one hand per piece. A run after
 * "board", "flop", "turn", "river" or "on" is the board; a run after a name ("Ann:", "Bob has",
 * "Player 2", "| Cy |") takes that name, and only a name-like word can be one (name-token.ts).
 * Anything that looks like a card but does not read is reported.
 */
import { normalizeCards, splitRun, type Card } from './card.js';
import { cleanText } from './clean-text.js';
import { isCommonWord, isNameLike } from './name-token.js';

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

// Quotes and emphasis are not part of a word, so '["4S 5S 7H 8D JC", …]' and "**Ah Kd**" read as cards.
const WORD = /[^\s,;:|()[\]{}/"`*]+/g;
const JOIN = /^[ \t]*(?:,|&|\+|\band\b)?[ \t]*$/i;
const BOARD = /\b(board|flop|turn|river|community(?: cards)?|table|on|runout)\b[\s:=-]*(?:is|of|reads|shows|comes|was|are)?[\s:=-]*$/i;
const FILLER =
  /^(?:has|have|holds|hold|holding|held|had|gets|got|getting|shows|showed|showing|reveals|revealed|is|are|was|were|who|with|hand|cards|hole|pocket|starting|the|a|an|'s|player's|dealt|ends|ended|up|finishes|finished|makes|made|plays|played|turns|turned|over)$/i;
/** Words that make the hand the asker's own ("my hole cards are", "I have"). */
const FIRST_PERSON = /^(?:i|i'm|me|my|mine)$/i;
const CARDLIKE = /^(?:1[1-9]|[01]|10|[2-9])[a-zA-Z]$|^[TJQKA][xXzZ]$/;

/** Cards need an upper-case or digit rank; a lower-case honour reads only beside other cards (see `weak`). */
function cardsOf(word: string): Card[] | null {
  const w = word.replace(/[.!?]+$/, '');
  if (!/^(?:10|[2-9TJQKAtjqk])[shdcSHDC](?:(?:10|[2-9TJQKAtjqka])[shdcSHDC])*$/.test(w)) return null;
  return splitRun(w);
}

/** A plural rank ("a set of 2s", "pair of Ks") is not the two of spades or the king of spades. */
const PLURAL = /\b(?:pair|set|couple|two|three|four|trips|quads|pocket|full)\s+(?:of\s+)?$/i;

/** "as", "ad", "ah", "ac" are English first: cards only in all-lower-case card text, beside other cards. */
const weak = (word: string) => /^a[shdc]$/.test(word.replace(/[.!?]+$/, ''));

interface Token {
  start: number;
  end: number;
  cards: Card[];
  weak: boolean;
}

function tokens(text: string, unreadable: string[]): Token[] {
  const out: Token[] = [];
  for (const w of text.matchAll(WORD)) {
    // Single quotes around a card ('4S 5S') go too; one inside a word ("Ann's") stays.
    const lead = /^'/.test(w[0]) ? 1 : 0;
    const m = { 0: w[0].slice(lead).replace(/'$/, ''), index: w.index + lead };
    const end = m.index + m[0].replace(/[.!?]+$/, '').length;
    if (/^(?:10|[2-9TJQKA])s$/.test(m[0].replace(/[.!?,]+$/, '')) && PLURAL.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const cards = cardsOf(m[0]) ?? (weak(m[0]) ? splitRun(m[0].replace(/[.!?]+$/, '')) : null);
    if (cards) out.push({ start: m.index, end, cards, weak: !cardsOf(m[0]) });
    else if (CARDLIKE.test(m[0].replace(/[.!?]+$/, ''))) unreadable.push(m[0]);
  }
  const joined = (a: Token, b: Token) => JOIN.test(text.slice(a.end, b.start));
  if (out.some((t) => /[TJQKA]/.test(text.slice(t.start, t.end)))) return out.filter((t) => !t.weak);
  return out.filter((t, i) => !t.weak || (i > 0 && joined(out[i - 1], t) && !out[i - 1].weak) || (i + 1 < out.length && joined(t, out[i + 1]) && !out[i + 1].weak));
}

/** The name just before a run: the last word before it that is not filler ("has a royal flush"), if name-like. */
function labelOf(gap: string): string | null {
  const words = [...gap.matchAll(/[A-Za-z][A-Za-z'-]*|\d+|#|[:=|.!?;]/g)].map((m) => m[0]);
  let colon = false;
  const numbered = () => words.slice(-3).join(' ').replace(/\s*#\s*/g, ' ').match(/\b(player|hand|seat)\s+(\d{1,2}|[A-H])$/i);
  // A colon, "=" or a table's "|" after the word marks it as a label, which lets a lower-case name through.
  while (words.length && /^[:=|]$/.test(words.at(-1)!)) (words.pop(), (colon = true));
  let n = numbered();
  // "Hand A:" keeps its "A"; "Player 1 holds" and "Ann has a royal flush" lose the words after the name.
  for (let skipped = 0; !n && words.length && skipped < 6; skipped++) {
    const w = words.at(-1)!;
    if (/^[:=|]$/.test(w)) colon = true;
    else if (!FILLER.test(w) && !(isCommonWord(w) && !FIRST_PERSON.test(w) && !/^(?:opponent|villain|hero)$/i.test(w))) break;
    words.pop();
    n = numbered();
  }
  if (n) return `${n[1][0].toUpperCase()}${n[1].slice(1).toLowerCase()} ${n[2].toUpperCase()}`;
  const w = words.at(-1)?.replace(/'s$/i, '');
  if (!w || /^[.!?;]$/.test(w)) return null;
  if (FIRST_PERSON.test(w)) return 'You';
  if (/^(?:opponent|villain|hero)$/i.test(w)) return w[0].toUpperCase() + w.slice(1).toLowerCase();
  if (/^P\d{1,2}$/i.test(w)) return w.toUpperCase();
  return isNameLike(w, colon) ? w[0].toUpperCase() + w.slice(1) : null;
}

/** Pieces of a run split at commas and "and", when each is a hand of the same size (two or more cards). */
function pieces(text: string, run: Token[]): Card[][] {
  const out: Card[][] = [[...run[0].cards]];
  for (let i = 1; i < run.length; i++) {
    if (/[,&+]|\band\b/i.test(text.slice(run[i - 1].end, run[i].start))) out.push([]);
    out.at(-1)!.push(...run[i].cards);
  }
  const n = out[0].length;
  return out.length >= 2 && n >= 2 && out.every((p) => p.length === n) ? out : [out.flat()];
}

export function readGroups(raw: string): Reading {
  const text = normalizeCards(cleanText(raw));
  const unreadable: string[] = [];
  const toks = tokens(text, unreadable);
  const runs: Token[][] = [];
  for (const t of toks) {
    const last = runs.at(-1);
    if (last && JOIN.test(text.slice(last.at(-1)!.end, t.start))) last.push(t);
    else runs.push([t]);
  }
  const groups: Group[] = [];
  let prevEnd = 0;
  for (const run of runs) {
    const gap = text.slice(prevEnd, run[0].start);
    const board = BOARD.test(gap);
    const label = board ? null : labelOf(gap);
    const parts = board ? [run.flatMap((t) => t.cards)] : pieces(text, run);
    parts.forEach((cards, i) => groups.push({ label: i === 0 ? label : null, board, cards }));
    prevEnd = run.at(-1)!.end;
  }
  // "flop 2c 7d 9h, turn Jc" gives two board groups: one board.
  const boards = groups.filter((g) => g.board);
  const hands = groups.filter((g) => !g.board);
  if (boards.length > 1) return { groups: [...hands, { label: null, board: true, cards: boards.flatMap((g) => g.cards) }], unreadable };
  return { groups, unreadable };
}
