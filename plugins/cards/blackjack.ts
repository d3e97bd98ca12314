/**
 * Blackjack: hand totals (aces count 11 while that keeps the hand at 21 or less: soft, else 1: hard), the
 * basic-strategy play against a dealer's up card, and who wins against a dealer's finished hand.
 */
import { decline } from '../../src/solving/solver.js';
import { duplicate } from './card.js';
import { readBlackjack, type Hand as ReadHand } from './blackjack-read.js';
import { ACTION_TEXT, basicStrategy, describeRules, type Hand } from './blackjack-strategy.js';
import type { Outcome } from '../../src/plugin-api.js';

export function blackjackTotal(values: number[]): { total: number; soft: boolean } {
  const hard = values.reduce((a, v) => a + (v === 11 ? 1 : v), 0);
  const soft = values.includes(11) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const upName = (v: number) => (v === 11 ? 'ace' : v === 10 ? '10' : String(v));
const ACTION_Q = /\b(should i|shall i|what (?:should|do|would) (?:i|you)|hit or stand|stand or hit|double|split|surrender|strategy|right play|best play|correct play|the play|what to do|action|move)\b/i;
const RESULT_Q = /\b(who wins|who won|win|wins|won|lose|lost|push|beat|beats|result|outcome)\b/i;

function totals(p: ReadHand): { total: number; soft: boolean } {
  return p.total ? { total: p.total.value, soft: p.total.soft } : blackjackTotal(p.values);
}

function strategyHand(p: ReadHand): Hand {
  if (p.values.length === 2 && p.values[0] === p.values[1]) return { kind: 'pair', rank: p.values[0] === 11 ? 14 : p.values[0] };
  const t = totals(p);
  return { kind: t.soft ? 'soft' : 'hard', total: t.total };
}

function play(p: ReadHand, up: number, text: string, rules: ReturnType<typeof readBlackjack>['rules']): Outcome {
  if (/\b(single|one|1|double|two|2)[- ]decks?\b/i.test(text)) return decline('blackjack: the basic-strategy table here is for 4 to 8 decks; one- and two-deck games differ');
  const t = totals(p);
  const cards = p.total ? 2 : p.values.length;
  const hand = strategyHand(p);
  const name = hand.kind === 'pair' ? `a pair of ${upName(hand.rank === 14 ? 11 : hand.rank)}s` : `${hand.kind} ${hand.total}`;
  const key = hand.kind === 'pair' ? `pair${hand.rank === 14 ? 'A' : hand.rank === 10 ? 'T' : hand.rank}` : `${hand.kind}${hand.total}`;
  const vs = `vs${up === 11 ? 'A' : up}`;
  if (t.total > 21) return { content: `Bust: ${t.total}, nothing left to play.`, canonical: `bj:${key}:${vs}:bust` };
  if (cards === 2 && t.total === 21 && !p.total) return { content: `Stand: that is blackjack (a natural 21) against a dealer ${upName(up)}.`, canonical: `bj:blackjack:${vs}:stand` };
  const action = basicStrategy(hand, up, rules, cards);
  const rulesText = describeRules(rules);
  const assumed = p.total ? ' (read as your first two cards)' : cards > 2 ? ` (with ${cards} cards doubling, splitting and surrender are no longer possible)` : '';
  return {
    content: `${ACTION_TEXT[action]}: ${name}${hand.kind === 'pair' ? ` (${t.total})` : ''} against a dealer ${upName(up)}${assumed}.\nBy ${rulesText}.`,
    canonical: `bj:${key}:${vs}:${action}`,
    caveat: `Rule set: ${rulesText}; say "dealer hits soft 17", "no double after split" or "surrender allowed" for those games.`,
  };
}

function result(p: ReadHand, dealer: number[]): Outcome {
  if (p.total) return decline('blackjack: give the player\'s cards to settle the hand');
  const me = blackjackTotal(p.values);
  const them = blackjackTotal(dealer);
  const myBj = p.values.length === 2 && me.total === 21;
  const theirBj = dealer.length === 2 && them.total === 21;
  const say = (who: 'player' | 'dealer' | 'push', why: string) => ({
    content: `${who === 'player' ? 'You win' : who === 'dealer' ? 'The dealer wins' : 'Push (a tie): your bet is returned'}: ${why}.`,
    canonical: `bj-result:${who}`,
  });
  if (me.total > 21) return say('dealer', `you bust with ${me.total} (a player's bust loses even if the dealer busts too)`);
  if (myBj || theirBj) return myBj && theirBj ? say('push', 'both have blackjack') : myBj ? say('player', 'your blackjack beats any other 21') : say('dealer', 'the dealer has blackjack');
  if (them.total > 21) return say('player', `the dealer busts with ${them.total}, you have ${me.total}`);
  if (me.total === them.total) return say('push', `both have ${me.total}`);
  return me.total > them.total ? say('player', `${me.total} beats the dealer's ${them.total}`) : say('dealer', `the dealer's ${them.total} beats your ${me.total}`);
}

export function blackjack(text: string): Outcome {
  const r = readBlackjack(text);
  if (typeof r.player === 'string') return decline(`blackjack: ${r.player}`);
  const dup = duplicate(r.suited);
  if (dup && !/\b(shoe|decks)\b/i.test(text)) return decline(`blackjack: ${dup} appears twice, which one deck cannot deal (say "six-deck shoe" if it is one)`);
  const p = r.player;
  if (r.dealer && r.dealer.length >= 2) return result(p, r.dealer);
  if (r.dealer && (ACTION_Q.test(text) || !RESULT_Q.test(text))) return play(p, r.dealer[0], text, r.rules);
  if (r.dealer) return decline('blackjack: the dealer\'s hand is not finished, so who wins is not known yet');
  if (p.total) return decline('blackjack: give the cards, or the dealer\'s up card for the play');
  const { total, soft } = blackjackTotal(p.values);
  // Check: an ace counted 11 never takes the hand past 21.
  if (total > 21 && soft) throw new Error('blackjack total failed its check');
  const natural = p.values.length === 2 && total === 21;
  const bust = total > 21;
  const kind = natural ? 'Blackjack (a natural 21: an ace and a ten-value card)' : bust ? `Bust: ${total} (hard)` : `${soft ? 'Soft' : 'Hard'} ${total}`;
  const why = soft ? 'one ace counts 11' : p.values.includes(11) ? 'every ace counts 1, since 11 would pass 21' : 'no ace';
  return { content: `${kind}. Total ${total}, ${soft ? 'soft' : 'hard'} (${why}).`, canonical: `bj:${total}:${soft ? 'soft' : 'hard'}${bust ? ':bust' : ''}${natural ? ':blackjack' : ''}` };
}
