/**
 * A five-card hand written as ten numbers, suit then rank for each card, in the layout of the well-known
 * poker-hand data sets: suit 1–4 (hearts, spades, diamonds, clubs), rank 1–13 (1 is the ace, 11–13 are
 * jack, queen, king). Read only when the request names suits and ranks, so other number lists never are.
 */
import type { Card, Suit } from './card.js';

const SUITS: Suit[] = ['h', 's', 'd', 'c'];
const RUN = /(?<!\d|\d\.)(\d{1,2})(?:\s*[,;]\s*|\s+)(\d{1,2})(?:(?:\s*[,;]\s*|\s+)(\d{1,2})){8}(?!\d|\.\d)/g;

export const LAYOUT = 'read as suit,rank pairs (suits 1-4 = hearts, spades, diamonds, clubs; rank 1 = ace, 11-13 = jack, queen, king)';

export function readSuitRankPairs(text: string): Card[] | null {
  if (!/\bsuits?\b/i.test(text) || !/\branks?\b/i.test(text)) return null;
  const runs = [...text.matchAll(RUN)];
  if (runs.length !== 1) return null;
  const nums = runs[0][0].split(/[\s,;]+/).map(Number);
  if (nums.length !== 10) return null;
  const cards: Card[] = [];
  for (let i = 0; i < 10; i += 2) {
    const [s, r] = [nums[i], nums[i + 1]];
    if (s < 1 || s > 4 || r < 1 || r > 13) return null;
    cards.push({ rank: r === 1 ? 14 : r, suit: SUITS[s - 1] });
  }
  return cards;
}
