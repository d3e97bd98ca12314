/**
 * card_hand: poker (rank of 5–7 cards and the best five, several hands compared with kickers, split
 * pots and rankings, exact heads-up equity by enumeration), blackjack (totals, basic-strategy play against
 * the dealer's card, result against the dealer's hand), and bridge high-card points and distribution.
 * Impossible hands are declined with the reason; hands sharing a card are compared as separate deals.
 */
import { askText, computed, decline, definePlugin, type Outcome } from '../../src/plugin-api.js';
import { blackjack } from './blackjack.js';
import { bridge } from './bridge.js';
import { normalizeCards } from './card.js';
import { poker } from './poker-question.js';
import { readSuitRankPairs } from './suit-rank-pairs.js';

const BLACKJACK = /\bbla(?:ck|c|k)\s?ja(?:ck|c|k)\b|\b(?:soft|hard) \d{1,2}\b|\bbust(?:ed)?\b/i;
/** A play asked against the dealer's card ("Dealer shows 6, I have A 7. Hit or stand?") is blackjack unnamed. */
const DEALER_PLAY = /\bdealer(?:'s)?\b[^.?!]{0,40}?\b(?:shows?|showing|up\s*-?\s*card)\b[^]*\b(?:hit|stand|double(?: down)?|split|surrender)\b|\b(?:hit|stand)\b[^]*\bdealer(?:'s)?\b[^.?!]{0,40}?\b(?:shows?|showing|up\s*-?\s*card)\b/i;
const BRIDGE = /\bbridge\b|\bHCP\b|high[- ]card points|\bdistribution\b/i;
const POKER = /\bpoker\b|\bhold'?em\b|\bequity\b|\bflop\b|\bboard\b|\bwho wins\b|\bbest (?:five|5|hand)\b|\bwhat hand\b|\bhand rank/i;
/** At least two short-form cards (after spelling-out and symbols are normalised). */
const CARDS = /(?:^|[\s,(])(?:10|[2-9TJQKA])[shdcSHDC](?=[\s,.;:)?!]|$|(?:10|[2-9TJQKA])[shdcSHDC])/g;

/** Something that reads as cards: a short-form card, a suit symbol, a spelled-out card, or a bare rank pair ("A 6"). */
const CARDISH = /(?:^|[\s,(:])(?:10|[2-9TJQKA])[shdcSHDC]?(?:[\s,]+(?:and\s+)?(?:10|[2-9TJQKA])[shdcSHDC]?)+(?=[\s,.;:)?!]|$)|[♠♤♥♡♦♢♣♧]|\b(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two)s?\b/i;

export function familyOf(text: string): 'blackjack' | 'bridge' | 'poker' | null {
  // "Did the firm go bust?" and "the normal distribution" are not card questions: cards must be present too.
  if (DEALER_PLAY.test(text) && CARDISH.test(text)) return 'blackjack';
  if (BLACKJACK.test(text) && (CARDISH.test(text) || /\b(?:soft|hard)\s+\d{1,2}\b|\bdealer\b|\b\d{1,2}\s+(?:vs\.?|versus|against)\s/i.test(text))) return 'blackjack';
  if (BRIDGE.test(text) && !/\bpoker\b/i.test(text) && (CARDISH.test(text) || /\b[SHDC]\s*:|\b(?:spades|hearts|diamonds|clubs)\b/i.test(text))) return 'bridge';
  if (/\bpoker\b|\bhand\b/i.test(text) && readSuitRankPairs(text)) return 'poker';
  const found = normalizeCards(text).match(CARDS) ?? [];
  const n = found.length;
  if (POKER.test(text) && n >= 1) return 'poker';
  // Five or more cards in short form are a card question whatever the wording ("whos the winer"), unless
  // they could be durations ("5s 3s 10s": digits and one suit letter only).
  const mixed = new Set(found.map((c) => c.trim().slice(-1).toLowerCase())).size > 1 || found.some((c) => /[TJQKA]/.test(c));
  return (n >= 5 && mixed) || (n >= 3 && /\b(hands?|cards?|rank\w*|wins?|won|winner|vs\.?|versus|against|beats?|pot|showdown|strong\w*|better|higher|best|order|sort|compare)\b/i.test(text)) ? 'poker' : null;
}

export function solveCards(text: string): { family: string | null; outcome: Outcome } {
  const family = familyOf(text);
  if (family === 'blackjack') return { family, outcome: blackjack(text) };
  if (family === 'bridge') return { family, outcome: bridge(text) };
  if (family === 'poker') return { family, outcome: poker(text) };
  return { family: null, outcome: decline('no cards found to read') };
}

const cardHand = definePlugin({
  name: 'card_hand',
  summary: 'Reads playing cards and answers poker hand names, who wins among several named or unnamed hands (kickers, split pots, rankings) and exact heads-up equity; blackjack totals, the basic-strategy play against a dealer card and the result against a dealer hand; bridge points and distribution.',
  examples: {
    claims: [
      { ask: 'What poker hand is As Ks Qs Js Ts?', expect: 'Royal Flush: As Ks Qs Js Ts' },
      { ask: 'Who wins? Alice: Ah Kd vs Bob: Qs Qd, board 2c 7d 9h Jc 3s', expect: 'Bob wins with One Pair' },
      { ask: 'Equity of AhAd vs KsKc on a board of 2c 7d 9h', expect: 'Hand 1 (Ah Ad) equity 91.62%' },
      { ask: 'Ann: 4C 4D 9S JH KD  Ben: 5C 6H 7S 8C 9D. Who wins?', expect: 'Ben wins with a Straight' },
      { ask: 'Blackjack: what is A 6?', expect: 'Soft 17' },
      { ask: 'Blackjack: dealer shows 6, I have A 7. Should I hit?', expect: 'Double down (if doubling is not allowed, stand)' },
      { ask: 'Bridge hand ♠AKJ5 ♥Q102 ♦873 ♣K64: how many HCP?', expect: '13 HCP' },
    ],
    declines: [
      { ask: 'Rank this poker hand: As As Kd Qh Jc' },
      { ask: 'Poker hand: As Kd 1x Qh Jc' },
      { ask: 'Who wins at chess, white or black?' },
      { ask: 'Blackjack: dealer shows 6 and I have 20, who wins?' },
    ],
  },
  claim(ask) {
    return familyOf(askText(ask)) ? 0.8 : 0;
  },
  answer(ask) {
    return computed(solveCards(askText(ask)).outcome);
  },
});

export default cardHand;
