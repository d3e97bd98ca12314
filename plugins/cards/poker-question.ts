/** Poker questions: rank one hand, compare two or more (showdown.ts), or exact heads-up equity. */
import { decline } from '../../src/solving/solver.js';
import { cardText, duplicate, type Card } from './card.js';
import { readGroups, type Group } from './groups.js';
import type { Outcome } from '../../src/plugin-api.js';
import { equity, evaluate } from './poker.js';
import { showdown } from './showdown.js';
import { LAYOUT, readSuitRankPairs } from './suit-rank-pairs.js';

const show = (cs: Card[]) => cs.map(cardText).join(' ');

function rank(cards: Card[]): Outcome {
  if (cards.length < 5 || cards.length > 7) return decline(`poker: a hand is ranked from 5 to 7 cards, got ${cards.length}`);
  const e = evaluate(cards);
  const note = cards.length > 5 ? ` (best five of ${cards.length}; no other five of them is stronger)` : '';
  return { content: `${e.category}: ${show(e.best)}${note}.`, canonical: `rank:${e.category}:${show(e.best)}` };
}

function equityOf(hands: Group[], board: Card[]): Outcome {
  if (hands.length !== 2) return decline(`poker: equity is computed heads-up (two hands), got ${hands.length}`);
  if (hands.some((h) => h.cards.length !== 2)) return decline('poker: equity needs two hole cards per hand (Texas hold\'em)');
  if (board.length > 5 || board.length === 1 || board.length === 2) return decline(`poker: a board has 0, 3, 4 or 5 cards, got ${board.length}`);
  const r = equity(hands[0].cards, hands[1].cards, board);
  const [a, b] = hands.map((h, i) => h.label ?? `Hand ${i + 1}`);
  const pct = (n: number) => `${((100 * n) / r.total).toFixed(2)}%`;
  const eqA = (r.wins[0] + r.ties / 2) / r.total;
  return {
    content:
      `${a} (${show(hands[0].cards)}) equity ${(100 * eqA).toFixed(2)}%, ${b} (${show(hands[1].cards)}) ${(100 * (1 - eqA)).toFixed(2)}%` +
      ` (ties split).\nExact, by enumerating all ${r.total} boards: ${a} wins ${r.wins[0]} (${pct(r.wins[0])}), ${b} wins ${r.wins[1]} (${pct(r.wins[1])}), ties ${r.ties} (${pct(r.ties)}).`,
    canonical: `equity:${r.wins[0]}/${r.wins[1]}/${r.ties}/${r.total}`,
  };
}

export function poker(text: string): Outcome {
  const pairs = readSuitRankPairs(text);
  if (pairs) {
    const dup = duplicate(pairs);
    if (dup) return decline(`poker: ${dup} appears twice in the hand (${LAYOUT})`);
    const r = rank(pairs);
    return 'canonical' in r ? { ...r, caveat: `The ten numbers were ${LAYOUT}.` } : r;
  }
  const { groups, unreadable } = readGroups(text);
  if (unreadable.length) return decline(`poker: cannot read ${unreadable.map((u) => `"${u}"`).join(', ')} as cards (ranks 2-10, J, Q, K, A; suits s, h, d, c)`);
  const board = groups.find((g) => g.board)?.cards ?? [];
  const hands = groups.filter((g) => !g.board);
  if (!hands.length) return decline('poker: no hand found');
  // A card twice in one hand, or in a hand and the board, cannot be dealt.
  for (const [i, h] of hands.entries()) {
    const dup = duplicate([...h.cards, ...board]);
    if (dup) return decline(`poker: ${dup} appears twice in ${h.label ?? (hands.length > 1 ? `hand ${i + 1}` : 'the hand')}${board.length ? ' with the board' : ''}; a deck has one of each card`);
  }
  const shared = duplicate(hands.flatMap((h) => h.cards));
  const wantsEquity = /\b(equity|odds|chances?|probability|percent|%|how often)\b/i.test(text);
  if (shared && (board.length || wantsEquity)) return decline(`poker: ${shared} appears twice; a deck has one of each card`);
  if (wantsEquity) return equityOf(hands, board);
  if (hands.length >= 2) {
    const note = shared ? `The hands share ${shared}, which one deck cannot deal, so they are compared as separate deals.` : null;
    return showdown(hands, board, text, note);
  }
  const only = rank([...hands[0].cards, ...board]);
  // "Which hand wins?" about a single hand: it does, and the answer says so first.
  if ('canonical' in only && /\b(who wins|which (?:[a-z]+ ){0,3}(?:wins?|is (?:the )?best)|winners?|winning hand)\b/i.test(text)) {
    const label = hands[0].label ?? 'Hand 1';
    return { content: `${label} wins: it is the only hand. ${only.content}`, canonical: `winner:${label}` };
  }
  return only;
}
