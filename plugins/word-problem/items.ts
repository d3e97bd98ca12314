/**
 * The quantity items a verb governs: "48 clips", "$12", "40 more goats than Washington", "5 less than half as
 * many coconut trees as mango trees", "twice that many", "3 more apples". A small recursive descent over
 * tokens, so a number the grammar does not place is reported rather than guessed.
 */
import { nounPhrase } from './story-text.js';

export type Ref = { kind: 'owner'; owner: string } | { kind: 'previous' } | { kind: 'nouns'; nouns: string[] };

export interface Item {
  /** The number token ids this item consumed. */
  ids: number[];
  noun: string | null;
  /** A plain count: the number's id. */
  count?: number;
  /** The word before the number ("for", "costing"), or "" at the start. */
  after?: string;
  /** "for $12 each": the price of one, by number id. */
  price?: number;
  /** "3 more apples" with no "than": an increment. */
  more?: boolean;
  /** value = factor·ref + diff (diff signed by more/less). */
  compare?: { factor?: number; diff?: { id: number; sign: 1 | -1 }; ref: Ref };
  /** "spent 1/5 of it": this share of what the subject holds at that point. */
  part?: number;
  /** "of what is left", "of the rest": of what remains; "of it" after a change is unclear. */
  ofRest?: boolean;
  /** "gave 3 apples to Becky". */
  to?: string;
  /** "$12 an hour", "5 each", "3 per box": a rate, which this reader does not yet combine. */
  rate?: boolean;
}

const STOP = new Set(
  'in on at for to from than as and each per with of that which who every a an the his her their its this these those more less fewer times or but by into out over under after before during last next this if when while so then is are was were be has have had many much left now total all both some own altogether combined together costing cost costs worth priced off'.split(' '),
);

const RATE = /^(?:per|a piece|each|apiece|every|an? (?:hour|minute|day|week|month|year|second|piece|pound|kilogram|mile|box|pack|dozen|page|night|person|item|ticket|visit|game|lesson|lawn|unit|gallon|liter|litre|ounce|kg|lb)|for each|at a|in an?|with each)\b/;

const AUXILIARY = new Set('have has had is are was were do does did will can could would'.split(' '));

export interface ItemRead {
  items: Item[];
  /** Number ids in the words that no item took. */
  stray: number[];
}

