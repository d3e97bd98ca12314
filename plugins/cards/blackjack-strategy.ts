/**
 * Blackjack basic strategy for 4 to 8 decks (the common casino game): the standard table for a dealer who
 * stands on soft 17, with the known changes when the dealer hits soft 17, without doubling after a split,
 * and with late surrender. Dealer up cards are 2..10 and 11 for an ace.
 */

export interface Rules {
  hitsSoft17: boolean;
  doubleAfterSplit: boolean;
  surrender: boolean;
}

export type Action = 'hit' | 'stand' | 'double' | 'double-else-stand' | 'split' | 'surrender';

/** The player's hand as strategy tables index it. */
export type Hand = { kind: 'hard' | 'soft'; total: number } | { kind: 'pair'; rank: number };

// Columns: dealer 2 3 4 5 6 7 8 9 10 A. H hit, S stand, D double (else hit), d double (else stand), P split.
const HARD: Record<number, string> = { 8: 'HHHHHHHHHH', 9: 'HDDDDHHHHH', 10: 'DDDDDDDDHH', 11: 'DDDDDDDDDH', 12: 'HHSSSHHHHH' };
const SOFT: Record<number, string> = { 13: 'HHHDDHHHHH', 14: 'HHHDDHHHHH', 15: 'HHDDDHHHHH', 16: 'HHDDDHHHHH', 17: 'HDDDDHHHHH', 18: 'SddddSSHHH' };
const PAIRS: Record<number, string> = { 2: 'PPPPPPHHHH', 3: 'PPPPPPHHHH', 4: 'HHHPPHHHHH', 6: 'PPPPPHHHHH', 7: 'PPPPPPHHHH', 8: 'PPPPPPPPPP', 9: 'PPPPPSPPSS', 14: 'PPPPPPPPPP' };
const PAIRS_NO_DAS: Record<number, string> = { 2: 'HHPPPPHHHH', 3: 'HHPPPPHHHH', 4: 'HHHHHHHHHH', 6: 'HPPPPHHHHH' };
const CODE: Record<string, Action> = { H: 'hit', S: 'stand', D: 'double', d: 'double-else-stand', P: 'split' };

function hardAction(total: number, up: number, rules: Rules): Action {
  if (rules.surrender && ((total === 16 && up >= 9) || (total === 15 && up === 10) || (rules.hitsSoft17 && up === 11 && (total === 15 || total === 17)))) return 'surrender';
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 11 && up === 11 && rules.hitsSoft17) return 'double';
  return CODE[HARD[Math.max(8, total)][up - 2]];
}

function softAction(total: number, up: number, rules: Rules): Action {
  if (total >= 20) return 'stand';
  if (total === 19) return rules.hitsSoft17 && up === 6 ? 'double-else-stand' : 'stand';
  if (total === 18 && up === 2 && rules.hitsSoft17) return 'double-else-stand';
  return total < 13 ? 'hit' : CODE[SOFT[total][up - 2]];
}

/** The basic-strategy play for the first two cards (`cards` = 2) or a later hand (no double, split or surrender). */
export function basicStrategy(hand: Hand, up: number, rules: Rules, cards: number): Action {
  let a: Action;
  if (hand.kind === 'pair') {
    const r = hand.rank;
    if (r === 5) a = hardAction(10, up, rules);
    else if (r === 10) a = 'stand';
    else if (r === 8 && up === 11 && rules.surrender && rules.hitsSoft17) a = 'surrender';
    else a = CODE[((!rules.doubleAfterSplit && PAIRS_NO_DAS[r]) || PAIRS[r])[up - 2]];
  } else a = hand.kind === 'soft' ? softAction(hand.total, up, rules) : hardAction(hand.total, up, rules);
  if (cards <= 2) return a;
  return a === 'double' || a === 'surrender' ? 'hit' : a === 'double-else-stand' ? 'stand' : a;
}

export const ACTION_TEXT: Record<Action, string> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double down (if doubling is not allowed, hit)',
  'double-else-stand': 'Double down (if doubling is not allowed, stand)',
  split: 'Split',
  surrender: 'Surrender',
};

export function describeRules(r: Rules): string {
  return `basic strategy for 4 to 8 decks, dealer ${r.hitsSoft17 ? 'hits' : 'stands on'} soft 17, ${r.doubleAfterSplit ? '' : 'no '}double after split, ${r.surrender ? 'late surrender' : 'no surrender'}`;
}
