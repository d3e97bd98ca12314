/** Bridge: high-card points (A4 K3 Q2 J1) and distribution of a 13-card hand, read by suit holdings or as cards. */
import { decline } from '../../src/solving/solver.js';
import { cardText, duplicate, parseCard, type Card, type Suit } from './card.js';
import { readGroups } from './groups.js';
import type { Outcome } from '../../src/plugin-api.js';

const SUIT_KEY: Record<string, Suit> = { '♠': 's', '♤': 's', s: 's', spades: 's', '♥': 'h', '♡': 'h', h: 'h', hearts: 'h', '♦': 'd', '♢': 'd', d: 'd', diamonds: 'd', '♣': 'c', '♧': 'c', c: 'c', clubs: 'c' };
const HOLDING = /(♠|♤|♥|♡|♦|♢|♣|♧|\b[SHDC]\b|\b[Ss]pades\b|\b[Hh]earts\b|\b[Dd]iamonds\b|\b[Cc]lubs\b)\s*[:=-]?\s*((?:10|[AKQJTakqjt2-9xX])+|—|–|-|void)?(?=[\s,;.:?)]|$)/g;

/** Holdings like "♠AKJ5 ♥Q102 ♦873 ♣K64" or "S: AKJ5 H: Q102 D: 873 C: K64". */
function readHoldings(text: string): Card[] | string | null {
  const found = [...text.matchAll(HOLDING)];
  if (found.length < 4) return null;
  const seen = new Set<Suit>();
  const cards: Card[] = [];
  for (const m of found) {
    const suit = SUIT_KEY[m[1].toLowerCase()] ?? SUIT_KEY[m[1]];
    if (seen.has(suit)) return `the ${m[1]} suit is listed twice`;
    seen.add(suit);
    const ranks: string[] = !m[2] || /^(—|–|-|void)$/i.test(m[2]) ? [] : m[2].toUpperCase().match(/10|[AKQJT2-9X]/g) ?? [];
    if (ranks.includes('X')) return 'an "x" spot card does not say which card it is';
    for (const r of ranks) cards.push(parseCard(`${r}${suit}`)!);
  }
  return seen.size === 4 ? cards : null;
}

export function bridge(text: string): Outcome {
  let cards = readHoldings(text);
  if (typeof cards === 'string') return decline(`bridge: ${cards}`);
  if (!cards) {
    const r = readGroups(text);
    if (r.unreadable.length) return decline(`bridge: cannot read ${r.unreadable.map((u) => `"${u}"`).join(', ')} as cards`);
    cards = r.groups.flatMap((g) => g.cards);
  }
  const dup = duplicate(cards);
  if (dup) return decline(`bridge: ${dup} appears twice; a deck has one of each card`);
  if (cards.length !== 13) return decline(`bridge: a bridge hand has 13 cards, this one has ${cards.length}`);
  const hcp = cards.reduce((n, c) => n + Math.max(0, c.rank - 10), 0);
  const len = (['s', 'h', 'd', 'c'] as Suit[]).map((s) => cards!.filter((c) => c.suit === s).length);
  if (len.reduce((a, b) => a + b) !== 13 || hcp > 37) throw new Error('bridge count failed its check');
  const shape = [...len].sort((a, b) => b - a).join('-');
  const kind = len.some((n) => n === 0) ? 'with a void' : len.some((n) => n === 1) ? 'with a singleton' : len.filter((n) => n === 2).length >= 2 ? 'semi-balanced' : 'balanced';
  const bySuit = (['s', 'h', 'd', 'c'] as Suit[]).map((s) => `${'♠♥♦♣'['shdc'.indexOf(s)]} ${cards!.filter((c) => c.suit === s).sort((a, b) => b.rank - a.rank).map((c) => cardText(c)[0]).join('') || '—'}`).join('  ');
  return {
    content: `${hcp} HCP (A=4, K=3, Q=2, J=1). Distribution ${len.join('-')} (♠-♥-♦-♣), shape ${shape}, ${kind}.\n${bySuit}`,
    canonical: `bridge:hcp=${hcp}:dist=${len.join('-')}`,
  };
}
