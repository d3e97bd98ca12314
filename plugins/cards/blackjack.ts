/** Blackjack hand totals: aces count 11 while that keeps the hand at 21 or less (soft), else 1 (hard). */
import { decline } from '../../src/solving/solver.js';
import { duplicate, normalizeCards, parseCard, type Card } from './card.js';
import type { Outcome } from '../../src/plugin-api.js';

// Upper-case honours only: a lower-case "a" is the article, not an ace.
const RANK_TOKEN = /^(?:10|[2-9]|[AKQJT])(?:[shdc])?$/;
const WORDS: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10', nine: '9', eight: '8', seven: '7', six: '6', five: '5', four: '4', three: '3', two: '2' };

/** Ranks after the cue ("hand:", "I have", "holding"), with or without suits. */
function readRanks(text: string): { ranks: number[]; suited: Card[] } | string {
  const t = normalizeCards(text).replace(/\b(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two)s?\b/gi, (w) => WORDS[w.toLowerCase().replace(/s$/, '')] ?? w);
  const tokens = t.split(/[\s,+&]+|\band\b/).map((w) => w.replace(/[.?!:;]+$/, '')).filter(Boolean);
  let best: string[] = [];
  let run: string[] = [];
  let runs = 0;
  for (const w of [...tokens, '']) {
    if (RANK_TOKEN.test(w)) run.push(w);
    else {
      if (run.length >= 2) runs++;
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  if (runs > 1) return 'more than one group of cards; send one hand';
  if (best.length < 2) return 'no hand of two or more cards found (e.g. "A 6" or "Kh 7d")';
  const ranks: number[] = [];
  const suited: Card[] = [];
  for (const w of best) {
    const c = parseCard(w.length === 1 || w === '10' ? `${w}s` : w);
    if (!c) return `cannot read "${w}"`;
    ranks.push(c.rank);
    if (w.length > 1 && w !== '10') suited.push(c);
  }
  return { ranks, suited };
}

export function blackjackTotal(ranks: number[]): { total: number; soft: boolean } {
  const values = ranks.map((r) => (r === 14 ? 1 : Math.min(r, 10)));
  const hard = values.reduce((a, b) => a + b, 0);
  const soft = values.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export function blackjack(text: string): Outcome {
  const read = readRanks(text.replace(/\bblack\s?jack\b|\b(?:soft|hard)\s+\d+|\b21\b/gi, ' '));
  if (typeof read === 'string') return decline(`blackjack: ${read}`);
  const dup = duplicate(read.suited);
  if (dup && !/\b(shoe|decks)\b/i.test(text)) return decline(`blackjack: ${dup} appears twice, which one deck cannot deal (say "six-deck shoe" if it is one)`);
  const { total, soft } = blackjackTotal(read.ranks);
  // Check: the count of aces valued 11 is at most one and the hard total never exceeds the shown one.
  if (total > 21 && soft) throw new Error('blackjack total failed its check');
  const natural = read.ranks.length === 2 && total === 21;
  const bust = total > 21;
  const kind = natural ? 'Blackjack (a natural 21: an ace and a ten-value card)' : bust ? `Bust: ${total} (hard)` : `${soft ? 'Soft' : 'Hard'} ${total}`;
  const why = soft ? 'one ace counts 11' : read.ranks.includes(14) ? 'every ace counts 1, since 11 would pass 21' : 'no ace';
  return { content: `${kind}. Total ${total}, ${soft ? 'soft' : 'hard'} (${why}).`, canonical: `bj:${total}:${soft ? 'soft' : 'hard'}${bust ? ':bust' : ''}${natural ? ':blackjack' : ''}` };
}
