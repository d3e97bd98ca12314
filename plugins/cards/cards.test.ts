import { describe, expect, it } from 'vitest';
import { readGroups } from './groups.js';
import { solveCards } from './index.js';

const canonical = (text: string) => {
  const { outcome } = solveCards(text);
  return 'canonical' in outcome ? outcome.canonical : `declined: ${outcome.reason}`;
};

describe('card_hand readers', () => {
  it('reads every notation of the same hand alike', () => {
    const forms = [
      'What poker hand is Ah Kh Qh Jh 10h?',
      'What poker hand is Ah Kh Qh Jh Th?',
      'What poker hand is A♥ K♥ Q♥ J♥ 10♥?',
      'What poker hand is AhKhQhJhTh?',
      'What poker hand is ace of hearts, king of hearts, queen of hearts, jack of hearts, ten of hearts?',
    ];
    for (const f of forms) expect(canonical(f)).toBe('rank:Royal Flush:Ah Kh Qh Jh Th');
  });

  it('does not read the English words "as" and "ad" as cards', () => {
    expect(readGroups('As good as it gets, Kd Qd').groups.map((g) => g.cards.length)).toEqual([1, 2]);
    expect(readGroups('as good as Kd Qd').groups.map((g) => g.cards.length)).toEqual([2]);
  });

  it('plays the wheel as a five-high straight', () => {
    expect(canonical('Poker hand: Ah 2d 3c 4s 5h')).toBe('rank:Straight:5h 4s 3c 2d Ah');
  });

  it('enumerates every pre-flop board for heads-up equity', () => {
    const c = canonical('Equity of AhAd vs KsKc preflop');
    const [a, b, t, total] = c.replace('equity:', '').split('/').map(Number);
    expect(total).toBe(1712304);
    expect(a + b + t).toBe(total);
  });

  it('names the reason for an impossible hand', () => {
    expect(canonical('Who wins? Ah Kd vs Ah Qs, board 2c 7d 9h Jc 3s')).toBe('declined: poker: Ah appears twice; a deck has one of each card');
    expect(canonical('Bridge hand ♠AKJ5 ♥Q102 ♦87 ♣K64: how many HCP?')).toBe('declined: bridge: a bridge hand has 13 cards, this one has 12');
  });
});
