/**
 * Two or more poker hands compared: the winner (or split pot) first, or the whole ranking when that is
 * what is asked, then each hand's best five. Hands that share a card cannot come from one deck; without a
 * board they are compared as separate deals, which the caveat says.
 */
import { decline } from '../../src/solving/solver.js';
import { cardText, rankChar, type Card } from './card.js';
import type { Group } from './groups.js';
import type { Outcome } from '../../src/plugin-api.js';
import { classify5, evaluate, strength, type Evaluated } from './poker.js';

const show = (cs: Card[]) => cs.map(cardText).join(' ');
const RANKING = /\b(rank(?:ing)?|order|sort|list)\b.*\bhands\b|\b(?:from |in order of )?(?:best|strongest|highest) to (?:worst|weakest|lowest)\b|\branking\b|\b(?:order|rank|sort) (?:them|these|the (?:players|hands)|everyone|all)\b/i;

function article(category: string): string {
  return /^(Straight|Flush|Full House|Royal Flush|Straight Flush)$/.test(category) ? `a ${category}` : category;
}

interface Entry {
  label: string;
  e: Evaluated;
}

/** Why the winner beat the best other hand of the same category: their five cards' ranks in order. */
function kickers(win: Entry, others: Entry[]): string {
  const next = others.filter((o) => o.e.rank === win.e.rank).sort((a, b) => a.e.strength - b.e.strength)[0];
  if (!next) return '';
  const ranks = (e: Evaluated) => e.best.map((c) => rankChar(c.rank)).join(' ');
  return ` Both ${win.label} and ${next.label} have ${article(win.e.category)}; compared rank by rank, ${ranks(win.e)} beats ${ranks(next.e)}.`;
}

export function showdown(hands: Group[], board: Card[], text: string, sharedNote: string | null): Outcome {
  const labels = hands.map((h, i) => h.label ?? `Hand ${i + 1}`);
  if (new Set(labels).size !== labels.length) return decline('poker: two hands have the same name; name each hand once');
  const full = hands.map((h) => [...h.cards, ...board]);
  const bad = full.findIndex((cs) => cs.length < 5 || cs.length > 7);
  if (bad >= 0) {
    const hint = !board.length && full[bad].length < 5 ? ' (give the board for hold\'em hands)' : '';
    return decline(`poker: ${labels[bad]} has ${full[bad].length} cards${board.length ? ' with the board' : ''}; each hand needs 5 to 7${hint}`);
  }
  const entries: Entry[] = full.map((cs, i) => ({ label: labels[i], e: evaluate(cs) }));
  // Check: each best five is as strong as its whole hand allows, and both classifiers agree on it.
  if (!entries.every(({ e }, i) => strength(full[i]) === e.strength && classify5(e.best) === e.rank)) throw new Error('poker comparison failed its check');
  const order = [...entries].sort((a, b) => a.e.strength - b.e.strength);
  const top = order.filter((x) => x.e.strength === order[0].e.strength);
  const lines = order.map((x) => `- ${x.label}: ${x.e.category}, ${show(x.e.best)}`);
  const caveat = sharedNote ?? undefined;
  if (RANKING.test(text) && !/\bwho wins\b|\bwinner\b/i.test(text)) {
    const groups: Entry[][] = [];
    for (const x of order) {
      if (groups.length && groups.at(-1)![0].e.strength === x.e.strength) groups.at(-1)!.push(x);
      else groups.push([x]);
    }
    const head = `Best to worst: ${groups.map((g) => g.map((x) => x.label).join(' = ')).join(', ')}${groups.some((g) => g.length > 1) ? ' (= ties)' : ''}.`;
    return { content: `${head}\n${lines.join('\n')}`, canonical: `ranking:${groups.map((g) => g.map((x) => x.label).join('=')).join('>')}`, caveat };
  }
  if (top.length > 1) {
    const head = `Split pot: ${top.map((x) => x.label).join(' and ')} tie with ${article(top[0].e.category)} (the same five ranks; suits never break ties).`;
    return { content: `${head}\n${lines.join('\n')}`, canonical: `tie:${top.map((x) => x.label).join(',')}`, caveat };
  }
  const win = top[0];
  const head = `${win.label} ${win.label === 'You' ? 'win' : 'wins'} with ${article(win.e.category)}: ${show(win.e.best)}.${kickers(win, order.slice(1))}`;
  return { content: `${head}\n${lines.join('\n')}`, canonical: `winner:${win.label}`, caveat };
}
