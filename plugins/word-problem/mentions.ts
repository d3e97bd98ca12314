/**
 * Clauses and their items become mentions (who, what verb, which noun, which variable) and equations:
 * "Paddington has 40 more goats than Washington" is h:paddington:goat = h:washington:goat + 40.
 */
import Fraction from 'fraction.js';
import type { Clause } from './clauses.js';
import { num, op, ref, sum, type Equation, type Expr } from './equations.js';
import type { Item, Ref } from './items.js';
import type { StoryNumber } from './story-text.js';
import { effectOf, lemma, type Effect } from './verbs.js';

export interface Mention {
  owner: string;
  verb: string;
  effect: Effect;
  noun: string;
  variable: string;
  sentence: number;
  /** A loss given to someone: they gain it. */
  to?: string;
}

export interface Reading {
  mentions: Mention[];
  equations: Equation[];
}

const REPEATS = /\b(?:each|every|per|daily|weekly|monthly|yearly|annually|hourly|quarterly|apiece|a piece|average|rate)\b/;
/** "for #3 each": a price, read by the items, not a repetition. */
const PRICE_EACH = /(?:for|at|costing|costs?) #\d+ (?:each|apiece)\b/g;
export const SPENDING = new Set(['buy', 'pay', 'spend'].map((v) => lemma(v)));

/** "the 1 ..." as a state: has/have, is/are (with "there"), contains. */
const stateVerb = (c: Clause) => effectOf(c.verb) === 'have' || c.verb === 'be';

export const nounMatches = (asked: string, noun: string) => noun === asked || noun.endsWith(` ${asked}`);

/** Adds one clause's items; a string says what could not be read. */
export function addClause(r: Reading, c: Clause, items: readonly Item[], numbers: readonly StoryNumber[]): string | null {
  if (REPEATS.test(c.rest.replace(PRICE_EACH, ''))) return 'a rate or repetition ("each", "per", "weekly") this reader does not combine yet';
  for (const item of items) {
    // Money paid for something is money lost: "bought a jumper for $9".
    const money = item.noun === 'dollar' || item.price !== undefined;
    const effect: Effect = stateVerb(c) ? 'have' : money && SPENDING.has(c.verb) ? 'lose' : effectOf(c.verb);
    if (item.price !== undefined && effect !== 'lose' && effect !== 'gain') return 'a price with a verb that neither buys nor sells';
    // Money paid is read only where it is plainly the price: "spent $18", "for $9", "costing $4".
    if (money && effect === 'lose' && item.price === undefined && !/^(?:|for|at|costing|cost|costs|worth|,|and|total|of)$/.test(item.after ?? '')) return 'money paid in a way this reader does not follow';
    if (item.rate) return 'a rate ("each", "per", "an hour") this reader does not combine yet';
    const previous = r.mentions.at(-1);
    // "He buys 3 more": more of what he was last said to have.
    const noun = item.price !== undefined ? 'dollar' : item.part !== undefined ? 'part' : item.noun ?? refNoun(r, item.compare?.ref) ?? (item.compare || (item.more && previous?.owner === c.owner) ? previous?.noun : null);
    if (!noun) return `no noun for ${numbers[item.ids[0]].text}`;
    if (c.owner === 'they') return '"they" own the quantity jointly';
    const variable = effect === 'have' ? `h:${c.owner}:${noun}` : `e${r.mentions.length}:${c.owner}:${c.verb}:${noun}`;
    const mention: Mention = { owner: c.owner, verb: c.verb, effect, noun, variable, sentence: c.sentence };
    let value: Expr;
    if (item.part !== undefined) {
      // Only a change takes a part: "half of them are red" or "lets her sister have 1/3" is not read.
      if (effect !== 'lose') return `a part ("of it") with a verb that does not give, spend or lose it`;
      const held = balance(r, c.owner);
      if (!held) return `no single amount ${c.owner} holds for "of it" to be part of`;
      const n = numbers[item.part];
      // "ate 1 of them", "gave 5 of them": a count of the same things, not a share.
      const count = !n.percent && n.value.compare(1) >= 0;
      if (!item.ofRest && held.changed && !count) return '"of it" after a change: of the first amount or of what was left';
      // "got a $1,200 bonus and a $50 gift. He donated 25% of it": of the bonus, or of both together.
      if (!item.ofRest && held.parts > 1 && !count) return '"of it" after more than one amount: of one of them or of all together';
      const share = n.percent ? op('/', num(n.value, n.id), num(new Fraction(100))) : num(n.value, n.id);
      const m: Mention = { ...mention, noun: held.noun, variable: `e${r.mentions.length}:${c.owner}:${c.verb}:${held.noun}`, effect };
      r.mentions.push(m);
      r.equations.push({ left: m.variable, right: count ? share : op('*', share, held.value), sentence: c.sentence });
      continue;
    } else if (item.compare) {
      const base = resolve(r, item.compare.ref, { ...mention, effect }, previous);
      if (!base) return `no quantity for "${item.compare.ref.kind === 'owner' ? item.compare.ref.owner : 'as many as'}" to compare with`;
      const f = item.compare.factor;
      value = f === undefined ? base : op('*', num(numbers[f].value, f), base);
      const d = item.compare.diff;
      // "20% more than": a share of the base, not 20 of the thing.
      if (d && numbers[d.id].percent) value = op('*', value, op(d.sign > 0 ? '+' : '-', num(new Fraction(1)), op('/', num(numbers[d.id].value, d.id), num(new Fraction(100)))));
      else if (d) value = op(d.sign > 0 ? '+' : '-', value, num(numbers[d.id].value, d.id));
    } else {
      if (numbers[item.count!].percent) return `${numbers[item.count!].text} of something not named`;
      if (item.more && effect === 'have') return `"${numbers[item.count!].text} more" with no "than"`;
      value = num(numbers[item.count!].value, item.count);
      if (item.price !== undefined) value = op('*', value, num(numbers[item.price].value, item.price));
    }
    if (item.to) mention.to = item.to;
    r.mentions.push(mention);
    // "5 apples in the red basket and 5 apples in the blue basket": two counts of one holding would be read as one.
    if (effect === 'have' && value.k === 'num' && r.equations.some((eq) => eq.left === variable && eq.right.k === 'num')) return `two counts of ${noun} for ${c.owner}`;
    r.equations.push({ left: variable, right: value, sentence: c.sentence });
  }
  return null;
}

