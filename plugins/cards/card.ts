/** Playing cards in the notations people paste: `As`, `10h`, `T♥`, `A♠`, "ace of spades", "the 10 of hearts". */

export type Suit = 's' | 'h' | 'd' | 'c';
export interface Card {
  /** 2..14 (ace high). */
  rank: number;
  suit: Suit;
}

const RANK_CHARS = '23456789TJQKA';
const SUIT_SYMBOL: Record<string, Suit> = { '♠': 's', '♤': 's', '♥': 'h', '♡': 'h', '♦': 'd', '♢': 'd', '♣': 'c', '♧': 'c' };
const SUIT_WORD: Record<string, Suit> = { spade: 's', spades: 's', heart: 'h', hearts: 'h', diamond: 'd', diamonds: 'd', club: 'c', clubs: 'c' };
const RANK_WORD: Record<string, string> = {
  ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: 'T', nine: '9', eight: '8', seven: '7', six: '6', five: '5', four: '4', three: '3', two: '2', deuce: '2',
};
export const RANK_NAME = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];

export const cardText = (c: Card) => `${RANK_CHARS[c.rank - 2]}${c.suit}`;
/** phe's card code. */
export const cardCode = (c: Card) => (c.rank - 2) * 4 + 'shdc'.indexOf(c.suit);
export const rankChar = (r: number) => RANK_CHARS[r - 2];

/** Rewrites spelled-out cards and suit symbols to the short form, so one tokenizer reads them all. */
export function normalizeCards(text: string): string {
  return text
    .replace(/\b(?:the\s+)?(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce|10|[2-9])\s+of\s+(spades?|hearts?|diamonds?|clubs?)\b/gi, (_, r: string, s: string) =>
      `${RANK_WORD[r.toLowerCase()] ?? (r === '10' ? 'T' : r)}${SUIT_WORD[s.toLowerCase()]}`)
    .replace(/\b(10|[2-9TJQKAtjqka])\s?([♠♤♥♡♦♢♣♧])/g, (_, r: string, s: string) => `${r}${SUIT_SYMBOL[s]}`);
}

/** One token such as `As`, `10h`, `th`: a card, or null. */
export function parseCard(tok: string): Card | null {
  const m = tok.match(/^(10|[2-9tjqka])([shdc])$/i);
  if (!m) return null;
  const r = m[1] === '10' ? 'T' : m[1].toUpperCase();
  return { rank: RANK_CHARS.indexOf(r) + 2, suit: m[2].toLowerCase() as Suit };
}

/** Splits run-together cards ("AhKh", "AsKd10c") into tokens, or null when they do not all read. */
export function splitRun(tok: string): Card[] | null {
  const out: Card[] = [];
  const re = /(10|[2-9tjqka])([shdc])/giy;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = re.exec(tok))) {
    out.push(parseCard(m[0])!);
    at = re.lastIndex;
  }
  return at === tok.length && out.length ? out : null;
}

/** The first card that appears twice, named, or null. */
export function duplicate(cards: Card[]): string | null {
  const seen = new Set<string>();
  for (const c of cards) {
    const t = cardText(c);
    if (seen.has(t)) return t;
    seen.add(t);
  }
  return null;
}