export function readItems(rest: string, people: readonly string[], money: (id: number) => boolean): ItemRead {
  const t = rest.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
  const items: Item[] = [];
  const stray: number[] = [];
  let i = 0;
  const id = (tok: string | undefined) => (tok && /^#\d+$/.test(tok) ? Number(tok.slice(1)) : null);
  const noun = (): string | null => {
    const words: string[] = [];
    while (i < t.length && words.length < 3 && /^[a-z]+$/.test(t[i]) && !STOP.has(t[i]) && !people.includes(t[i])) words.push(t[i++]);
    if (!words.length) return null;
    // "digits of pi": one noun; "of her friends" is not.
    if (t[i] === 'of' && /^[a-z]+$/.test(t[i + 1] ?? '') && !STOP.has(t[i + 1]) && !people.includes(t[i + 1]) && !/^(?:it|them)$/.test(t[i + 1])) {
      words.push('of', t[i + 1]);
      i += 2;
    }
    return nounPhrase(words);
  };
  const ref = (): Ref | null => {
    const w = t[i];
    if (w === 'that' || w === 'this' || w === 'before') {
      i++;
      if (t[i] === 'many' || t[i] === 'much' || t[i] === 'number' || t[i] === 'amount') i++;
      return { kind: 'previous' };
    }
    if (people.includes(w)) {
      i++;
      if (t[i] === 's') i++;
      return { kind: 'owner', owner: w };
    }
    if (w === 'the') i++;
    const nouns: string[] = [];
    for (let n = noun(); n; n = noun()) {
      nouns.push(n);
      if (t[i] === 'and' || t[i] === ',') i++;
      else break;
    }
    if (t[i] === 'combined' || t[i] === 'together') i++;
    return nouns.length ? { kind: 'nouns', nouns } : null;
  };
  /** "k times as many N as R", "(1/2) as many N as R", "k times that many"; null when not this shape. */
  const factorPart = (): { factor: number; noun: string | null; ref: Ref } | null => {
    const k = id(t[i]);
    if (k === null) return null;
    const start = i;
    i++;
    if (t[i] === 'times') i++;
    if (t[i] === 'that' || t[i] === 'this') return { factor: k, noun: null, ref: ref()! };
    if (t[i] !== 'as' || (t[i + 1] !== 'many' && t[i + 1] !== 'much')) {
      i = start;
      return null;
    }
    i += 2;
    const n = noun();
    if (t[i] !== 'as') return { factor: k, noun: n, ref: { kind: 'previous' } };
    i++;
    const r = ref();
    if (!r) {
      i = start;
      return null;
    }
    return { factor: k, noun: n, ref: r };
  };
  while (i < t.length) {
    const a = id(t[i]);
    if (a === null) {
      // A second verb inside the clause ("and the two of them together have 5 fewer"): what follows is not this verb's.
      if (items.length && AUXILIARY.has(t[i])) {
        stray.push(...t.slice(i).map(id).filter((x): x is number => x !== null));
        break;
      }
      i++;
      continue;
    }
    const start0 = i;
    const f = factorPart();
    if (f) {
      items.push({ ids: [a], noun: f.noun, compare: { factor: a, ref: f.ref } });
      continue;
    }
    i++;
    // "1/5 of it", "half of that", "20% of them", "a quarter of what is left": a part of what the subject holds.
    if (t[i] === 'of' && /^(?:it|them|that|this|those|these|what|the rest|the remaining|his|her|their|the money)/.test(t.slice(i + 1, i + 3).join(' '))) {
      i++;
      if (/^(?:his|her|their)$/.test(t[i]) && !/^(?:money|savings|allowance|salary|paycheck|earnings|pay)$/.test(t[i + 1] ?? '')) {
        stray.push(a);
        continue;
      }
      items.push({ ids: [a], noun: null, part: a, ofRest: /^(?:what|the rest|the remaining)/.test(t.slice(i, i + 2).join(' ')) });
      continue;
    }
    const signAt = () => (t[i] === 'more' ? 1 : t[i] === 'fewer' || t[i] === 'less' ? -1 : 0);
    let sign = signAt();
    if (sign) i++;
    const n = money(a) ? 'dollar' : noun();
    // "7 shells fewer than Zoe": the comparison after the noun.
    if (!sign && t[i + 1] === 'than' && signAt()) sign = signAt(), i++;
    if (sign && t[i] === 'than') {
      i++;
      const f2 = factorPart();
      const r = f2 ? f2.ref : ref();
      if (!r) {
        stray.push(a);
        continue;
      }
      const ids = f2 ? [a, f2.factor] : [a];
      items.push({ ids, noun: n ?? f2?.noun ?? null, compare: { factor: f2?.factor, diff: { id: a, sign: sign as 1 | -1 }, ref: r } });
      continue;
    }
    // "a shade that cost $6 more": a price compared with another's, not $6 paid.
    if (sign < 0 || (sign > 0 && money(a) && /^(?:cost|costs|costed|costing|priced|is|was|are|were)$/.test(t[start0 - 1] ?? ''))) {
      stray.push(a);
      continue;
    }
    // A comparison left over after a plain count was not read: "3 apples, which is 2 more than ...".
    const upTo = t.slice(i).findIndex((w) => /^#\d+$/.test(w));
    if (/\b(?:than|times|as many|as much|more|fewer|less)\b/.test(t.slice(i, upTo < 0 ? undefined : i + upTo).join(' '))) {
      stray.push(a);
      continue;
    }
    const item: Item = { ids: [a], noun: n, count: a, after: t[start0 - 1] ?? '' };
    // "$0.35 off", "$5 change", "a $2 tip": money that is not simply paid or held.
    if (money(a) && /^(?:off|discount|change|back|tip|tax|fee|more|less|per)$/.test(t[i] ?? '')) {
      stray.push(a);
      continue;
    }
    if (sign > 0) item.more = true;
    if (t[i] === 'to' && people.includes(t[i + 1] ?? '')) item.to = t[i + 1];
    // "3 cakes for $12 each": a price per thing, so the item is the money it comes to.
    const price = /^(?:for|at|costing|(?:that|which) costs?) (#\d+) (?:each|apiece)$/.exec(t.slice(i, i + 4).join(' ').replace(/^(for|at|costing) (#\d+ \S+).*$/, '$1 $2'));
    if (price && money(Number(price[1].slice(1)))) {
      item.price = Number(price[1].slice(1));
      item.ids.push(item.price);
      i += price[0].split(' ').length;
    } else if (RATE.test(`${t[i] ?? ''} ${t[i + 1] ?? ''}`)) item.rate = true;
    items.push(item);
  }
  return { items, stray };
}