function refNoun(r: Reading, x: Ref | undefined): string | null {
  if (x?.kind === 'nouns' && x.nouns.length === 1) return x.nouns[0];
  if (x?.kind === 'owner') return [...r.mentions].reverse().find((m) => m.owner === x.owner)?.noun ?? null;
  return null;
}

/** What a comparison is measured against: a person's like quantity, the one just said, or named nouns summed. */
function resolve(r: Reading, x: Ref, like: Mention, previous: Mention | undefined): Expr | null {
  if (x.kind === 'previous') return previous && previous.noun === like.noun ? ref(previous.variable) : null;
  if (x.kind === 'owner') {
    if (like.effect === 'have') return ref(`h:${x.owner}:${like.noun}`);
    const same = [...r.mentions].reverse().find((m) => m.owner === x.owner && m.verb === like.verb && m.noun === like.noun);
    return same ? ref(same.variable) : null;
  }
  const parts: Expr[] = [];
  for (const n of x.nouns) {
    const found = r.mentions.filter((m) => m.owner === like.owner && nounMatches(n, m.noun));
    if (!found.length) return null;
    parts.push(...found.map((m) => ref(m.variable)));
  }
  return sum(parts);
}

/** What the owner holds so far (stated, plus gains and gifts received, less losses), when it is one noun. */
export function balance(r: Reading, owner: string, noun?: string): { noun: string; value: Expr; changed: boolean; parts: number } | null {
  const own = r.mentions.filter((m, i) => (m.owner === owner || m.to === owner) && m.effect !== 'event' && r.mentions.findIndex((x) => x.variable === m.variable) === i);
  const nouns = [...new Set(own.map((m) => m.noun))].filter((n) => !noun || nounMatches(noun, n));
  if (nouns.length !== 1) return null;
  let value: Expr = num(new Fraction(0));
  let changed = false;
  let parts = 0;
  for (const m of own.filter((x) => x.noun === nouns[0])) {
    changed ||= m.effect === 'lose';
    const out = m.effect === 'lose' ? m.owner === owner : false;
    const given = m.effect === 'lose' && m.to === owner && m.owner !== owner;
    if (m.owner !== owner && !given) continue;
    value = op(out ? '-' : '+', value, ref(m.variable));
    parts++;
  }
  return { noun: nouns[0], value, changed, parts };
}
