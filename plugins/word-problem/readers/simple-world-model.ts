/**
 * Small stories told as a world: who holds how many of what, and what each sentence does to it. "Grace had 73
 * marbles. She gave 25 to Leo. Leo now has 40. How many did Leo have before?" Each holder's stock of each kind is
 * followed in story order as an expression in the amounts not given ("some", a start never said), every "now has"
 * or "has 5 more than Tim" is an equation, and the asked quantity (a stock now or at first, what was done, a
 * difference, a sum) must come out determined, whole and not negative. A word or number the clause grammar does not
 * place, a pronoun that could be two people, a noun that could be two kinds, or things taken from a pool the story
 * does not name is a decline.
 */
import Fraction from 'fraction.js';
import { lemma } from '../verbs.js';
import { FROM_NOTHING, readStatement, type Clause, type Subject } from './simple-world-read.js';
import { relation, withNoun, type Noun } from './simple-text.js';

/** c + Σ k·x: an amount in terms of the amounts not given. */
export interface Lin {
  c: Fraction;
  k: Map<number, Fraction>;
  /** A number as the story said it, with nothing worked out: asking for it back is not a question to answer. */
  said?: boolean;
}
const lin = (c: Fraction | number, k: Map<number, Fraction> = new Map()): Lin => ({ c: new Fraction(c), k });
const plus = (a: Lin, b: Lin, s = 1): Lin => {
  const k = new Map(a.k);
  for (const [x, v] of b.k) k.set(x, (k.get(x) ?? new Fraction(0)).add(v.mul(s)));
  return { c: a.c.add(b.c.mul(s)), k };
};
const scale = (a: Lin, f: Fraction): Lin => ({ c: a.c.mul(f), k: new Map([...a.k].map(([x, v]) => [x, v.mul(f)])) });

export interface Stock {
  holder: string;
  noun: Noun;
  start: Lin;
  now: Lin;
  /** Its start was never said: things may have come from or gone to somewhere the story does not name. */
  open: boolean;
  changed: boolean;
}

export interface Deed {
  holder: string;
  verb: string;
  effect: 'gain' | 'loss';
  amount: Lin;
  noun: Noun;
  /** Describing words and the one handed to: "on monday", "sister". */
  detail: string[];
  /** A change worked out from two states ("had 58 ... now has 71"), not said with a verb. */
  implied: boolean;
}

export interface World {
  stocks: Stock[];
  deeds: Deed[];
  equations: { e: Lin; said: string }[];
  names: string[];
  /** Names that hold or do something as a clause's subject (not only receive). */
  doers: string[];
  /** Holders named by a noun ("the farmer", "a bus") and places, in order. */
  things: string[];
  vars: number;
  /** Each clause as read, for the reply. */
  log: string[];
}

export const kindKey = (n: Noun) => `${n.head}|${[...n.describe].sort().join(' ')}`;

export class Unread extends Error {}
const fail = (why: string): never => {
  throw new Unread(why);
};

