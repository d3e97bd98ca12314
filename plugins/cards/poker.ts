/**
 * Poker evaluation on phe (a perfect-hash evaluator, ~60 ns per hand). The best five of 5–7 cards is
 * found by trying every 5-card subset; an independent classifier (classify5) must agree with phe on the
 * category before an answer is given, so the two implementations check each other.
 */
import phe from 'phe';
import { cardCode, cardText, type Card } from './card.js';

export const CATEGORY = ['Straight Flush', 'Four of a Kind', 'Full House', 'Flush', 'Straight', 'Three of a Kind', 'Two Pair', 'One Pair', 'High Card'];

export const strength = (cards: Card[]) => phe.evaluateCardCodes(cards.map(cardCode));

function combos<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [h, ...t] = xs;
  return [...combos(t, k - 1).map((c) => [h, ...c]), ...combos(t, k)];
}

/** Category index (0 = straight flush … 8 = high card) by counting ranks and suits, independent of phe. */
export function classify5(cs: Card[]): number {
  const counts = [...cs.reduce((m, c) => m.set(c.rank, (m.get(c.rank) ?? 0) + 1), new Map<number, number>()).values()].sort((a, b) => b - a);
  const flush = cs.every((c) => c.suit === cs[0].suit);
  const rs = [...new Set(cs.map((c) => c.rank))].sort((a, b) => a - b);
  const straight = rs.length === 5 && (rs[4] - rs[0] === 4 || rs.join() === '2,3,4,5,14');
  if (straight && flush) return 0;
  if (counts[0] === 4) return 1;
  if (counts[0] === 3 && counts[1] === 2) return 2;
  if (flush) return 3;
  if (straight) return 4;
  if (counts[0] === 3) return 5;
  if (counts[0] === 2 && counts[1] === 2) return 6;
  return counts[0] === 2 ? 7 : 8;
}

/** Orders five cards as players read them: bigger groups first, then higher ranks; the wheel ends with its ace. */
function ordered(cs: Card[]): Card[] {
  const n = (r: number) => cs.filter((c) => c.rank === r).length;
  const wheel = classify5(cs) === 4 || classify5(cs) === 0 ? cs.map((c) => c.rank).sort((a, b) => a - b).join() === '2,3,4,5,14' : false;
  const key = (c: Card) => (wheel && c.rank === 14 ? 1 : c.rank);
  return [...cs].sort((a, b) => n(b.rank) - n(a.rank) || key(b) - key(a) || 'shdc'.indexOf(a.suit) - 'shdc'.indexOf(b.suit));
}

export interface Evaluated {
  strength: number;
  /** 0 = straight flush … 8 = high card, as CATEGORY. */
  rank: number;
  /** The hand's name; an ace-high straight flush is a Royal Flush. */
  category: string;
  best: Card[];
}

/** Best five of 5–7 cards. Among equally strong fives the first in canonical text order is shown. */
export function evaluate(cards: Card[]): Evaluated {
  let best: Card[] | null = null;
  let bestS = Infinity;
  let bestText = '';
  for (const five of combos(cards, 5)) {
    const s = strength(five);
    const text = ordered(five).map(cardText).join(' ');
    if (s < bestS || (s === bestS && text < bestText)) [best, bestS, bestText] = [ordered(five), s, text];
  }
  const cat = phe.handRank(bestS);
  if (cat !== classify5(best!) || bestS !== strength(cards)) throw new Error('poker evaluators disagree');
  return { strength: bestS, rank: cat, category: cat === 0 && best![0].rank === 14 ? 'Royal Flush' : CATEGORY[cat], best: best! };
}

export interface EquityResult {
  wins: [number, number];
  ties: number;
  total: number;
}

/** Exact heads-up equity: every completion of the board from the unseen cards, each counted once. */
export function equity(a: Card[], b: Card[], board: Card[]): EquityResult {
  const used = new Set([...a, ...b, ...board].map(cardCode));
  const deck = Array.from({ length: 52 }, (_, i) => i).filter((i) => !used.has(i));
  const need = 5 - board.length;
  const ha = [...a, ...board].map(cardCode);
  const hb = [...b, ...board].map(cardCode);
  const wins: [number, number] = [0, 0];
  let ties = 0;
  let total = 0;
  const A = new Array<number>(7);
  const B = new Array<number>(7);
  ha.forEach((c, i) => (A[i] = c));
  hb.forEach((c, i) => (B[i] = c));
  const base = ha.length;
  // Iterative k-subset walk: no arrays per board, so 1.7M boards pre-flop stay well under a second.
  const idx = Array.from({ length: need }, (_, i) => i);
  for (;;) {
    for (let j = 0; j < need; j++) A[base + j] = B[base + j] = deck[idx[j]];
    const sa = phe.evaluateCardCodes(A);
    const sb = phe.evaluateCardCodes(B);
    if (sa < sb) wins[0]++;
    else if (sb < sa) wins[1]++;
    else ties++;
    total++;
    let j = need - 1;
    while (j >= 0 && idx[j] === deck.length - need + j) j--;
    if (j < 0) break;
    idx[j]++;
    for (let k = j + 1; k < need; k++) idx[k] = idx[k - 1] + 1;
  }
  return { wins, ties, total };
}
