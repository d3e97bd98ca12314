/** Poker questions: rank one hand, compare two or more (kickers, split pots), or exact heads-up equity. */
import { decline } from '../../src/solving/solver.js';
import { cardText, duplicate, type Card } from './card.js';
import { readGroups, type Group } from './groups.js';
import type { Outcome } from '../../src/plugin-api.js';
import { classify5, equity, evaluate, strength } from './poker.js';

const show = (cs: Card[]) => cs.map(cardText).join(' ');

function rank(cards: Card[]): Outcome {
  if (cards.length < 5 || cards.length > 7) return decline(`poker: a hand is ranked from 5 to 7 cards, got ${cards.length}`);
  const e = evaluate(cards);
  const note = cards.length > 5 ? ` (best five of ${cards.length}; no other five of them is stronger)` : '';
  return { content: `${e.category}: ${show(e.best)}${note}.`, canonical: `rank:${e.category}:${show(e.best)}` };
}

function compare(hands: Group[], board: Card[]): Outcome {
  const labels = hands.map((h, i) => h.label ?? `Hand ${i + 1}`);
  if (new Set(labels).size !== labels.length) return decline('poker: two hands have the same label');
  const full = hands.map((h) => [...h.cards, ...board]);
  const bad = full.findIndex((cs) => cs.length < 5 || cs.length > 7);
  if (bad >= 0) return decline(`poker: ${labels[bad]} has ${full[bad].length} cards with the board; each needs 5 to 7`);
  const evals = full.map(evaluate);
  const top = Math.min(...evals.map((e) => e.strength));
  const winners = labels.filter((_, i) => evals[i].strength === top);
  // Check: every winner's best five is as strong as every hand's 7 cards allow, and categories agree.
  if (!evals.every((e, i) => strength(full[i]) === e.strength && classify5(e.best) === ['Straight Flush', 'Four of a Kind', 'Full House', 'Flush', 'Straight', 'Three of a Kind', 'Two Pair', 'One Pair', 'High Card'].indexOf(e.category))) {
    throw new Error('poker comparison failed its check');
  }
  const lines = evals.map((e, i) => `- ${labels[i]}: ${e.category}, ${show(e.best)}`);
  const head =
    winners.length === 1
      ? `${winners[0]} wins.`
      : `Split pot: ${winners.join(' and ')} tie (the same best five ranks; suits never break ties).`;
  const why = winners.length === 1 && evals.filter((e) => e.category === evals[labels.indexOf(winners[0])].category).length > 1 ? ' Same category; decided on the ranks of the five cards in order (kickers).' : '';
  return { content: `${head}${why}\n${lines.join('\n')}`, canonical: winners.length === 1 ? `winner:${winners[0]}` : `tie:${winners.join(',')}` };
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
  const { groups, unreadable } = readGroups(text);
  if (unreadable.length) return decline(`poker: cannot read ${unreadable.map((u) => `"${u}"`).join(', ')} as cards (ranks 2-10, J, Q, K, A; suits s, h, d, c)`);
  const boardGroup = groups.find((g) => g.board);
  const board = boardGroup?.cards ?? [];
  const hands = groups.filter((g) => !g.board);
  if (!hands.length) return decline('poker: no hand found');
  const dup = duplicate(groups.flatMap((g) => g.cards));
  if (dup) return decline(`poker: ${dup} appears twice; a deck has one of each card`);
  if (/\b(equity|odds|chances?|probability|percent|%|how often)\b/i.test(text)) return equityOf(hands, board);
  if (hands.length >= 2) return compare(hands, board);
  return rank([...hands[0].cards, ...board]);
}