export function buildWorld(statements: string[], names: string[]): World {
  const w: World = { stocks: [], deeds: [], equations: [], names: [], doers: [], things: [], vars: 0, log: [] };
  const kinds: Noun[] = [];
  let prevAmount: Lin | null = null;
  let prevStock: Stock | null = null;
  let lastSubject: string | null = null;
  const gender = new Map<string, string>();
  const fresh = (): Lin => lin(0, new Map([[w.vars++, new Fraction(1)]]));
  const stockOf = (holder: string, noun: Noun): Stock | undefined => w.stocks.find((s) => s.holder === holder && kindKey(s.noun) === kindKey(noun));
  const open = (holder: string, noun: Noun, start: Lin | null): Stock => {
    const s: Stock = { holder, noun, start: start ?? fresh(), now: lin(0), open: !start, changed: false };
    s.now = s.start;
    w.stocks.push(s);
    return s;
  };
  const mention = (holder: string, isName: boolean) => {
    const list = isName ? w.names : w.things;
    if (!list.includes(holder)) list.push(holder);
  };
  /** The holder a subject stands for at this point of the story. */
  const whoIs = (s: Subject, noun: Noun | null, place: string | null, doer: string | null = null): string => {
    if ('name' in s) return mention(s.name, true), s.name;
    if ('np' in s) return mention(s.np, false), s.np;
    if ('pronoun' in s && doer !== null && s.pronoun !== 'they') {
      // "Kate gave him 7": not the giver, so the one other person named.
      const others = w.names.filter((n) => n !== doer);
      if (others.length !== 1 || (gender.get(others[0]) ?? s.pronoun) !== s.pronoun) return fail(`"${s.pronoun}" could be more than one person`);
      gender.set(others[0], s.pronoun);
      return others[0];
    }
    if ('pronoun' in s) {
      if (s.pronoun === 'he' || s.pronoun === 'she') {
        let one: string | null = null;
        if (w.names.length === 1) one = w.names[0];
        else if (!w.names.length && w.things.length === 1) one = w.things[0];
        // Several people, one of whom does things and the others only receive: "Beth gave 9 to Rob ... She has 20 left".
        else if (w.names.length > 1 && w.doers.length === 1 && lastSubject === w.doers[0]) one = lastSubject;
        // "She gave 5 to Ben. He gave 2 to Cy": a pronoun of the other kind is someone else.
        if (!one || (gender.get(one) ?? s.pronoun) !== s.pronoun) return fail(`"${s.pronoun}" could be more than one person`);
        gender.set(one, s.pronoun);
        return one;
      }
      if (!w.names.length && w.things.length === 1) return w.things[0];
      return fail(`"${s.pronoun}" could be more than one holder`);
    }
    if (place) return mention(place, false), place;
    // "There were 5 birds", "6 more birds came": the one holder of such things, or the scene.
    const holders = noun ? [...new Set(w.stocks.filter((x) => x.noun.head === noun.head).map((x) => x.holder))] : [];
    if (holders.length > 1) return fail(`not said whose ${noun!.said} these are`);
    return holders[0] ?? '';
  };
  /** The noun a clause counts: said, or the one kind counted so far. */
  const kindOf = (c: Clause): Noun => {
    if (!c.noun) {
      if (c.compare && c.compare.op === 'times' && prevStock) return prevStock.noun;
      if (c.ofThem && prevStock) return prevStock.noun;
      if (kinds.length !== 1) return fail(`"${c.said}" does not say what it counts`);
      return kinds[0];
    }
    const same = kinds.filter((k) => kindKey(k) === kindKey(c.noun!));
    if (same.length) return same[0];
    for (const k of kinds) {
      if (k.head === c.noun.head) {
        // "3 cars" after "toy cars": the one kind with that name; after "red" and "blue" ones, either.
        if (!c.noun.describe.length && kinds.filter((x) => x.head === k.head).length === 1) return k;
        if (!c.noun.describe.length || !k.describe.length) return fail(`"${c.noun.said}" may or may not be the ${k.said}`);
      } else if (relation(k, c.noun) === 'unsure' || relation(c.noun, k) === 'unsure') return fail(`"${c.noun.said}" may be some of the ${k.said}`);
    }
    kinds.push(c.noun);
    return c.noun;
  };

  for (const [si, st] of statements.entries()) {
    const clauses = readStatement(st, si, names);
    if (!clauses) fail(`the sentence "${st}" is not read`);
    for (const c of clauses!) {
      const noun = kindOf(c);
      if ('that' in c.subject) {
        // "That is 17 more than Iris has": the amount just said, measured against another.
        if (!prevAmount || !c.compare || !c.compare.than) fail(`"${c.said}" does not say what it compares`);
        w.equations.push({ e: plus(prevAmount!, compared(c, noun, null), -1), said: c.said });
        continue;
      }
      const holder = whoIs(c.subject, noun, c.place);
      if ('name' in c.subject || 'np' in c.subject || 'pronoun' in c.subject) lastSubject = holder;
      if ('name' in c.subject && !w.doers.includes(holder)) w.doers.push(holder);
      let amount: Lin = c.n ? { ...lin(c.n), said: true } : fresh();
      if (c.compare) amount = compared(c, noun, holder);
      let stock = stockOf(holder, noun);
      if (c.total && c.effect !== 'have') {
        // "He scored 61 points in total": the doings said before, added.
        const before = w.deeds.filter((d) => d.holder === holder && d.verb === c.verb && kindKey(d.noun) === kindKey(noun) && !d.implied);
        if (before.length < 1 || c.compare) fail(`"${c.said}" totals doings the story does not give`);
        w.equations.push({ e: plus(before.reduce((x, d) => plus(x, d.amount), lin(0)), amount, -1), said: c.said });
        w.log.push(`"${c.said}": the ${noun.said} ${c.verb} before, added`);
        continue;
      }
      if (c.effect === 'have') {
        if (!stock) stock = open(holder, noun, amount);
        else if (c.start) w.equations.push({ e: plus(stock.start, amount, -1), said: c.said });
        // "has 5 apples in the red basket and 5 in the blue one": a second amount held, not the same one said again.
        else if (!stock.changed && !stock.open && !c.final && !c.compare) fail(`"${c.said}" says again what is held, with nothing changed`);
        else if (c.final && !stock.changed && stock.open === false && !c.compare) {
          // "had 58 ... after trading he has 71": a change not said with a verb.
          w.deeds.push({ holder, verb: '*', effect: 'gain', amount: plus(amount, stock.now, -1), noun, detail: [], implied: true });
          stock.now = amount;
          stock.changed = true;
        } else w.equations.push({ e: plus(stock.now, amount, -1), said: c.said });
      } else {
        // "The guests ate 28 of them": out of the stock just counted, when the doer holds none of their own.
        if (c.ofThem && c.effect === 'loss' && !stock) {
          const pool: Stock[] = c.noun ? w.stocks.filter((x) => kindKey(x.noun) === kindKey(noun)) : prevStock ? [prevStock] : [];
          if (pool.length !== 1) fail(`"${c.said}": not said whose`);
          stock = pool[0];
        }
        if (!stock) stock = open(holder, noun, c.effect === 'gain' && !c.more && FROM_NOTHING.has(lemma(c.verb.split(' ')[0])) ? lin(0) : null);
        stock.now = plus(stock.now, amount, c.effect === 'gain' ? 1 : -1);
        stock.changed = true;
        const detail = [...c.detail];
        if (c.to) {
          const to = whoIs(c.to, noun, null, holder);
          if (to === holder) fail(`"${c.said}" hands things to the one who has them`);
          detail.push(to);
          const got = stockOf(to, noun) ?? open(to, noun, null);
          got.now = plus(got.now, amount);
          got.changed = true;
          w.deeds.push({ holder: to, verb: 'receive', effect: 'gain', amount, noun, detail: [holder], implied: false });
        }
        w.deeds.push({ holder, verb: c.verb, effect: c.effect, amount, noun, detail, implied: false });
      }
      w.log.push(`"${c.said}": ${holder || 'there'} ${c.effect === 'have' ? (c.start ? 'had at first' : 'has') : c.effect === 'gain' ? 'gains' : 'loses'} ${c.n ? withNoun(c.n, noun) : c.compare ? noun.said + ' by comparison' : 'some ' + noun.said}`);
      prevAmount = amount;
      prevStock = stock;
    }
  }
  return w;

  /** "5 more than Tim", "3 times as many": the amount from the one it is measured against. */
  function compared(c: Clause, noun: Noun, holder: string | null): Lin {
    const cmp = c.compare!;
    let ref: Lin;
    if (cmp.than) {
      const other = whoIs(cmp.than, noun, null);
      if (other === holder) fail(`"${c.said}" compares someone with themselves`);
      const did = w.deeds.filter((d) => d.holder === other && d.verb === c.verb && kindKey(d.noun) === kindKey(noun));
      if (c.effect !== 'have' && did.length) ref = did.reduce((x, d) => plus(x, d.amount), lin(0));
      else ref = (stockOf(other, noun) ?? open(other, noun, null)).now;
    } else {
      if (!prevAmount) fail(`"${c.said}" does not say what it compares`);
      ref = prevAmount!;
    }
    return cmp.op === 'times' ? scale(ref, cmp.n) : plus(ref, lin(cmp.n), cmp.op === 'more' ? 1 : -1);
  }
}

