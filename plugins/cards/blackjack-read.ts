/**
 * Reading a blackjack question: the player's cards (ranks, suits optional, "pair of 8s", "soft 18"), the
 * dealer's up card or whole hand ("dealer shows 6", "vs a dealer ace", "dealer has K 7"), and the rule set
 * ("hits soft 17", "no double after split", "surrender allowed"). Ranks are 2..10, 11 for an ace.
 */
import { normalizeCards, parseCard, type Card } from './card.js';
import { cleanText } from './clean-text.js';
import type { Rules } from './blackjack-strategy.js';

const WORDS: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10', nine: '9', eight: '8', seven: '7', six: '6', five: '5', four: '4', three: '3', two: '2', deuce: '2' };
const WORD = '(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce)';
// Upper-case honours only: a lower-case "a" is the article, not an ace.
const TOKEN = /^(?:10|[2-9]|[AKQJT])(?:[shdc])?$/;
const CARD = '(?:10|[2-9]|[AKQJT])[shdc]?';

export interface Hand {
  /** Ranks as blackjack counts them: 2..10, 11 for an ace. */
  values: number[];
  /** Cards given with suits, to catch the same card twice. */
  suited: Card[];
  /** Given as a total ("soft 18") rather than as cards. */
  total?: { soft: boolean; value: number };
}

export interface Reading {
  player: Hand | string;
  /** Dealer's cards: one up card, or the whole hand. */
  dealer: number[] | null;
  rules: Rules;
  /** Suited cards on both sides together, for the one-deck check. */
  suited: Card[];
}

const value = (tok: string) => (/^A/.test(tok) ? 11 : /^[KQJT]/.test(tok) || tok.startsWith('10') ? 10 : Number(tok[0]));

/** Rank words to tokens; "a pair of eights", "two 8s" and "8-8" to "8 8". */
function prepare(raw: string): string {
  return normalizeCards(cleanText(raw))
    .replace(new RegExp(`\\b(?:a\\s+)?(?:pair of|two|double)\\s+(${WORD.slice(1, -1)}|10|[2-9]|[AKQJT])(?:'?e?s)\\b`, 'gi'), (_, r: string) => {
      const t = WORDS[r.toLowerCase()] ?? r.toUpperCase();
      return `${t} ${t}`;
    })
    .replace(new RegExp(`\\b(?:an?\\s+)?${WORD}s?\\b`, 'gi'), (m, w: string) => ` ${WORDS[w.toLowerCase()]}`)
    .replace(/\b(10|[2-9AKQJT])\s*-\s*(10|[2-9AKQJT])\b/g, '$1 $2');
}

function readRules(text: string): Rules {
  return {
    hitsSoft17: /\bH17\b|\bhits? (?:on )?(?:a )?soft 17\b/i.test(text),
    doubleAfterSplit: !/\bno (?:DAS|double(?:s|ing)? after (?:a )?split)\b/i.test(text),
    surrender: /\b(?:late )?surrender (?:is )?(?:allowed|offered|available|ok)\b|\bwith (?:late )?surrender\b|\blate surrender\b/i.test(text) && !/\bno surrender\b/i.test(text),
  };
}

const DEALER_HAND = new RegExp(`\\bdealer(?:'s)?\\s*(?:hand\\s*)?(?:has|holds|had|ends with|ended with|finishes with|is|:|=)\\s*((?:${CARD}[\\s,]+(?:and\\s+)?)+${CARD})\\b`, 'i');
const DEALER_UP = [
  new RegExp(`\\bdealer(?:'s)?\\s*(?:up\\s*-?\\s*card|card|upcard)?\\s*(?:is\\s+showing|is|shows|showing|has|holds|:|=|-)?\\s*(?:an?\\s+)?(${CARD})(?:\\s+(?:up|showing))?\\b`, 'i'),
  new RegExp(`\\b(?:vs\\.?|versus|against|v)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:dealer(?:'s)?\\s*)?(?:up\\s*-?\\s*card\\s*(?:of\\s+)?)?(?:an?\\s+)?(${CARD})\\b`, 'i'),
];

function readDealer(t: string): { cards: string[]; rest: string } | null {
  const hand = t.match(DEALER_HAND);
  if (hand) return { cards: hand[1].split(/[\s,]+|and/).filter((w) => TOKEN.test(w)), rest: t.replace(hand[0], ' ') };
  for (const re of DEALER_UP) {
    const m = t.match(re);
    if (m) return { cards: [m[1]], rest: t.replace(m[0], ' ') };
  }
  return null;
}

/** The longest run of card tokens; more than one run of two or more is ambiguous. */
/** `t` is the text without the dealer's cards; `whole` still has them ("11 vs A" gives a total of 11). */
function readPlayer(t: string, whole: string): Hand | string {
  const total =
    t.match(/\b(soft|hard)\s+(\d{1,2})\b/i) ??
    t.match(/()\b(?:i have|i've got|i got|holding|my total is|a total of|total)\s+(?:a\s+)?(\d{1,2})\b(?!\s*(?:10|[2-9]|[AKQJT])\b)/i) ??
    whole.match(/()\b(\d{1,2})\s+(?:vs\.?|versus|against)\b/i);
  const words = t.split(/[\s,+&/]+|\band\b/).map((w) => w.replace(/[.?!:;)(]+$|^[(]+/g, ''))
    // "a 10 and a 6" is one hand: the article between cards does not end the run (an ace is written "A").
    .filter((w) => w && !/^an?$/.test(w));
  let best: string[] = [];
  let run: string[] = [];
  let runs = 0;
  for (const w of [...words, '']) {
    if (TOKEN.test(w)) run.push(w);
    else {
      if (run.length >= 2) runs++;
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  if (runs > 1) return 'more than one group of cards for the player; send one hand (and say which cards are the dealer\'s)';
  if (best.length < 2) {
    if (total && Number(total[2]) >= 4 && Number(total[2]) <= 21) return { values: [], suited: [], total: { soft: /soft/i.test(total[1]), value: Number(total[2]) } };
    return 'no hand of two or more cards found (e.g. "A 6" or "Kh 7d")';
  }
  const suited: Card[] = [];
  for (const w of best) if (w.length > 1 && !w.startsWith('10')) suited.push(parseCard(w)!);
  return { values: best.map(value), suited };
}

/** Rule phrases, so their "soft 17" is not read as the player's hand. */
const RULE_PHRASES = /\b(?:hits?|stands?)(?: on)?(?: a| all)? soft 17s?\b|\b[HS]17\b|\b[4-8](?: to [4-8])?[- ]decks?\b|\b(?:six|eight|four)[- ]decks?\b/gi;

export function readBlackjack(raw: string): Reading {
  const rules = readRules(raw);
  const t = prepare(raw.replace(RULE_PHRASES, ' ')).replace(/\bbla(?:ck|c|k)\s?ja(?:ck|c|k)\b|\b21\b/gi, ' ');
  const d = readDealer(t);
  const dealer = d ? d.cards.map(value) : null;
  const player = readPlayer(d ? d.rest : t, t);
  const dealerSuited = d ? d.cards.filter((c) => c.length > 1 && !c.startsWith('10')).map((c) => parseCard(c)!) : [];
  return { player, dealer, rules, suited: [...(typeof player === 'string' ? [] : player.suited), ...dealerSuited] };
}
