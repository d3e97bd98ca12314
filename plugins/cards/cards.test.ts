import { describe, expect, it } from 'vitest';
import { readGroups } from './groups.js';
import { solveCards } from './index.js';

const canonical = (text: string) => {
  const { outcome } = solveCards(text);
  return 'canonical' in outcome ? String(outcome.canonical) : `declined: ${outcome.reason}`;
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

describe('card_hand hands, names and blackjack', () => {
  const answer = (text: string) => solveCards(text).outcome;

  it('never takes a common word for a player name', () => {
    expect(canonical('Who wins, the player having 2H 2D 5S 6C 9D or the one with 3H 3D 4S 7C 8D?')).toBe('winner:Hand 2');
    expect(readGroups('And: 2H 2D 5S 6C 9D With: 3H 3D 4S 7C 8D').groups.map((g) => g.label)).toEqual([null, null]);
    expect(readGroups('ann: 2H 2D 5S 6C 9D, Bo has 3H 3D 4S 7C 8D').groups.map((g) => g.label)).toEqual(['Ann', 'Bo']);
  });

  it('reads one hand per table row and per line', () => {
    const table = '| Player | Cards |\n|---|---|\n| Ann | 4C 4D 9S JH KD |\n| ben | 5C 6H 7S 8C 9D |\nWho wins?';
    expect(canonical(table)).toBe('winner:Ben');
    expect(canonical('4C 4D 9S JH KD\n5C 6H 7S 8C 9D\nwhich poker hand is best?')).toBe('winner:Hand 2');
  });

  it('compares hands that share a card as separate deals and says so', () => {
    const o = answer('Which hand wins: AH KH QH JH TH or AH AD AC AS 2D?');
    expect('canonical' in o && o.canonical).toBe('winner:Hand 1');
    expect('caveat' in o && o.caveat).toBe('The hands share Ah, which one deck cannot deal, so they are compared as separate deals.');
    expect('content' in o && o.content.split('\n')[0]).toBe('Hand 1 wins with a Royal Flush: Ah Kh Qh Jh Th.');
  });

  it('gives the ranking when a ranking is asked', () => {
    expect(canonical('Rank these poker hands: 2H 3H 4H 5H 6H, KD KC KS 2C 2D, AH AD 7C 7D 9S')).toBe('ranking:Hand 1>Hand 2>Hand 3');
  });

  it('plays basic strategy against the dealer card and states the rule set', () => {
    const o = answer('Blackjack: dealer shows 6, I have A 7. Should I hit?');
    expect('content' in o && o.content.split('\n')[0]).toBe('Double down (if doubling is not allowed, stand): soft 18 against a dealer 6.');
    expect('caveat' in o && o.caveat).toMatch(/^Rule set: basic strategy for 4 to 8 decks, dealer stands on soft 17/);
    expect(canonical('blackjack: 16 vs 10')).toBe('bj:hard16:vs10:hit');
    expect(canonical('blackjack: 16 vs 10, late surrender')).toBe('bj:hard16:vs10:surrender');
    expect(canonical('blackjack: 11 vs ace')).toBe('bj:hard11:vsA:hit');
    expect(canonical('blackjack: 11 vs ace, dealer hits soft 17')).toBe('bj:hard11:vsA:double');
  });

  it('settles a hand against a finished dealer hand, and not against an up card alone', () => {
    expect(canonical('blackjack: dealer has 10 6 8, I have 10 2. who wins?')).toBe('bj-result:player');
    expect(canonical('blackjack: dealer shows 6 and I have 20, who wins?')).toMatch(/^declined: blackjack: the dealer's hand is not finished/);
  });
});