/** Solves the equations one unknown at a time; null when one is left undetermined where asked, or two disagree. */
export function solveWorld(w: World): Map<number, Fraction> | null {
  const known = new Map<number, Fraction>();
  const sub = (e: Lin): Lin => {
    let out = lin(e.c);
    for (const [x, v] of e.k) {
      if (v.equals(0)) continue;
      if (known.has(x)) out = plus(out, lin(known.get(x)!.mul(v)));
      else out.k.set(x, v);
    }
    return out;
  };
  let progress = true;
  const left = [...w.equations];
  while (progress) {
    progress = false;
    for (let i = 0; i < left.length; i++) {
      const e = sub(left[i].e);
      if (e.k.size === 0) {
        if (!e.c.equals(0)) return null;
        left.splice(i--, 1);
      } else if (e.k.size === 1) {
        const [[x, v]] = [...e.k];
        known.set(x, e.c.neg().div(v));
        left.splice(i--, 1);
        progress = true;
      }
    }
  }
  return known;
}

export function valueOf(e: Lin, known: Map<number, Fraction>): Fraction | null {
  let v = e.c;
  for (const [x, k] of e.k) {
    if (k.equals(0)) continue;
    const got = known.get(x);
    if (!got) return null;
    v = v.add(got.mul(k));
  }
  return v;
}

